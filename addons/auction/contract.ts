import { FlowEvent, get, recordId } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The auction add-on's own calls, beside the engine's (list, form, steps): what both its sides read, the server
 * to serve them and the browser to call them. Money is cents, times unix seconds.
 */

const api = '/v1/addons/auction/';

const money = z.number().int();
const time = z.number().int();

/** A lot's states as shown (the clock's included) and how an ended one went. */
export const LOT_STATES = ['draft', 'scheduled', 'running', 'ended', 'stopped'] as const;
export type LotState = (typeof LOT_STATES)[number];
export const LOT_RESULTS = ['', 'sold', 'unsold'] as const;
export const BID_STATES = ['leading', 'outbid', 'won', 'below', 'void'] as const;
export const DEPOSIT_STATES = ['held', 'refunded', 'kept'] as const;

/** A lot, keyed as the lot list's columns (its page labels it with that list's metadata). */
export const Lot = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string().nullable(),
  description: z.string(),
  start_price: money,
  increment: money,
  reserve_price: money,
  deposit: money,
  start_at: time,
  end_at: time,
  snipe_window: z.number().int(),
  snipe_extend: z.number().int(),
  status: z.enum(LOT_STATES),
  result: z.enum(LOT_RESULTS),
  current_price: money,
  bid_count: z.number().int(),
  leader_name: z.string().nullable(),
  leader_phone: z.string().nullable(),
  winner_name: z.string().nullable(),
  winner_phone: z.string().nullable(),
  final_price: money.nullable(),
  ended_at: time.nullable(),
  stop_reason: z.string(),
  created_at: time,
});

/** A bid, keyed as the bid list's columns. */
export const LotBid = z.object({
  id: z.number().int(),
  auction_id: z.number().int(),
  member_name: z.string().nullable(),
  member_phone: z.string().nullable(),
  amount: money,
  bid_state: z.enum(BID_STATES),
  created_at: time,
  extended_to: time.nullable(),
  operator_name: z.string().nullable(),
});

export const LotDeposit = z.object({
  member_name: z.string().nullable(),
  member_phone: z.string().nullable(),
  amount: money,
  status: z.enum(DEPOSIT_STATES),
  created_at: time,
  settled_at: time.nullable(),
});

/** `GET AuctionDetail?id=`: a lot's page: the lot, its bids newest first, the deposits, and its history. */
export const auctionDetail = get(`${api}AuctionDetail`, {
  summary: "An auction's page: the lot as now, its bids newest first, its deposits and its history",
  query: z.object({ id: recordId }),
  response: z.object({
    lot: Lot,
    bids: z.array(LotBid),
    deposits: z.array(LotDeposit),
    history: z.array(FlowEvent),
  }),
});

/** `GET AuctionDefaults`: what a new lot starts with, from the add-on's settings (and times to come). */
export const auctionDefaults = get(`${api}AuctionDefaults`, {
  summary: "What a new auction's form starts with: the add-on's settings, and a start and end to come",
  response: z.object({
    increment: money,
    deposit: money,
    snipe_window: z.number().int(),
    snipe_extend: z.number().int(),
    start_at: time,
    end_at: time,
  }),
});
