import { accounts, col, defineResource, joinTo, memberColumns } from '@yanye/addon-kit/server';
import { type SQL, sql } from 'drizzle-orm';
import { BID_STATE_OPTIONS, resultSql, stateSql } from './states';
import { auctionBids, auctions } from './tables';
import { AUCTION_TITLES } from './texts';

export { auctionBids } from './tables';

const b = auctionBids;
const a = auctions;

/**
 * Where a bid stands on its lot: the lot's highest is leading while it runs, won or under the reserve once it
 * ends, void if the lot was stopped; any other has been outbid.
 */
export const bidStateSql: SQL<string> = sql<string>`(case when ${a.status} = 'stopped' then 'void'
  when ${b.amount} <> ${a.currentPrice} then 'outbid'
  when ${stateSql} = 'ended' then (case when ${resultSql} = 'sold' then 'won' else 'below' end)
  else 'leading' end)`;

/**
 * The bid history (/plugin/auction/record): every accepted bid, on every lot, by whom, when, and where it stands
 * now. Bids are made on a lot (its `Bid` call) and never edited or deleted.
 */
export const bidResource = defineResource({
  entity: 'Bid',
  table: auctionBids,
  joins: [joinTo(b.auctionId), joinTo(b.memberId), joinTo(b.accountId)],
  columns: [
    col.number(b.auctionId, AUCTION_TITLES.lotNo, {
      filter: 'number',
      sortable: true,
      width: 90,
      align: 'left',
    }),
    col.text(a.title, AUCTION_TITLES.lot, {
      as: 'auction_title',
      filter: 'text',
      width: 200,
      link: { page: 'AuctionInfo', idKey: 'auction_id' },
    }),
    ...memberColumns(),
    col.money(b.amount, AUCTION_TITLES.amount, { sortable: true, filter: 'number', sum: true }),
    col.computed('select', bidStateSql, AUCTION_TITLES.bidState, {
      as: 'bid_state',
      options: BID_STATE_OPTIONS,
      filter: 'select',
      width: 100,
    }),
    col.datetime(b.createdAt, AUCTION_TITLES.bidAt, { sortable: true, filter: 'datetime' }),
    col.datetime(b.extendedTo, AUCTION_TITLES.extendedTo, { visible: false }),
    col.text(accounts.nickName, AUCTION_TITLES.operator, { as: 'operator_name', visible: false, width: 100 }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
