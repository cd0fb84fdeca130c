import type { Lang, Texts } from '@yanye/i18n';
import { parseYuan } from '@yanye/protocol';
import { getTableColumns } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import type { OptionCache } from '../columns/option-cache';
import { resolveOptions } from '../columns/option-sources';
import type { Field } from '../form/fields';
import { formatDateTime, parseDateTime } from '../format';
import { referenceColumnOf, referenceOrFail } from '../resource/references';
import type { ResourceDef } from '../resource/resource-decl';
import { regionCodeOf } from './region';

/**
 * What an imported sheet says: the field each header names (by the form's title or the list column's, in any
 * language), and each cell as the Save body wants it.
 */

const TRUE = new Set(['1', 'true', 'yes', 'y', 'on', '是', '开', '开启', '显示', '启用']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'off', '否', '关', '关闭', '隐藏', '禁用', '']);

export function isBlank(cell: unknown): boolean {
  return cell === '' || cell === null || cell === undefined;
}

/** Excel stores dates as days since 1899-12-30; the sheet's wall clock is read in the store's time zone. */
function excelDateToSeconds(serial: number, timeZone: string): number | undefined {
  const wall = formatDateTime(Math.round((serial - 25_569) * 86_400), 'UTC');
  return wall ? parseDateTime(wall, timeZone) : undefined;
}

/** What separates the values of a cell that holds several (`A、B`, as an export writes them, or `3,5`). */
const SEPARATORS = /[,，、;；\n]+/;

/** The refusal of a cell naming no row of the store: no such name (or code), or several rows of it. */
const namesNoRow = (f: Field) =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field: f.name, reason: { key: 'reasonValue' } });

/**
 * One value of a select as the Save body wants it: an option's label to its value; for a reference with no
 * options to pick from, the name of the store's row to its id, or the value of the column it is imported by (a
 * material's code, `importBy`). Digits are an id unless the field is imported by a column of its own (a code may
 * be digits). A name or code no single row of the store has is refused as no value the column takes (rather
 * than as no whole number, which is not what was meant); anything else is kept as typed, for the field's checks.
 */
async function pickOf(f: Field, text: string, options: OptionCache): Promise<unknown> {
  const value = await options.valueOf(f, text);
  if (value !== undefined) return value;
  const ref = referenceColumnOf(f);
  if (!ref || f.options || (!f.importBy && /^\d{1,16}$/.test(text))) return text;
  const by = f.importBy?.column ?? getTableColumns(referenceOrFail(ref).table).name;
  if (!by) return text;
  const id = await options.idByName(ref, text, by);
  if (id === undefined) throw namesNoRow(f);
  return id;
}

/** The title heading a field's column in a sheet: the column it is imported by, else its own. */
export const importTitle = (f: Field): Texts => f.importBy?.title ?? f.title;

/** A cell as the Save body wants it: yuan to cents, labels to option values, 是/否 to 1/0, dates to seconds. */
async function cellToValue(
  f: Field,
  cell: unknown,
  options: OptionCache,
  timeZone: string,
): Promise<unknown> {
  // A number cell as Excel shows it, to its 15 significant digits: a price worked out in the sheet
  // (=3.5+0.28) holds 3.7800000000000002, which Excel shows, and the merchant means, as 3.78.
  const value = typeof cell === 'number' && Number.isFinite(cell) ? Number(cell.toPrecision(15)) : cell;
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (f.type) {
    // Yuan as the export writes them (a number cell) or as people type them (`1,234.50`, `¥12`), read exactly;
    // what is no amount of at most two decimals (`1e3`, `1.005`) is no number, which the field's schema refuses.
    case 'money':
      return parseYuan(text) ?? Number.NaN;
    case 'number': {
      const n = typeof value === 'number' ? value : Number(text.replace(/,/g, ''));
      return Number.isFinite(n) && text !== '' ? n : text;
    }
    case 'select':
    case 'radio':
      if (!f.multiple) return pickOf(f, text, options);
      return Promise.all(
        text
          .split(SEPARATORS)
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => pickOf(f, s, options)),
      );
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
  const byForm = fields.find((f) => f.name === name || Object.values(importTitle(f)).includes(name));
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
  db: StoreDb,
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

/** What a sheet's header says: the field each column fills, the option labels of exported ones, the id column. */
export interface SheetColumns {
  readonly names: readonly string[];
  readonly byColumn: readonly (Field | undefined)[];
  readonly listLabels: readonly (Map<string, unknown> | undefined)[];
  readonly idColumn: number;
}

export async function sheetColumns(
  def: ResourceDef,
  db: StoreDb,
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
export function typedId(sheet: SheetColumns, cells: readonly unknown[]): number | undefined {
  const raw = sheet.idColumn >= 0 ? cells[sheet.idColumn] : undefined;
  return isBlank(raw) ? undefined : Number(raw);
}

/** A row's cells as the Save body wants them, by field name. */
export async function rowBody(
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
