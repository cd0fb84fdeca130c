import {
  accounts,
  createdAt,
  MEMBER_WALLETS,
  members,
  refId,
  rowTimes,
  shops,
  storeKey,
  storeTable,
  unixTime,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** The finance section's own tables: the console's wallet bookings and the face-to-face payments. */

/**
 * A top-up, deduction or adjustment of a member's wallet made in the console (UserRecharge, and the member's
 * page: resources/sys/member-wallet.ts).
 */
export const memberRecharges = storeTable(
  'member_recharges',
  {
    rechargeNo: text('recharge_no').notNull(),
    memberId: refId('member_id').notNull(),
    /** `rmb`, `score` or `recycle` (MEMBER_WALLETS). */
    wallet: text('wallet', { enum: MEMBER_WALLETS }).notNull(),
    /** Signed: a negative amount deducts (amountTip). Cents or points. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** 1 booked, 2 reversed (by a new ledger row). */
    status: smallint('status').notNull().default(1),
    reversedAt: unixTime('reversed_at'),
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_recharges_no_key').on(t.supplierId, t.rechargeNo),
    index('member_recharges_time_idx').on(t.supplierId, t.createdAt, t.id),
    index('member_recharges_member_idx').on(t.supplierId, t.memberId),
    storeKey('member_recharges_member_fk', t, t.memberId, members),
    storeKey('member_recharges_account_fk', t, t.accountId, accounts),
    check('member_recharges_wallet_check', sql`${t.wallet} in ('rmb', 'score', 'recycle')`),
    check('member_recharges_amount_check', sql`${t.amount} <> 0`),
    check('member_recharges_status_check', sql`${t.status} in (1, 2)`),
  ],
);

export const PAY_CHANNELS = ['wechat', 'alipay', 'cash', 'card', 'balance'] as const;
export const PAY_CASH_STATUSES = ['paid', 'part_refunded', 'refunded'] as const;

/** A face-to-face payment at a shop (扫码买单): the buyer pays an amount, not an order. */
export const payCash = storeTable(
  'pay_cash',
  {
    payNo: text('pay_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Given back so far, never more than `amount` (a constraint, and a guarded update). */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    channel: text('channel', { enum: PAY_CHANNELS }).notNull(),
    /** The member who paid, when known (always for `balance`). */
    memberId: refId('member_id'),
    payerName: text('payer_name').notNull().default(''),
    payerPhone: text('payer_phone').notNull().default(''),
    shopId: refId('shop_id').notNull(),
    /** The cashier. */
    accountId: refId('account_id'),
    status: text('status', { enum: PAY_CASH_STATUSES }).notNull().default('paid'),
    /** The payment service's transaction number (WeChat, Alipay, card terminal). */
    tradeNo: text('trade_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    paidAt: unixTime('paid_at').notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('pay_cash_no_key').on(t.supplierId, t.payNo),
    index('pay_cash_time_idx').on(t.supplierId, t.paidAt, t.id),
    storeKey('pay_cash_member_fk', t, t.memberId, members),
    storeKey('pay_cash_shop_fk', t, t.shopId, shops),
    storeKey('pay_cash_account_fk', t, t.accountId, accounts),
    check('pay_cash_amount_check', sql`${t.amount} > 0`),
    check('pay_cash_refunded_check', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    check('pay_cash_channel_check', sql`${t.channel} in ('wechat', 'alipay', 'cash', 'card', 'balance')`),
    check('pay_cash_balance_member_check', sql`${t.channel} <> 'balance' or ${t.memberId} is not null`),
    check('pay_cash_status_check', sql`${t.status} in ('paid', 'part_refunded', 'refunded')`),
  ],
);

/** A refund of a face-to-face payment, part or all of it. */
export const payCashRefunds = storeTable(
  'pay_cash_refunds',
  {
    refundNo: text('refund_no').notNull(),
    payCashId: refId('pay_cash_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pay_cash_refunds_no_key').on(t.supplierId, t.refundNo),
    index('pay_cash_refunds_pay_idx').on(t.supplierId, t.payCashId),
    index('pay_cash_refunds_time_idx').on(t.supplierId, t.createdAt, t.id),
    storeKey('pay_cash_refunds_pay_fk', t, t.payCashId, payCash),
    storeKey('pay_cash_refunds_account_fk', t, t.accountId, accounts),
    check('pay_cash_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
