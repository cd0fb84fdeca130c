import {
  badInput,
  CAMPAIGN_STATE_TITLES,
  campaignStateColumn,
  campaignTimeColumns,
  checkCampaignTimes,
  col,
  conflict,
  defineResource,
  field,
  formatDateTime,
  goods,
  joinTo,
  MEMBER_TITLES,
  members,
  nameColumn,
  type SaveContext,
  type StoreDb,
  T,
  type Texts,
  tableOptions,
  type ValuesOf,
} from '@yanye/addon-kit/server';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BID_FIELDS, MAX_BID, placeBid } from './bid';
import { lotFlow } from './flow';
import type { Lot } from './lifecycle';
import { lotDefaults } from './settings';
import { RESULT_OPTIONS, resultSql, STATE_TABS } from './states';
import { auctions } from './tables';
import { AUCTION_MESSAGES, AUCTION_TITLES } from './texts';

export { auctions } from './tables';

const a = auctions;
/** The leader and the winner are both members: two joins of the one table. */
const leader = alias(members, 'auction_leader');
const winner = alias(members, 'auction_winner');

/** The longest a lot may run. */
const MAX_DAYS = 90;
/** The longest anti-sniping window and extension: an hour. */
const MAX_SNIPE = 3_600;

type Values = ValuesOf<typeof auctions>;

/** The lot as it is, locked: a save, a delete and a bid on it queue. */
async function lockLots(db: StoreDb, ids: readonly number[]): Promise<Lot[]> {
  return db
    .select()
    .from(a)
    .where(inArray(a.id, [...ids]))
    .orderBy(a.id)
    .for('update');
}

/** Only a draft, or a lot published but not started (by the server's clock, to the second), is edited. */
function assertEditableNow(lot: Lot, ctx: SaveContext): void {
  if (lot.bidCount > 0) throw conflict(AUCTION_MESSAGES.hasBids);
  if (lot.status === 'scheduled' && lot.startAt <= ctx.now)
    throw conflict(AUCTION_MESSAGES.started, {
      title: lot.title,
      at: formatDateTime(lot.startAt, ctx.timeZone),
    });
  if (lot.status !== 'draft' && lot.status !== 'scheduled')
    throw conflict(AUCTION_MESSAGES.notEditable, {
      title: lot.title,
      state: CAMPAIGN_STATE_TITLES[lot.status],
    });
}

/** The lot as it will be holds together: its times, its prices and its anti-sniping. */
function checkLot(next: Values, ctx: SaveContext): void {
  checkCampaignTimes(next, ctx, MAX_DAYS);
  if (!(Number(next.increment) > 0)) throw badInput(AUCTION_MESSAGES.incrementNeeded);
  const reserve = Number(next.reservePrice ?? 0);
  if (reserve !== 0 && reserve < Number(next.startPrice)) throw badInput(AUCTION_MESSAGES.reserveLow);
  if (Number(next.snipeWindow ?? 0) > 0 && !(Number(next.snipeExtend ?? 0) > 0))
    throw badInput(AUCTION_MESSAGES.snipeExtend);
}

/**
 * A new lot is a draft; what its form left out (the increment, the anti-sniping, the deposit) comes from the
 * add-on's settings. An edit is of a draft or of a lot not started yet, and without bids.
 */
async function beforeSave(db: StoreDb, values: Values, id: number | undefined, ctx: SaveContext) {
  if (id !== undefined) {
    const [held] = await lockLots(db, [id]);
    // Gone meanwhile: the engine's own update finds nothing and says so.
    if (!held) return values;
    assertEditableNow(held, ctx);
    checkLot({ ...held, ...values }, ctx);
    return { ...values, updatedAt: ctx.now };
  }
  const defaults = await lotDefaults(db);
  const made: Values = {
    ...values,
    increment: values.increment || defaults.increment,
    deposit: values.deposit ?? defaults.deposit,
    snipeWindow: values.snipeWindow ?? defaults.snipeWindow,
    snipeExtend: values.snipeExtend ?? defaults.snipeExtend,
  };
  checkLot(made, ctx);
  return { ...made, status: 'draft' as const, createdAt: ctx.now, updatedAt: ctx.now };
}

/** A lot with bids is never deleted: its bids, deposits and ledger rows name it. */
async function beforeDelete(db: StoreDb, ids: readonly number[]): Promise<void> {
  for (const lot of await lockLots(db, ids)) {
    if (lot.bidCount > 0)
      throw conflict(AUCTION_MESSAGES.deleteWithBids, { title: lot.title, count: lot.bidCount });
  }
}

const secondsTip = (tip: Texts) => ({ min: 0, max: MAX_SNIPE, decimals: 0, tip });

/**
 * The lots (/plugin/auction): a goods item auctioned between a start and an end. Its flow publishes, stops and
 * closes it; the clock runs it (states.ts); `Bid` takes a bid for a member. Lists show the state the clock has
 * brought it to, whether or not the sweep has written it yet.
 */
export const auctionResource = defineResource({
  entity: 'Auction',
  table: auctions,
  joins: [
    joinTo(a.goodsId),
    { table: leader, on: eq(leader.id, a.leaderId) },
    { table: winner, on: eq(winner.id, a.winnerId) },
  ],
  columns: [
    col.image(a.cover, AUCTION_TITLES.cover, { form: true }),
    nameColumn(a.title, AUCTION_TITLES.title, {
      width: 200,
      max: 60,
      link: { page: 'AuctionInfo', idKey: 'id' },
    }),
    col.text(goods.name, AUCTION_TITLES.goods, { as: 'goods_name', filter: 'text', width: 160 }),
    field(a.goodsId, AUCTION_TITLES.goods, 'select', {
      required: true,
      options: tableOptions(goods, goods.id, goods.name, goods.sort),
    }),
    campaignStateColumn(a, AUCTION_TITLES.state, 'status'),
    col.money(a.startPrice, AUCTION_TITLES.startPrice, {
      sortable: true,
      form: { required: true, min: 1, max: MAX_BID },
    }),
    col.money(a.increment, AUCTION_TITLES.increment, {
      form: {
        min: 0,
        max: MAX_BID,
        tip: T('每次出价至少比当前价高出这么多；不填则用插件设置的默认值'),
      },
    }),
    col.money(a.reservePrice, AUCTION_TITLES.reservePrice, {
      form: {
        min: 0,
        max: MAX_BID,
        tip: T('最高出价低于保留价则流拍；0 为不设'),
      },
    }),
    col.money(a.deposit, AUCTION_TITLES.deposit, {
      form: {
        min: 0,
        max: MAX_BID,
        tip: T('会员首次出价时从余额扣除，未得标者结束后退还；0 为不收'),
      },
    }),
    ...campaignTimeColumns(a),
    col.number(a.snipeWindow, AUCTION_TITLES.snipeWindow, {
      visible: false,
      form: secondsTip(T('结束前这么多秒内有人出价，则自动延时；0 为不延时')),
    }),
    col.number(a.snipeExtend, AUCTION_TITLES.snipeExtend, {
      visible: false,
      form: secondsTip(T('延时后，结束时间为出价时间加上这么多秒')),
    }),
    field(a.description, AUCTION_TITLES.description, 'textarea', { max: 2_000 }),
    col.money(a.currentPrice, AUCTION_TITLES.currentPrice, { sortable: true }),
    col.number(a.bidCount, AUCTION_TITLES.bidCount, { sortable: true, sum: true, width: 90 }),
    col.text(leader.nickName, AUCTION_TITLES.leader, { as: 'leader_name', filter: 'text', width: 110 }),
    col.text(leader.phone, MEMBER_TITLES.phone, { as: 'leader_phone', visible: false }),
    col.computed('select', resultSql, AUCTION_TITLES.result, {
      as: 'result',
      options: RESULT_OPTIONS,
      filter: 'select',
      width: 90,
    }),
    col.text(winner.nickName, AUCTION_TITLES.winner, { as: 'winner_name', filter: 'text', width: 110 }),
    col.text(winner.phone, MEMBER_TITLES.phone, { as: 'winner_phone', visible: false }),
    col.money(a.finalPrice, AUCTION_TITLES.finalPrice, { sortable: true, sum: true }),
    col.datetime(a.endedAt, AUCTION_TITLES.endedAt, { sortable: true, visible: false }),
    col.text(a.stopReason, AUCTION_TITLES.stopReason, { visible: false, width: 160 }),
    col.datetime(a.createdAt, AUCTION_TITLES.created, { sortable: true, visible: false }),
  ],
  tabs: STATE_TABS,
  defaultSort: { key: 'id', order: 'desc' },
  flow: lotFlow,
  actions: {
    Bid: { fields: BID_FIELDS, when: { status: ['running'] }, run: placeBid },
  },
  links: { Info: { page: 'AuctionInfo' } },
  // A lot with bids is neither edited nor deleted; which of the others may be edited beforeSave says.
  editableWhen: { condition: { bid_count: [0] }, message: AUCTION_MESSAGES.hasBids },
  beforeSave,
  beforeDelete,
  exportable: true,
  exportAsync: true,
});
