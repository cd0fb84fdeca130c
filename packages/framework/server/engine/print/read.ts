import { textOf } from '@yanye/i18n';
import { formatNumber, formatYuan } from '@yanye/protocol';
import { and, inArray } from 'drizzle-orm';
import type { StoreDb } from '../../platform/tenancy';
import type { Column } from '../columns/columns';
import { resolveOptions } from '../columns/option-sources';
import { formatDate, formatDateTime } from '../format';
import { pageRows } from '../list/rows';
import type { ResourceDef } from '../resource/resource-decl';
import { type PrintContext, type PrintDoc, printedKeys } from './document';
import { titleOfNoun } from './layout';
import { PRINT_TEXTS } from './texts';
import { amountInWords } from './words';

/** How a list cell reads on paper: as the list and its export show it. */
async function presenter(
  column: Column,
  db: StoreDb,
  ctx: PrintContext,
): Promise<(value: unknown) => string> {
  const labels = column.options
    ? new Map((await resolveOptions(column.options, db, ctx.lang)).map((o) => [String(o.value), o.label]))
    : undefined;
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    if (labels) return labels.get(String(value)) ?? String(value);
    if (column.type === 'datetime') return formatDateTime(value, ctx.timeZone);
    if (column.type === 'date' || column.type === 'eqdate') return formatDate(value, ctx.timeZone);
    if (column.money) return formatYuan(value);
    if (column.type === 'number') return formatNumber(Number(value));
    return String(value);
  };
}

/**
 * The documents of `ids` as they print, read by the resource's print declaration: its list rows (within the
 * store and the resource's scope), the lines and the people, each read once for all the ids. Ids not found are
 * left out.
 */
export async function printDocuments(
  def: ResourceDef,
  db: StoreDb,
  ids: readonly number[],
  ctx: PrintContext,
): Promise<PrintDoc[]> {
  const print = def.print!;
  const noKey = def.recordName!;
  const rows = await pageRows(
    def,
    db,
    {
      page: 1,
      limit: ids.length,
      orderBy: [],
      reversed: [],
      where: and(def.scope, inArray(def.table.id, [...ids])),
      untabbed: undefined,
      tab: undefined,
      sortKey: 'id',
      sortColumn: def.table.id,
      ascending: true,
      seek: undefined,
    },
    ctx.lang,
  );
  if (rows.length === 0) return [];
  const found = rows.map((r) => Number(r.id));
  const shown = new Map<string, (value: unknown) => string>();
  for (const key of printedKeys(print)) shown.set(key, await presenter(def.columns[key]!, db, ctx));
  const lines = print.lines ? await print.lines.read(db, found, ctx) : undefined;
  const people = print.people ? await print.people(db, found, ctx) : undefined;
  const title = print.title?.[ctx.lang] ?? titleOfNoun(def.noun[ctx.lang], ctx.lang);
  const columns = print.lines?.columns.map((c) => ({ ...c, title: c.title[ctx.lang] }));
  const caption = print.lines?.caption?.[ctx.lang];
  const word = (k: keyof typeof PRINT_TEXTS) => PRINT_TEXTS[k][ctx.lang];
  const titled = (key: string) => (print.titles?.[key] ?? def.columns[key]!.title)[ctx.lang];
  const amountTitle = print.amountTitle?.[ctx.lang];
  return rows.map((row): PrintDoc => {
    const id = Number(row.id);
    const cell = (key: string) => shown.get(key)!(row[key]);
    const totals = [
      ...(print.totalQty ? [{ label: word('totalQty'), value: cell(print.totalQty) }] : []),
      ...(print.totals ?? []).map((key) => ({ label: titled(key), value: cell(key) })),
      ...(print.amount ? [{ label: amountTitle ?? word('totalAmount'), value: cell(print.amount) }] : []),
    ];
    const words = print.amount
      ? {
          label: amountTitle
            ? textOf(PRINT_TEXTS.capitalsOf, ctx.lang, { what: amountTitle })
            : word('capitals'),
          value: amountInWords(Number(row[print.amount] ?? 0), ctx.lang),
        }
      : undefined;
    return {
      id,
      title,
      no: String(row[noKey] ?? ''),
      facts: print.facts.map((key) => ({ label: titled(key), value: cell(key) })),
      ...(print.lines
        ? { table: { ...(caption ? { caption } : {}), columns: columns!, rows: lines?.get(id) ?? [] } }
        : {}),
      totals,
      ...(words ? { words } : {}),
      ...(print.remark && row[print.remark] ? { remark: cell(print.remark) } : {}),
      people: people?.get(id) ?? [],
      signatures: print.signatures.map((s) => word(s)),
    };
  });
}
