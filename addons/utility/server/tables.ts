import {
  accounts,
  isOneOf,
  members,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AUDIT_REASONS, ORDER_STATES, UTILITY_KINDS } from '../contract';

/**
 * What the store sells as top-ups: a face value of a kind (electricity, fuel card, phone) for a price the member
 * pays, mapped to the provider's product code. Money in cents.
 */
export const utilityProducts = storeTable(
  'utility_products',
  {
    kind: text('kind', { enum: UTILITY_KINDS }).notNull(),
    /** The grid, the oil company or the carrier (state_grid, sinopec, china_mobile, …). */
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    faceValue: bigint('face_value', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The provider's product id, sent with each order. */
    providerCode: text('provider_code').notNull(),
    /** 1 on sale, 0 off. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('utility_products_code_key').on(t.supplierId, t.providerCode),
    index('utility_products_kind_idx').on(t.supplierId, t.kind, t.status),
    check('utility_products_kind_check', isOneOf(t.kind, UTILITY_KINDS)),
    check('utility_products_money_check', sql`${t.faceValue} > 0 and ${t.price} > 0`),
    check('utility_products_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * A top-up for a member: paid from the member's balance when placed (`utility:{id}:pay`), submitted to the
 * provider under its number (which the provider dedupes by), and refunded at most once (`utility:{id}:refund`)
 * when it fails or is rejected. `busy_until` is a short lease a submission or a refund takes, so the two are
 * never under way for one order at once.
 */
export const utilityOrders = storeTable(
  'utility_orders',
  {
    orderNo: text('order_no').notNull(),
    kind: text('kind', { enum: UTILITY_KINDS }).notNull(),
    productId: refId('product_id').notNull(),
    productName: text('product_name').notNull(),
    providerCode: text('provider_code').notNull(),
    memberId: refId('member_id').notNull(),
    /** The meter number, the fuel card number or the phone number. */
    account: text('account').notNull(),
    faceValue: bigint('face_value', { mode: 'number' }).notNull(),
    /** What the member paid. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state', { enum: ORDER_STATES }).notNull(),
    auditReason: text('audit_reason', { enum: AUDIT_REASONS }).notNull().default(''),
    auditRemark: text('audit_remark').notNull().default(''),
    auditedBy: refId('audited_by'),
    auditedAt: unixTime('audited_at'),
    providerOrderNo: text('provider_order_no').notNull().default(''),
    failReason: text('fail_reason').notNull().default(''),
    submitError: text('submit_error').notNull().default(''),
    submitAttempts: integer('submit_attempts').notNull().default(0),
    busyUntil: unixTime('busy_until').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdBy: refId('created_by'),
    submittedAt: unixTime('submitted_at'),
    /** When the provider was last asked how it went (the sweep asks again after a while). */
    checkedAt: unixTime('checked_at'),
    finishedAt: unixTime('finished_at'),
    refundedAt: unixTime('refunded_at'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('utility_orders_no_key').on(t.supplierId, t.orderNo),
    index('utility_orders_state_idx').on(t.supplierId, t.state, t.updatedAt),
    index('utility_orders_kind_idx').on(t.supplierId, t.kind, t.createdAt),
    index('utility_orders_account_idx').on(t.supplierId, t.kind, t.account),
    index('utility_orders_member_idx').on(t.supplierId, t.memberId, t.createdAt),
    storeKey('utility_orders_product_fk', t, t.productId, utilityProducts),
    storeKey('utility_orders_member_fk', t, t.memberId, members),
    storeKey('utility_orders_audited_by_fk', t, t.auditedBy, accounts),
    storeKey('utility_orders_created_by_fk', t, t.createdBy, accounts),
    check('utility_orders_kind_check', isOneOf(t.kind, UTILITY_KINDS)),
    check('utility_orders_state_check', isOneOf(t.state, ORDER_STATES)),
    check('utility_orders_reason_check', isOneOf(t.auditReason, AUDIT_REASONS)),
    check('utility_orders_money_check', sql`${t.faceValue} > 0 and ${t.amount} > 0`),
  ],
);

export type UtilityOrder = typeof utilityOrders.$inferSelect;
