import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  LANGS,
  type Lang,
  message,
} from '@yanye/protocol';
import ExcelJS from '@zlooun/exceljs';
import { eq } from 'drizzle-orm';
import { AppError } from '../platform/errors';
import type { TenantDb } from '../platform/tenancy';
import { resolveOptions } from './columns';
import type { Field } from './fields';
import { escapeHtml, formatDateTime, parseDateTime } from './format';
import { regionCodeOf } from './region';
import type { ResourceDef, SaveContext } from './resource';
import { insertRecords, OptionCache, prepareValues, writeRecord } from './save';
import { SheetPool } from './sheet-pool';
import { checkZip, looksLikeZip, SHEET_ZIP_LIMITS } from './zip-guard';

const MAX_ERRORS = 50;

type Extension = (typeof IMPORT_EXTENSIONS)[number];

function extension(fileName: string): Extension {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) throw new AppError('BAD_INPUT', 'importType');
  return ext as Extension;
}

/** The threads that read uploaded sheets (engine/sheet-pool.ts): two at a time, four waiting, 20 s each. */
const sheets = new SheetPool();

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

/** Fields an import fills: those that say so (not pictures, which a spreadsheet cannot carry). */
export function importFields(def: ResourceDef): Field[] {
  return def.fields.filter((f) => f.importable);
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

/**
 * Validates every row first and writes nothing if any fails: the answer then lists the first 50 problems as
 * `第N行 字段: 原因` (N is the sheet's row number), with cell text HTML-escaped. Otherwise all rows are written
 * in the request's transaction.
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

  const options = new OptionCache(db, lang);
  // A unique field's values in this sheet, with the row that gave each first: the database would refuse the
  // second only when the rows are written, naming nothing.
  const unique = fields.filter((f) => f.unique && f.column);
  const seen = new Map<Field, Map<string, number>>(unique.map((f) => [f, new Map()]));
  const errors: string[] = [];
  const ready: { values: Record<string, unknown>; id: number | undefined }[] = [];
  for (const [index, row] of data.entries()) {
    const rowNumber = index + 2;
    if (row.every(isBlank)) continue;
    if (index === 0 && (await isExample(fields, db, byColumn, row))) continue;
    const body: Record<string, unknown> = {};
    for (const [col, f] of byColumn.entries()) {
      if (!f || isBlank(row[col])) continue;
      const listed = listLabels[col]?.get(String(row[col]).trim());
      body[f.name] = listed ?? (await cellToValue(f, row[col], options, timeZone));
    }
    const rawId = idColumn >= 0 ? row[idColumn] : undefined;
    const id = isBlank(rawId) ? undefined : Number(rawId);
    try {
      if (id !== undefined && !(Number.isSafeInteger(id) && id > 0 && (await exists(def, db, id)))) {
        throw new AppError('BAD_INPUT', 'fieldInvalid', { field: 'id', reason: { key: 'reasonNotFound' } });
      }
      const values = await prepareValues(def, db, options, body, id, ctx);
      for (const f of unique) {
        const value = body[f.name];
        if (value === undefined || value === '') continue;
        const first = seen.get(f)!.get(String(value));
        if (first !== undefined) {
          throw new AppError('BAD_INPUT', 'fieldInvalid', {
            field: f.name,
            reason: { key: 'reasonRepeated', params: { row: first } },
          });
        }
        seen.get(f)!.set(String(value), rowNumber);
      }
      ready.push({ values, id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(rowError(error, fields, lang, rowNumber, row, byColumn, idColumn, names[idColumn]));
      if (errors.length >= MAX_ERRORS) break;
    }
  }
  if (errors.length > 0) throw new AppError('BAD_INPUT', undefined, {}, null, `Error: ${errors.join('\n')}`);
  if (ready.length === 0) throw new AppError('BAD_INPUT', 'importEmpty');

  const inserts = ready.filter((r) => r.id === undefined).map((r) => r.values);
  const updates = ready.filter((r) => r.id !== undefined);
  await insertRecords(def, db, inserts);
  for (const { values, id } of updates) await writeRecord(def, db, values, id);
  return { inserted: inserts.length, updated: updates.length };
}

async function exists(def: ResourceDef, db: TenantDb, id: number): Promise<boolean> {
  const [row] = await db.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, id));
  return row !== undefined;
}

function rowError(
  error: AppError,
  fields: readonly Field[],
  lang: Lang,
  row: number,
  cells: unknown[],
  byColumn: (Field | undefined)[],
  idColumn: number,
  idHeader: string | undefined,
): string {
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

/** The template's example row in `lang`: a value for each importable field, as the user would type it. */
async function exampleRow(
  fields: readonly Field[],
  db: TenantDb,
  lang: Lang,
): Promise<{ example: Record<string, unknown>; choices: Map<Field, string[]> }> {
  const example: Record<string, unknown> = {};
  const choices = new Map<Field, string[]>();
  for (const f of fields) {
    const labels = f.options ? (await resolveOptions(f.options, db, lang)).map((o) => o.label) : [];
    choices.set(f, labels);
    example[f.name] = exampleValue(f, labels[0]);
  }
  return { example, choices };
}

/**
 * Whether a sheet row is the template's own example, left in by the user: it is skipped, never imported as data.
 * The example of any language counts (a template downloaded in Chinese may be imported from an English console).
 */
async function isExample(
  fields: readonly Field[],
  db: TenantDb,
  header: readonly (Field | undefined)[],
  row: readonly unknown[],
): Promise<boolean> {
  for (const lang of LANGS) {
    const { example } = await exampleRow(fields, db, lang);
    const same = header.every((f, col) => !f || String(row[col] ?? '').trim() === String(example[f.name]));
    if (same && header.some(Boolean)) return true;
  }
  return false;
}

/**
 * The import template: a header of the importable columns, one example row (grey and italic; an import skips it
 * if it is left in), and a sheet of rules.
 */
export async function templateWorkbook(def: ResourceDef, db: TenantDb, lang: Lang): Promise<Buffer> {
  const fields = importFields(def);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(def.title[lang].slice(0, 31));
  sheet.columns = fields.map((f) => ({ header: f.title[lang], key: f.name, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  const { example, choices: choicesOf } = await exampleRow(fields, db, lang);
  const rules = workbook.addWorksheet(lang === 'zh' ? '填写说明' : 'Rules');
  rules.columns = [
    { header: lang === 'zh' ? '列' : 'Column', width: 18 },
    { header: lang === 'zh' ? '必填' : 'Required', width: 8 },
    { header: lang === 'zh' ? '说明' : 'Notes', width: 60 },
  ];
  for (const f of fields) {
    const choices = choicesOf.get(f) ?? [];
    const notes = [
      f.type === 'money'
        ? lang === 'zh'
          ? '金额，单位元，最多两位小数'
          : 'Amount in yuan, up to 2 decimals'
        : '',
      f.type === 'switch' ? (lang === 'zh' ? '填 是 或 否' : 'Yes (1) or no (0)') : '',
      f.type === 'region' ? REGION_NOTE[lang] : '',
      choices.length > 0 ? choices.join(' / ') : '',
      f.max !== undefined && ['text', 'textarea', 'richtext'].includes(f.type) ? `≤ ${f.max}` : '',
      f.tip?.[lang] ?? '',
    ].filter(Boolean);
    rules.addRow([f.title[lang], f.required ? '✓' : '', notes.join('；')]);
  }
  rules.addRow([lang === 'zh' ? '第 2 行' : 'Row 2', '', EXAMPLE_NOTE[lang]]);
  const exampleLine = sheet.addRow(example);
  exampleLine.font = { italic: true, color: { argb: 'FF8C8C8C' } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const REGION_NOTE: Readonly<Record<Lang, string>> = {
  zh: '填区县的完整名称（如 河南省 郑州市 金水区）或 6 位行政区划代码（如 410105）',
  en: 'The district’s full name (e.g. 河南省 郑州市 金水区) or its six-digit division code (e.g. 410105)',
  es: 'El nombre completo del distrito (p. ej. 河南省 郑州市 金水区) o su código de seis dígitos (p. ej. 410105)',
  ja: '区・県の正式名称（例：河南省 郑州市 金水区）または 6 桁の行政区画コード（例：410105）',
};

const EXAMPLE_NOTE: Readonly<Record<Lang, string>> = {
  zh: '示例行：照此填写，导入时会跳过这一行（可删除）',
  en: 'An example: fill your rows like it; an import skips this row (you may delete it)',
  es: 'Un ejemplo: rellene sus filas como esta; la importación omite esta fila (puede borrarla)',
  ja: '記入例：この行はインポート時に読み飛ばされます（削除しても構いません）',
};

function exampleValue(f: Field, firstOption: string | undefined): unknown {
  if (firstOption !== undefined) return firstOption;
  const byType: Partial<Record<Field['type'], unknown>> = {
    money: 12.5,
    number: 1,
    switch: '是',
    date: '2026-01-01',
    datetime: '2026-01-01 09:00:00',
    region: '河南省 郑州市 金水区',
  };
  return byType[f.type] ?? (typeof f.default === 'string' && f.default ? f.default : f.title.zh);
}
