import type { FlowEvent } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { stateSweep } from './sweep';
import { ITEM, ORDER, type Row, SESSION, Store } from './test-support';

/**
 * The flash sale's sessions through their calls: the demo's day of sessions; a session's steps and the refused
 * ones; its form; what deletes; the settings as the app's page reads them; the sweep; and the add-on uninstalled
 * and back. What a member buys, and shipping and cancelling it, are in flashsale-order.test.ts.
 */

const HOUR = 3600;

describe.each(DB_KINDS)('the flash sale on %s', (kind) => {
  const app = suiteApp(kind);
  let store: Store;
  beforeAll(async () => {
    store = new Store(app.t, app.salt);
    await store.load();
  });

  const count = async (path: string, query: Record<string, string | number> = {}) =>
    okData<{ count: number; totalrow: Row; tabs?: Record<string, number> }>(
      await app.salt.get(path, { ...query, _count_sum: 1 }),
      `${path} count`,
    );

  it("shows the demo store's day: a session in each state, their goods, orders and a ledger that adds up", async () => {
    const tabs = (await count(`${SESSION}Manage`)).tabs ?? {};
    for (const state of ['draft', 'scheduled', 'running', 'ended', 'stopped'])
      expect(tabs[state], state).toBeGreaterThanOrEqual(1);
    const running = okData<Row[]>(await app.salt.get(`${SESSION}Manage`, { _tab: 'running' }), 'running');
    expect(running.every((r) => r.state === 'running')).toBe(true);
    const live = running[0]!;
    expect(Number(live.sold)).toBeGreaterThan(0);
    // Each session counts its own goods and orders.
    const goods = okData<Row[]>(
      await app.salt.get(`${ITEM}Manage`, { _tab: 'running', limit: 100 }),
      'goods',
    );
    const ownGoods = goods.filter((g) => g.session_title === live.title);
    expect(ownGoods.reduce((n, g) => n + Number(g.sold), 0)).toBe(live.sold);
    const ownOrders = okData<Row[]>(
      await app.salt.get(`${ORDER}Manage`, { session_id: String(live.id), limit: 100 }),
      'orders',
    );
    expect(ownOrders.filter((o) => o.status !== 'cancelled').length).toBe(live.order_count);
    expect(ownOrders.filter((o) => o.status !== 'cancelled').reduce((n, o) => n + Number(o.qty), 0)).toBe(
      live.sold,
    );
    const orders = await count(`${ORDER}Manage`);
    expect(orders.count).toBeGreaterThanOrEqual(10);
    for (const state of ['paid', 'shipped', 'cancelled'])
      expect(orders.tabs?.[state], state).toBeGreaterThan(0);
    const items = await count(`${ITEM}Manage`);
    expect(items.count).toBeGreaterThanOrEqual(10);
    expect(Number(items.totalrow.sold)).toBeGreaterThan(0);
    expect(await store.mismatches()).toEqual([]);
    // 丰谷粮油 has not installed it: its pages are not in its route set, and the calls say why.
    const theirs = await app.grain.get(`${SESSION}Manage`, { page: 1 });
    refused(theirs, 403, '限时秒杀');
  });

  it('publishes a draft, edits it before it starts, refuses an edit once it runs, and stops it with a reason', async () => {
    const s = await store.newSession({ from: 60, to: 4 * HOUR, publish: false });
    const info = okData<Row & { items: Row[]; _history: FlowEvent[] }>(
      await app.salt.get(`${SESSION}Info`, { id: s.id }),
      'info',
    );
    expect(info.items).toHaveLength(1);
    expect(info._history.map((h) => h.to)).toEqual(['draft']);
    // A draft cannot be stopped.
    refused(await app.salt.post(`${SESSION}Stop`, { id: s.id, note: '不办了' }), 409);
    okData(await app.salt.post(`${SESSION}Publish`, { id: s.id }), 'publish');
    refused(await app.salt.post(`${SESSION}Publish`, { id: s.id }), 409, '不能');
    // Published and not started: still edited.
    okData(await store.edit(s.id, { title: '改名后的场次' }), 'edit before start');
    expect((await store.session(s.id))!.title).toBe('改名后的场次');
    // Running by its times (the server's clock): refused, and nothing changes.
    app.t.clock.now += 120;
    refused(await store.edit(s.id, { title: '开始后改名' }), 409, '进行中');
    expect((await store.session(s.id))!.title).toBe('改名后的场次');
    refused(await app.salt.post(`${SESSION}Stop`, { id: s.id }), 400);
    okData(await app.salt.post(`${SESSION}Stop`, { id: s.id, note: '供货商临时断货' }), 'stop');
    const stopped = (await store.session(s.id))!;
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: '供货商临时断货' });
    refused(await app.salt.post(`${SESSION}Stop`, { id: s.id, note: '再停一次' }), 409);
    refused(await app.salt.post(`${SESSION}Publish`, { id: s.id }), 409);
    refused(await store.edit(s.id, { title: '停止后改名' }), 409, '已停止');
    const history = okData<{ _history: FlowEvent[] }>(
      await app.salt.get(`${SESSION}Info`, { id: s.id }),
      'info',
    )._history;
    // Running by its times when it was stopped: the clock's start is written first, so the stop is from running.
    expect(history.map((h) => [h.step, h.from, h.to])).toEqual([
      ['create', '', 'draft'],
      ['Publish', 'draft', 'scheduled'],
      ['start', 'scheduled', 'running'],
      ['Stop', 'running', 'stopped'],
    ]);
    expect(history[2]!.step_title).toBe('活动开始');
    expect(history[3]!.note).toBe('供货商临时断货');
    // One past its end has ended by itself: there is nothing to stop.
    const short = await store.newSession({ from: 10, to: 100 });
    app.t.clock.now += 120;
    refused(await app.salt.post(`${SESSION}Stop`, { id: short.id, note: '已经过了' }), 409, '已结束');
    refused(await store.buy(short.items[0]!, await store.member(10_000), 1), 409, '已结束');
  });

  it('refuses to publish a session already over, or one selling goods another sells at the same time', async () => {
    // A draft saved before its end, left until the end has passed (a save now would be refused already).
    const over = await store.newSession({ from: 10, to: 100, publish: false });
    app.t.clock.now += 120;
    refused(await app.salt.post(`${SESSION}Publish`, { id: over.id }), 409, '结束时间已过');
    const g = await store.goods();
    await store.newSession({ from: HOUR, to: 3 * HOUR, goods: [g] });
    const clash = await store.newSession({ from: 2 * HOUR, to: 5 * HOUR, goods: [g], publish: false });
    refused(await app.salt.post(`${SESSION}Publish`, { id: clash.id }), 409, g.name);
    expect((await store.session(clash.id))!.status).toBe('draft');
    // After the first, the same goods may sell again.
    const later = await store.newSession({ from: 3 * HOUR, to: 4 * HOUR, goods: [g] });
    expect((await store.session(later.id))!.status).toBe('scheduled');
    // Moving a published session onto the other's hours is refused the same way.
    const moved = await store.edit(later.id, { start_at: app.t.clock.now + 2 * HOUR });
    refused(moved, 409, g.name);
    expect((await store.session(later.id))!.startAt).toBe(app.t.clock.now + 3 * HOUR);
  });

  it('checks the session form: times in order, goods once, the flash price not above the regular one', async () => {
    const g = await store.goods();
    const h = await store.goods();
    const base = { title: '校验场次', start_at: app.t.clock.now + HOUR, end_at: app.t.clock.now + 2 * HOUR };
    const line = { goods_id: g.id, flash_price: 100, stock: 5, limit_per_member: 1 };
    refused(
      await app.salt.post(`${SESSION}Save`, { ...base, end_at: base.start_at, items: [line] }),
      400,
      '晚于',
    );
    refused(await app.salt.post(`${SESSION}Save`, { ...base, start_at: 0, items: [line] }), 400, '开始时间');
    refused(
      await app.salt.post(`${SESSION}Save`, {
        ...base,
        start_at: app.t.clock.now - 2 * HOUR,
        end_at: app.t.clock.now - HOUR,
        items: [line],
      }),
      400,
      '已过',
    );
    refused(
      await app.salt.post(`${SESSION}Save`, {
        ...base,
        end_at: base.start_at + 8 * 24 * HOUR,
        items: [line],
      }),
      400,
      '7',
    );
    refused(await app.salt.post(`${SESSION}Save`, { ...base, items: [] }), 400);
    refused(
      await app.salt.post(`${SESSION}Save`, { ...base, items: [line, { ...line, stock: 3 }] }),
      400,
      '两次',
    );
    refused(
      await app.salt.post(`${SESSION}Save`, { ...base, items: [{ ...line, flash_price: g.price + 1 }] }),
      400,
      '原价',
    );
    refused(await app.salt.post(`${SESSION}Save`, { ...base, items: [{ ...line, stock: 0 }] }), 400);
    // A limit left at 0 takes the settings' default.
    okData(
      await app.salt.post('/v1/addons/SetupSave', { key: 'flashsale', values: { default_limit: 3 } }),
      'settings',
    );
    const made = okData<{ id: number }>(
      await app.salt.post(`${SESSION}Save`, {
        ...base,
        items: [line, { goods_id: h.id, flash_price: 100, stock: 5, limit_per_member: 0 }],
      }),
      'save',
    );
    const items = await store.itemsOf(made.id);
    expect(items.map((i) => i.limitPerMember)).toEqual([1, 3]);
    expect(await store.session(made.id)).toMatchObject({ itemCount: 2, totalStock: 10, status: 'draft' });
    okData(
      await app.salt.post('/v1/addons/SetupSave', { key: 'flashsale', values: { default_limit: 1 } }),
      'settings',
    );
  });

  it('deletes a session without orders that is not running, and keeps one with orders', async () => {
    const draft = await store.newSession({ from: HOUR, to: 2 * HOUR, publish: false });
    okData(await app.salt.post(`${SESSION}Del`, { id: draft.id }), 'delete draft');
    expect(await store.session(draft.id)).toBeUndefined();
    const running = await store.newSession({ from: -60, to: HOUR });
    refused(await app.salt.post(`${SESSION}Del`, { id: running.id }), 409, '请先结束');
    const m = await store.member(100_000);
    const order = okData<{ id: number }>(await store.buy(running.items[0]!, m, 1), 'buy');
    okData(await app.salt.post(`${SESSION}Stop`, { id: running.id, note: '活动调整' }), 'stop');
    refused(await store.buy(running.items[0]!, m, 1), 409, '已停止');
    okData(await app.salt.post(`${ORDER}Cancel`, { id: order.id, note: '活动取消' }), 'cancel');
    // Even cancelled, an order keeps its session.
    refused(await app.salt.post(`${SESSION}Del`, { id: running.id }), 409, '1 笔订单');
    const idle = await store.newSession({ from: -60, to: HOUR });
    okData(await app.salt.post(`${SESSION}Stop`, { id: idle.id, note: '没人买' }), 'stop idle');
    okData(await app.salt.post(`${SESSION}Del`, { id: idle.id }), 'delete stopped');
  });

  it("shows members the running sessions, the coming ones as the settings say, and the store's rules", async () => {
    const now = await store.newSession({ from: -60, to: HOUR, title: '会员可见进行中' });
    const soon = await store.newSession({ from: 2 * HOUR, to: 3 * HOUR, title: '会员可见两小时后' });
    const far = await store.newSession({ from: 30 * HOUR, to: 31 * HOUR, title: '会员可见三十小时后' });
    type Shown = { rules: string; sessions: { id: number; state: string; items: unknown[] }[] };
    const shown = async () => okData<Shown>(await app.salt.get(`${SESSION}Showcase`), 'showcase');
    const ids = (s: Shown) => s.sessions.map((x) => x.id);
    let page = await shown();
    expect(ids(page)).toContain(now.id);
    expect(ids(page)).toContain(soon.id);
    expect(ids(page)).not.toContain(far.id);
    expect(page.sessions.find((x) => x.id === now.id)).toMatchObject({ state: 'running' });
    expect(page.rules).toContain('秒杀');
    okData(
      await app.salt.post('/v1/addons/SetupSave', {
        key: 'flashsale',
        values: { default_limit: 1, show_upcoming: 0, upcoming_hours: 24, rules: '每人限购，售完即止。' },
      }),
      'settings',
    );
    page = await shown();
    expect(ids(page)).toContain(now.id);
    expect(ids(page)).not.toContain(soon.id);
    expect(page.rules).toBe('每人限购，售完即止。');
    refused(
      await app.salt.post('/v1/addons/SetupSave', {
        key: 'flashsale',
        values: { default_limit: 1, upcoming_hours: 500 },
      }),
      400,
    );
  });

  it('writes down what the clock did: started sessions run, past ones end, once', async () => {
    const s = await store.newSession({ from: 10 * HOUR, to: 11 * HOUR });
    const sweep = (at: number) => store.in((db) => stateSweep.run(db, at));
    await sweep(app.t.clock.now);
    expect((await store.session(s.id))!.status).toBe('scheduled');
    expect(await sweep(app.t.clock.now + 10 * HOUR + 1)).toBeGreaterThan(0);
    expect((await store.session(s.id))!.status).toBe('running');
    await sweep(app.t.clock.now + 11 * HOUR);
    expect((await store.session(s.id))!.status).toBe('ended');
    expect(await sweep(app.t.clock.now + 11 * HOUR)).toBe(0);
    // Each move is in the session's history once, by nobody, at the time the clock made it.
    const history = okData<{ _history: FlowEvent[]; start_at: number; end_at: number }>(
      await app.salt.get(`${SESSION}Info`, { id: s.id }),
      'info',
    );
    expect(history._history.map((h) => [h.step, h.from, h.to, h.by, h.created_at])).toEqual([
      ['create', '', 'draft', expect.any(String), expect.any(Number)],
      ['Publish', 'draft', 'scheduled', expect.any(String), expect.any(Number)],
      ['start', 'scheduled', 'running', '', history.start_at],
      ['end', 'running', 'ended', '', history.end_at],
    ]);
  });

  it('refuses its calls while uninstalled, and has its data back when installed again', async () => {
    const before = await count(`${ORDER}Manage`);
    const sessions = await count(`${SESSION}Manage`);
    const s = await store.newSession({ from: -60, to: HOUR });
    const m = await store.member(100_000);
    okData(await app.salt.post('/v1/addons/uninstall', { key: 'flashsale' }), 'uninstall');
    refused(await app.salt.get(`${SESSION}Manage`, { page: 1 }), 403, '未安装');
    refused(await store.buy(s.items[0]!, m, 1), 403, '未安装');
    refused(await app.salt.post(`${SESSION}Stop`, { id: s.id, note: '卸载后' }), 403);
    refused(await app.salt.get(`${ITEM}Options`), 403);
    refused(await app.salt.get(`${SESSION}Showcase`), 403);
    expect((await store.item(s.items[0]!)).sold).toBe(0);
    okData(await app.salt.post('/v1/addons/install', { key: 'flashsale' }), 'install');
    expect((await count(`${ORDER}Manage`)).count).toBe(before.count);
    expect((await count(`${SESSION}Manage`)).count).toBe(sessions.count + 1);
    okData(await store.buy(s.items[0]!, m, 1), 'buy after reinstall');
  });
});
