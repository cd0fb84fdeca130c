import { campaignSql, campaignTabs, optionsOf, T } from '@yanye/addon-kit/server';
import { type SQL, sql } from 'drizzle-orm';
import { type AuctionResult, auctions } from './tables';
import { BID_STATE_TITLES, RESULT_TITLES } from './texts';

/**
 * Where a lot is, by its stored state and the clock (engine/addons/campaign.ts): publishing makes it `scheduled`; from
 * then on the clock moves it, running from its start, ended at its end. The sweep (and the next step or bid on the
 * lot) makes that permanent; until then lists derive it, so a list never shows a lot as open after its end, nor
 * the result it will have.
 */

const a = auctions;

export const RESULT_OPTIONS = optionsOf(RESULT_TITLES);
export const BID_STATE_OPTIONS = optionsOf(BID_STATE_TITLES);

const clock = campaignSql(a);

/** A lot's state as shown: the stored one, moved on by the clock (the database's). */
export const stateSql = clock.state;

/** The list's tabs: every lot, then one per state, by the same conditions as the state shown. */
export const STATE_TABS = campaignTabs(clock, T('全部', 'all'));

/** The clock has ended a lot the sweep has not settled yet. */
const pastEnd = clock.pastEnd;

/** Whether an ended lot sells: a bid at or above the reserve (which is at least the start price, or none). */
const sells = sql`${a.bidCount} > 0 and ${a.currentPrice} >= ${a.reservePrice}`;

/** How a lot ended, settled or not yet: what the sweep will write. '' while it has not ended. */
export const resultSql: SQL<AuctionResult> = sql<AuctionResult>`(case when ${a.status} = 'ended' then ${a.result}
  when ${pastEnd} then (case when ${sells} then 'sold' else 'unsold' end) else '' end)`;

/** Who won, settled or not yet. */
export const winnerSql = sql`(case when ${a.status} = 'ended' then ${a.winnerId}
  when ${pastEnd} and ${sells} then ${a.leaderId} end)`;

/** The price it sold at, settled or not yet. */
export const finalPriceSql = sql<number>`(case when ${a.status} = 'ended' then ${a.finalPrice}
  when ${pastEnd} and ${sells} then ${a.currentPrice} end)`;

/** Whether a lot that ends now sells, and to whom. */
export function outcomeOf(
  row: Pick<typeof auctions.$inferSelect, 'bidCount' | 'currentPrice' | 'reservePrice' | 'leaderId'>,
): { result: 'sold' | 'unsold'; winnerId: number | null; finalPrice: number | null } {
  const sold = row.bidCount > 0 && row.leaderId !== null && row.currentPrice >= row.reservePrice;
  return sold
    ? { result: 'sold', winnerId: row.leaderId, finalPrice: row.currentPrice }
    : { result: 'unsold', winnerId: null, finalPrice: null };
}
