import { AppError, conflict, formatMoney, moveMemberBalance, type StoreDb } from '@yanye/addon-kit/server';
import { and, asc, eq } from 'drizzle-orm';
import { auctionDeposits } from './tables';
import { AUCTION_MESSAGES, LEDGER_NOTES } from './texts';

/**
 * Deposits: a member puts down a lot's deposit from their balance (`rmb`) with their first bid on it,
 * and gets it back when the lot ends for someone else or is stopped; the winner's stays towards the price. Each
 * is one ledger event under its own key, so a retried or raced booking or refund happens once.
 */

/** The ledger key of a member's deposit on a lot, and of its refund. */
export const depositKey = (lot: number, member: number) => `auction-deposit:${lot}:${member}`;
export const refundKey = (lot: number, member: number) => `auction-deposit-refund:${lot}:${member}`;

type Who = { readonly accountId: number | null; readonly now: number };

/**
 * Books the deposit of `member` on `lot` unless they put it down already; refused, naming the member and what
 * they have, when their balance is short. Runs under the lot's lock (the bid's), so one member's two first bids
 * cannot both book it; the ledger key holds the line too.
 */
export async function bookDeposit(
  db: StoreDb,
  lot: { readonly id: number; readonly deposit: number; readonly title: string },
  member: { readonly id: number; readonly name: string },
  who: Who,
): Promise<boolean> {
  if (lot.deposit <= 0) return false;
  const [held] = await db
    .select({ id: auctionDeposits.id })
    .from(auctionDeposits)
    .where(and(eq(auctionDeposits.auctionId, lot.id), eq(auctionDeposits.memberId, member.id)));
  if (held) return false;
  try {
    await moveMemberBalance(
      db,
      {
        memberId: member.id,
        amount: -lot.deposit,
        event: 'auction_deposit',
        key: depositKey(lot.id, member.id),
        doc: { type: 'auction', id: lot.id, no: `AUC${lot.id}` },
        note: `${LEDGER_NOTES.deposit}：${lot.title}`,
      },
      who,
    );
  } catch (error) {
    // The ledger's own refusal names only the amounts: say what the money was for, and whose it is.
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw conflict(AUCTION_MESSAGES.depositShort, {
        amount: formatMoney(lot.deposit),
        member: member.name,
        balance: String(error.params.available ?? '0.00'),
      });
    throw error;
  }
  await db
    .insert(auctionDeposits)
    .values({ auctionId: lot.id, memberId: member.id, amount: lot.deposit, createdAt: who.now });
  return true;
}

/**
 * Settles a lot's deposits still held: the winner's is kept towards the price, everyone else's refunded to
 * their balance. Answers how many were refunded. Safe to run twice: only held deposits are touched, each by a
 * guarded update, and each refund has its own ledger key.
 */
export async function settleDeposits(
  db: StoreDb,
  lot: { readonly id: number; readonly title: string },
  winnerId: number | null,
  who: Who,
): Promise<number> {
  const held = await db
    .select()
    .from(auctionDeposits)
    .where(and(eq(auctionDeposits.auctionId, lot.id), eq(auctionDeposits.status, 'held')))
    .orderBy(asc(auctionDeposits.memberId));
  let refunded = 0;
  for (const d of held) {
    const kept = d.memberId === winnerId;
    const moved = await db
      .update(auctionDeposits)
      .set({ status: kept ? 'kept' : 'refunded', settledAt: who.now })
      .where(and(eq(auctionDeposits.id, d.id), eq(auctionDeposits.status, 'held')))
      .returning({ id: auctionDeposits.id });
    if (moved.length === 0 || kept) continue;
    await moveMemberBalance(
      db,
      {
        memberId: d.memberId,
        amount: d.amount,
        event: 'auction_refund',
        key: refundKey(lot.id, d.memberId),
        doc: { type: 'auction', id: lot.id, no: `AUC${lot.id}` },
        note: `${LEDGER_NOTES.refund}：${lot.title}`,
      },
      who,
    );
    refunded++;
  }
  return refunded;
}
