import { isOneOf, orders, refId, rowTimes, storeKey, storeTable, unixTime } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An express company's e-waybill account of the store (电子面单账号): what the courier gave the merchant to draw
 * waybill numbers with. Franchise couriers (ZTO, YTO, ...) want the branch it was opened at, direct ones (SF,
 * JD, ...) the monthly-settlement account. The key is sealed like an add-on secret and never sent back.
 */
export const waybillAuths = storeTable(
  'waybill_auths',
  {
    /** The express company as the store's carriers name it (顺丰速运): what a shipped order records. */
    company: text('company').notNull(),
    /** The courier on the open platform (cpCode: SF, ZTO, ...), worked out from the company. */
    cpCode: text('cp_code').notNull(),
    /** The customer code the courier gave (partnerId). */
    partnerId: text('partner_id').notNull(),
    /** The account's key (partnerKey), sealed (platform/addon-seal.ts). */
    partnerKey: text('partner_key').notNull().default(''),
    /** The branch it was opened at (网点编码), for franchise couriers. */
    branchCode: text('branch_code').notNull().default(''),
    /** The monthly-settlement account (月结账号), for direct couriers. */
    monthlyAccount: text('monthly_account').notNull().default(''),
    /** 1 in use, 0 stopped: a stopped account draws no numbers. */
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('waybill_auths_account_key').on(t.supplierId, t.cpCode, t.partnerId),
    check('waybill_auths_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** Where a waybill is: drawn, shipped with its order, then as the courier's tracking says, or voided. */
export const WAYBILL_STATES = [
  'issued',
  'shipped',
  'collected',
  'transit',
  'delivering',
  'signed',
  'problem',
  'returned',
  'voided',
] as const;
export type WaybillState = (typeof WAYBILL_STATES)[number];

/**
 * A waybill number drawn for an order to ship (面单记录), with the routing the courier printed on its label and
 * the parties as they were when it was drawn (a reprint shows the same label). `request_no` is the order id we
 * sent, which the courier dedupes by: asking again with it answers the same number. An order has at most one
 * waybill that is not voided.
 */
export const waybillRecords = storeTable(
  'waybill_records',
  {
    orderId: refId('order_id').notNull(),
    orderSn: text('order_sn').notNull(),
    authId: refId('auth_id').notNull(),
    company: text('company').notNull(),
    cpCode: text('cp_code').notNull(),
    waybillNo: text('waybill_no').notNull(),
    requestNo: text('request_no').notNull(),
    /** The courier's task id of the request. */
    taskId: text('task_id').notNull().default(''),
    /** 大头笔: the destination written large on the label. */
    bulkpen: text('bulkpen').notNull().default(''),
    /** 三段码: the sorting code of the destination's hub, line and branch. */
    sortingCode: text('sorting_code').notNull().default(''),
    /** 集包地: the hub the parcel is bagged for. */
    packageCenter: text('package_center').notNull().default(''),
    senderName: text('sender_name').notNull(),
    senderPhone: text('sender_phone').notNull(),
    senderAddress: text('sender_address').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    cargo: text('cargo').notNull().default(''),
    /** Grams. */
    weight: integer('weight').notNull().default(0),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: WAYBILL_STATES }).notNull().default('issued'),
    /** The courier's latest checkpoint, and when it happened. */
    lastTrack: text('last_track').notNull().default(''),
    lastTrackAt: unixTime('last_track_at'),
    printCount: integer('print_count').notNull().default(0),
    printedAt: unixTime('printed_at'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('waybill_records_no_key').on(t.supplierId, t.cpCode, t.waybillNo),
    uniqueIndex('waybill_records_live_key').on(t.supplierId, t.orderId).where(sql`${t.status} <> 'voided'`),
    index('waybill_records_created_idx').on(t.supplierId, t.createdAt, t.id),
    index('waybill_records_status_idx').on(t.supplierId, t.status),
    storeKey('waybill_records_order_fk', t, t.orderId, orders),
    storeKey('waybill_records_auth_fk', t, t.authId, waybillAuths),
    check('waybill_records_status_check', isOneOf(t.status, WAYBILL_STATES)),
    check('waybill_records_weight_check', sql`${t.weight} >= 0 and ${t.printCount} >= 0`),
  ],
);
