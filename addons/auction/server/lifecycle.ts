import { defineCampaign, members, raiseLive, type StoreDb, type ValuesOf } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { settleDeposits } from './deposit';
import { outcomeOf } from './states';
import { auctions } from './tables';
import { CLOCK_STEPS } from './texts';

/**
 * What the clock does to a lot, and what ending one does, whoever ends it: the sweep at its end, the operator's
 * 落槌 before it. Ending settles it as the clock would: sold to the leader if the highest bid reaches the reserve,
 * else unsold; every deposit but the winner's is refunded.
 */

export type Lot = typeof auctions.$inferSelect;

/** The catalogue entity whose history the lot's events are. */
export const LOT_ENTITY = 'Auction';

type Who = { readonly accountId: number | null; readonly now: number };

/** The name a member goes by in a lot's history. */
async function memberName(db: StoreDb, id: number | null): Promise<string> {
  if (id === null) return '';
  const [m] = await db
    .select({ nick: members.nickName, phone: members.phone })
    .from(members)
    .where(eq(members.id, id));
  return m ? m.nick || m.phone : '';
}

/**
 * Ends a lot now or at its end: settles its deposits, tells the store's users in the bell (once per lot), and
 * answers the columns its end sets and what its history row keeps (the result, the winner's name and the price).
 * The caller moves the state, guarded, in the same transaction: a lot that does not end raises nothing.
 */
export async function closeOut(
  db: StoreDb,
  lot: Lot,
  endedAt: number,
  who: Who,
): Promise<{ set: ValuesOf<typeof auctions>; data: Record<string, unknown> }> {
  const outcome = outcomeOf(lot);
  await settleDeposits(db, lot, outcome.winnerId, who);
  const winner = await memberName(db, outcome.winnerId);
  await raiseLive(db, {
    kind: 'auction_ended',
    record: lot.id,
    key: `ended:${lot.id}`,
    params: {
      name: lot.title,
      status: outcome.result,
      member: winner,
      ...(outcome.finalPrice === null ? {} : { amount: outcome.finalPrice }),
    },
  });
  return {
    set: { ...outcome, endedAt, updatedAt: who.now },
    data: { result: outcome.result, winner, final_price: outcome.finalPrice },
  };
}

/**
 * A lot's clock (engine/addons/campaign.ts): running from its start, ended at its end and settled as `closeOut` says,
 * each move written with its history row by the sweep or by the first step or bid that touches the lot.
 */
export const lots = defineCampaign({
  entity: LOT_ENTITY,
  table: auctions,
  stoppedAt: auctions.endedAt,
  clockTitles: CLOCK_STEPS,
  onEnd: (db, lot, now) => closeOut(db, lot, lot.endAt, { accountId: null, now }),
});
