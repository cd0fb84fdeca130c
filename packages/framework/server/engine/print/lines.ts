import type { Texts } from '@yanye/i18n';
import { formatMoney, formatNumber } from '@yanye/protocol';
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/schema';
import type { StoreDb } from '../../platform/tenancy';
import { formatDateTime } from '../format';
import type { PrintColumnDecl, PrintPerson, ReadMany } from './document';
import { PRINT_TEXTS } from './texts';

/**
 * The lines every goods document prints: 序号, what (商品 or 物料), 规格, 单位, 数量, and (priced) 单价 and 金额.
 * The widths are shares of the sheet (`layout.ts` `columnWidths`).
 */
export function goodsColumns(item: Texts, priced = true, lots = false): PrintColumnDecl[] {
  return [
    { title: PRINT_TEXTS.seq, weight: 0.8, align: 'center' },
    { title: item, weight: 3.9 },
    { title: PRINT_TEXTS.spec, weight: 1.8 },
    // The production batches a line came from (food is traced by them), each with its expiry.
    ...(lots ? [{ title: PRINT_TEXTS.lots, weight: 3.2 }] : []),
    // A unit may say its size (袋(25kg)): wide enough to keep it on one line.
    { title: PRINT_TEXTS.unit, weight: 1.3, align: 'center' },
    { title: PRINT_TEXTS.qty, weight: 1.4, align: 'right' },
    ...(priced
      ? [
          { title: PRINT_TEXTS.price, weight: 1.6, align: 'right' as const },
          { title: PRINT_TEXTS.amount, weight: 1.9, align: 'right' as const },
        ]
      : []),
  ];
}

/**
 * A goods line as `goodsColumns` prints it: money through `formatMoney`, the quantity without trailing zeros,
 * and its lots when the columns have them (`lots` given, '' for a line of none).
 */
export function goodsRow(
  seq: number,
  line: {
    readonly name: string;
    readonly spec: string;
    readonly unit: string;
    readonly qty: unknown;
    readonly price?: number;
    readonly amount?: number;
    readonly lots?: string;
  },
): string[] {
  const qty = formatNumber(Number(Number(line.qty).toFixed(3)));
  const money = line.price === undefined ? [] : [formatMoney(line.price), formatMoney(line.amount ?? 0)];
  const lots = line.lots === undefined ? [] : [line.lots];
  return [String(seq), line.name, line.spec, ...lots, line.unit, qty, ...money];
}

/** Lines read for many documents, grouped by the document they are of, each numbered from 1. */
export function groupLines<L extends { readonly docId: unknown }>(
  lines: readonly L[],
  row: (line: L, seq: number) => string[],
): Map<number, string[][]> {
  const out = new Map<number, string[][]>();
  for (const line of lines) {
    const id = Number(line.docId);
    const rows = out.get(id) ?? [];
    rows.push(row(line, rows.length + 1));
    out.set(id, rows);
  }
  return out;
}

/** Names of the store's accounts, as documents print who made or audited them: the real name, else the nickname. */
export async function accountNames(db: StoreDb, ids: readonly unknown[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.map(Number).filter((n) => n > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, real: accounts.realName, nick: accounts.nickName, user: accounts.username })
    .from(accounts)
    .where(inArray(accounts.id, wanted));
  return new Map(rows.map((r) => [Number(r.id), r.real || r.nick || r.user]));
}

/** Who did what to a document, by columns of its table: an account and a time each. */
export interface PersonColumns {
  readonly label: Texts;
  readonly account: PgColumn;
  readonly at: PgColumn;
}

/**
 * Reads who made and audited documents (制单人, 审核人) from their table's columns: `table.id` and each person's
 * account and time. A person not yet there (not audited) prints blank, to be signed by hand.
 */
export function peopleOf(
  table: { readonly id: PgColumn },
  persons: readonly PersonColumns[],
): ReadMany<readonly PrintPerson[]> {
  return async (db, ids, ctx) => {
    const select = Object.fromEntries(
      persons.flatMap((p, i) => [
        [`a${i}`, p.account],
        [`t${i}`, p.at],
      ]),
    );
    const rows = (await db
      .select({ id: table.id, ...select })
      .from(table.id.table)
      .where(inArray(table.id, [...ids]))) as Record<string, unknown>[];
    const names = await accountNames(
      db,
      rows.flatMap((r) => persons.map((_, i) => r[`a${i}`])),
    );
    return new Map(
      rows.map((r) => [
        Number(r.id),
        persons.map((p, i) => ({
          label: p.label[ctx.lang],
          name: names.get(Number(r[`a${i}`])) ?? '',
          at: names.has(Number(r[`a${i}`])) ? formatDateTime(r[`t${i}`], ctx.timeZone) : '',
        })),
      ]),
    );
  };
}
