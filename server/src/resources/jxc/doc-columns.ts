import {
  COMMON_TITLES,
  col,
  type ListOptions,
  materials,
  materialUnits,
  type Prop,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DocLineTable } from './docs';
import { INVENTORY_TITLES } from './titles';

/** The lines a document lists at most in its `posting` column; more are shown as an ellipsis. */
const POSTED_LINES = 3;

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
  /**
   * What its lines move, as one text (`12 袋(50kg) 工业盐（日晒） + 3 件 竹盐`, the first three and an ellipsis):
   * hidden in the list, offered in its column settings, and said in the audit's question (`{posting}`).
   */
  posting: (doc: DocHeader, lines: DocLineTable): Prop =>
    col.computed(
      'text',
      sql`(select string_agg(p.item, ' + ' order by p.n) || case when max(p.total) > ${POSTED_LINES} then ' …' else '' end
        from (select concat(trim_scale(${lines.qty})::text, ' ', ${materialUnits.name}, ' ', ${materials.name}) as item,
            row_number() over (order by ${lines.seq}, ${lines.id}) as n, count(*) over () as total
          from ${lines}
          join ${materials} on ${materials.id} = ${lines.materialId}
          join ${materialUnits} on ${materialUnits.id} = ${lines.unitId}
          where ${lines.docId} = ${doc.id}) p
        where p.n <= ${POSTED_LINES})`,
      INVENTORY_TITLES.lines,
      { as: 'posting', visible: false },
    ),
  /** What it closes with: its remark (edited in the form, hidden in the list) and when it was made. */
  closing: (doc: DocHeader): Prop[] => [
    col.text(doc.remark, COMMON_TITLES.remark, { visible: false, form: { type: 'textarea', max: 500 } }),
    col.created(doc.createdAt),
  ],
};
