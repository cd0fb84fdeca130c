import {
  accounts,
  CAMPAIGN_STATES,
  createdAt,
  goods,
  isOneOf,
  members,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
  updatedAt,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The flash sale's tables (docs/add-ons.md): sessions (time slots), the goods of each with their flash price,
 * flash stock and per-member limit, and the orders members place in them. The migration generator reads this file.
 */

/** An order is paid when it is placed (from the member's balance), then shipped, or cancelled before that. */
export const ORDER_STATES = ['paid', 'shipped', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const cents = (name: string) => bigint(name, { mode: 'number' });

/** A flash-sale session: a time slot in which its goods sell at their flash price. */
export const flashsales = storeTable(
  'flashsales',
  {
    title: text('title').notNull(),
    startAt: unixTime('start_at').notNull(),
    endAt: unixTime('end_at').notNull(),
    status: text('status').notNull().default('draft'),
    /** Its lines' count and flash stock, worked out on save. */
    itemCount: integer('item_count').notNull().default(0),
    totalStock: integer('total_stock').notNull().default(0),
    remark: text('remark').notNull().default(''),
    stopReason: text('stop_reason').notNull().default(''),
    publishedAt: unixTime('published_at'),
    stoppedAt: unixTime('stopped_at'),
    createdBy: refId('created_by'),
    ...rowTimes(),
  },
  (t) => [
    index('flashsales_time_idx').on(t.supplierId, t.status, t.startAt),
    storeKey('flashsales_created_by_fk', t, t.createdBy, accounts),
    check('flashsales_time_check', sql`${t.endAt} > ${t.startAt}`),
    check('flashsales_status_check', isOneOf(t.status, CAMPAIGN_STATES)),
    check('flashsales_totals_check', sql`${t.itemCount} >= 0 and ${t.totalStock} >= 0`),
    check(
      'flashsales_stopped_check',
      sql`${t.status} <> 'stopped' or (${t.stopReason} <> '' and ${t.stoppedAt} is not null)`,
    ),
    check('flashsales_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/**
 * A goods item of a session (a line of its form): its flash price and flash stock, how many one member may buy,
 * and how many are sold. `sold` only moves by a guarded update (`sold + qty <= stock`), and the check holds it
 * too: the flash stock is never oversold.
 */
export const flashsaleItems = storeTable(
  'flashsale_items',
  {
    docId: refId('doc_id').notNull(),
    seq: integer('seq').notNull(),
    goodsId: refId('goods_id').notNull(),
    /** The goods' name and price when the session was saved (a later rename does not rewrite it). */
    goodsName: text('goods_name').notNull(),
    goodsPrice: cents('goods_price').notNull().default(0),
    flashPrice: cents('flash_price').notNull(),
    stock: integer('stock').notNull(),
    limitPerMember: integer('limit_per_member').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    index('flashsale_items_doc_idx').on(t.supplierId, t.docId, t.seq),
    uniqueIndex('flashsale_items_goods_key').on(t.supplierId, t.docId, t.goodsId),
    index('flashsale_items_goods_idx').on(t.supplierId, t.goodsId),
    storeKey('flashsale_items_doc_fk', t, t.docId, flashsales).onDelete('cascade'),
    storeKey('flashsale_items_goods_fk', t, t.goodsId, goods),
    check('flashsale_items_price_check', sql`${t.flashPrice} > 0 and ${t.goodsPrice} >= 0`),
    check('flashsale_items_stock_check', sql`${t.stock} between 1 and 99999`),
    check('flashsale_items_sold_check', sql`${t.sold} between 0 and ${t.stock}`),
    check('flashsale_items_limit_check', sql`${t.limitPerMember} between 1 and 99`),
  ],
);

/** An order placed in a session for a member, paid from the member's balance when placed. */
export const flashsaleOrders = storeTable(
  'flashsale_orders',
  {
    orderNo: text('order_no').notNull(),
    sessionId: refId('session_id').notNull(),
    itemId: refId('item_id').notNull(),
    memberId: refId('member_id').notNull(),
    goodsId: refId('goods_id').notNull(),
    goodsName: text('goods_name').notNull(),
    qty: integer('qty').notNull(),
    /** The flash price of one, as it was. */
    price: cents('price').notNull(),
    amount: cents('amount').notNull(),
    status: text('status').notNull().default('paid'),
    remark: text('remark').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
    paidAt: unixTime('paid_at').notNull(),
    shippedAt: unixTime('shipped_at'),
    cancelledAt: unixTime('cancelled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('flashsale_orders_no_key').on(t.supplierId, t.orderNo),
    // A member's earlier orders of an item: what the per-member limit counts.
    index('flashsale_orders_member_idx').on(t.supplierId, t.itemId, t.memberId),
    index('flashsale_orders_session_idx').on(t.supplierId, t.sessionId),
    index('flashsale_orders_list_idx').on(t.supplierId, t.status, t.createdAt),
    storeKey('flashsale_orders_session_fk', t, t.sessionId, flashsales),
    storeKey('flashsale_orders_item_fk', t, t.itemId, flashsaleItems),
    storeKey('flashsale_orders_member_fk', t, t.memberId, members),
    storeKey('flashsale_orders_goods_fk', t, t.goodsId, goods),
    storeKey('flashsale_orders_created_by_fk', t, t.createdBy, accounts),
    check('flashsale_orders_status_check', isOneOf(t.status, ORDER_STATES)),
    check('flashsale_orders_qty_check', sql`${t.qty} between 1 and 99`),
    check('flashsale_orders_amount_check', sql`${t.price} > 0 and ${t.amount} = ${t.price} * ${t.qty}`),
    check('flashsale_orders_shipped_check', sql`${t.status} <> 'shipped' or ${t.shippedAt} is not null`),
    check(
      'flashsale_orders_cancelled_check',
      sql`${t.status} <> 'cancelled' or (${t.cancelledAt} is not null and ${t.cancelReason} <> '')`,
    ),
  ],
);
