import {
  type FlowEvent,
  formatYuan,
  type Lang,
  listSource,
  members,
  notFound,
  route,
  selection,
  toWireRow,
} from '@yanye/addon-kit/server';
import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auctionDefaults, auctionDetail, type Lot, type LotBid } from '../contract';
import { auctionResource } from './auction.resource';
import { bidResource } from './bid.resource';
import { LOT_ENTITY } from './lifecycle';
import { lotDefaults } from './settings';
import { auctionBids, auctionDeposits, auctions } from './tables';
import { RESULT_TITLES } from './texts';

const HOUR = 3_600;
const DAY = 86_400;

/** The most bids a lot's page lists (the bid history list has them all). */
const PAGE_BIDS = 500;

/** A history row in the user's words: how an ended lot went, said from what its end kept. */
function worded(e: FlowEvent, lang: Lang): FlowEvent {
  const result = e.data.result === 'sold' || e.data.result === 'unsold' ? e.data.result : undefined;
  const detail = result
    ? [
        RESULT_TITLES[result][lang],
        typeof e.data.winner === 'string' && e.data.winner ? e.data.winner : '',
        e.data.final_price ? formatYuan(e.data.final_price) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : e.detail;
  return { ...e, detail };
}

/** The lot's page (`info/:id`) and the add form's starting values. */
export const detailRoutes = [
  route(auctionDetail, {
    handler: async ({ db, lang, deps }, { query }) => {
      const [row] = await listSource(auctionResource, db, {
        ...selection(auctionResource),
        goods_id: auctions.goodsId,
        description: auctions.description,
      }).where(eq(auctions.id, query.id));
      if (!row) throw notFound();
      const bids = await listSource(bidResource, db, selection(bidResource))
        .where(eq(auctionBids.auctionId, query.id))
        .orderBy(desc(auctionBids.id))
        .limit(PAGE_BIDS);
      const deposits = await db
        .select({
          member_name: members.nickName,
          member_phone: members.phone,
          amount: auctionDeposits.amount,
          status: auctionDeposits.status,
          created_at: auctionDeposits.createdAt,
          settled_at: auctionDeposits.settledAt,
        })
        .from(auctionDeposits)
        .leftJoin(members, eq(members.id, auctionDeposits.memberId))
        .where(eq(auctionDeposits.auctionId, query.id))
        .orderBy(asc(auctionDeposits.id));
      const history = await auctionResource.flow!.history(
        db,
        LOT_ENTITY,
        query.id,
        lang,
        (step) => auctionResource.actions[step]?.label,
        deps.config.TIME_ZONE,
      );
      return {
        // The lot's columns are the list's, checked against the contract in the tests.
        lot: toWireRow(auctionResource, row) as z.infer<typeof Lot>,
        bids: bids.map((b) => toWireRow(bidResource, b) as z.infer<typeof LotBid>),
        deposits,
        history: history.map((e) => worded(e, lang)),
      };
    },
  }),
  route(auctionDefaults, {
    handler: async ({ db, deps }) => {
      const d = await lotDefaults(db);
      // Starting on the hour after next, for a day: a time to fill in, not to keep as it is.
      const startAt = (Math.floor(deps.now() / HOUR) + 2) * HOUR;
      return {
        increment: d.increment,
        deposit: d.deposit,
        snipe_window: d.snipeWindow,
        snipe_extend: d.snipeExtend,
        start_at: startAt,
        end_at: startAt + DAY,
      };
    },
  }),
];
