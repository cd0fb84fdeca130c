import type {} from '@fastify/multipart';
import {
  type Contract,
  CountAnswer,
  CursorPage,
  get,
  IMPORT_MAX_BYTES,
  ImportPreview,
  ImportResult,
  PageQuery,
  plainText,
  post,
  resourceCalls,
  TableMeta,
} from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badInput } from '../../platform/errors';
import { route } from '../../platform/route';
import type { ApiRoute, AuditNote } from '../../platform/route-def';
import { fileDigest } from '../import-export/import-preview';
import { readSheet } from '../import-export/import-sheet';
import { filterColumns, labelsOf, rowSchema } from '../resource/contracts';
import { SAID } from '../resource/log-said';
import type { ResourceDef } from '../resource/resource-decl';
import {
  CHANGES_NOTHING,
  type FileAsk,
  type ListRead,
  type ListTarget,
  type ListWrite,
  READS_ONLY,
  readList,
  writeList,
} from './list-operations';

/**
 * The edge of a list: the inherited wire of a data path, one GET and one POST whose flags (`_meta`, `_cursor`,
 * `_count_sum` with `_estimate`, `_down_excel` with `_excel_file_name` and the misspelt `_excel_down_culumns`,
 * `_down_excel_import_tpl`; an upload's `_dry` and `_preview`) choose one of the list's operations
 * (list-operations.ts). This file is the only one of the engine that reads those names: it maps the call onto an
 * operation's input, and the operation never sees them.
 */

const flag = z.literal([1, '1']).optional();

/** The flags of the GET and what each means, for the call's contract and its summary. */
const READ_FLAGS = {
  _meta: flag.describe('1: the metadata (columns, filters, tabs, actions)'),
  _cursor: flag.describe('1: the page with the cursors of the pages before and after it'),
  _count_sum: flag.describe('1: the count and sums of the filtered rows'),
  _estimate: flag.describe('with _count_sum, an estimate where exact figures would be slow'),
  _down_excel: flag.describe('1: the filtered rows as an xlsx'),
  _excel_file_name: plainText(100).optional().describe('with _down_excel, the file name'),
  _excel_down_culumns: plainText(2000).optional().describe('with _down_excel, the columns, comma-separated'),
  _down_excel_import_tpl: flag.describe('1: the import template (xlsx)'),
};

/** The columns asked for, in order (an empty text asks for all of them, as no text does). */
const columnsOf = (text: string | undefined): readonly string[] | undefined =>
  text
    ? text
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
    : undefined;

/** A file's name as asked, or undefined where it was not, was blank or is longer than a name of ours. */
const fileNameOf = (text: unknown): string | undefined => {
  const name = typeof text === 'string' ? text.trim() : '';
  return name && name.length <= 100 ? name : undefined;
};

/** Query values as the list reads them: text, as they came (an async export's JSON values too). */
function asText(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

/** The file an export asks for, from the wire's names; the rest of the values are the list's question. */
function fileAsk(values: Record<string, string>): FileAsk {
  const { _down_excel, _excel_file_name, _excel_down_culumns, ...question } = values;
  return { question, columns: columnsOf(_excel_down_culumns), fileName: fileNameOf(_excel_file_name) };
}

/** The operation a GET on a data path asks for. */
export function readOf(query: Record<string, unknown>): ListRead {
  const values = asText(query);
  const { _meta, _cursor, _count_sum, _estimate, _down_excel_import_tpl, ...rest } = values;
  if (_meta) return { op: 'meta' };
  if (_down_excel_import_tpl) return { op: 'importTemplate' };
  if (rest._down_excel) return { op: 'exportFile', ...fileAsk(rest) };
  const { _down_excel, _excel_file_name, _excel_down_culumns, ...question } = rest;
  if (_count_sum) return { op: 'countSums', question, estimate: Boolean(_estimate) };
  if (_cursor) return { op: 'cursorPage', question };
  return { op: 'page', question };
}

/** A GET on a data path: its contract lists the flags and every answer the operations give. */
export function listGetContract(def: ResourceDef, path: string): Contract {
  const filters = filterColumns(def).map(({ name, title }) => [
    name,
    plainText(200).optional().describe(`${title.en} (${def.columns[name]!.filter} filter)`),
  ]);
  const row = rowSchema(def);
  return get(path, {
    summary: `${def.title.en}: the list (with _meta its metadata, with _cursor the page with the cursors of its neighbours, with _count_sum its count and sums, with _down_excel the xlsx, with _down_excel_import_tpl the import template)`,
    query: PageQuery.extend({ ...READ_FLAGS, ...Object.fromEntries(filters) }),
    response: z.union([z.array(row), CursorPage.extend({ rows: z.array(row) }), TableMeta, CountAnswer]),
    labels: labelsOf(def, filterColumns(def)),
  });
}

/** GET on a data path: one of the list's read operations, by its flags. */
export function listRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  const target: ListTarget = { def, url, view };
  return route(
    listGetContract(def, url),
    {
      handler: (ctx, input) => readList(target, ctx, readOf(input.query as Record<string, unknown>)) as never,
    },
    // A page, its count or its metadata only reads; the files (the export, the template) keep their transaction.
    { readOnly: ({ query }) => READS_ONLY.has(readOf(query as Record<string, unknown>).op) },
  );
}

/** What a data path's POST answers: a queued export's task, an import's counts or its preview. */
function postAnswer(def: ResourceDef) {
  const queued = z.object({ id: z.number().int() });
  if (!def.importable) return queued;
  return def.exportAsync
    ? z.union([queued, ImportResult, ImportPreview])
    : z.union([ImportResult, ImportPreview]);
}

/** A POST on a data path: an async export (JSON), or an import, its preview or its refused rows (multipart). */
export function listPostContract(def: ResourceDef, path: string): Contract {
  const does = [
    def.exportAsync && 'queue an async export (JSON with _down_excel 2)',
    def.importable &&
      'import a sheet (multipart: file, _excel_import 1, _preview the token of its dry run), or preview it (_dry 1; _dry refused: the refused rows as an xlsx)',
  ].filter(Boolean);
  return post(path, {
    summary: `${def.title.en}: ${does.join(', or ')}`,
    body: resourceCalls.asyncExport(path).body,
    response: postAnswer(def),
    labels: labelsOf(def, filterColumns(def)),
  });
}

/** A text field of an upload, as sent, or undefined; anything long is no value of ours. */
const fieldText = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);

/**
 * The operation a multipart POST asks for, its sheet read and parsed before the transaction opens. The fields
 * may come before or after the file: every part is read.
 */
async function uploadOf(def: ResourceDef, request: FastifyRequest): Promise<ListWrite> {
  if (!def.importable) throw new AppError('NOT_FOUND', 'notFound');
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
  const token = fieldText(fields.get('_preview'));
  if (fields.has('_preview') && token === undefined) throw badInput('importPreviewMismatch');
  const upload = { rows: await readSheet(file.bytes, file.name), sha256: fileDigest(file.bytes) };
  if (dry === '1') return { op: 'previewImport', upload };
  if (dry === 'refused') return { op: 'refusedRows', upload };
  return { op: 'importSheet', upload, token };
}

/** POST on a data path: an upload's operation (import, preview, refused rows), else an export queued for later. */
export function listPostRoute(def: ResourceDef, url: string, view: SQL | undefined): ApiRoute {
  const target: ListTarget = { def, url, view };
  return route(listPostContract(def, url), {
    prepare: async (request): Promise<ListWrite | undefined> =>
      request.isMultipart() ? uploadOf(def, request) : undefined,
    handler: (ctx, input, upload) => {
      const ask = upload ?? { op: 'exportLater', ...fileAsk(asText(input.body as Record<string, unknown>)) };
      return writeList(target, ctx, ask) as never;
    },
    logged: (_input, upload) => !(upload && CHANGES_NOTHING.has(upload.op)),
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
