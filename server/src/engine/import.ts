import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type Lang, message } from '@yanye/protocol';
import { and, sql } from 'drizzle-orm';
import { AppError } from '../platform/errors';
import type { TenantDb } from '../platform/tenancy';
import { insertMany } from './bulk-insert';
import { resolveOptions } from './columns';
import type { Field } from './fields';
import { escapeHtml, formatDateTime, parseDateTime } from './format';
import { importFields, isExample } from './import-template';
import { regionCodeOf } from './region';
import type { ResourceDef, SaveContext } from './resource';
import {
  checkFields,
  columnKeys,
  completeValues,
  OptionCache,
  referenceColumns,
  uniqueHolders,
  valueTaken,
  writeRecord,
} from './save';
import { SheetPool } from './sheet-pool';
import { checkZip, looksLikeZip, SHEET_ZIP_LIMITS } from './zip-guard';

const MAX_ERRORS = 50;

export { importFields, templateWorkbook } from './import-template';

type Extension = (typeof IMPORT_EXTENSIONS)[number];

function extension(fileName: string): Extension {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) throw new AppError('BAD_INPUT', 'importType');
  return ext as Extension;
}

/** The threads that read uploaded sheets (engine/sheet-pool.ts): two at a time, four waiting, 20 s each. */
const sheets = new SheetPool();

/** Starts the sheet reader kept ready for imports; the server calls it once it listens (not in tests). */
export function warmSheetReaders(): void {
  sheets.warm();
}

/**
 * The first sheet as rows of cells; refuses other file types, damaged files, bombs and oversized sheets. The
 * file is read in a worker thread (heap and time limits), an xlsx inflated by the zip guard counting the bytes
 * that really come out; here only the cheap checks run: the file's size and what a zip declares.
 */
export async function readSheet(buf: Buffer, fileName: string): Promise<unknown[][]> {
  const ext = extension(fileName);
  if (buf.length > IMPORT_MAX_BYTES) throw new AppError('TOO_LARGE', 'importTooBig');
  if (ext === 'xlsx' || looksLikeZip(buf)) {
    const verdict = checkZip(buf, SHEET_ZIP_LIMITS);
    if (verdict === 'not-zip') throw new AppError('BAD_INPUT', 'importCorrupt');
    if (verdict === 'too-big') throw new AppError('TOO_LARGE', 'importTooBig');
  }
  const outcome = await sheets.read({ bytes: buf, csv: ext === 'csv', maxRows: IMPORT_MAX_ROWS });
  if (outcome.ok) return outcome.rows;
  switch (outcome.refusal) {
    case 'corrupt':
      throw new AppError('BAD_INPUT', 'importCorrupt');
    case 'empty':
      throw new AppError('BAD_INPUT', 'importEmpty');
    case 'too-big':
      throw new AppError('TOO_LARGE', 'importTooBig');
    case 'timeout':
      throw new AppError('TOO_LARGE', 'importTooSlow');
    case 'busy':
      throw new AppError('TOO_MANY_REQUESTS', 'importBusy');
  }
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'on', '是', '开', '开启', '显示', '启用']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'off', '否', '关', '关闭', '隐藏', '禁用', '']);

function isBlank(cell: unknown): boolean {
  return cell === '' || cell === null || cell === undefined;
}

/** Excel stores dates as days since 1899-12-30; the sheet's wall clock is read in the store's time zone. */
function excelDateToSeconds(serial: number, timeZone: string): number | undefined {
  const wall = formatDateTime(Math.round((serial - 25_569) * 86_400), 'UTC');
  return wall ? parseDateTime(wall, timeZone) : undefined;
}

/** A cell as the Save body wants it: yuan to cents, labels to option values, 是/否 to 1/0, dates to seconds. */
async function cellToValue(
  f: Field,
  cell: unknown,
  options: OptionCache,
  timeZone: string,
): Promise<unknown> {
  const text = typeof cell === 'string' ? cell.trim() : String(cell);
  switch (f.type) {
    case 'money': {
      const n = typeof cell === 'number' ? cell : Number(text.replace(/[,¥￥\s]/g, ''));
      return Number.isFinite(n) && text !== '' ? Math.round(n * 100) : text;
    }
    case 'number': {
      const n = typeof cell === 'number' ? cell : Number(text.replace(/,/g, ''));
      return Number.isFinite(n) && text !== '' ? n : text;
    }
    case 'select':
    case 'radio':
      return (await options.valueOf(f, text)) ?? text;
    case 'switch':
      if (TRUE.has(text.toLowerCase())) return 1;
      if (FALSE.has(text.toLowerCase())) return 0;
      return text;
    case 'date':
    case 'datetime':
      if (typeof cell === 'number') return excelDateToSeconds(cell, timeZone) ?? text;
      return parseDateTime(text, timeZone) ?? text;
    case 'images':
      return text
        .split(/[\s,，]+/)
        .map((s) => s.trim())
        .filter(Boolean);
    case 'region':
      return regionCodeOf(text);
    default:
      return text;
  }
}

const ID_HEADERS = new Set(['id', 'ID', '编号', 'Nº', '番号']);

/**
 * The field a sheet's column fills: named by the field's name or its title in any language (the template), or
 * by the title of the list column showing that field (a sheet exported from the list, imported back).
 */
function fieldOfHeader(def: ResourceDef, fields: readonly Field[], name: string): Field | undefined {
  const byForm = fields.find((f) => f.name === name || Object.values(f.title).includes(name));
  if (byForm) return byForm;
  return fields.find((f) => {
    const column = def.columns[f.name];
    return column !== undefined && Object.values(column.title).includes(name);
  });
}

/**
 * For each sheet column that names a field by its list column, that column's option labels to their values
 * (an export writes `出售中` where the form's switch says `是`); undefined for the others.
 */
async function exportedLabels(
  def: ResourceDef,
  db: TenantDb,
  lang: Lang,
  names: readonly string[],
  byColumn: readonly (Field | undefined)[],
): Promise<(Map<string, unknown> | undefined)[]> {
  const out: (Map<string, unknown> | undefined)[] = [];
  for (const [i, f] of byColumn.entries()) {
    const name = names[i]!;
    const column = f ? def.columns[f.name] : undefined;
    const byList = column?.options && Object.values(column.title).includes(name);
    if (!f || !column?.options || !byList || Object.values(f.title).includes(name)) {
      out.push(undefined);
      continue;
    }
    const labels = await resolveOptions(column.options, db, lang);
    out.push(new Map(labels.map((o) => [o.label, o.value] as const)));
  }
  return out;
}

export interface ImportResult {
  readonly inserted: number;
  readonly updated: number;
}

/** What a sheet's header says: the field each column fills, the option labels of exported ones, the id column. */
interface SheetColumns {
  readonly names: readonly string[];
  readonly byColumn: readonly (Field | undefined)[];
  readonly listLabels: readonly (Map<string, unknown> | undefined)[];
  readonly idColumn: number;
}

/** A sheet row whose fields passed their checks, with its column values. */
interface Checked {
  readonly rowNumber: number;
  readonly cells: unknown[];
  readonly body: Record<string, unknown>;
  readonly id: number | undefined;
  readonly values: Record<string, unknown>;
}

async function sheetColumns(
  def: ResourceDef,
  db: TenantDb,
  lang: Lang,
  fields: readonly Field[],
  header: readonly unknown[],
): Promise<SheetColumns> {
  const names = header.map((h) => String(h ?? '').trim());
  const byColumn = names.map((name) => fieldOfHeader(def, fields, name));
  // A sheet exported from the list names a field by its list column and writes the column's option labels.
  const listLabels = await exportedLabels(def, db, lang, names, byColumn);
  const idColumn = names.findIndex((n) => ID_HEADERS.has(n));
  // A sheet of updates (it has an id column) may leave required columns out; its new rows then fail one by one.
  for (const f of idColumn >= 0 ? [] : fields) {
    if (f.required && !byColumn.includes(f)) {
      throw new AppError('BAD_INPUT', 'importMissingColumn', { field: f.title[lang] });
    }
  }
  return { names, byColumn, listLabels, idColumn };
}

/** The id a row names (it updates that record), undefined for a new record; as typed, maybe no id at all. */
function typedId(sheet: SheetColumns, cells: readonly unknown[]): number | undefined {
  const raw = sheet.idColumn >= 0 ? cells[sheet.idColumn] : undefined;
  return isBlank(raw) ? undefined : Number(raw);
}

const isRecordId = (id: number) => Number.isSafeInteger(id) && id > 0;

const notFoundId = () =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field: 'id', reason: { key: 'reasonNotFound' } });

/** A row's cells as the Save body wants them, by field name. */
async function rowBody(
  sheet: SheetColumns,
  cells: readonly unknown[],
  options: OptionCache,
  timeZone: string,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [col, f] of sheet.byColumn.entries()) {
    if (!f || isBlank(cells[col])) continue;
    const listed = sheet.listLabels[col]?.get(String(cells[col]).trim());
    body[f.name] = listed ?? (await cellToValue(f, cells[col], options, timeZone));
  }
  return body;
}

/**
 * Validates every row first and writes nothing if any fails: the answer then lists the first 50 problems as
 * `第N行 字段: 原因` (N is the sheet's row number), with cell text HTML-escaped. Otherwise all rows are written
 * in the request's transaction. The store is read for all rows at once, never row by row: the records updated,
 * the values of unique fields and the references in one query each, what the resource's checks read once
 * (`loadOnce`); new rows go in by `insertMany`.
 */
export async function importRows(
  def: ResourceDef,
  db: TenantDb,
  ctx: SaveContext,
  rows: unknown[][],
): Promise<ImportResult> {
  const { lang, timeZone } = ctx;
  const [header = [], ...data] = rows;
  if (data.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');
  const fields = importFields(def);
  const sheet = await sheetColumns(def, db, lang, fields, header);
  const options = new OptionCache(db, lang);
  const problems: { row: number; text: string }[] = [];
  const refuse = (error: unknown, row: number, cells: unknown[]) => {
    if (!(error instanceof AppError)) throw error;
    problems.push({ row, text: rowError(error, fields, lang, row, cells, sheet) });
  };

  const found = await existingIds(
    def,
    db,
    data
      .map((cells) => typedId(sheet, cells))
      .filter((id): id is number => id !== undefined && isRecordId(id)),
  );
  // First the checks of each row alone.
  const checked: Checked[] = [];
  for (const [index, cells] of data.entries()) {
    if (problems.length >= MAX_ERRORS) break;
    const rowNumber = index + 2;
    if (cells.every(isBlank)) continue;
    if (index === 0 && (await isExample(fields, db, sheet.byColumn, cells))) continue;
    try {
      const id = typedId(sheet, cells);
      if (id !== undefined && !found.has(id)) throw notFoundId();
      const body = await rowBody(sheet, cells, options, timeZone);
      checked.push({ rowNumber, cells, body, id, values: await checkFields(def, options, body, id) });
    } catch (error) {
      refuse(error, rowNumber, cells);
    }
  }

  // Then the checks against the store, read for all rows at once.
  const isUnique = (f: Field) => f.unique && f.column !== undefined;
  const taken = await takenValues(def, db, def.fields.filter(isUnique), checked, lang);
  await primeReferences(def, options, checked);
  const batch: SaveContext = { ...ctx, memo: new Map() };
  // A unique field's values in this sheet, with the row that gave each first: the database would refuse the
  // second only when the rows are written, naming nothing.
  const unique = fields.filter(isUnique);
  const seen = new Map<Field, Map<string, number>>(unique.map((f) => [f, new Map()]));
  const ready: { values: Record<string, unknown>; id: number | undefined }[] = [];
  let refused = 0;
  for (const row of checked) {
    if (refused >= MAX_ERRORS) break;
    try {
      taken(row);
      const values = await completeValues(def, db, row.values, row.id, batch, options);
      for (const f of unique) {
        const value = row.body[f.name];
        if (value === undefined || value === '') continue;
        const first = seen.get(f)!.get(String(value));
        if (first !== undefined) {
          throw new AppError('BAD_INPUT', 'fieldInvalid', {
            field: f.name,
            reason: { key: 'reasonRepeated', params: { row: first } },
          });
        }
        seen.get(f)!.set(String(value), row.rowNumber);
      }
      ready.push({ values, id: row.id });
    } catch (error) {
      refuse(error, row.rowNumber, row.cells);
      refused++;
    }
  }
  if (problems.length > 0) {
    const first = problems.sort((a, b) => a.row - b.row).slice(0, MAX_ERRORS);
    throw new AppError('BAD_INPUT', undefined, {}, null, `Error: ${first.map((p) => p.text).join('\n')}`);
  }
  if (ready.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');

  const inserts = ready.filter((r) => r.id === undefined).map((r) => r.values);
  const updates = ready.filter((r) => r.id !== undefined);
  await insertMany(def, db, inserts);
  for (const { values, id } of updates) await writeRecord(def, db, values, id);
  return { inserted: inserts.length, updated: updates.length };
}

/** Looks up the references among the rows' values, one query per reference column (`completeValues` checks them). */
async function primeReferences(
  def: ResourceDef,
  options: OptionCache,
  rows: readonly Checked[],
): Promise<void> {
  for (const { key, column } of referenceColumns(def)) {
    const values = rows.map((row) => row.values[key]).filter((v) => v !== undefined && v !== null);
    if (values.length > 0) await options.prime(column, values);
  }
}

/** Those of `ids` that are records the resource serves in this store: one query. */
async function existingIds(def: ResourceDef, db: TenantDb, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const id = def.table.id;
  const rows = await db
    .select({ id })
    .from(def.table)
    .where(and(def.scope, sql`${id} = any(${sql.param([...new Set(ids)])}::${sql.raw(id.getSQLType())}[])`));
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * The check that a row's unique values are no other record's, with the store's holders of every value in the
 * sheet looked up first, one query per unique field.
 */
async function takenValues(
  def: ResourceDef,
  db: TenantDb,
  unique: readonly Field[],
  rows: readonly Checked[],
  lang: Lang,
): Promise<(row: Checked) => void> {
  const keys = columnKeys(def);
  const uniqueValue = (f: Field, row: Checked) => {
    const value = row.values[keys.get(f.column)!];
    return value === undefined || value === '' ? undefined : value;
  };
  const holders = new Map<Field, Map<string, number[]>>();
  for (const f of unique) {
    const values = rows.map((row) => uniqueValue(f, row)).filter((v) => v !== undefined);
    holders.set(f, await uniqueHolders(def, db, f, values));
  }
  return (row) => {
    for (const f of unique) {
      const value = uniqueValue(f, row);
      if (value === undefined) continue;
      const ids = holders.get(f)!.get(String(f.column!.mapToDriverValue(value))) ?? [];
      if (ids.some((id) => id !== row.id)) throw valueTaken(f, value, lang);
    }
  };
}

function rowError(
  error: AppError,
  fields: readonly Field[],
  lang: Lang,
  row: number,
  cells: unknown[],
  sheet: SheetColumns,
): string {
  const { byColumn, idColumn } = sheet;
  const idHeader = sheet.names[idColumn];
  const name = String(error.params.field ?? '');
  const f = fields.find((x) => x.name === name);
  const isId = name === 'id' && idHeader !== undefined;
  const field = f ? f.title[lang] : isId ? idHeader : name;
  let reason: string;
  if (error.key === 'fieldRequired') reason = message(lang, 'reasonRequired');
  else if (
    error.key === 'fieldInvalid' &&
    typeof error.params.reason === 'object' &&
    'key' in error.params.reason
  ) {
    reason = message(lang, error.params.reason.key, error.params.reason.params);
  } else reason = error.describe(lang);
  const col = f ? byColumn.indexOf(f) : isId ? idColumn : -1;
  const cell = col >= 0 && !isBlank(cells[col]) ? `（${escapeHtml(String(cells[col]).slice(0, 50))}）` : '';
  return message(lang, 'importRow', {
    row,
    field: escapeHtml(field),
    reason: `${escapeHtml(reason)}${cell}`,
  });
}
