import type { PgColumn } from 'drizzle-orm/pg-core';
import { col } from '../../engine/col';
import type { ListOptions, Prop } from '../../engine/columns';
import { COMMON_TITLES } from '../../engine/titles';
import { INVENTORY_TITLES } from './titles';

/** The columns every document's header has, as its list and form show them. */
interface DocHeader {
  readonly id: PgColumn;
  readonly no: PgColumn;
  readonly totalQty: PgColumn;
  readonly totalAmount: PgColumn;
  readonly remark: PgColumn;
  readonly createdAt: PgColumn;
}

/**
 * The columns every inventory document's list has, in the order they stand among its own
 * (`...docColumn.number(t)`).
 */
export const docColumn = {
  /**
   * What a document's list opens with: its id (hidden) and its number, issued on save and searched as text.
   */
  number: (doc: DocHeader): Prop[] => [
    col.hide(doc.id),
    col.text(doc.no, INVENTORY_TITLES.no, { sortable: true, filter: 'text', width: 170 }),
  ],
  /**
   * Its totals, added up over the list: the quantity, and the amount of a document whose lines are priced.
   */
  totals: (doc: DocHeader, amount: ListOptions | false = {}): Prop[] => [
    col.number(doc.totalQty, INVENTORY_TITLES.totalQty, { decimals: 3, sum: true }),
    ...(amount
      ? [col.money(doc.totalAmount, INVENTORY_TITLES.totalAmount, { sortable: true, sum: true, ...amount })]
      : []),
  ],
  /** What it closes with: its remark (edited in the form, hidden in the list) and when it was made. */
  closing: (doc: DocHeader): Prop[] => [
    col.text(doc.remark, COMMON_TITLES.remark, { visible: false, form: { type: 'textarea', max: 500 } }),
    col.created(doc.createdAt),
  ],
};
