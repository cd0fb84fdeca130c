import { PassThrough } from 'node:stream';
import { SYNC_EXPORT_LIMIT } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { UserContext } from '../../platform/context';
import { AppError, badInput } from '../../platform/errors';
import { Answer } from '../../platform/route-answer';
import { contentDisposition, exportColumns, writeExport, XLSX_TYPE } from '../import-export/export';
import { enqueueExport } from '../import-export/export-jobs';
import { importRows, previewRows, templateWorkbook } from '../import-export/import';
import {
  checkPreviewToken,
  checkSameCounts,
  previewToken,
  refusedFileName,
  writeRefusedRows,
} from '../import-export/import-preview';
import { countAndSums } from '../list/list-count';
import { listRequest } from '../list/query';
import { batches, cursorPage, pageRows } from '../list/rows';
import type { ResourceDef } from '../resource/resource-decl';
import { saveContext } from './context';
import { tableMeta } from './meta';

/**
 * The operations of a list, each with its own input and its own handler: its metadata, a page, a page with its
 * neighbours' cursors, the count and sums, the file of its rows, the import template, an export queued for later,
 * and an import, its preview and the file of the rows a preview refused. They speak in plain names (`columns`,
 * `estimate`); the inherited URL flags that select them are read only at the edge (list-wire.ts).
 */

/** The list an operation works on: its resource, its data path, and the view the path narrows it to. */
export interface ListTarget {
  readonly def: ResourceDef;
  readonly url: string;
  readonly view: SQL | undefined;
}

/** What rows a list is asked for: filters, sort, page and cursor, as text, as the list reads them. */
export type Question = Readonly<Record<string, string>>;

/** A file of the list's rows: which columns (all the exportable ones when not said), and the file's name. */
export interface FileAsk {
  readonly question: Question;
  readonly columns: readonly string[] | undefined;
  readonly fileName: string | undefined;
}

/** What a GET on a list asks for, one operation each. */
export type ListRead =
  | { readonly op: 'meta' }
  | { readonly op: 'page'; readonly question: Question }
  | { readonly op: 'cursorPage'; readonly question: Question }
  | { readonly op: 'countSums'; readonly question: Question; readonly estimate: boolean }
  | ({ readonly op: 'exportFile' } & FileAsk)
  | { readonly op: 'importTemplate' };

/** A sheet uploaded to import, read and parsed before the transaction opens. */
export interface Upload {
  readonly rows: unknown[][];
  readonly sha256: string;
}

/** What a POST on a list asks for, one operation each. */
export type ListWrite =
  | ({ readonly op: 'exportLater' } & FileAsk)
  | { readonly op: 'importSheet'; readonly upload: Upload; readonly token: string | undefined }
  | { readonly op: 'previewImport'; readonly upload: Upload }
  | { readonly op: 'refusedRows'; readonly upload: Upload };

/** Operations that only read: they run without a transaction of their own (the files keep theirs). */
export const READS_ONLY: ReadonlySet<ListRead['op']> = new Set(['meta', 'page', 'cursorPage', 'countSums']);

/** Operations that change nothing, so the operator log says nothing of them. */
export const CHANGES_NOTHING: ReadonlySet<ListWrite['op']> = new Set(['previewImport', 'refusedRows']);

/** The first refusals a preview answers with; the workbook of refused rows has them all. */
const PREVIEW_PROBLEMS = 50;

const request = (t: ListTarget, ctx: UserContext, question: Question) =>
  listRequest(t.def, question, t.view, ctx.deps.config.TIME_ZONE);

/** Sends an xlsx written by `write` as the reply, under `name`. */
async function sendXlsx(reply: FastifyReply, name: string, write: (out: PassThrough) => Promise<unknown>) {
  const out = new PassThrough();
  reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
  await write(out);
  return reply;
}

type Handlers<A extends { readonly op: string }> = {
  readonly [K in A['op']]: (t: ListTarget, ctx: UserContext, ask: Extract<A, { op: K }>) => Promise<unknown>;
};

/** The read operations' handlers, one each. */
const READS: Handlers<ListRead> = {
  meta: (t, { db, lang }) => tableMeta(t.def, db, lang),
  page: (t, ctx, ask) => pageRows(t.def, ctx.db, request(t, ctx, ask.question), ctx.lang),
  cursorPage: (t, ctx, ask) => cursorPage(t.def, ctx.db, request(t, ctx, ask.question), ctx.lang),
  countSums: (t, ctx, ask) =>
    countAndSums(t.def, ctx.db, request(t, ctx, ask.question), {
      budgetMs: ask.estimate ? ctx.deps.config.LIST_COUNT_BUDGET_MS : undefined,
    }),
  importTemplate: async ({ def }, { db, lang, reply }) => {
    if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
    const file = await templateWorkbook(def, db, lang);
    const name = `${def.title[lang]}-${lang === 'zh' ? '导入模板' : 'import-template'}`;
    return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(file);
  },
  exportFile: async (t, ctx, ask) => {
    const { def } = t;
    const { db, lang, deps } = ctx;
    if (!def.exportable) throw new AppError('NOT_FOUND', 'notFound');
    const req = request(t, ctx, ask.question);
    const { count } = await countAndSums(def, db, req);
    if (count > SYNC_EXPORT_LIMIT) throw badInput('exportTooMany', { count, limit: SYNC_EXPORT_LIMIT });
    const columns = await exportColumns(def, ask.columns, db, lang);
    const keys = columns.map((c) => c.key);
    const name = ask.fileName || def.title[lang];
    return sendXlsx(ctx.reply, name, (out) =>
      writeExport(out, name, columns, lang, deps.config.TIME_ZONE, batches(def, db, req, keys, lang)),
    );
  },
};

/** What an import checks its sheet's preview against: the same bytes, list, store and operator. */
const uploadFacts = (t: ListTarget, { principal }: UserContext, upload: Upload) => ({
  sha256: upload.sha256,
  path: t.url,
  supplierId: principal.supplierId,
  accountId: principal.accountId,
});

/** Who imports, and when. */
const savedBy = ({ deps, principal, lang }: UserContext) => saveContext(deps, principal.accountId, lang);

/** The write operations' handlers, one each. */
const WRITES: Handlers<ListWrite> = {
  exportLater: async (t, ctx, ask) => {
    const { def } = t;
    const { db, lang } = ctx;
    if (!def.exportAsync) throw new AppError('NOT_FOUND', 'notFound');
    // Check the request now, so a wrong sort or filter is refused here rather than failing in the worker.
    request(t, ctx, ask.question);
    await exportColumns(def, ask.columns, db, lang);
    const params = { query: ask.question, ...(ask.columns ? { columns: ask.columns } : {}), lang };
    const task = await enqueueExport(
      db,
      ctx.principal.accountId,
      t.url,
      ask.fileName || def.title[lang],
      params,
    );
    return new Answer(task, 'exportQueued');
  },
  importSheet: async (t, ctx, ask) => {
    const { deps } = ctx;
    const facts = uploadFacts(t, ctx, ask.upload);
    const promised =
      ask.token === undefined ? undefined : checkPreviewToken(deps.sealKey, ask.token, facts, deps.now());
    const result = await importRows(t.def, ctx.db, savedBy(ctx), ask.upload.rows);
    // Thrown inside the transaction: what was written is rolled back.
    if (promised) checkSameCounts(promised, result);
    return new Answer(result, 'importDone', { ...result });
  },
  previewImport: async (t, ctx, ask) => {
    const { deps } = ctx;
    const preview = await previewRows(t.def, ctx.db, savedBy(ctx), ask.upload.rows);
    const counts = { inserted: preview.inserted, updated: preview.updated };
    const refused = preview.refused.length;
    const facts = uploadFacts(t, ctx, ask.upload);
    const answer = {
      ...counts,
      refused,
      problems: preview.refused
        .slice(0, PREVIEW_PROBLEMS)
        .map(({ row, column, reason }) => ({ row, column, reason })),
      // All or nothing: a sheet with a refused row cannot be applied.
      token: refused === 0 ? previewToken(deps.sealKey, facts, counts, deps.now()) : null,
    };
    return new Answer(answer, 'importPreviewed', { ...counts, refused });
  },
  refusedRows: async (t, ctx, ask) => {
    const preview = await previewRows(t.def, ctx.db, savedBy(ctx), ask.upload.rows);
    const name = refusedFileName(t.def.title[ctx.lang], ctx.lang);
    return sendXlsx(ctx.reply, name, (out) => writeRefusedRows(out, name, preview, ctx.lang));
  },
};

/** Runs a read operation of a list by its handler. */
export function readList(t: ListTarget, ctx: UserContext, ask: ListRead): Promise<unknown> {
  return (READS[ask.op] as (t: ListTarget, ctx: UserContext, ask: ListRead) => Promise<unknown>)(t, ctx, ask);
}

/** Runs a write operation of a list by its handler. */
export function writeList(t: ListTarget, ctx: UserContext, ask: ListWrite): Promise<unknown> {
  return (WRITES[ask.op] as (t: ListTarget, ctx: UserContext, ask: ListWrite) => Promise<unknown>)(
    t,
    ctx,
    ask,
  );
}
