import {
  AppError,
  badInput,
  bankCards,
  book,
  conflict,
  type Deps,
  docNoPattern,
  IntegrationError,
  nextTradeNo,
  notFound,
  PAYOUT_NOTIFY_PATH,
  type PayoutNotification,
  type Queryable,
  rawRows,
  type StoreDb,
  withdrawals,
} from '@yanye/framework/server';
import {
  formatMoney,
  maskCardNo,
  PAYMENT_WALLET_RULES,
  type WithdrawalState,
  withdrawalFee,
} from '@yanye/protocol';
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from './messages';
import { assertUnion, FROZEN, PAID_OUT, PAYMENT, type Who } from './wallet.service';

/**
 * A withdrawal's life (docs/finance.md): applied (the amount moves from `payment` to `payment_frozen`), approved
 * by the platform (the payout is asked of the payment service), then paid (frozen → `payment_out`) or failed;
 * or rejected. Rejected and failed give the amount back to `payment`. Each step is a conditional update of the
 * status and a booking under the withdrawal's own keys, in one transaction: of two racing steps one wins.
 */

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A withdrawal's number: `TX` and the day, from the platform-wide sequence (platform/doc-no.ts). */
export const WITHDRAWAL_PREFIX = 'TX';

/** A number made before numbers had one form names its store: `WD<store>T<time><random>`. */
const OLD_NUMBER = /^WD(\d{1,9})T\d+[0-9A-F]{8}$/;

/**
 * The store a withdrawal number belongs to, or undefined for a number of no withdrawal: a payout notification
 * names no store. The number is unique everywhere; an old one names its store itself.
 */
export async function storeOfWithdrawal(db: Queryable, no: string): Promise<number | undefined> {
  const old = OLD_NUMBER.exec(no);
  if (old) return Number(old[1]);
  if (!docNoPattern(WITHDRAWAL_PREFIX).test(no)) return undefined;
  const [row] = await rawRows<{ id: number | null }>(db, sql`select withdrawal_store(${no}) as id`);
  return row?.id ?? undefined;
}

const docOf = (w: Pick<WithdrawalRow, 'id' | 'withdrawalNo'>) => ({
  type: 'withdrawal',
  id: w.id,
  no: w.withdrawalNo,
});

/** A withdrawal as the store and the platform read it. */
export function withdrawalWire(w: WithdrawalRow) {
  return {
    id: w.id,
    withdrawal_no: w.withdrawalNo,
    amount: w.amount,
    fee: w.fee,
    arrival: w.amount - w.fee,
    bank_name: w.bankName,
    holder: w.holder,
    card_masked: w.cardMasked,
    status: w.status,
    reason: w.reason,
    created_at: w.createdAt,
  };
}

/** Applies to withdraw `amount` cents to one of the store's cards: checked by the rules, then frozen. */
export async function applyWithdrawal(
  db: StoreDb,
  input: { amount: number; cardId: number; note: string },
  who: Who & { accountId: number; timeZone: string },
): Promise<WithdrawalRow> {
  await assertUnion(db);
  const R = PAYMENT_WALLET_RULES;
  if (input.amount < R.min_cents)
    throw badInput(PAYMENT_MESSAGES.belowMin, { min: formatMoney(R.min_cents) });
  if (input.amount > R.max_cents)
    throw badInput(PAYMENT_MESSAGES.aboveMax, { max: formatMoney(R.max_cents) });
  // Shared lock: the card cannot be deleted or renumbered while this withdrawal is being made.
  const [card] = await db.select().from(bankCards).where(eq(bankCards.id, input.cardId)).for('share');
  if (!card) throw badInput(PAYMENT_MESSAGES.cardMissing);
  const no = await nextTradeNo(db.tx, WITHDRAWAL_PREFIX, who.now, who.timeZone);
  const [made] = await db
    .insert(withdrawals)
    .values({
      withdrawalNo: no,
      amount: input.amount,
      fee: withdrawalFee(input.amount),
      bankCardId: card.id,
      bankName: card.bankName,
      holder: card.holder,
      cardMasked: maskCardNo(card.cardNo),
      status: 'applied',
      note: input.note,
      accountId: who.accountId,
      createdAt: who.now,
      updatedAt: who.now,
    })
    .returning();
  const key = `withdraw:${no}:freeze`;
  const doc = docOf(made!);
  // The ledger refuses an amount over the available balance (noOverdraft), naming both, and nothing is kept.
  await book(
    db,
    [
      { wallet: PAYMENT, amount: -input.amount, event: 'withdraw_freeze', key, doc, noOverdraft: true },
      { wallet: FROZEN, amount: input.amount, event: 'withdraw_freeze', key, doc },
    ],
    who,
  );
  return made!;
}

/** Why a step found nothing to move: the withdrawal is gone, or it moved on already. */
async function unmovable(db: StoreDb, id: number): Promise<AppError> {
  const [row] = await db
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  if (!row) return notFound();
  return new AppError('ALREADY_AUDITED', 'alreadyAudited');
}

/** Moves a withdrawal from `from` to the values' status, if it still is there: the one guard of every step. */
async function move(
  db: StoreDb,
  id: number,
  from: WithdrawalState,
  values: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow> {
  const [moved] = await db
    .update(withdrawals)
    .set(values)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  if (moved) return moved;
  throw await unmovable(db, id);
}

/**
 * Where a settled withdrawal's frozen amount goes: back to the available balance (`release`: rejected, or its
 * payout failed), or out as paid (`payout`).
 */
const SETTLED_TO = {
  release: { wallet: PAYMENT, event: 'withdraw_release' },
  payout: { wallet: PAID_OUT, event: 'withdraw_payout' },
} as const;

/**
 * Moves a withdrawal's frozen amount where `settled` says, once: the ledger's key is the withdrawal's and the
 * step's.
 */
async function unfreeze(
  db: StoreDb,
  w: WithdrawalRow,
  settled: keyof typeof SETTLED_TO,
  who: Who,
): Promise<void> {
  const { wallet, event } = SETTLED_TO[settled];
  const key = `withdraw:${w.withdrawalNo}:${settled}`;
  const doc = docOf(w);
  await book(
    db,
    [
      { wallet: FROZEN, amount: -w.amount, event, key, doc },
      { wallet, amount: w.amount, event, key, doc },
    ],
    who,
  );
}

/** The platform rejects an applied withdrawal (in the store's transaction): the amount is unfrozen. */
export async function rejectWithdrawal(
  db: StoreDb,
  id: number,
  reason: string,
  reviewer: string,
  now: number,
): Promise<WithdrawalRow> {
  const w = await move(db, id, 'applied', {
    status: 'rejected',
    reason,
    reviewer,
    reviewedAt: now,
    updatedAt: now,
  });
  await unfreeze(db, w, 'release', { accountId: null, now });
  return w;
}

/** Where the payment service sends the payout's notification. */
function notifyUrl(deps: Deps): string {
  if (deps.integrations.payment.mode === 'local') return PAYOUT_NOTIFY_PATH;
  return `${deps.config.PUBLIC_URL ?? ''}${PAYOUT_NOTIFY_PATH}`;
}

/**
 * The platform approves an applied withdrawal (in the store's transaction) and asks the payment service for the
 * payout. If the service cannot be reached, nothing is approved and the reviewer may try again: the service
 * takes the withdrawal's number as its idempotency key, so a payout asked twice is made once.
 */
export async function approveWithdrawal(
  deps: Deps,
  db: StoreDb,
  id: number,
  reviewer: string,
): Promise<WithdrawalRow> {
  const now = deps.now();
  const w = await move(db, id, 'applied', { status: 'approved', reviewer, reviewedAt: now, updatedAt: now });
  const [card] = await db
    .select({ cardNo: bankCards.cardNo })
    .from(bankCards)
    .where(eq(bankCards.id, w.bankCardId));
  if (!card) throw conflict(PAYMENT_MESSAGES.cardMissing);
  try {
    await deps.integrations.payment.createPayout(
      {
        outTradeNo: w.withdrawalNo,
        amountCents: w.amount - w.fee,
        bankName: w.bankName,
        holder: w.holder,
        cardNo: card.cardNo,
        notifyUrl: notifyUrl(deps),
      },
      db.tx,
      now,
    );
  } catch (error) {
    if (error instanceof IntegrationError)
      throw new AppError('UNAVAILABLE', PAYMENT_MESSAGES.payoutUnavailable);
    throw error;
  }
  return w;
}

/**
 * Settles an approved withdrawal by the payment service's notification (signature checked by the caller):
 * paid moves the frozen amount to `payment_out`, failed gives it back. Once: the same notification again, or
 * the other outcome after one was booked, changes nothing and answers `booked: false`.
 */
export async function settlePayout(
  db: StoreDb,
  n: PayoutNotification,
  now: number,
): Promise<{ out_trade_no: string; status: string; booked: boolean }> {
  const answer = (booked: boolean) => ({ out_trade_no: n.out_trade_no, status: n.status, booked });
  const [w] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.withdrawalNo, n.out_trade_no))
    .for('update');
  if (!w) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.notifyUnknown);
  if (w.status === 'paid' || w.status === 'failed' || w.status === 'rejected') return answer(false);
  if (w.status !== 'approved') throw conflict(PAYMENT_MESSAGES.notifyTooEarly);
  const who = { accountId: null, now };
  if (n.status === 'failed') {
    const failed = await move(db, w.id, 'approved', {
      status: 'failed',
      reason: n.reason.slice(0, 200),
      updatedAt: now,
    });
    await unfreeze(db, failed, 'release', who);
    return answer(true);
  }
  if (n.amount_cents !== w.amount - w.fee) throw badInput(PAYMENT_MESSAGES.notifyAmount);
  const paid = await move(db, w.id, 'approved', {
    status: 'paid',
    tradeNo: n.trade_no,
    paidAt: now,
    updatedAt: now,
  });
  await unfreeze(db, paid, 'payout', who);
  return answer(true);
}
