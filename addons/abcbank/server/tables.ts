import { accounts, refId, rowTimes, storeKey, storeTable, unixTime } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const LOG_STATES = ['success', 'reversed', 'failed'] as const;
export type LogState = (typeof LOG_STATES)[number];
/**
 * Where a log stands against the bank's daily statement: not yet compared, the same, a different amount or
 * state, in the statement but never notified to the store (added from it), or notified but absent from it.
 */
export const RECONCILE_STATES = [
  'pending',
  'matched',
  'amount_differs',
  'state_differs',
  'missing_in_store',
  'missing_in_bank',
] as const;
export type ReconcileState = (typeof RECONCILE_STATES)[number];
/** The reconcile states that are differences a person resolves. */
export const DIFFERENCE_STATES = [
  'amount_differs',
  'state_differs',
  'missing_in_store',
  'missing_in_bank',
] as const satisfies readonly ReconcileState[];

/** A member of the bank's staff who serves the store (a customer manager at a branch). */
export const abcbankStaff = storeTable(
  'abcbank_staff',
  {
    name: text('name').notNull(),
    /** The bank's staff number, as its finance logs name the staff. */
    staffNo: text('staff_no').notNull(),
    branch: text('branch').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('abcbank_staff_no_key').on(t.supplierId, t.staffNo),
    check('abcbank_staff_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * A transaction on the store's account as the bank reported it: notified one by one (a signed push), and
 * listed again in the bank's daily statement (pulled), one row per bank serial number whichever came first.
 * The statement's amount and state are kept beside what was notified, and the row's reconcile state says how
 * they compare. The account is kept masked: the store never needs the whole number.
 */
export const abcbankFinanceLogs = storeTable(
  'abcbank_finance_logs',
  {
    serialNo: text('serial_no').notNull(),
    tradeAt: unixTime('trade_at').notNull(),
    /** Signed cents: money in is positive. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    accountMasked: text('account_masked').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    staffNo: text('staff_no').notNull().default(''),
    state: text('state', { enum: LOG_STATES }).notNull(),
    memo: text('memo').notNull().default(''),
    /** How it first reached the store: `push` (notified) or `pull` (found in the statement). */
    source: text('source', { enum: ['push', 'pull'] }).notNull(),
    /** The statement's day it belongs to, `YYYY-MM-DD` in the bank's time zone. */
    day: text('day').notNull(),
    reconcileState: text('reconcile_state', { enum: RECONCILE_STATES }).notNull().default('pending'),
    /** What the statement says, once compared (null before, and when the statement lacks it). */
    statementAmount: bigint('statement_amount', { mode: 'number' }),
    statementState: text('statement_state', { enum: LOG_STATES }),
    reconciledAt: unixTime('reconciled_at').notNull().default(0),
    /**
     * A difference resolved by a person (the finance log's 处理): when, by whom (the account), and the note
     * saying what was done about it; 0, null and '' while it is open. Set once: resolving again is refused.
     */
    resolvedAt: unixTime('resolved_at').notNull().default(0),
    resolvedBy: refId('resolved_by'),
    resolveNote: text('resolve_note').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('abcbank_finance_logs_serial_key').on(t.supplierId, t.serialNo),
    index('abcbank_finance_logs_day_idx').on(t.supplierId, t.day),
    index('abcbank_finance_logs_time_idx').on(t.supplierId, t.tradeAt),
    storeKey('abcbank_finance_logs_resolved_by_fk', t, t.resolvedBy, accounts),
    check('abcbank_finance_logs_state_check', sql`${t.state} in ('success', 'reversed', 'failed')`),
    check('abcbank_finance_logs_source_check', sql`${t.source} in ('push', 'pull')`),
    check('abcbank_finance_logs_amount_check', sql`${t.amount} <> 0`),
    check(
      'abcbank_finance_logs_reconcile_check',
      sql`${t.reconcileState} in ('pending', 'matched', 'amount_differs', 'state_differs', 'missing_in_store', 'missing_in_bank')`,
    ),
    check('abcbank_finance_logs_day_check', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);
