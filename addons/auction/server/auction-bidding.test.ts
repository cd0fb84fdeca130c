import { bellEvents, DB_KINDS, okData, refused, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, AuctionDesk, type Row } from './auction.support';

/**
 * Bidding on a lot and settling it, through HTTP and the sweep: the bid rules to the second, anti-sniping,
 * settling sold or unsold by the reserve, a lot listed by the clock before the sweep writes it, and deposits
 * booked and refunded once. The lot's own form, flow and life are in auction.test.ts.
 */

describe.each(DB_KINDS)('auction bidding on %s', (kind) => {
  const app = suiteApp(kind);
  let desk: AuctionDesk;

  beforeAll(async () => {
    desk = await new AuctionDesk(app.t).open();
  });

  it('takes bids by the rules: the start price first, then the increment, from the start to the end second', async () => {
    const id = await desk.scheduled({ start_price: 10_000, increment: 500 });
    const { start_at: start, end_at: end } = await desk.lot(id);
    const [a, b, c] = [await desk.member(), await desk.member(), await desk.member()];

    await desk.at(start - 1);
    refused(await desk.bid(id, a, 10_000), 409, '尚未开始');
    await desk.at(start);
    refused(await desk.bid(id, a, 9_999), 409, '不能低于起拍价 ¥100.00');
    const first = okData(await desk.bid(id, a, 10_000), 'first bid');
    expect(first).toMatchObject({ id, current_price: 10_000, leader_id: a });
    refused(await desk.bid(id, b, 10_499), 409, '出价须不低于 ¥105.00');
    refused(await desk.bid(id, a, 11_000), 409, '已是当前最高出价者');
    okData(await desk.bid(id, b, 10_500), 'second bid');
    okData(await desk.bid(id, c, 12_000), 'a higher one');
    refused(await desk.bid(id, 999_999_999, 20_000), 400, '会员不存在');
    const off = await desk.member();
    await desk.disable(off);
    refused(await desk.bid(id, off, 20_000), 409, '已停用');
    refused(await desk.admin.post(`${API}AuctionBid`, { id, member_id: a }), 400, '出价金额');

    await desk.at(end - 1);
    okData(await desk.bid(id, a, 12_500), 'last second');
    await desk.at(end);
    refused(await desk.bid(id, b, 13_000), 409, '已于');

    const lot = await desk.lot(id);
    expect(lot).toMatchObject({ bid_count: 4, current_price: 12_500, end_at: end, status: 'running' });
    const bids = (await desk.detail(id)).bids;
    expect(bids.map((x) => [x.amount, x.bid_state])).toEqual([
      [12_500, 'leading'],
      [12_000, 'outbid'],
      [10_500, 'outbid'],
      [10_000, 'outbid'],
    ]);
    const listed = okData(
      await desk.admin.get<Row[]>(`${API}BidManage`, {
        auction_id: `${id},${id}`,
        sort: 'amount',
        order: 'true',
      }),
      'bid list',
    );
    expect(listed.map((x) => x.amount)).toEqual([10_000, 10_500, 12_000, 12_500]);
    expect(listed.every((x) => x.auction_id === id && x.operator_name)).toBe(true);
  });

  it('moves the end of a late bid (anti-sniping), never earlier', async () => {
    const id = await desk.scheduled({ snipe_window: 300, snipe_extend: 600 });
    const { start_at: start, end_at: end } = await desk.lot(id);
    const [a, b] = [await desk.member(), await desk.member()];
    await desk.at(end - 301);
    okData(await desk.bid(id, a, 10_000), 'before the window');
    expect((await desk.lot(id)).end_at).toBe(end);
    await desk.at(end - 300);
    const late = okData(await desk.bid(id, b, 10_100), 'in the window');
    expect(late.end_at).toBe(desk.now + 600);
    const moved = await desk.lot(id);
    expect(moved.end_at).toBe(end + 300);
    expect((await desk.detail(id)).bids[0]!.extended_to).toBe(end + 300);
    await desk.at(moved.end_at - 1);
    okData(await desk.bid(id, a, 10_200), 'in the new window');
    const again = await desk.lot(id);
    expect(again.end_at).toBe(desk.now + 600);
    await desk.at(again.end_at);
    refused(await desk.bid(id, b, 10_300), 409, '已于');
    expect(start).toBeLessThan(end);

    // A short extension never brings the end forward.
    const short = await desk.scheduled({ snipe_window: 600, snipe_extend: 60 });
    const s = await desk.lot(short);
    await desk.at(s.end_at - 500);
    okData(await desk.bid(short, a, 10_000), 'bid');
    expect((await desk.lot(short)).end_at).toBe(s.end_at);
  });

  it('settles by the clock: sold to the leader at or above the reserve, else unsold, once', async () => {
    const sold = await desk.scheduled({ reserve_price: 20_000 });
    const under = await desk.scheduled({ reserve_price: 30_000 });
    const none = await desk.scheduled();
    const { start_at: start, end_at: end } = await desk.lot(sold);
    const [a, b] = [await desk.member(), await desk.member()];
    await desk.at(start + 60);
    okData(await desk.bid(sold, a, 15_000), 'bid');
    okData(await desk.bid(sold, b, 21_000), 'bid at the reserve');
    okData(await desk.bid(under, a, 15_000), 'bid');
    okData(await desk.bid(under, b, 29_900), 'bid under the reserve');
    expect(await desk.sweep()).toBeGreaterThanOrEqual(1);
    expect((await desk.lot(none)).status).toBe('running');

    await desk.at(end);
    expect(await desk.sweep()).toBeGreaterThanOrEqual(3);
    expect(await desk.sweep()).toBe(0);
    expect(await desk.lot(sold)).toMatchObject({
      status: 'ended',
      result: 'sold',
      winner_name: expect.stringContaining('竞拍人'),
      final_price: 21_000,
      ended_at: end,
    });
    expect(await desk.lot(under)).toMatchObject({
      status: 'ended',
      result: 'unsold',
      winner_name: null,
      final_price: null,
    });
    expect(await desk.lot(none)).toMatchObject({ status: 'ended', result: 'unsold', bid_count: 0 });
    // The bell tells each end once, however often the clock looked: the sale with its winner and price.
    const told = await bellEvents(desk.admin, 'auction_ended');
    const about = (id: number) => told.filter((e) => e.record === String(id)).map((e) => e.params);
    expect(about(sold)).toEqual([
      {
        name: (await desk.lot(sold)).title,
        status: 'sold',
        member: expect.stringContaining('竞拍人'),
        amount: 21_000,
      },
    ]);
    expect(about(under).map((p) => p.status)).toEqual(['unsold']);
    const history = (await desk.detail(sold)).history;
    expect(history.at(-1)).toMatchObject({ step: 'end', to: 'ended', step_title: '到时结束' });
    expect(history.at(-1)!.detail).toContain('¥210.00');
    const states = (await desk.detail(sold)).bids.map((x) => x.bid_state);
    expect(states).toEqual(['won', 'outbid']);
    expect((await desk.detail(under)).bids[0]!.bid_state).toBe('below');
    const ended = okData(
      await desk.admin.get<Row[]>(`${API}AuctionManage`, { _tab: 'ended', title: '测试拍卖', limit: 100 }),
      'ended tab',
    );
    expect(ended.map((r) => r.id)).toEqual(expect.arrayContaining([sold, under, none]));
  });

  it('lists a lot by the clock before the sweep writes it', async () => {
    const id = await desk.scheduled({ reserve_price: 0 });
    const dbNow = await desk.dbNow();
    // As if time had passed for the database: the lot opened a minute ago, then ended a second ago.
    const { auctions } = await import('./tables');
    const { eq } = await import('drizzle-orm');
    await desk.db((db) =>
      db
        .update(auctions)
        .set({ startAt: dbNow - 60 })
        .where(eq(auctions.id, id)),
    );
    const row = async () =>
      okData(
        await desk.admin.get<Row[]>(`${API}AuctionManage`, { title: (await desk.lot(id)).title }),
        'list',
      )[0]!;
    expect(await row()).toMatchObject({ status: 'running', result: '' });
    const member = await desk.member();
    await desk.at(Math.max(desk.now, dbNow));
    okData(await desk.bid(id, member, 10_000), 'bid');
    await desk.db((db) =>
      db
        .update(auctions)
        .set({ endAt: dbNow - 1 })
        .where(eq(auctions.id, id)),
    );
    expect(await row()).toMatchObject({ status: 'ended', result: 'sold', final_price: null });
    const bid = okData(
      await desk.admin.get<Row[]>(`${API}BidManage`, { auction_id: `${id},${id}` }),
      'bids',
    )[0]!;
    expect(bid.bid_state).toBe('won');
  });

  it('books a deposit once on a first bid, refuses a short balance, and refunds all but the winner once', async () => {
    const id = await desk.scheduled({ deposit: 5_000 });
    const { start_at: start, end_at: end } = await desk.lot(id);
    const [a, b, poor] = [await desk.member(100), await desk.member(80), await desk.member(30)];
    await desk.at(start);

    refused(await desk.bid(id, poor, 10_000), 409, '保证金 ¥50.00');
    expect(await desk.balance(poor)).toBe(3_000);
    expect(await desk.lot(id)).toMatchObject({ bid_count: 0, current_price: 0 });
    expect((await desk.detail(id)).deposits).toEqual([]);

    okData(await desk.bid(id, a, 10_000), 'a');
    okData(await desk.bid(id, b, 10_100), 'b');
    okData(await desk.bid(id, a, 10_200), 'a again: no second deposit');
    expect(await desk.balance(a)).toBe(5_000);
    expect(await desk.balance(b)).toBe(3_000);
    expect((await desk.detail(id)).deposits.map((d) => [d.amount, d.status])).toEqual([
      [5_000, 'held'],
      [5_000, 'held'],
    ]);

    await desk.at(end);
    await desk.sweep();
    await desk.sweep();
    expect(await desk.lot(id)).toMatchObject({ result: 'sold', final_price: 10_200 });
    expect(await desk.balance(a)).toBe(5_000);
    expect(await desk.balance(b)).toBe(8_000);
    const deposits = (await desk.detail(id)).deposits;
    expect(deposits.map((d) => d.status).sort()).toEqual(['kept', 'refunded']);
    refused(await desk.step(id, 'Close'), 409, '已结束');
    expect(await desk.balance(b)).toBe(8_000);

    // Stopping refunds everyone.
    const stopped = await desk.scheduled({ deposit: 2_000 });
    await desk.at((await desk.lot(stopped)).start_at);
    okData(await desk.bid(stopped, a, 10_000), 'a');
    okData(await desk.bid(stopped, b, 10_100), 'b');
    expect([await desk.balance(a), await desk.balance(b)]).toEqual([3_000, 6_000]);
    okData(await desk.step(stopped, 'Stop', { reason: '拍品受损，停止拍卖' }), 'stop');
    expect([await desk.balance(a), await desk.balance(b)]).toEqual([5_000, 8_000]);
    expect((await desk.detail(stopped)).deposits.every((d) => d.status === 'refunded')).toBe(true);
    expect((await desk.detail(stopped)).bids.every((x) => x.bid_state === 'void')).toBe(true);
    await desk.ledgerHolds();
  });
});
