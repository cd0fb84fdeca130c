import type { Writable } from 'node:stream';
import { type Lang, T } from '@yanye/i18n';
import { MONEY_NUMBER_FORMAT, yuanNumber } from '@yanye/protocol';
import { badInput } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import type { Column, ColumnType } from '../columns/columns';
import { resolveOptions } from '../columns/option-sources';
import { formatDate, formatDateTime } from '../format';
import type { ResourceDef } from '../resource/resource-decl';
import { type Cell, xlsxWriter } from './xlsx/writer';

export interface ExportColumn {
  readonly key: string;
  readonly column: Column;
  /** Labels of a select column by value. */
  readonly labels: Map<string, string> | undefined;
}

/** What the export's choice of columns is called where one is refused. */
const CHOSEN_COLUMNS = T('导出列');

/** The columns to export: the ones asked for (in that order), else every exportable one. */
export async function exportColumns(
  def: ResourceDef,
  asked: readonly string[] | undefined,
  db: StoreDb,
  lang: Lang,
): Promise<ExportColumn[]> {
  const keys = asked ?? Object.keys(def.columns).filter((k) => def.columns[k]!.exportable);
  if (keys.length === 0) throw badInput('exportNoColumns');
  const out: ExportColumn[] = [];
  for (const key of keys) {
    const column = def.columns[key];
    if (!column?.exportable)
      throw badInput('fieldInvalid', { field: CHOSEN_COLUMNS, reason: { key: 'reasonValue' } });
    const options = column.options ? await resolveOptions(column.options, db, lang) : undefined;
    out.push({ key, column, labels: options && new Map(options.map((o) => [String(o.value), o.label])) });
  }
  return out;
}

/** A value of a column as the screen shows it: money in yuan, labels for options, dates in the store's time zone. */
type Present = (value: unknown) => Cell;

type Kind = 'labels' | 'datetime' | 'date' | 'money' | 'number' | 'text';

/** How each kind of column turns a value into a cell; chosen once per column, not per cell. */
const presenters: Readonly<Record<Kind, (c: ExportColumn, timeZone: string) => Present>> = {
  // A set of options (a checkbox column) is written as its labels.
  labels:
    ({ labels }) =>
    (value) =>
      Array.isArray(value)
        ? value.map((v) => labels?.get(String(v)) ?? String(v)).join('、')
        : (labels?.get(String(value)) ?? String(value)),
  datetime: (_c, timeZone) => (value) => formatDateTime(value, timeZone),
  date: (_c, timeZone) => (value) => formatDate(value, timeZone),
  money: () => (value) => yuanNumber(value),
  number: () => (value) => (typeof value === 'number' ? value : Number(value)),
  text: () => (value) => (typeof value === 'object' ? JSON.stringify(value) : String(value)),
};

const kindOfType: Partial<Record<ColumnType, Kind>> = {
  datetime: 'datetime',
  date: 'date',
  eqdate: 'date',
  number: 'number',
};

function kindOf(c: ExportColumn): Kind {
  if (c.labels) return 'labels';
  if (c.column.type === 'number' && c.column.money) return 'money';
  return kindOfType[c.column.type] ?? 'text';
}

function presenter(c: ExportColumn, timeZone: string): Present {
  const present = presenters[kindOf(c)](c, timeZone);
  return (value) => (value === null || value === undefined ? '' : present(value));
}

function numFmt(c: Column): string | undefined {
  if (c.type !== 'number') return undefined;
  if (c.money) return MONEY_NUMBER_FORMAT;
  const decimals = c.decimals ?? 0;
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

/** A column's width in characters: its list width in pixels over 7, between 10 and 40; a date and time, 20. */
function widthOf(c: Column): number {
  if (c.type === 'datetime') return 20;
  return Math.max(10, Math.min(40, Number.parseInt(c.width, 10) / 7 || 16));
}

/**
 * Streams an xlsx of `batches` to `out` (and ends it) with our own streaming writer (`xlsx/writer.ts`, which says why
 * it is not ExcelJS): each batch goes on before the next is read, and waits while `out` is behind, so memory stays
 * flat however many rows there are. Answers the number of rows written.
 */
export async function writeExport(
  out: Writable,
  sheetName: string,
  columns: readonly ExportColumn[],
  lang: Lang,
  timeZone: string,
  batches: AsyncIterable<Record<string, unknown>[]>,
): Promise<number> {
  const sheet = xlsxWriter(
    out,
    sheetName,
    columns.map((c) => ({
      header: c.column.title[lang],
      width: widthOf(c.column),
      numFmt: numFmt(c.column),
    })),
  );
  const keys = columns.map((c) => c.key);
  const present = columns.map((c) => presenter(c, timeZone));
  const cells: Cell[] = new Array(columns.length);
  for await (const rows of batches) {
    for (const row of rows) {
      for (let i = 0; i < keys.length; i++) cells[i] = present[i]!(row[keys[i]!]);
      sheet.row(cells);
    }
    // A slow reader (a download over a slow line) holds the next batch back instead of piling rows in memory.
    await sheet.flush();
  }
  await sheet.end();
  return sheet.rows;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), for Chinese file names. */
export function contentDisposition(fileName: string): string {
  const safe = fileName.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 100) || 'export';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(safe)}.xlsx`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
