import { ORDER_STATUSES, REFUND_STATUSES, REFUND_TYPES } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { noneAsNull, refId, rowId, rowTimes, storeKey, supplierId, unixTime } from './columns';
import { goods } from './goods';
import { shops } from './retail';
import { storeTable } from './store-table';

/** 1 delivered to the buyer, 2 picked up or consumed in the shop. */
export const FREIGHT_MODES = [1, 2] as const;

/** A retail order. Money in cents. */
export const orders = storeTable(
  'orders',
  {
    orderSn: text('order_sn').notNull(),
    buyerName: text('buyer_name').notNull().default(''),
    buyerPhone: text('buyer_phone').notNull().default(''),
    /** The shop that sold it; 0 for the online store itself. */
    shopId: refId('shop_id').notNull().default(0),
    shopRef: noneAsNull('shop_id'),
    freightMode: smallint('freight_mode').notNull().default(1),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('submit'),
    goodsAmount: bigint('goods_amount', { mode: 'number' }).notNull().default(0),
    freightAmount: bigint('freight_amount', { mode: 'number' }).notNull().default(0),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    /** What the buyer pays: goods + freight - discount. */
    payAmount: bigint('pay_amount', { mode: 'number' }).notNull().default(0),
    /** Money given back by confirmed refunds, never more than was paid. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The carrier and waybill of a shipped delivery order. */
    expressCompany: text('express_company').notNull().default(''),
    expressNo: text('express_no').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    payTime: unixTime('pay_time'),
    sendTime: unixTime('send_time'),
    finishTime: unixTime('finish_time'),
    cancelTime: unixTime('cancel_time'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('orders_sn_key').on(t.supplierId, t.orderSn),
    // The page search finds an order by the start of its number (LIKE 'TD2026%'), whatever the collation.
    index('orders_sn_prefix_idx').on(t.supplierId, t.orderSn.op('text_pattern_ops')),
    // The counters and the list tabs filter by status (and freight mode); the list sorts newest first.
    index('orders_status_idx').on(t.supplierId, t.orderStatus, t.freightMode),
    index('orders_created_idx').on(t.supplierId, t.createdAt, t.id),
    // Sales reports and the workbench sum paid orders by the time they were paid.
    index('orders_pay_time_idx').on(t.supplierId, t.payTime),
    check(
      'orders_status_check',
      sql`${t.orderStatus} in ('submit', 'pay', 'send', 'receive', 'finish', 'cancel')`,
    ),
    check('orders_freight_mode_check', sql`${t.freightMode} in (1, 2)`),
    check('orders_amounts_check', sql`${t.payAmount} >= 0 and ${t.goodsAmount} >= 0`),
    check('orders_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.payAmount}`),
    storeKey('orders_shop_ref_fk', t, t.shopRef, shops),
  ],
);

/** The goods of an order, priced as sold. Quantities by weight, 3 decimals. */
export const orderLines = pgTable(
  'order_lines',
  {
    supplierId: supplierId(),
    id: rowId(),
    orderId: refId('order_id').notNull(),
    goodsId: refId('goods_id').notNull(),
    goodsName: text('goods_name').notNull(),
    spec: text('spec').notNull().default(''),
    unit: text('unit').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    qty: numeric('qty', { precision: 14, scale: 3 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('order_lines_order_idx').on(t.supplierId, t.orderId),
    // Deleting goods asks whether an order sold it.
    index('order_lines_goods_idx').on(t.supplierId, t.goodsId),
    check('order_lines_qty_check', sql`${t.qty} > 0`),
    foreignKey({ columns: [t.supplierId, t.orderId], foreignColumns: [orders.supplierId, orders.id] }),
    storeKey('order_lines_goods_id_fk', t, t.goodsId, goods),
  ],
);

/** An after-sale request on an order. */
export const refunds = pgTable(
  'refunds',
  {
    supplierId: supplierId(),
    id: rowId(),
    refundSn: text('refund_sn').notNull(),
    orderId: refId('order_id').notNull(),
    type: text('type', { enum: REFUND_TYPES }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** What is refunded: what the buyer asks, until the seller pays less (then what was paid). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What the buyer asked, kept when the seller refunded less than that; null when it was paid as asked. */
    askedAmount: bigint('asked_amount', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    /** The seller's answer (why it was rejected, where to send the goods). */
    reply: text('reply').notNull().default(''),
    handledAt: unixTime('handled_at'),
    ...rowTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('refunds_sn_key').on(t.supplierId, t.refundSn),
    index('refunds_status_idx').on(t.supplierId, t.status, t.type),
    // One open request per order at a time.
    uniqueIndex('refunds_open_key')
      .on(t.supplierId, t.orderId)
      .where(sql`${t.status} in ('pending', 'agreed', 'returned')`),
    check('refunds_type_check', sql`${t.type} in ('refund', 'return')`),
    check(
      'refunds_status_check',
      sql`${t.status} in ('pending', 'agreed', 'returned', 'refunded', 'rejected')`,
    ),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    foreignKey({ columns: [t.supplierId, t.orderId], foreignColumns: [orders.supplierId, orders.id] }),
  ],
);
