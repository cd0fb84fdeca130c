import { MEMBER_WALLET_KINDS } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgSequence, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, refId, rowTimes, storeKey, unixTime } from './columns';
import { members } from './members';
import { storeTable } from './store-table';
import { accounts } from './tenants';

/**
 * The kinds of wallet (docs/finance.md). A member owns `rmb` (balance, cents), `score` (points) and `recycle`
 * (recycling credit, cents); the store owns its payment wallet with the platform: `payment` (available),
 * `payment_frozen` (asked to be withdrawn, not paid yet) and `payment_out` (paid out to the store's bank).
 */
export const MEMBER_WALLETS = MEMBER_WALLET_KINDS;
export const WALLET_KINDS = [...MEMBER_WALLETS, 'payment', 'payment_frozen', 'payment_out'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];
export type MemberWallet = (typeof MEMBER_WALLETS)[number];

/**
 * An account of the ledger. Its balance is the sum of its `wallet_logs` rows: it is changed only by the one
 * booking function (`platform/ledger.ts`), in the transaction that writes the row, and the application's
 * database role may not change it any other way than that function's statements do (a check ties it to the
 * newest row's balance after). `allow_negative` lets the store's payment wallet go below zero on a refund.
 */
export const wallets = storeTable(
  'wallets',
  {
    kind: text('kind', { enum: WALLET_KINDS }).notNull(),
    /** The member who owns it; NULL for the store's own wallets. */
    memberId: refId('member_id'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** How many rows it has: the sequence number of the next row is this plus one. */
    entries: bigint('entries', { mode: 'number' }).notNull().default(0),
    allowNegative: smallint('allow_negative').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: unixTime('updated_at').notNull().default(sql`extract(epoch from now())::bigint`),
  },
  (t) => [
    unique('wallets_owner_key').on(t.supplierId, t.kind, t.memberId).nullsNotDistinct(),
    index('wallets_member_idx').on(t.supplierId, t.memberId),
    storeKey('wallets_member_fk', t, t.memberId, members),
    check(
      'wallets_kind_check',
      sql`${t.kind} in ('rmb', 'score', 'recycle', 'payment', 'payment_frozen', 'payment_out')`,
    ),
    check(
      'wallets_owner_check',
      sql`(${t.memberId} is null) = (${t.kind} in ('payment', 'payment_frozen', 'payment_out'))`,
    ),
    check('wallets_balance_check', sql`${t.allowNegative} = 1 or ${t.balance} >= 0`),
  ],
);

/**
 * One row per business event on one wallet: immutable (the application role may only insert), unique by its
 * business key within the wallet, so an event retried or raced books once. A reversal is a new row naming the
 * one it reverses. Amounts are signed integers: cents, or points for `score`.
 */
export const walletLogs = storeTable(
  'wallet_logs',
  {
    walletId: refId('wallet_id').notNull(),
    /** The wallet's kind and owner, kept on the row so each ledger lists and sums by its own index. */
    kind: text('kind', { enum: WALLET_KINDS }).notNull(),
    memberId: refId('member_id'),
    /** 1, 2, 3… within the wallet, without gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** What happened (docs/finance.md lists them): recharge, deduct, order_income, withdraw_freeze, … */
    event: text('event').notNull(),
    bizKey: text('biz_key').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The document it comes from: its type, id and number (an order, a recharge, a withdrawal, …). */
    docType: text('doc_type').notNull().default(''),
    docId: bigint('doc_id', { mode: 'number' }),
    docNo: text('doc_no').notNull().default(''),
    /** The row this one reverses. */
    reversesId: refId('reverses_id'),
    /** Who booked it; NULL for the system (a payment notification, a job). */
    accountId: refId('account_id'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_logs_key').on(t.supplierId, t.walletId, t.bizKey),
    uniqueIndex('wallet_logs_seq_key').on(t.supplierId, t.walletId, t.seq),
    uniqueIndex('wallet_logs_reverses_key').on(t.supplierId, t.reversesId),
    index('wallet_logs_kind_idx').on(t.supplierId, t.kind, t.createdAt, t.id),
    index('wallet_logs_member_idx').on(t.supplierId, t.memberId, t.kind, t.createdAt),
    index('wallet_logs_doc_idx').on(t.supplierId, t.docType, t.docId),
    storeKey('wallet_logs_wallet_fk', t, t.walletId, wallets),
    storeKey('wallet_logs_member_fk', t, t.memberId, members),
    storeKey('wallet_logs_reverses_fk', t, t.reversesId, t),
    storeKey('wallet_logs_account_fk', t, t.accountId, accounts),
    check('wallet_logs_amount_check', sql`${t.amount} <> 0`),
    check('wallet_logs_seq_check', sql`${t.seq} >= 1`),
  ],
);

/** A bank card the store's payment wallet is paid out to. The number is kept whole for the payout and shown masked. */
export const bankCards = storeTable(
  'bank_cards',
  {
    /** The bank by its code (`BANKS`, packages/protocol); '' for a card kept before banks were picked. */
    bankCode: text('bank_code').notNull().default(''),
    /** The bank's name in Chinese, as the payout and the withdrawals record it. */
    bankName: text('bank_name').notNull(),
    branch: text('branch').notNull().default(''),
    holder: text('holder').notNull(),
    cardNo: text('card_no').notNull(),
    /** 1 for the one card a withdrawal offers first. */
    isDefault: smallint('is_default').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('bank_cards_no_key').on(t.supplierId, t.cardNo),
    uniqueIndex('bank_cards_default_key').on(t.supplierId).where(sql`${t.isDefault} = 1`),
    check('bank_cards_default_check', sql`${t.isDefault} in (0, 1)`),
    check('bank_cards_no_check', sql`${t.cardNo} ~ '^[0-9]{12,19}$'`),
  ],
);

export const WITHDRAWAL_STATUSES = ['applied', 'approved', 'paid', 'rejected', 'failed'] as const;

/**
 * The sequence of the numbers the payment service is given (a withdrawal's payout, an entry fee's order):
 * platform-wide, so those numbers are unique across stores (`platform/trade-no.ts`).
 */
export const tradeNoSeq = pgSequence('trade_no_seq');

/**
 * A withdrawal from the store's payment wallet: applied (the amount frozen), approved by the platform (the
 * payout sent), then paid (frozen → paid out) or failed; or rejected. Rejected and failed unfreeze.
 */
export const withdrawals = storeTable(
  'withdrawals',
  {
    withdrawalNo: text('withdrawal_no').notNull(),
    /** What leaves the wallet; the bank receives `amount - fee`. Cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    bankCardId: refId('bank_card_id').notNull(),
    /** The card as it was when applied: a card edited later does not change where this one went. */
    bankName: text('bank_name').notNull(),
    holder: text('holder').notNull(),
    cardMasked: text('card_masked').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('applied'),
    /** Why it was rejected, or why the payout failed. */
    reason: text('reason').notNull().default(''),
    note: text('note').notNull().default(''),
    accountId: refId('account_id'),
    /** The platform's reviewer (a user name of the platform store). */
    reviewer: text('reviewer').notNull().default(''),
    reviewedAt: unixTime('reviewed_at'),
    /** The payout service's transaction number. */
    tradeNo: text('trade_no').notNull().default(''),
    paidAt: unixTime('paid_at'),
    ...rowTimes(),
  },
  (t) => [
    // The payment service knows a payout by this number alone, and its notification finds the withdrawal's store
    // by it (`withdrawal_store`, tenancy.sql; `withdrawals_no_idx`). `TX20261122-0001` (platform/doc-no.ts) takes
    // its serial from one sequence of the whole platform, so no two stores draw the same number; the unique key
    // stays within the store, as every store-owned table's does. Rows made before that format name their store
    // (`WD<store>T…`) and keep their numbers.
    uniqueIndex('withdrawals_no_key').on(t.supplierId, t.withdrawalNo),
    index('withdrawals_no_idx').on(t.withdrawalNo),
    check(
      'withdrawals_no_format_check',
      sql`${t.withdrawalNo} ~ '^TX[0-9]{8}-[0-9]{4,}$' or ${t.withdrawalNo} like 'WD' || ${t.supplierId} || 'T%'`,
    ),
    index('withdrawals_status_idx').on(t.supplierId, t.status, t.createdAt),
    index('withdrawals_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('applied', 'approved')`),
    storeKey('withdrawals_card_fk', t, t.bankCardId, bankCards),
    storeKey('withdrawals_account_fk', t, t.accountId, accounts),
    check('withdrawals_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check(
      'withdrawals_status_check',
      sql`${t.status} in ('applied', 'approved', 'paid', 'rejected', 'failed')`,
    ),
  ],
);
