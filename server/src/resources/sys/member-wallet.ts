import {
  Answer,
  conflict,
  input,
  type MemberWallet,
  members,
  reasonInput,
  type UserContext,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq, ne } from 'drizzle-orm';
import { bookRecharge, ledgerUnits, MOST_PER_BOOKING } from '../finance/member/recharge.service';
import { MEMBER_WALLET_OPTIONS, WALLET_TITLES } from '../finance/member/titles';

/**
 * What a member's page changes (/sys/member/info/:id), as actions of the `Member` resource, so each has its own
 * catalogue page (MemberTopup, MemberDeduct, MemberAdjust, MemberDisable, MemberEnable) that a role may grant,
 * runs with the member's row locked, and is said in the operator log with its wallet, amount and reason.
 *
 * A top-up, a deduction and an adjustment are booked as the console's top-ups are (finance/member/recharge.service.ts):
 * a `member_recharges` record numbered `CZ…` and its ledger row under `recharge:<no>`, in the request's transaction,
 * so both are made or neither. A deduction below zero is refused on the amount field, saying what there is
 * (recharge.service.ts).
 */

const WALLET_BOOKING_TEXTS = {
  wallet: T('钱包'),
  amountTip: T('余额、回收金以元计（最多两位小数），积分为整数'),
  adjustTip: T('正数增加，负数减少；余额、回收金以元计，积分为整数'),
  booked: T('已入账'),
  disabled: T('会员已停用'),
  enabled: T('会员已启用'),
  wasDisabled: T('该会员已是停用状态'),
  wasEnabled: T('该会员已是正常状态'),
};

/** The wallet a booking is for, asked first: a page opens the dialog with the wallet it was opened from. */
const walletInput = input('wallet', WALLET_BOOKING_TEXTS.wallet, 'select', {
  required: true,
  options: MEMBER_WALLET_OPTIONS,
  default: 'rmb',
});

/** The amount of a top-up or deduction: more than 0, in the wallet's unit (yuan, or points). */
const amountInput = input('amount', WALLET_TITLES.amount, 'number', {
  required: true,
  decimals: 2,
  min: 0.01,
  max: MOST_PER_BOOKING,
  tip: WALLET_BOOKING_TEXTS.amountTip,
});

/** An adjustment's amount: either way (never 0, which the service refuses naming the field). */
const adjustInput = input('amount', WALLET_TITLES.amount, 'number', {
  required: true,
  decimals: 2,
  min: -MOST_PER_BOOKING,
  max: MOST_PER_BOOKING,
  tip: WALLET_BOOKING_TEXTS.adjustTip,
});

export type Booking = 'topup' | 'deduct' | 'adjust';

/** What each booking asks: the wallet, the amount (more than 0, or either way for an adjustment), the reason. */
export const BOOKING_FIELDS = {
  topup: [walletInput, amountInput, reasonInput(WALLET_TITLES.reason)],
  deduct: [walletInput, amountInput, reasonInput(WALLET_TITLES.reason)],
  adjust: [walletInput, adjustInput, reasonInput(WALLET_TITLES.reason)],
} as const;

/** Books one of the three on the member's wallet, answering the wallet's balance after it. */
export async function bookOn(
  { db, deps, principal }: UserContext,
  memberId: number,
  asked: { readonly wallet: unknown; readonly amount: number; readonly reason: string },
  booking: Booking,
) {
  // The select has checked it against MEMBER_WALLET_OPTIONS.
  const wallet = asked.wallet as MemberWallet;
  const units = ledgerUnits(wallet, asked.amount);
  const amount = booking === 'deduct' ? -units : units;
  const who = { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE };
  const done = await bookRecharge(
    db,
    { memberId, wallet, amount, reason: asked.reason, adjust: booking === 'adjust' },
    who,
  );
  return new Answer(
    { id: memberId, wallet, recharge_no: done.rechargeNo, balance_after: done.balanceAfter },
    WALLET_BOOKING_TEXTS.booked,
  );
}

/**
 * Sets the member's status (1 active, 0 disabled); the action's `when` offers it only on a member in the other
 * one. A disabled member cannot sign in to the mall; the wallets and orders stay as they are.
 */
export async function setStatus({ db, deps }: UserContext, id: number, status: 0 | 1) {
  const [changed] = await db
    .update(members)
    .set({ status, updatedAt: deps.now() })
    .where(and(eq(members.id, id), ne(members.status, status)))
    .returning({ id: members.id });
  if (!changed)
    throw conflict(status === 1 ? WALLET_BOOKING_TEXTS.wasEnabled : WALLET_BOOKING_TEXTS.wasDisabled);
  return new Answer(
    { id, status },
    status === 1 ? WALLET_BOOKING_TEXTS.enabled : WALLET_BOOKING_TEXTS.disabled,
  );
}
