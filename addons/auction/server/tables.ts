import {
  accounts,
  CAMPAIGN_STATES,
  createdAt,
  goods,
  isOneOf,
  members,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The auction add-on's tables: the lots, every accepted bid, and the deposits members put down. Money is
 * integer cents; times are unix seconds.
 */

/** How an ended lot went: sold to its winner, or not (no bid, or the highest under the reserve). */
export const AUCTION_RESULTS = ['', 'sold', 'unsold'] as const;
export type AuctionResult = (typeof AUCTION_RESULTS)[number];

/** A deposit: held while the lot runs, refunded after it, or kept towards the price by the winner. */
export const DEPOSIT_STATES = ['held', 'refunded', 'kept'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** A lot: one goods item auctioned between its start and end, to the highest bid at or above the reserve. */
export const auctions = storeTable(
  'auctions',
  {
    goodsId: refId('goods_id').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    startPrice: bigint('start_price', { mode: 'number' }).notNull(),
    /** The least a bid must beat the current price by. */
    increment: bigint('increment', { mode: 'number' }).notNull(),
    /** Under it the lot is not sold; 0 for none. */
    reservePrice: bigint('reserve_price', { mode: 'number' }).notNull().default(0),
    /** Put down from the member's balance on their first bid; 0 for none. */
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    startAt: unixTime('start_at').notNull(),
    /** When bidding closes; a late bid moves it (anti-sniping). */
    endAt: unixTime('end_at').notNull(),
    /** A bid in the last `snipe_window` seconds moves the end to the bid's time + `snipe_extend` seconds. */
    snipeWindow: integer('snipe_window').notNull().default(0),
    snipeExtend: integer('snipe_extend').notNull().default(0),
    status: text('status', { enum: CAMPAIGN_STATES }).notNull().default('draft'),
    result: text('result', { enum: AUCTION_RESULTS }).notNull().default(''),
    /** The highest bid so far (0 before the first). */
    currentPrice: bigint('current_price', { mode: 'number' }).notNull().default(0),
    bidCount: integer('bid_count').notNull().default(0),
    /** Who holds the highest bid. */
    leaderId: refId('leader_id'),
    winnerId: refId('winner_id'),
    finalPrice: bigint('final_price', { mode: 'number' }),
    /** When it really ended: its end by the clock, the hammer brought down early, or the stop. */
    endedAt: unixTime('ended_at'),
    stopReason: text('stop_reason').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    index('auctions_clock_idx').on(t.supplierId, t.status, t.endAt),
    index('auctions_goods_idx').on(t.supplierId, t.goodsId),
    storeKey('auctions_goods_fk', t, t.goodsId, goods),
    storeKey('auctions_leader_fk', t, t.leaderId, members),
    storeKey('auctions_winner_fk', t, t.winnerId, members),
    check('auctions_status_check', isOneOf(t.status, CAMPAIGN_STATES)),
    check('auctions_result_check', isOneOf(t.result, AUCTION_RESULTS)),
    check('auctions_time_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'auctions_price_check',
      sql`${t.startPrice} > 0 and ${t.increment} > 0 and ${t.reservePrice} >= 0 and ${t.deposit} >= 0`,
    ),
    check('auctions_snipe_check', sql`${t.snipeWindow} >= 0 and ${t.snipeExtend} >= 0`),
    // The leader and the winner are kept by the code alone (bid.ts, lifecycle.ts): a check tying them to the
    // counts would stand before their foreign keys, which must be what refuses a reference.
    check(
      'auctions_bids_check',
      sql`${t.bidCount} >= 0 and (${t.bidCount} = 0 or ${t.currentPrice} >= ${t.startPrice})`,
    ),
    // Only an ended lot has a result, and a sold one its price.
    check(
      'auctions_result_state_check',
      sql`(${t.status} = 'ended') = (${t.result} <> '') and (${t.result} = 'sold') = (${t.finalPrice} is not null)`,
    ),
  ],
);

/**
 * An accepted bid. Each beats the one before on its lot, so a lot's amounts are unique: the database refuses a
 * second bid of the same amount even if the lot's lock were ever bypassed.
 */
export const auctionBids = storeTable(
  'auction_bids',
  {
    auctionId: refId('auction_id').notNull(),
    memberId: refId('member_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The lot's end this bid moved it to (anti-sniping), if it did. */
    extendedTo: unixTime('extended_to'),
    /** The operator who bid for the member (代客出价); none from the app. */
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auction_bids_amount_key').on(t.supplierId, t.auctionId, t.amount),
    index('auction_bids_member_idx').on(t.supplierId, t.memberId),
    index('auction_bids_time_idx').on(t.supplierId, t.createdAt),
    storeKey('auction_bids_auction_fk', t, t.auctionId, auctions),
    storeKey('auction_bids_member_fk', t, t.memberId, members),
    storeKey('auction_bids_account_fk', t, t.accountId, accounts),
    check('auction_bids_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A member's deposit on a lot: one per member and lot, booked on their first bid (ledger key in deposit.ts). */
export const auctionDeposits = storeTable(
  'auction_deposits',
  {
    auctionId: refId('auction_id').notNull(),
    memberId: refId('member_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: DEPOSIT_STATES }).notNull().default('held'),
    createdAt: createdAt(),
    /** When it was refunded or kept. */
    settledAt: unixTime('settled_at'),
  },
  (t) => [
    uniqueIndex('auction_deposits_member_key').on(t.supplierId, t.auctionId, t.memberId),
    storeKey('auction_deposits_auction_fk', t, t.auctionId, auctions),
    storeKey('auction_deposits_member_fk', t, t.memberId, members),
    check('auction_deposits_amount_check', sql`${t.amount} > 0`),
    check('auction_deposits_status_check', isOneOf(t.status, DEPOSIT_STATES)),
    check('auction_deposits_settled_check', sql`(${t.status} = 'held') = (${t.settledAt} is null)`),
  ],
);
