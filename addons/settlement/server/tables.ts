import { oneRowPerStoreTable, refId, rowTimes, storeTable, unixTime } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const CYCLES = ['T1', 'T7', 'M'] as const;
export type Cycle = (typeof CYCLES)[number];
export const STATEMENT_STATES = ['pending', 'settled', 'failed'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];
export const RECONCILE_STATES = ['pending', 'matched', 'differs'] as const;
export type ReconcileState = (typeof RECONCILE_STATES)[number];
export const DIFF_KINDS = [
  'missing_in_ledger',
  'missing_in_statement',
  'amount_differs',
  'fee_differs',
] as const;
export type DiffKind = (typeof DIFF_KINDS)[number];

/**
 * The store's settlement terms with the payment provider, one row per store: how often it settles, into which
 * account (kept whole, for the provider; shown masked) and the contracted fee rate, which reconciliation checks
 * each statement's fees against. `synced_at` is when the provider last accepted them.
 */
export const settlementConfigs = oneRowPerStoreTable(
  'settlement_configs',
  {
    cycle: text('cycle', { enum: CYCLES }).notNull().default('T1'),
    accountName: text('account_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    accountNo: text('account_no').notNull().default(''),
    /** Per ten thousand: 60 is 0.60 %. */
    feeRateBp: integer('fee_rate_bp').notNull().default(60),
    /** The day the provider applies the terms from, as it answered (`YYYY-MM-DD`). */
    effectiveDate: text('effective_date').notNull().default(''),
    syncedAt: unixTime('synced_at').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    check('settlement_configs_cycle_check', sql`${t.cycle} in ('T1', 'T7', 'M')`),
    check('settlement_configs_fee_check', sql`${t.feeRateBp} between 0 and 500`),
    check('settlement_configs_account_check', sql`${t.accountNo} ~ '^[0-9]{0,32}$'`),
  ],
);

/**
 * A settlement statement of the payment provider: a period's payments and refunds, their gross, the provider's
 * fee and the net paid into the store's account, and its state there. Unique by the provider's number, so a
 * push and a fetch of the same statement are one row. `detail_at` is 0 until its trades are fetched; the
 * reconciliation against the ledger then sets `reconcile_state` and the counts of its differences.
 */
export const settlementStatements = storeTable(
  'settlement_statements',
  {
    statementNo: text('statement_no').notNull(),
    cycle: text('cycle', { enum: CYCLES }).notNull(),
    /** `2026-03-01`, or `2026-03-01 ~ 2026-03-31` for a month. */
    period: text('period').notNull(),
    periodStart: unixTime('period_start').notNull(),
    periodEnd: unixTime('period_end').notNull(),
    payCount: integer('pay_count').notNull().default(0),
    refundCount: integer('refund_count').notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: STATEMENT_STATES }).notNull().default('pending'),
    /** When the net is (to be) paid into the account. */
    settleAt: unixTime('settle_at').notNull().default(0),
    accountTail: text('account_tail').notNull().default(''),
    detailAt: unixTime('detail_at').notNull().default(0),
    reconcileState: text('reconcile_state', { enum: RECONCILE_STATES }).notNull().default('pending'),
    diffCount: integer('diff_count').notNull().default(0),
    /** The sum of the differences' absolute amounts. */
    diffAmount: bigint('diff_amount', { mode: 'number' }).notNull().default(0),
    reconciledAt: unixTime('reconciled_at').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('settlement_statements_no_key').on(t.supplierId, t.statementNo),
    index('settlement_statements_period_idx').on(t.supplierId, t.periodStart),
    check('settlement_statements_cycle_check', sql`${t.cycle} in ('T1', 'T7', 'M')`),
    check('settlement_statements_state_check', sql`${t.state} in ('pending', 'settled', 'failed')`),
    check(
      'settlement_statements_reconcile_check',
      sql`${t.reconcileState} in ('pending', 'matched', 'differs')`,
    ),
    check('settlement_statements_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('settlement_statements_net_check', sql`${t.net} = ${t.gross} - ${t.fee}`),
  ],
);

/** A payment or refund of a statement, as the provider lists it; replaced whole when the statement is fetched again. */
export const settlementTrades = storeTable(
  'settlement_trades',
  {
    statementId: refId('statement_id').notNull(),
    /** The provider's transaction number. */
    tradeNo: text('trade_no').notNull(),
    /** Ours: the order's number for a payment, the refund's for a refund. */
    outTradeNo: text('out_trade_no').notNull(),
    kind: text('kind', { enum: ['pay', 'refund'] }).notNull(),
    /** Signed cents: a refund is negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    tradeAt: unixTime('trade_at').notNull(),
  },
  (t) => [
    uniqueIndex('settlement_trades_no_key').on(t.supplierId, t.statementId, t.tradeNo),
    foreignKey({
      name: 'settlement_trades_statement_fk',
      columns: [t.supplierId, t.statementId],
      foreignColumns: [settlementStatements.supplierId, settlementStatements.id],
    }).onDelete('cascade'),
    check('settlement_trades_kind_check', sql`${t.kind} in ('pay', 'refund')`),
  ],
);

/**
 * A difference the reconciliation found between a statement and the ledger: a trade the ledger lacks, a ledger
 * row the statement lacks, or an amount or fee that differs. Worked out again, whole, at each reconciliation;
 * shown as the lines of the statement's details.
 */
export const settlementDiffs = storeTable(
  'settlement_diffs',
  {
    docId: refId('doc_id').notNull(),
    seq: integer('seq').notNull().default(0),
    kind: text('kind', { enum: DIFF_KINDS }).notNull(),
    /** The order's or refund's number. */
    ref: text('ref').notNull(),
    statementAmount: bigint('statement_amount', { mode: 'number' }).notNull().default(0),
    ledgerAmount: bigint('ledger_amount', { mode: 'number' }).notNull().default(0),
    /** Statement minus ledger. */
    difference: bigint('difference', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('settlement_diffs_doc_idx').on(t.supplierId, t.docId),
    foreignKey({
      name: 'settlement_diffs_doc_fk',
      columns: [t.supplierId, t.docId],
      foreignColumns: [settlementStatements.supplierId, settlementStatements.id],
    }).onDelete('cascade'),
    check(
      'settlement_diffs_kind_check',
      sql`${t.kind} in ('missing_in_ledger', 'missing_in_statement', 'amount_differs', 'fee_differs')`,
    ),
  ],
);
