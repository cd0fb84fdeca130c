import { PassThrough } from 'node:stream';
import type {} from '@fastify/multipart';
import { IMPORT_MAX_BYTES, SYNC_EXPORT_LIMIT } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, badInput } from '../../platform/errors';
import { route } from '../../platform/route';
import { Answer } from '../../platform/route-answer';
import type { ApiRoute, AuditNote } from '../../platform/route-def';
import { contentDisposition, exportColumns, writeExport, XLSX_TYPE } from '../import-export/export';
import { enqueueExport } from '../import-export/export-jobs';
import { importRows, previewRows, templateWorkbook } from '../import-export/import';
import {
  checkPreviewToken,
  checkSameCounts,
  fileDigest,
  previewToken,
  refusedFileName,
  writeRefusedRows,
} from '../import-export/import-preview';
import { readSheet } from '../import-export/import-sheet';
import { countAndSums } from '../list/list-count';
import { listRequest } from '../list/query';
import { batches, cursorPage, pageRows } from '../list/rows';
import { listGetContract, listPostContract } from '../resource/contracts';
import { SAID } from '../resource/log-said';
import type { ResourceDef } from '../resource/resource-decl';
import { saveContext } from './context';
import { tableMeta } from './meta';

const FileName = z.string().trim().max(100).optional();

/** Query values as the list reads them: text, as they came (an async export's JSON values too). */
function asText(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** GET on a data path: metadata, a page, count and sums, the sync export, the import template. */
export function listRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return route(
    listGetContract(def, url),
    {
      handler: async ({ db, lang, reply, deps }, input) => {
        const query = asText(input.query as Record<string, unknown>);
        if (query._meta) return tableMeta(def, db, lang);
        if (query._down_excel_import_tpl) {
          if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
          const name = `${def.title[lang]}-${lang === 'zh' ? '导入模板' : 'import-template'}`;
          const file = await templateWorkbook(def, db, lang);
          return reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(file);
        }
        const req = listRequest(def, query, view, deps.config.TIME_ZONE);
        if (query._down_excel) {
          if (!def.exportable) throw new AppError('NOT_FOUND', 'notFound');
          const name = FileName.safeParse(query._excel_file_name).data || def.title[lang];
          const { count } = await countAndSums(def, db, req);
          if (count > SYNC_EXPORT_LIMIT) throw badInput('exportTooMany', { count, limit: SYNC_EXPORT_LIMIT });
          const columns = await exportColumns(def, query._excel_down_culumns, db, lang);
          const out = new PassThrough();
          reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
          const keys = columns.map((c) => c.key);
          const rows = batches(def, db, req, keys, lang);
          await writeExport(out, name, columns, lang, deps.config.TIME_ZONE, rows);
          return reply;
        }
        if (query._count_sum)
          return countAndSums(def, db, req, {
            budgetMs: query._estimate ? deps.config.LIST_COUNT_BUDGET_MS : undefined,
          });
        if (query._cursor) return cursorPage(def, db, req, lang);
        return pageRows(def, db, req, lang);
      },
    },
    // A page, its count or its metadata is a read; the files (the sync export, the template) keep their
    // transaction.
    {
      readOnly: ({ query }) => {
        const q = query as Record<string, unknown>;
        return !q._down_excel && !q._down_excel_import_tpl;
      },
    },
  );
}

/** The first refusals a preview answers with; the workbook of refused rows has them all. */
const PREVIEW_PROBLEMS = 50;

/** An upload to import, read before the transaction: its rows, the digest of its bytes and what it asks. */
interface Upload {
  readonly rows: unknown[][];
  readonly sha256: string;
  /** `_dry`: 1 previews, `refused` answers the refused rows as an xlsx; absent, the import itself. */
  readonly dry: 'preview' | 'refused' | undefined;
  /** `_preview`: the token of the preview the import applies. */
  readonly token: string | undefined;
}

/** A text field of the upload, as sent, or undefined; anything long is no value of ours. */
const fieldText = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);

/**
 * POST on a data path: a multipart upload imports (or, with `_dry`, previews the import: docs/engine.md, "Import
 * preview"); a JSON body asks for an async export.
 */
export function listPostRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  return route(listPostContract(def, url), {
    // An import's sheet is read and parsed (in a worker) before the transaction opens.
    prepare: async (request): Promise<Upload | undefined> => {
      if (!request.isMultipart()) return undefined;
      if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
      // The fields may come before or after the file: every part is read.
      const fields = new Map<string, unknown>();
      let file: { bytes: Buffer; name: string } | undefined;
      for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' || !file) file = { bytes, name: part.filename };
        } else fields.set(part.fieldname, part.value);
      }
      if (!file) throw badInput('importNoFile');
      // A dry run asked for in a way we do not know is refused, never taken for the import itself.
      const dry = fields.has('_dry') ? fieldText(fields.get('_dry')) : undefined;
      if (fields.has('_dry') && dry !== '1' && dry !== 'refused') throw badInput('badInput');
      const tokenText = fieldText(fields.get('_preview'));
      if (fields.has('_preview') && tokenText === undefined) throw badInput('importPreviewMismatch');
      return {
        rows: await readSheet(file.bytes, file.name),
        sha256: fileDigest(file.bytes),
        dry: dry === '1' ? 'preview' : dry === 'refused' ? 'refused' : undefined,
        token: tokenText,
      };
    },
    handler: async ({ db, lang, deps, principal, reply }, input, upload) => {
      if (!upload) {
        if (!def.exportAsync) throw new AppError('NOT_FOUND', 'notFound');
        const query = asText(input.body as Record<string, unknown>);
        // Check the request now, so a wrong sort or filter is refused here rather than failing in the worker.
        listRequest(def, query, view, deps.config.TIME_ZONE);
        await exportColumns(def, query._excel_down_culumns, db, lang);
        const task = await enqueueExport(db, principal.accountId, url, def.title[lang], query, lang);
        return new Answer(task, 'exportQueued');
      }
      const ctx = saveContext(deps, principal.accountId, lang);
      const facts = {
        sha256: upload.sha256,
        path: url,
        supplierId: principal.supplierId,
        accountId: principal.accountId,
      };
      if (upload.dry) {
        const preview = await previewRows(def, db, ctx, upload.rows);
        if (upload.dry === 'refused') {
          const name = refusedFileName(def.title[lang], lang);
          const out = new PassThrough();
          reply.type(XLSX_TYPE).header('content-disposition', contentDisposition(name)).send(out);
          await writeRefusedRows(out, name, preview, lang);
          return reply;
        }
        const counts = { inserted: preview.inserted, updated: preview.updated };
        const refused = preview.refused.length;
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
      }
      const promised =
        upload.token === undefined
          ? undefined
          : checkPreviewToken(deps.sealKey, upload.token, facts, deps.now());
      const result = await importRows(def, db, ctx, upload.rows);
      // Thrown inside the transaction: what was written is rolled back.
      if (promised) checkSameCounts(promised, result);
      return new Answer(result, 'importDone', { ...result });
    },
    // A dry run (the preview, the refused rows' file) writes nothing, so the operator log says nothing of it.
    logged: (_input, upload) => upload?.dry === undefined,
    audit: (_input, result): AuditNote => {
      const data = result as { id: number } | { inserted: number; updated: number };
      if ('id' in data)
        return {
          target: String(data.id),
          object: def.name,
          said: { text: SAID.exported, params: { title: def.title } },
        };
      return {
        object: def.name,
        said: {
          text: SAID.imported,
          params: { noun: def.noun, inserted: data.inserted, updated: data.updated },
        },
      };
    },
  });
}
