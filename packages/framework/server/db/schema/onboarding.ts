import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowTimes, unixTime } from './columns';

/**
 * A merchant's application to open a store (/business): a platform table (no store yet). It moves
 * created → info (Enter sent) → paid (the entry fee) → reviewing → approved, or rejected (with a reason, then
 * corrected and sent again). Approval makes the store (`store_id`) with its main account and an admin role.
 */
export const storeApplications = pgTable(
  'store_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The applicant's mobile: their sign-in name once approved, and how they find the application again. */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    storeName: text('store_name').notNull(),
    industryType: text('industry_type', { enum: ['salt', 'grain', 'offlinepay'] }).notNull(),
    /** The agreement version accepted, and when. */
    agreementVersion: text('agreement_version').notNull(),
    agreedAt: unixTime('agreed_at').notNull(),
    status: text('status', {
      enum: ['created', 'info', 'paid', 'reviewing', 'approved', 'rejected'],
    })
      .notNull()
      .default('created'),
    /** What `Enter` sent: company, credit code, legal representative, licences, contact, address, bank. */
    info: jsonb('info').$type<Record<string, unknown>>(),
    /** The entry fee due, in cents, from the industry's configuration when the application was made. */
    feeCents: integer('fee_cents').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: text('reviewed_by').notNull().default(''),
    reviewedAt: unixTime('reviewed_at'),
    /** The store made on approval. */
    storeId: integer('store_id'),
    submittedAt: unixTime('submitted_at'),
    ...rowTimes(),
  },
  (t) => [
    // One open application per phone; an approved one stays as the record of how the store was made.
    uniqueIndex('store_applications_phone_key').on(t.phone),
    index('store_applications_status_idx').on(t.status, t.updatedAt),
    check(
      'store_applications_status_check',
      sql`${t.status} in ('created', 'info', 'paid', 'reviewing', 'approved', 'rejected')`,
    ),
  ],
);

/**
 * A payment asked of the payment service (the entry fee): one row per attempt, by its own order number, so a
 * repeated notification books once. A platform table.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Our order number, sent to the payment service and echoed by its notification. */
    outTradeNo: text('out_trade_no').notNull(),
    /** What is paid for: `entry_fee` of application `refId`. */
    purpose: text('purpose').notNull(),
    refId: integer('ref_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    /** The payment service's own transaction number, once paid. */
    tradeNo: text('trade_no').notNull().default(''),
    failReason: text('fail_reason').notNull().default(''),
    paidAt: unixTime('paid_at'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('payments_out_trade_no_key').on(t.outTradeNo),
    index('payments_ref_idx').on(t.purpose, t.refId),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);
