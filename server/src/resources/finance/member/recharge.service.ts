import {
  AppError,
  badInput,
  book,
  conflict,
  type MemberWallet,
  members,
  nextDocNo,
  notFound,
  reverse,
  type StoreDb,
  walletAmount,
  walletLogs,
  wallets,
} from '@yanye/framework/server';

import { T, type Texts } from '@yanye/i18n';

import { parseYuan } from '@yanye/protocol';

import { and, eq } from 'drizzle-orm';

import { memberRecharges } from '../tables';

/**
 * Top-ups, deductions and adjustments of a member's wallet made in the console (UserRecharge, and the member's
 * page), booked on the ledger under the record's number, so a record and its ledger row are made together or not
 * at all; and their reversal (冲正), a new ledger row, once.
 */

export type RechargeWallet = MemberWallet;

export interface RechargeInput {
  readonly memberId: number;
  readonly wallet: RechargeWallet;
  /** Signed, never 0: cents for `rmb` and `recycle`, points for `score`; a negative amount deducts (amountTip). */
  readonly amount: number;
  readonly reason: string;
  /** A correction either way (`adjust`); by default a top-up or a deduction, by the amount's sign. */
  readonly adjust?: boolean;
}

/** Who books, and when; the store's time zone dates the record's number. */
export interface Who {
  readonly accountId: number | null;
  readonly now: number;
  readonly timeZone: string;
}

export const RECHARGE_STATUS = { booked: 1, reversed: 2 } as const;

/** The largest top-up, deduction or adjustment in one go: a million yuan, or a million points. */
export const MOST_PER_BOOKING = 1_000_000;

const MESSAGES = {
  zero: T('金额不能为 0'),
  fraction: T('积分只能是整数，余额最多两位小数'),
  reasonNeeded: T('扣除时请填写原因'),
  noMember: T('会员不存在'),
  /** A booking past what the wallet holds, per wallet, so the clerk reads the wallet's own name. */
  short: {
    rmb: T('余额只有 {balance}，不够扣减 {asked}'),
    score: T('积分只有 {balance}，不够扣减 {asked}'),
    recycle: T('回收金只有 {balance}，不够扣减 {asked}'),
  } satisfies Record<MemberWallet, Texts>,
  reversed: T('该记录已冲正'),
};

const rechargeKey = (no: string) => `recharge:${no}`;

/**
 * Refuses a booking that would take the member's wallet below zero, naming the amount field (the dialog shows it
 * there) and what the wallet holds. The wallet is locked first, so the ledger books on the balance read here; a
 * wallet never booked holds nothing.
 */
async function assertCovered(db: StoreDb, memberId: number, wallet: MemberWallet, units: number) {
  if (units >= 0) return;
  const [held] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.kind, wallet)))
    .for('update');
  const balance = held?.balance ?? 0;
  if (balance + units >= 0) return;
  throw new AppError(
    'CONFLICT',
    MESSAGES.short[wallet],
    { balance: walletAmount(wallet, Math.max(balance, 0)), asked: walletAmount(wallet, -units) },
    { field: 'amount' },
  );
}

/**
 * An amount as a form takes it (yuan, or points) in the ledger's units (cents, or points); refused, naming the
 * field `field`, if it has more decimals than its wallet keeps.
 */
export function ledgerUnits(wallet: RechargeWallet, typed: number, field = 'amount'): number {
  const units = wallet === 'score' ? (Number.isInteger(typed) ? typed : undefined) : parseYuan(String(typed));
  if (units === undefined) throw badInput(MESSAGES.fraction, {}, { field });
  return units;
}

/**
 * Checks a top-up, issues its number (CZ + date + sequence) and books it on the member's wallet: the values of
 * its record, which the caller writes in the same transaction. A deduction below zero is refused on the amount
 * field with what the wallet holds; nothing is changed then.
 */
export async function prepareRecharge(db: StoreDb, input: RechargeInput, who: Who) {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw badInput(MESSAGES.zero, {}, { field: 'amount' });
  const reason = input.reason.trim();
  if (input.amount < 0 && reason === '') throw badInput(MESSAGES.reasonNeeded, {}, { field: 'reason' });
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, input.memberId));
  if (!member) throw badInput(MESSAGES.noMember);
  // The number first, then the wallet: every booking here takes its locks in that order (the day's counter row,
  // then the wallet row), so a deduction checking its balance and a top-up of the same member never wait on each
  // other in a circle. A refusal rolls the counter back with the rest.
  const rechargeNo = await nextDocNo(db, 'CZ', who);
  await assertCovered(db, input.memberId, input.wallet, input.amount);
  const booking = await book(
    db,
    [
      {
        wallet: { kind: input.wallet, memberId: input.memberId },
        amount: input.amount,
        event: input.adjust ? 'adjust' : input.amount > 0 ? 'recharge' : 'deduct',
        key: rechargeKey(rechargeNo),
        doc: { type: 'member_recharge', no: rechargeNo },
        note: reason,
      },
    ],
    who,
  );
  return {
    rechargeNo,
    memberId: input.memberId,
    wallet: input.wallet,
    amount: input.amount,
    balanceAfter: booking.rows[0]!.balanceAfter,
    reason,
    status: RECHARGE_STATUS.booked,
    accountId: who.accountId,
    createdAt: who.now,
  };
}

/** Tops up or deducts a member's balance or points: the record and its ledger row, in the caller's transaction. */
export async function bookRecharge(db: StoreDb, input: RechargeInput, who: Who) {
  const values = await prepareRecharge(db, input, who);
  const [row] = await db.insert(memberRecharges).values(values).returning({ id: memberRecharges.id });
  return { id: row!.id, rechargeNo: values.rechargeNo, balanceAfter: values.balanceAfter };
}

/**
 * Reverses a top-up once: the record is marked reversed only while it is booked (the condition decides a race),
 * and the ledger books the opposite row, refused like any booking if the member has spent what it takes back.
 */
export async function reverseRecharge(db: StoreDb, id: number, note: string, who: Who) {
  const [rec] = await db
    .update(memberRecharges)
    .set({ status: RECHARGE_STATUS.reversed, reversedAt: who.now })
    .where(and(eq(memberRecharges.id, id), eq(memberRecharges.status, RECHARGE_STATUS.booked)))
    .returning({
      no: memberRecharges.rechargeNo,
      memberId: memberRecharges.memberId,
      wallet: memberRecharges.wallet,
    });
  if (!rec) {
    const [there] = await db
      .select({ id: memberRecharges.id })
      .from(memberRecharges)
      .where(eq(memberRecharges.id, id));
    throw there ? conflict(MESSAGES.reversed) : notFound();
  }
  const [row] = await db
    .select({ id: walletLogs.id })
    .from(walletLogs)
    .where(
      and(
        eq(walletLogs.kind, rec.wallet),
        eq(walletLogs.memberId, rec.memberId),
        eq(walletLogs.bizKey, rechargeKey(rec.no)),
      ),
    );
  if (!row) throw new Error(`recharge ${rec.no} has no ledger row`);
  const booking = await reverse(db, row.id, note, who);
  return { balanceAfter: booking.rows[0]!.balanceAfter };
}
