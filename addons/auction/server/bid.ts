import {
  Answer,
  badInput,
  CAMPAIGN_STATE_TITLES,
  conflict,
  entityOptions,
  formatDateTime,
  formatMoney,
  type InputOf,
  input,
  MAX_MONEY_CENTS,
  MEMBER_TITLES,
  members,
  T,
  type UserContext,
} from '@yanye/addon-kit/server';
import { and, eq, sql } from 'drizzle-orm';
import { bookDeposit } from './deposit';
import { type Lot, lots } from './lifecycle';
import { auctionBids, auctions } from './tables';
import { AUCTION_MESSAGES, AUCTION_TITLES } from './texts';

/** The most one bid may be: the most any amount may be (¥99,999,999.99), in cents. */
export const MAX_BID = MAX_MONEY_CENTS;

/** What a bid for a member asks for: who, and how much. */
export const BID_FIELDS = [
  input('member_id', MEMBER_TITLES.name, 'select', {
    required: true,
    optionsApi: entityOptions('Member'),
  }),
  input('amount', AUCTION_TITLES.amount, 'money', {
    required: true,
    min: 1,
    max: MAX_BID,
    tip: T('首次出价不低于起拍价，之后不低于当前价加加价幅度'),
  }),
] as const;

/** Refuses a bid on a lot that is not running, saying why in the lot's terms (when it opens, when it ended). */
function assertRunning(lot: Lot, timeZone: string): void {
  if (lot.status === 'running') return;
  const title = lot.title;
  if (lot.status === 'scheduled')
    throw conflict(AUCTION_MESSAGES.notStarted, { title, at: formatDateTime(lot.startAt, timeZone) });
  if (lot.status === 'ended')
    throw conflict(AUCTION_MESSAGES.ended, { title, at: formatDateTime(lot.endedAt ?? lot.endAt, timeZone) });
  throw conflict(AUCTION_MESSAGES.notRunning, { title, state: CAMPAIGN_STATE_TITLES[lot.status] });
}

/** The least the next bid may be: the start price for the first, the current price and the increment after. */
export function nextMinimum(
  lot: Pick<Lot, 'bidCount' | 'startPrice' | 'currentPrice' | 'increment'>,
): number {
  return lot.bidCount === 0 ? lot.startPrice : lot.currentPrice + lot.increment;
}

/**
 * A bid for a member (代客出价), with the lot locked by the action's call: bids on one lot queue, so each sees
 * the one before, one leader comes out of any race, and every accepted bid beats the one before by the
 * increment. The lot runs from its start to its end to the second (a bid at the end is refused); a bid in the
 * last `snipe_window` seconds moves the end to the bid's time + `snipe_extend`; a member's first bid on a lot
 * puts down its deposit.
 */
export async function placeBid(
  ctx: UserContext,
  locked: Lot,
  asked: InputOf<typeof BID_FIELDS>,
): Promise<Answer<Record<string, unknown>>> {
  const { db, deps, principal } = ctx;
  const now = deps.now();
  const lot = await lots.catchUp(db, locked, now);
  assertRunning(lot, deps.config.TIME_ZONE);
  const memberId = Number(asked.member_id);
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw badInput(AUCTION_MESSAGES.memberUnknown);
  const [member] = await db
    .select({ id: members.id, nick: members.nickName, phone: members.phone, status: members.status })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw badInput(AUCTION_MESSAGES.memberUnknown);
  const name = member.nick || member.phone;
  if (member.status !== 1) throw conflict(AUCTION_MESSAGES.memberDisabled, { member: name });
  if (lot.leaderId === member.id) throw conflict(AUCTION_MESSAGES.alreadyLeading, { member: name });
  const amount = asked.amount;
  const least = nextMinimum(lot);
  if (amount < least) {
    if (lot.bidCount === 0) throw conflict(AUCTION_MESSAGES.belowStart, { amount: formatMoney(least) });
    throw conflict(AUCTION_MESSAGES.belowNext, {
      amount: formatMoney(least),
      current: formatMoney(lot.currentPrice),
      increment: formatMoney(lot.increment),
    });
  }
  const who = { accountId: principal.accountId, now };
  await bookDeposit(db, lot, { id: member.id, name }, who);
  // A late bid moves the end, never earlier than it was.
  const late = lot.snipeWindow > 0 && lot.endAt - now <= lot.snipeWindow;
  const endAt = late ? Math.max(lot.endAt, now + lot.snipeExtend) : lot.endAt;
  const [bid] = await db
    .insert(auctionBids)
    .values({
      auctionId: lot.id,
      memberId: member.id,
      amount,
      extendedTo: endAt === lot.endAt ? null : endAt,
      accountId: principal.accountId,
      createdAt: now,
    })
    .returning({ id: auctionBids.id });
  // The lock makes this guard redundant; it keeps the price from ever moving back should the lock be lost.
  const [moved] = await db
    .update(auctions)
    .set({
      currentPrice: amount,
      bidCount: sql`${auctions.bidCount} + 1`,
      leaderId: member.id,
      endAt,
      updatedAt: now,
    })
    .where(
      and(
        eq(auctions.id, lot.id),
        eq(auctions.status, 'running'),
        eq(auctions.bidCount, lot.bidCount),
        eq(auctions.currentPrice, lot.currentPrice),
      ),
    )
    .returning({ id: auctions.id });
  if (!moved)
    throw conflict(AUCTION_MESSAGES.notRunning, {
      title: lot.title,
      state: CAMPAIGN_STATE_TITLES[lot.status],
    });
  return new Answer(
    { id: lot.id, bid_id: bid!.id, current_price: amount, end_at: endAt, leader_id: member.id },
    AUCTION_MESSAGES.bid,
    { member: name, amount: formatMoney(amount) },
  );
}
