import {
  goodsColumns,
  goodsRow,
  groupLines,
  PRINT_TEXTS,
  type PrintDecl,
  peopleOf,
  type purchases,
  type Signature,
} from '@yanye/framework/server';
import { type DocLineTable, materialLines } from './docs';
import { ledgerLots, ownLots } from './print-lots';
import type { inbounds, outbounds, purchaseApplies } from './tables';
import { INVENTORY_TITLES } from './titles';

/** The header tables of the inventory documents: number, totals, maker and auditor (db/schema/jxc.ts). */
type DocHeader = typeof purchaseApplies | typeof purchases | typeof inbounds | typeof outbounds;

/**
 * How an inventory document prints (A4): the header facts its list shows (named by key), the material lines in
 * the unit they were written in (with their lots, for a document that moves stock), the totals (the amount in capitals when the document is priced), who made and
 * who audited it, and the signature lines.
 */
export function docPrint(
  header: DocHeader,
  lines: DocLineTable,
  o: {
    readonly facts: readonly string[];
    readonly priced: boolean;
    readonly signatures: readonly Signature[];
    /** The document moves stock (入库单, 出库单): its lines print their lots. */
    readonly lots?: 'inbound' | 'outbound';
  },
): PrintDecl {
  return {
    paper: 'a4',
    facts: o.facts,
    totalQty: 'total_qty',
    ...(o.priced ? { amount: 'total_amount' } : {}),
    remark: 'remark',
    lines: {
      columns: goodsColumns(INVENTORY_TITLES.material, o.priced, o.lots !== undefined),
      async read(db, ids, ctx) {
        const rows = await materialLines(db, lines, [...ids]);
        const type = o.lots;
        // What the ledger moved, else (a draft) the lot the line names.
        const [moved, own] = type
          ? await Promise.all([
              ledgerLots(db, type, ids, ctx.timeZone),
              ownLots(
                db,
                type,
                rows.map((r) => Number(r.id)),
                ctx.timeZone,
              ),
            ])
          : [undefined, undefined];
        return groupLines(rows, ({ price, amount, id, ...l }, seq) =>
          goodsRow(seq, {
            ...l,
            ...(o.priced ? { price: Number(price), amount: Number(amount) } : {}),
            ...(type ? { lots: moved?.get(Number(id)) ?? own?.get(Number(id)) ?? '' } : {}),
          }),
        );
      },
    },
    people: peopleOf(header, [
      { label: PRINT_TEXTS.madeBy, account: header.createdBy, at: header.createdAt },
      { label: PRINT_TEXTS.auditedBy, account: header.auditedBy, at: header.auditedAt },
    ]),
    signatures: o.signatures,
  };
}
