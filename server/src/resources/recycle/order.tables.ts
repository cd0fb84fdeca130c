import type { Quote } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  noneAsNull,
  refId,
  rowId,
  storeKey,
  supplierId,
  unixTime,
  updatedAt,
} from '../../db/schema/columns';
import { members } from '../../db/schema/members';
import { accounts, suppliers } from '../../db/schema/tenants';
import { recycleBrands } from './brand.resource';
import { recycleCategories } from './category.resource';
import { memberAddresses } from './member-address';
import { recyclePoints } from './point.resource';
import { recycleStaff } from './staff.resource';

/** Cents, as every amount of the console; bigint, since a lorry of pallets passes what an integer holds. */
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A member's recycling order (回收订单): what they sell (the items), where it is collected (a recycle point, or
 * their address, kept on the order as it was), who collects it, and the state it is in. The quoted total is the
 * server's quote of the items when the order was made; the inspected total is what the goods turned out to be
 * worth, which the member accepts (and is paid to their recycling wallet) or refuses (and gets the goods back).
 */
export const recycleOrders = pgTable(
  'recycle_orders',
  {
    supplierId: supplierId(),
    id: rowId(),
    /** HS + the store's date + a sequence of the day (HS20260315-0007), issued by the server. */
    orderNo: text('order_no').notNull(),
    memberId: refId('member_id').notNull(),
    /** point: brought to a recycle point; home: fetched at the member's address. */
    mode: text('mode').notNull(),
    /** 0 for an order collected at home. */
    pointId: refId('point_id').notNull().default(0),
    pointRef: noneAsNull('point_id'),
    /** The member's address it was collected at (home); its parts are kept below as they were. */
    addressId: refId('address_id').notNull().default(0),
    addressRef: noneAsNull('address_id'),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** The district's division code (home), '' at a point. */
    region: text('region').notNull().default(''),
    street: text('street').notNull().default(''),
    /** When the member would like it collected (or to bring it). */
    preferredAt: unixTime('preferred_at'),
    remark: text('remark').notNull().default(''),
    /** 0 until a collector is assigned. */
    staffId: refId('staff_id').notNull().default(0),
    staffRef: noneAsNull('staff_id'),
    status: text('status').notNull().default('submitted'),
    itemCount: integer('item_count').notNull().default(0),
    /** The items in a few words (冰箱 ×1、空调 ×2), for the list and its search. */
    summary: text('summary').notNull().default(''),
    quotedTotal: cents('quoted_total').notNull().default(0),
    inspectedTotal: cents('inspected_total'),
    /** Upload paths of the inspection's photos. */
    inspectPhotos: jsonb('inspect_photos').$type<string[]>().notNull().default([]),
    inspectNote: text('inspect_note').notNull().default(''),
    /** Why it was cancelled or returned. */
    closeReason: text('close_reason').notNull().default(''),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    assignedAt: unixTime('assigned_at'),
    collectedAt: unixTime('collected_at'),
    inspectedAt: unixTime('inspected_at'),
    confirmedAt: unixTime('confirmed_at'),
    paidAt: unixTime('paid_at'),
    /** When it was cancelled or returned. */
    closedAt: unixTime('closed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('recycle_orders_no_key').on(t.supplierId, t.orderNo),
    index('recycle_orders_status_idx').on(t.supplierId, t.status, t.createdAt),
    index('recycle_orders_member_idx').on(t.supplierId, t.memberId),
    index('recycle_orders_staff_idx').on(t.supplierId, t.staffId),
    index('recycle_orders_point_idx').on(t.supplierId, t.pointId),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('recycle_orders_member_fk', t, t.memberId, members),
    storeKey('recycle_orders_point_ref_fk', t, t.pointRef, recyclePoints),
    storeKey('recycle_orders_address_ref_fk', t, t.addressRef, memberAddresses),
    storeKey('recycle_orders_staff_ref_fk', t, t.staffRef, recycleStaff),
    storeKey('recycle_orders_created_by_fk', t, t.createdBy, accounts),
    check(
      'recycle_orders_status_check',
      sql`${t.status} in ('submitted', 'assigned', 'collected', 'inspected', 'confirmed', 'paid', 'cancelled', 'returned')`,
    ),
    // A point order names its point; a home order has the address it is fetched at.
    check(
      'recycle_orders_mode_check',
      sql`(${t.mode} = 'point' and ${t.pointId} <> 0)
        or (${t.mode} = 'home' and ${t.addressId} <> 0 and ${t.region} ~ '^[0-9]{6}$' and ${t.street} <> ''
            and ${t.contactPhone} <> '')`,
    ),
    check(
      'recycle_orders_totals_check',
      sql`${t.quotedTotal} >= 0 and coalesce(${t.inspectedTotal}, 0) >= 0`,
    ),
    // From assignment on, someone collects it; from inspection on, it has its inspected price.
    check('recycle_orders_staff_check', sql`${t.status} in ('submitted', 'cancelled') or ${t.staffId} <> 0`),
    check(
      'recycle_orders_inspected_check',
      sql`${t.status} not in ('inspected', 'confirmed', 'paid', 'returned') or ${t.inspectedTotal} is not null`,
    ),
    check('recycle_orders_paid_check', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);

/** An item of a recycling order: what it is, how many, and the server's quote of one, kept as it was made. */
export const recycleOrderItems = pgTable(
  'recycle_order_items',
  {
    supplierId: supplierId(),
    id: rowId(),
    docId: refId('doc_id').notNull(),
    seq: integer('seq').notNull(),
    categoryId: refId('category_id').notNull(),
    /** 0 for goods of no brand. */
    brandId: refId('brand_id').notNull().default(0),
    brandRef: noneAsNull('brand_id'),
    /** The answers chosen to the category's valuation questions. */
    answerIds: jsonb('answer_ids').$type<number[]>().notNull().default([]),
    qty: integer('qty').notNull(),
    unitPrice: cents('unit_price').notNull(),
    amount: cents('amount').notNull(),
    /** Names as they were when the order was made (a category renamed later does not rewrite the order). */
    categoryName: text('category_name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    unit: text('unit').notNull().default(''),
    /** The quote's breakdown: base, each answer's effect, total of one. */
    quote: jsonb('quote').$type<Quote>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('recycle_order_items_doc_idx').on(t.supplierId, t.docId, t.seq),
    index('recycle_order_items_category_idx').on(t.supplierId, t.categoryId),
    index('recycle_order_items_brand_idx').on(t.supplierId, t.brandId),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('recycle_order_items_doc_fk', t, t.docId, recycleOrders).onDelete('cascade'),
    storeKey('recycle_order_items_category_fk', t, t.categoryId, recycleCategories),
    storeKey('recycle_order_items_brand_ref_fk', t, t.brandRef, recycleBrands),
    check('recycle_order_items_qty_check', sql`${t.qty} between 1 and 9999`),
    check(
      'recycle_order_items_amount_check',
      sql`${t.unitPrice} >= 0 and ${t.amount} = ${t.unitPrice} * ${t.qty}`,
    ),
  ],
);
