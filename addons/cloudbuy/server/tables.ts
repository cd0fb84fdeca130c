import {
  accounts,
  isOneOf,
  purchases,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  storeTableKeys,
  suppliers,
  unixTime,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Quantities in the offer's unit, three decimals as everywhere (docs/business-rules.md). */
const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });
const cents = (name: string) => bigint(name, { mode: 'number' });

/** An offer this store may order, or one its supplier has stopped. */
export const OFFER_STATUS = { active: 1, stopped: 2 } as const;

/** An order's states, in the order it moves through them. */
export const ORDER_STATES = ['submitted', 'confirmed', 'shipped', 'received', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * The platform's supply offers as this store sees them (the goods section's offers of other stores):
 * a copy kept in the store, refreshed from the offering stores (`offers.sync.ts`), so the list filters, sorts and
 * exports like any other and an order keeps pointing at what it was placed on. An offer that is no longer on
 * the platform stays here, stopped. `source_*` name the offering store and its goods; both are empty for an
 * offer the platform could not name a store of (the demo's, until a second demo store offers goods).
 */
export const cloudbuyOffers = storeTable(
  'cloudbuy_offers',
  {
    /** The offering store: another store of the platform, whose rows are its own. */
    sourceSupplierId: integer('source_supplier_id'),
    /** The offering store's goods (its id there; not a reference this store can follow). */
    sourceGoodsId: bigint('source_goods_id', { mode: 'number' }),
    /** The offering store's name, as the platform gave it. */
    supplierName: text('supplier_name').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    spec: text('spec').notNull().default(''),
    /** What a quantity is counted in (袋, 箱, 吨): the price is per one of it. */
    unit: text('unit').notNull(),
    image: text('image').notNull().default(''),
    /** The supply price per unit, in cents. */
    price: cents('price').notNull(),
    /** The offering store's own retail price, for reference. */
    retailPrice: cents('retail_price').notNull().default(0),
    /** The least one order may take. */
    moq: qty('moq').notNull(),
    /** What the offering store has to supply. */
    stock: qty('stock').notNull().default('0'),
    /** Province codes it delivers to; `100000` alone is nationwide. */
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull().default(OFFER_STATUS.active),
    /** When the offering store started the offer. */
    offeredAt: unixTime('offered_at').notNull(),
    /** When this copy was last refreshed from the platform. */
    syncedAt: unixTime('synced_at').notNull(),
    ...rowTimes(),
  },
  (t) => [
    foreignKey({
      name: 'cloudbuy_offers_source_fk',
      columns: [t.sourceSupplierId],
      foreignColumns: [suppliers.id],
    }),
    // One copy of each offer of the platform; the refresh upserts on it.
    uniqueIndex('cloudbuy_offers_source_key').on(t.supplierId, t.sourceSupplierId, t.sourceGoodsId),
    index('cloudbuy_offers_list_idx').on(t.supplierId, t.status, t.offeredAt),
    check(
      'cloudbuy_offers_source_check',
      sql`(${t.sourceSupplierId} is null) = (${t.sourceGoodsId} is null)`,
    ),
    check(
      'cloudbuy_offers_other_check',
      sql`${t.sourceSupplierId} is null or ${t.sourceSupplierId} <> ${t.supplierId}`,
    ),
    check('cloudbuy_offers_price_check', sql`${t.price} > 0 and ${t.retailPrice} >= 0`),
    check('cloudbuy_offers_moq_check', sql`${t.moq} > 0`),
    check('cloudbuy_offers_stock_check', sql`${t.stock} >= 0`),
    check('cloudbuy_offers_status_check', sql`${t.status} in (1, 2)`),
  ],
);

/** The store's cart: offers it means to order, one line per offer, until it places the order. */
export const cloudbuyCart = storeTable(
  'cloudbuy_cart',
  {
    offerId: refId('offer_id').notNull(),
    qty: qty('qty').notNull(),
    /** Who put it in the cart. */
    addedBy: refId('added_by'),
    ...rowTimes(),
  },
  (t) => [
    storeKey('cloudbuy_cart_offer_fk', t, t.offerId, cloudbuyOffers),
    storeKey('cloudbuy_cart_added_by_fk', t, t.addedBy, accounts),
    // Adding an offer again adds to its line.
    uniqueIndex('cloudbuy_cart_offer_key').on(t.supplierId, t.offerId),
    check('cloudbuy_cart_qty_check', sql`${t.qty} > 0`),
  ],
);

/**
 * An order to one offering store, placed from the cart, moved by its flow (`order.flow.ts`), and mirrored by a
 * purchase document of the store's inventory (`purchase.ts`), at most one: the unique key on `purchase_id` and
 * the guarded link (`where purchase_id is null`) keep a retry or a race from making a second.
 */
export const cloudbuyOrders = storeTable(
  'cloudbuy_orders',
  {
    /** Issued by the server: YG, the store's local date, a counter (YG20260301-0001). */
    orderNo: text('order_no').notNull(),
    sourceSupplierId: integer('source_supplier_id'),
    supplierName: text('supplier_name').notNull(),
    status: text('status').notNull().default('submitted'),
    /** The goods in a few words, for the list (精制盐 ×200 等 3 种). */
    summary: text('summary').notNull().default(''),
    lineCount: integer('line_count').notNull().default(0),
    totalQty: numeric('total_qty', { precision: 16, scale: 3 }).notNull().default('0'),
    totalAmount: cents('total_amount').notNull().default(0),
    /** Where and to whom the supplier delivers. */
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The purchase document of the store's inventory that mirrors it, once made. */
    purchaseId: refId('purchase_id'),
    purchaseNo: text('purchase_no').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    confirmedAt: unixTime('confirmed_at'),
    shippedAt: unixTime('shipped_at'),
    receivedAt: unixTime('received_at'),
    cancelledAt: unixTime('cancelled_at'),
    createdBy: refId('created_by'),
    ...rowTimes(),
  },
  (t) => [
    foreignKey({
      name: 'cloudbuy_orders_source_fk',
      columns: [t.sourceSupplierId],
      foreignColumns: [suppliers.id],
    }),
    storeKey('cloudbuy_orders_purchase_fk', t, t.purchaseId, purchases),
    storeKey('cloudbuy_orders_created_by_fk', t, t.createdBy, accounts),
    uniqueIndex('cloudbuy_orders_no_key').on(t.supplierId, t.orderNo),
    // One order per purchase document, and (with the guarded link) one purchase document per order.
    uniqueIndex('cloudbuy_orders_purchase_key').on(t.supplierId, t.purchaseId),
    index('cloudbuy_orders_status_idx').on(t.supplierId, t.status, t.createdAt),
    check('cloudbuy_orders_status_check', isOneOf(t.status, ORDER_STATES)),
    check(
      'cloudbuy_orders_totals_check',
      sql`${t.lineCount} >= 0 and ${t.totalQty} >= 0 and ${t.totalAmount} >= 0`,
    ),
    check('cloudbuy_orders_purchase_check', sql`(${t.purchaseId} is null) = (${t.purchaseNo} = '')`),
    check(
      'cloudbuy_orders_shipped_check',
      sql`${t.status} not in ('shipped', 'received') or (${t.shippedAt} is not null and ${t.trackingNo} <> '')`,
    ),
    check(
      'cloudbuy_orders_cancelled_check',
      sql`${t.status} <> 'cancelled' or (${t.cancelledAt} is not null and ${t.cancelReason} <> '')`,
    ),
  ],
);

/**
 * An order's lines: the offer as it was when ordered (name, unit, price), and how much. Its store is its order's
 * (the cascading key to it), so it has no key of its own to the stores.
 */
export const cloudbuyOrderLines = pgTable(
  'cloudbuy_order_lines',
  {
    ...storeTableKeys(),
    docId: refId('doc_id').notNull(),
    seq: integer('seq').notNull().default(0),
    offerId: refId('offer_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    spec: text('spec').notNull().default(''),
    unit: text('unit').notNull(),
    /** The supply price when the order was placed, per unit, in cents. */
    price: cents('price').notNull(),
    qty: qty('qty').notNull(),
    amount: cents('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('cloudbuy_order_lines_doc_idx').on(t.supplierId, t.docId),
    foreignKey({
      columns: [t.supplierId, t.docId],
      foreignColumns: [cloudbuyOrders.supplierId, cloudbuyOrders.id],
    }).onDelete('cascade'),
    storeKey('cloudbuy_order_lines_offer_fk', t, t.offerId, cloudbuyOffers),
    check('cloudbuy_order_lines_qty_check', sql`${t.qty} > 0`),
    check('cloudbuy_order_lines_price_check', sql`${t.price} > 0 and ${t.amount} >= 0`),
  ],
);
