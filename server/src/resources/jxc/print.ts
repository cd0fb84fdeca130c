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
import type { inbounds, outbounds, purchaseApplies } from './tables';
import { INVENTORY_TITLES } from './titles';

/** The header tables of the inventory documents: number, totals, maker and auditor (db/schema/jxc.ts). */
type DocHeader = typeof purchaseApplies | typeof purchases | typeof inbounds | typeof outbounds;

/**
 * How an inventory document prints (A4): the header facts its list shows (named by key), the material lines in
 * the unit they were written in, the totals (the amount in capitals when the document is priced), who made and
 * who audited it, and the signature lines.
 */
export function docPrint(
  header: DocHeader,
  lines: DocLineTable,
  o: {
    readonly facts: readonly string[];
    readonly priced: boolean;
    readonly signatures: readonly Signature[];
  },
): PrintDecl {
  return {
    paper: 'a4',
    facts: o.facts,
    totalQty: 'total_qty',
    ...(o.priced ? { amount: 'total_amount' } : {}),
    remark: 'remark',
    lines: {
      columns: goodsColumns(INVENTORY_TITLES.material, o.priced),
      async read(db, ids) {
        const rows = await materialLines(db, lines, [...ids]);
        return groupLines(rows, ({ price, amount, ...l }, seq) =>
          goodsRow(seq, { ...l, ...(o.priced ? { price: Number(price), amount: Number(amount) } : {}) }),
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
