import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { type Contract, get, post } from './contract';
import { FormMeta, OptionItem, TableMeta, TreeOption } from './list-meta';
import { idList, plainText, recordId } from './schemas';

/**
 * The generic list protocol (docs/engine.md), as both ends see it: the schemas are the types. A resource's calls
 * share these shapes whatever the resource; the server describes a resource's own columns in the metadata (and
 * in the OpenAPI document), and `resourceCalls` gives the browser the typed calls of any data path.
 */

export const CountAnswer = z.object({
  count: z.number().int(),
  totalrow: z.record(z.string(), z.number()).readonly(),
  /** With tabs: how many rows of the filtered set each tab holds, whichever tab is open. */
  tabs: z.record(z.string(), z.number().int()).readonly().optional(),
  /**
   * True when the count, the sums and the tabs' counts are an estimate (asked with `_estimate=1`, and the exact
   * figures would have taken longer than the server's budget); absent when they are exact.
   */
  estimated: z.literal(true).optional(),
});
export type CountAnswer = z.infer<typeof CountAnswer>;

/** A row of a list: its columns by key. */
export const ListRow = z.record(z.string(), z.unknown());
export type ListRow = z.infer<typeof ListRow>;

/** A list's cursor: opaque, made by the server, sent back as `_after` or `_before`. */
const Cursor = z.string().describe('An opaque cursor, sent back as _after (next) or _before (prev)');

/** A page asked for with `_cursor=1`: its rows and the cursors of the pages either side (null: none). */
export const CursorPage = z.object({
  rows: z.array(ListRow),
  prev: Cursor.nullable(),
  next: Cursor.nullable(),
});
export type CursorPage = z.infer<typeof CursorPage>;

/**
 * A filter's value on the wire: text, or a range `min,max`. Plain text only: it is looked up in the
 * database, and an async export keeps it (a NUL is no text PostgreSQL holds).
 */
const FilterValue = z.union([plainText(2000), z.number(), z.boolean()]);

export const PageQuery = z
  .object({
    page: z.coerce.number<number | string>().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number<number | string>().int().min(1).max(MAX_PAGE_SIZE).optional(),
    /** A column the metadata marks sortable. */
    sort: plainText(64).optional(),
    /** `true` ascending, `false` descending. */
    order: z.union([z.boolean(), z.enum(['true', 'false', ''])]).optional(),
    /** A tab of the list (`tabs` in the metadata). */
    _tab: plainText(64).optional(),
    /** The page after the row this cursor names (a page's `next`), by key rather than by `page`. */
    _after: plainText(2000).optional(),
    /** The page before the row this cursor names (a page's `prev`). */
    _before: plainText(2000).optional(),
  })
  .catchall(FilterValue);
export type PageQuery = z.input<typeof PageQuery>;

/** What an import answers. */
export const ImportResult = z.object({ inserted: z.number().int(), updated: z.number().int() });

/**
 * What an import's dry run (`_dry=1`) answers: the rows it would add and update, how many it refuses, the first
 * 50 refusals (sheet row, column title, reason, in the reader's language) and, when none is refused, the token
 * the import of the same file sends as `_preview` (it expires after 30 minutes).
 */
export const ImportPreview = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), column: z.string(), reason: z.string() })),
  token: z.string().nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

const Target = z.object({ id: recordId.optional(), ids: idList.optional() });

/** What a row action answers: the row it ran on, with what it changed (`is_show`, a receipt's `no`). */
export const RowActionAnswer = z.object({ id: z.number().int() }).loose();
/** What a batched action answers: the rows it ran on. */
export const BatchActionAnswer = z.object({ ids: z.array(z.number().int()) });

/** The suffixes of a resource's record calls after its API base (`/v1/jxc/customer/Customer` + `Save`). */
export const RECORD_CALLS = {
  list: 'Manage',
  info: 'Info',
  save: 'Save',
  del: 'Del',
  options: 'Options',
  /** A printable document as a PDF (docs/printing.md). */
  print: 'Print',
} as const;

/** The most documents one print call takes (a batch of selected rows): a file of them stays a few megabytes. */
export const PRINT_BATCH_MAX = 50;

/** The print call of a resource's API base (`/v1/jxc/purchase/Purchase` → `…PurchasePrint`). */
export const printPath = (api: string): string => `${api}${RECORD_CALLS.print}`;

const cache = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/**
 * The calls of any resource, by path: a data path's metadata, page, count and async export, and the record
 * calls of `{Entity}Info`, `Save`, `Del`, actions and `Options`. The browser reads its paths from the catalogue.
 */
export const resourceCalls = {
  meta: (path: string) =>
    once(`meta ${path}`, () =>
      get(path, {
        summary: 'Table metadata',
        query: z.object({ _meta: z.literal([1, '1']) }),
        response: TableMeta,
      }),
    ),
  page: (path: string) =>
    once(`page ${path}`, () =>
      get(path, { summary: 'A page of rows', query: PageQuery, response: z.array(ListRow) }),
    ),
  /** A page with the cursors of its neighbours (`_cursor=1`): `rows`, `prev`, `next`. */
  cursorPage: (path: string) =>
    once(`cursor page ${path}`, () =>
      get(path, {
        summary: 'A page of rows with the cursors of the pages before and after it',
        query: PageQuery.extend({ _cursor: z.literal([1, '1']) }),
        response: CursorPage,
      }),
    ),
  count: (path: string) =>
    once(`count ${path}`, () =>
      get(path, {
        summary:
          'Count and sums of the filtered rows (with _estimate=1, an estimate when exact ones would be slow)',
        query: PageQuery.extend({
          _count_sum: z.literal([1, '1']),
          _estimate: z.literal([1, '1']).optional(),
        }),
        response: CountAnswer,
      }),
    ),
  /** The list as an xlsx (`_down_excel=1`), or the import template (`_down_excel_import_tpl=1`): a file. */
  download: (path: string) =>
    once(`download ${path}`, () =>
      get(path, {
        summary: 'The filtered rows as an xlsx, or the import template',
        query: PageQuery.extend({
          _down_excel: z.literal([1, '1']).optional(),
          _excel_file_name: plainText(100).optional(),
          _excel_down_culumns: plainText(2000).optional(),
          _down_excel_import_tpl: z.literal([1, '1']).optional(),
        }),
        response: z.never(),
        file: true,
      }),
    ),
  /** Documents as a PDF: one by `id`, or several by `ids` (`3,1,2`, at most `PRINT_BATCH_MAX`), one after another. */
  print: (path: string) =>
    once(`print ${path}`, () =>
      get(path, {
        summary: `Print documents as a PDF: one by id, or up to ${PRINT_BATCH_MAX} by ids (comma-separated), each from a new page`,
        query: z.object({
          id: z.coerce.number<number | string>().int().positive().optional(),
          ids: plainText(20 * PRINT_BATCH_MAX).optional(),
        }),
        response: z.never(),
        file: true,
      }),
    ),
  /**
   * An import: a multipart upload of the sheet as `file`, with `_excel_import=1`, and `_preview`, the token of
   * the dry run of the same file (`importPreview`), when there was one.
   */
  importSheet: (path: string) =>
    once(`import ${path}`, () =>
      post(path, {
        summary: 'Import a sheet (multipart: file, _excel_import 1, _preview the token of its preview)',
        body: z.object({ _excel_import: z.literal([1, '1']), _preview: plainText(200).optional() }),
        response: ImportResult,
      }),
    ),
  /** An import's dry run: the same upload with `_dry=1`; nothing is written. */
  importPreview: (path: string) =>
    once(`import preview ${path}`, () =>
      post(path, {
        summary:
          'Preview an import (multipart: file, _dry 1): counts, the first refusals, a token to apply it',
        body: z.object({ _dry: z.literal([1, '1']) }),
        response: ImportPreview,
      }),
    ),
  /** The refused rows of an import's dry run as an xlsx: the same upload with `_dry=refused`. */
  importRefused: (path: string) =>
    once(`import refused ${path}`, () =>
      post(path, {
        summary: 'The refused rows of an import preview as an xlsx (multipart: file, _dry refused)',
        body: z.object({ _dry: z.literal('refused') }),
        response: z.never(),
        file: true,
      }),
    ),
  asyncExport: (path: string) =>
    once(`export ${path}`, () =>
      post(path, {
        summary: 'Queue an async export of the filtered rows',
        body: z
          .object({
            _down_excel: z.literal([2, '2']),
            _excel_file_name: plainText(100).optional(),
            _excel_down_culumns: plainText(2000).optional(),
          })
          .catchall(FilterValue),
        response: z.object({ id: z.number().int() }),
      }),
    ),
  form: (infoPath: string) =>
    once(`form ${infoPath}`, () =>
      get(infoPath, {
        summary: 'Form metadata',
        query: z.object({ _meta: z.literal([1, '1']) }),
        response: FormMeta,
      }),
    ),
  info: (infoPath: string) =>
    once(`info ${infoPath}`, () =>
      get(infoPath, {
        summary: 'One record (with _document 1, as it prints, where its records print)',
        query: z.object({ id: recordId, _document: z.literal(1).optional() }),
        response: ListRow,
      }),
    ),
  save: (savePath: string) =>
    once(`save ${savePath}`, () =>
      post(savePath, {
        summary: 'Create (without id) or update (with id) a record',
        body: z.object({ id: recordId.optional() }).catchall(z.unknown()),
        response: z.object({ id: z.number().int() }),
      }),
    ),
  del: (delPath: string) =>
    once(`del ${delPath}`, () =>
      post(delPath, {
        summary: 'Delete records by id or ids',
        body: Target,
        response: z.object({ deleted: z.number().int(), ids: z.array(z.number().int()) }),
      }),
    ),
  action: (path: string) =>
    once(`action ${path}`, () =>
      post(path, {
        summary: 'A row action on id (or, batched, on ids)',
        body: Target.catchall(z.unknown()),
        response: z.union([RowActionAnswer, BatchActionAnswer]),
      }),
    ),
  options: (path: string) =>
    once(`options ${path}`, () =>
      get(path, {
        summary: 'Options to pick from, searched by keyword or asked by id',
        query: z
          .object({
            keyword: plainText(50).optional(),
            ids: z.string().max(2000).optional(),
            limit: z.coerce.number<number | string>().int().min(1).max(200).optional(),
          })
          // A form's narrowing (`type=vendor`), compared with a column.
          .catchall(plainText(50)),
        response: z.array(OptionItem.catchall(z.unknown())),
      }),
    ),
  tree: (path: string) =>
    once(`tree ${path}`, () => get(path, { summary: 'A tree to pick from', response: z.array(TreeOption) })),
} satisfies Record<string, (path: string) => Contract>;
