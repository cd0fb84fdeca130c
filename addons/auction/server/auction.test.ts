import {
  bellEvents,
  DB_KINDS,
  okData,
  type Reply,
  refused,
  signedIn,
  suiteApp,
} from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, AuctionDesk, DAY, type Detail, HOUR, type Row } from './auction.support';

/**
 * The auction add-on's lots through HTTP: a lot's form and its defaults from the settings, its flow (publish,
 * stop, close now) with every refused step changing nothing, deleting, the demo store's lots, its detail and
 * metadata, the store wall, and the add-on uninstalled and installed again. Bids, settling and deposits are in
 * auction-bidding.test.ts.
 */

describe.each(DB_KINDS)('auctions on %s', (kind) => {
  const app = suiteApp(kind);
  let desk: AuctionDesk;

  beforeAll(async () => {
    desk = await new AuctionDesk(app.t).open();
  });

  it("seeds the demo store's lots in every state, with bids and a ledger that adds up", async () => {
    const { admin } = desk;
    const counted = okData(
      await admin.get<{ count: number; tabs: Record<string, number> }>(`${API}AuctionManage`, {
        _count_sum: 1,
      }),
      'count',
    );
    expect(counted.count).toBeGreaterThanOrEqual(8);
    for (const state of ['draft', 'scheduled', 'running', 'ended', 'stopped'])
      expect(counted.tabs[state], state).toBeGreaterThan(0);
    const ended = okData(
      await admin.get<Row[]>(`${API}AuctionManage`, { _tab: 'ended', limit: 50 }),
      'ended',
    );
    expect(new Set(ended.map((r) => r.result))).toEqual(new Set(['sold', 'unsold']));
    const bids = okData(await admin.get<Row[]>(`${API}BidManage`, { limit: 100 }), 'bids');
    expect(bids.length).toBeGreaterThan(10);
    expect(new Set(bids.map((b) => b.bid_state))).toEqual(
      new Set(['leading', 'outbid', 'won', 'below', 'void']),
    );
    const deposits = ended.filter((r) => Number(r.deposit) > 0);
    expect(deposits.length, 'a deposit lot ended').toBeGreaterThan(0);
    const sold = await desk.detail(Number(deposits[0]!.id));
    expect(sold.lot).toMatchObject({ status: 'ended', result: 'sold' });
    expect(sold.deposits.map((d) => d.status).sort()).toEqual(['kept', 'refunded', 'refunded']);
    await desk.ledgerHolds();
  });

  it('makes a draft with the settings as defaults, and refuses a lot that does not hold together', async () => {
    const { admin } = desk;
    const defaults = okData(await admin.get<Row>(`${API}AuctionDefaults`), 'defaults');
    expect(defaults).toMatchObject({ increment: 1_000, deposit: 0, snipe_window: 300, snipe_extend: 300 });
    expect(Number(defaults.end_at)).toBeGreaterThan(Number(defaults.start_at));
    expect(Number(defaults.start_at)).toBeGreaterThan(desk.now);

    const start = desk.now + HOUR;
    const plain = {
      goods_id: desk.goodsId,
      title: '默认值拍卖',
      start_price: 5_000,
      start_at: start,
      end_at: start + DAY,
    };
    const made = okData(await admin.post<{ id: number }>(`${API}AuctionSave`, plain), 'save').id;
    expect(await desk.lot(made)).toMatchObject({
      status: 'draft',
      increment: 1_000,
      deposit: 0,
      snipe_window: 300,
      snipe_extend: 300,
      bid_count: 0,
      current_price: 0,
    });
    const history = (await desk.detail(made)).history;
    expect(history.map((e) => [e.step, e.to])).toEqual([['create', 'draft']]);

    // The store asks deposits of every lot by default, and bids in steps of ¥5.
    okData(
      await admin.post('/v1/addons/SetupSave', {
        key: 'auction',
        values: { default_increment: 5, deposit_required: true, default_deposit: 20 },
      }),
      'settings',
    );
    expect(okData(await admin.get<Row>(`${API}AuctionDefaults`), 'defaults')).toMatchObject({
      increment: 500,
      deposit: 2_000,
    });
    const second = okData(await admin.post<{ id: number }>(`${API}AuctionSave`, plain), 'save').id;
    expect(await desk.lot(second)).toMatchObject({ increment: 500, deposit: 2_000 });
    okData(
      await admin.post('/v1/addons/SetupSave', {
        key: 'auction',
        values: { default_increment: 10, deposit_required: false, default_deposit: 100 },
      }),
      'settings back',
    );

    const before = okData(
      await admin.get<{ count: number }>(`${API}AuctionManage`, { _count_sum: 1 }),
      'n',
    ).count;
    const cases: [Row, string][] = [
      [{ end_at: start }, '须晚于开始时间'],
      [{ start_at: 0 }, '开始时间'],
      [{ start_at: desk.now - 2 * DAY, end_at: desk.now - 1 }, '已过'],
      [{ end_at: start + 91 * DAY }, '最长 90 天'],
      [{ reserve_price: 4_000 }, '保留价须不低于起拍价'],
      [{ snipe_window: 60, snipe_extend: 0 }, '延长时长也须大于 0'],
      [{ start_price: 0 }, '起拍价'],
      [{ title: '' }, '拍卖标题'],
      [{ goods_id: 999_999_999 }, '拍卖商品'],
    ];
    for (const [change, text] of cases)
      refused(await admin.post(`${API}AuctionSave`, { ...plain, ...change }), 400, text);
    expect(
      okData(await admin.get<{ count: number }>(`${API}AuctionManage`, { _count_sum: 1 }), 'n').count,
    ).toBe(before);
  });

  it('edits a draft, and a published lot only until it starts', async () => {
    const id = await desk.newLot();
    okData(await desk.admin.post(`${API}AuctionSave`, { id, title: '改过的标题' }), 'edit draft');
    okData(await desk.step(id, 'Publish'), 'publish');
    okData(await desk.admin.post(`${API}AuctionSave`, { id, start_price: 12_000 }), 'edit scheduled');
    const lot = await desk.lot(id);
    expect(lot).toMatchObject({ title: '改过的标题', start_price: 12_000, status: 'scheduled' });

    await desk.at(lot.start_at);
    refused(await desk.admin.post(`${API}AuctionSave`, { id, start_price: 13_000 }), 409, '已于');
    expect((await desk.lot(id)).start_price).toBe(12_000);
    const stopped = await desk.scheduled();
    okData(await desk.step(stopped, 'Stop', { reason: '商品调拨' }), 'stop');
    refused(await desk.admin.post(`${API}AuctionSave`, { id: stopped, title: 'x' }), 409, '已停止');
  });

  it('publishes, stops and closes as the flow allows, and a refused step changes nothing', async () => {
    const id = await desk.newLot({ reserve_price: 20_000 });
    refused(await desk.step(id, 'Close'), 409, '不能落槌');
    okData(await desk.step(id, 'Publish'), 'publish');
    refused(await desk.step(id, 'Publish'), 409, '当前状态为“未开始”');
    refused(await desk.step(id, 'Close'), 409, '当前状态为“未开始”');
    refused(await desk.step(id, 'Stop'), 400, '停止原因');
    refused(await desk.step(id, 'Stop', { reason: '停' }), 400, '至少 2 个字');
    expect((await desk.lot(id)).status).toBe('scheduled');

    // Running from its start: closing it now settles it as the clock would (under the reserve: unsold).
    const lot = await desk.lot(id);
    const member = await desk.member();
    await desk.at(lot.start_at);
    okData(await desk.bid(id, member, 15_000), 'bid');
    await desk.at(lot.start_at + 600);
    okData(await desk.step(id, 'Close'), 'close');
    const closed = await desk.lot(id);
    expect(closed).toMatchObject({
      status: 'ended',
      result: 'unsold',
      winner_name: null,
      final_price: null,
      ended_at: desk.now,
      end_at: lot.end_at,
    });
    // The store's bell tells of the end once, leading to the lot.
    const ended = (await bellEvents(desk.admin, 'auction_ended')).filter((e) => e.record === String(id));
    expect(ended.map((e) => e.params)).toEqual([{ name: closed.title, status: 'unsold', member: '' }]);
    refused(await desk.step(id, 'Close'), 409, '当前状态为“已结束”');
    refused(await desk.step(id, 'Stop', { reason: '再停一次' }), 409, '当前状态为“已结束”');
    refused(await desk.bid(id, await desk.member(), 30_000), 409, '已于');
    const history = (await desk.detail(id)).history;
    expect(history.map((e) => [e.step, e.from, e.to])).toEqual([
      ['create', '', 'draft'],
      ['Publish', 'draft', 'scheduled'],
      ['start', 'scheduled', 'running'],
      ['Close', 'running', 'ended'],
    ]);
    expect(history[2]!.step_title).toBe('到时开拍');
    expect(history[3]!.detail).toContain('流拍');

    // A draft whose end has passed is not published; a stopped lot is not published or closed.
    const late = await desk.newLot();
    await desk.at(desk.now + 3 * HOUR);
    refused(await desk.step(late, 'Publish'), 409, '已过');
    const other = await desk.scheduled();
    okData(await desk.step(other, 'Stop', { reason: '货品另有安排' }), 'stop');
    expect(await desk.lot(other)).toMatchObject({ status: 'stopped', stop_reason: '货品另有安排' });
    refused(await desk.step(other, 'Stop', { reason: '货品另有安排' }), 409, '已停止');
    refused(await desk.step(other, 'Publish'), 409, '已停止');
    refused(await desk.step(other, 'Close'), 409, '已停止');
    const stopHistory = (await desk.detail(other)).history.at(-1)!;
    expect(stopHistory).toMatchObject({ step: 'Stop', to: 'stopped', note: '货品另有安排' });
  });

  it('deletes only a lot without bids, and never edits one with bids', async () => {
    const draft = await desk.newLot();
    okData(await desk.admin.post(`${API}AuctionDel`, { id: draft }), 'delete draft');
    const stopped = await desk.scheduled();
    okData(await desk.step(stopped, 'Stop', { reason: '不拍了' }), 'stop');
    okData(await desk.admin.post(`${API}AuctionDel`, { id: stopped }), 'delete stopped');

    const bidOn = await desk.scheduled();
    const lot = await desk.lot(bidOn);
    await desk.at(lot.start_at);
    okData(await desk.bid(bidOn, await desk.member(), 10_000), 'bid');
    refused(await desk.admin.post(`${API}AuctionDel`, { id: bidOn }), 409, '已有出价');
    refused(await desk.admin.post(`${API}AuctionSave`, { id: bidOn, title: '改名' }), 409, '已有出价');
    expect(await desk.lot(bidOn)).toMatchObject({ title: lot.title, bid_count: 1 });
    refused(await desk.admin.get(`${API}AuctionDetail`, { id: draft }), 404, '');
  });

  it('refuses its calls, naming the add-on, while uninstalled, and has its data back once installed again', async () => {
    const { admin } = desk;
    const id = await desk.scheduled();
    const before = okData(await admin.get<Row[]>(`${API}AuctionManage`, { limit: 500 }), 'list');
    okData(await admin.post('/v1/addons/uninstall', { key: 'auction' }), 'uninstall');
    const calls: (() => Promise<Reply>)[] = [
      () => admin.get(`${API}AuctionManage`),
      () => admin.get(`${API}BidManage`),
      () => admin.get(`${API}AuctionDetail`, { id }),
      () => admin.get(`${API}AuctionDefaults`),
      () => desk.bid(id, 1, 10_000),
      () => desk.step(id, 'Stop', { reason: '插件已卸载' }),
    ];
    for (const call of calls) refused(await call(), 403, '插件“拍卖”未安装');
    const en = await admin.get(`${API}AuctionManage`, {}, { lang: 'en' });
    expect(en.body.msg).toContain('Auction');
    okData(await admin.post('/v1/addons/install', { key: 'auction' }), 'install');
    const after = okData(await admin.get<Row[]>(`${API}AuctionManage`, { limit: 500 }), 'list');
    expect(after).toEqual(before);
    expect((await desk.lot(id)).status).toBe('scheduled');
  });

  it("is not the other store's: a store without the add-on is refused its calls", async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    refused(await grain.get(`${API}AuctionManage`), 403, '未安装');
    const id = (await desk.lot(await desk.newLot())).id;
    refused(await grain.get(`${API}AuctionDetail`, { id }), 403, '未安装');
    expect(id).toBeGreaterThan(0);
  });

  it('answers its detail keyed as its lists, and labels by their metadata', async () => {
    const meta = okData(
      await desk.admin.get<{ column_names: string[] }>(`${API}AuctionManage`, { _meta: 1 }),
      'meta',
    );
    const id = await desk.newLot();
    const detail: Detail = await desk.detail(id);
    for (const key of meta.column_names) expect(detail.lot, key).toHaveProperty(key);
    const bidMeta = okData(
      await desk.admin.get<{ column_names: string[] }>(`${API}BidManage`, { _meta: 1 }),
      'meta',
    );
    expect(bidMeta.column_names).toContain('bid_state');
  });
});
