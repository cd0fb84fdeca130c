import { type FlowEvent, formatDateTime, walletLogs, walletMismatches } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { count, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupbuyStore } from './groupbuy.support';
import { groupbuys, groupbuyTeamMembers, groupbuyTeams } from './tables';

/**
 * Group-buy campaigns: the demo, saving with the store's defaults and the goods' price, every move of
 * the flow and every refused one (nothing changes), the clock's moves derived in the list and stored by the sweep,
 * stopping (groups still forming are failed and refunded), deleting only without groups, and the add-on
 * uninstalled and installed again.
 */

const API = '/v1/addons/groupbuy/';
const HOUR = 3_600;
const DAY = 86_400;

type Row = Record<string, unknown>;

describe.each(DB_KINDS)('group-buy campaigns on %s', (kind) => {
  const app = suiteApp(kind);
  const { inStore, sweep, balance, goodsOver, member } = groupbuyStore(app, {
    phones: '1370000',
    nick: '拼团会员',
  });
  /** A goods item of the store and its price (cents). */
  let item: { id: number; price: number };

  beforeAll(async () => {
    item = await goodsOver(1_999);
  });

  /** Moves the server clock on, signing in again (an access token lives a couple of hours). */
  async function later(seconds: number): Promise<void> {
    app.t.clock.now += seconds;
    app.salt = await signedIn(app.t, 'salt_admin');
    app.grain = await signedIn(app.t, 'grain_admin');
  }

  const form = (over: Row = {}): Row => ({
    title: `测试拼团${Math.random().toString(36).slice(2, 6)}`,
    goods_id: item.id,
    group_price: item.price - 500,
    group_size: 3,
    fill_hours: 24,
    member_limit: 5,
    stock: 100,
    start_at: app.t.clock.now - 60,
    end_at: app.t.clock.now + 7 * DAY,
    ...over,
  });

  const save = (body: Row, lang: 'zh' | 'en' = 'zh') =>
    app.salt.post<{ id: number }>(`${API}GroupbuySave`, body, { lang });
  const info = async (id: number) =>
    okData(await app.salt.get<Row & { _history: FlowEvent[] }>(`${API}GroupbuyInfo`, { id }), `info ${id}`);
  /** A campaign as the list shows it (found by its title, which the tests make unique). */
  const row = async (id: number) => {
    const { title } = await stored(id);
    const rows = okData(await app.salt.get<Row[]>(`${API}GroupbuyManage`, { title, limit: 10 }), 'list');
    return rows.find((r) => r.id === id);
  };
  const stored = (id: number) =>
    inStore(async (db) => (await db.select().from(groupbuys).where(eq(groupbuys.id, id)))[0]!);
  const publish = (id: number, lang: 'zh' | 'en' = 'zh') =>
    app.salt.post(`${API}GroupbuyPublish`, { id }, { lang });
  const stop = (id: number, note = '库存调整，提前结束') => app.salt.post(`${API}GroupbuyStop`, { id, note });
  const open = (id: number, memberId: number, qty = 1) =>
    app.salt.post<{ id: number; team_id: number; status: string }>(`${API}GroupbuyOpen`, {
      id,
      member_id: memberId,
      qty,
    });
  const join = (team: number, memberId: number, qty = 1) =>
    app.salt.post<{ id: number; status: string }>(`${API}TeamJoin`, { id: team, member_id: memberId, qty });
  const team = (id: number) =>
    inStore(async (db) => (await db.select().from(groupbuyTeams).where(eq(groupbuyTeams.id, id)))[0]!);

  /** A published campaign, running now unless `over` says otherwise. */
  async function running(over: Row = {}): Promise<number> {
    const id = okData(await save(form(over)), 'save').id;
    okData(await publish(id), 'publish');
    return id;
  }

  it('serves the demo: campaigns in every state, groups in every state, each paid and refunded in the ledger', async () => {
    const counted = okData(
      await app.salt.get<{ count: number; tabs: Record<string, number> }>(`${API}GroupbuyManage`, {
        _count_sum: 1,
      }),
      'count',
    );
    for (const state of ['draft', 'scheduled', 'running', 'ended', 'stopped'])
      expect(counted.tabs[state], state).toBeGreaterThanOrEqual(2);
    const teams = okData(
      await app.salt.get<{ tabs: Record<string, number> }>(`${API}TeamManage`, { _count_sum: 1 }),
      'teams',
    );
    for (const state of ['forming', 'filled', 'failed']) expect(teams.tabs[state], state).toBeGreaterThan(0);
    const ledger = await inStore(async (db) => ({
      pays: (
        await db.select({ n: count() }).from(walletLogs).where(like(walletLogs.bizKey, 'groupbuy-pay:%'))
      )[0]!.n,
      refunds: (
        await db.select({ n: count() }).from(walletLogs).where(like(walletLogs.bizKey, 'groupbuy-refund:%'))
      )[0]!.n,
      members: (await db.select({ n: count() }).from(groupbuyTeamMembers))[0]!.n,
      refunded: (
        await db
          .select({ n: count() })
          .from(groupbuyTeamMembers)
          .where(sql`${groupbuyTeamMembers.refundedAt} is not null`)
      )[0]!.n,
      mismatches: await walletMismatches(db),
    }));
    expect(ledger.pays).toBe(ledger.members);
    expect(ledger.refunds).toBe(ledger.refunded);
    expect(ledger.refunds).toBeGreaterThan(0);
    expect(ledger.mismatches).toEqual([]);
    // A failed group's details: its members, each refunded.
    const [failed] = okData(
      await app.salt.get<Row[]>(`${API}TeamManage`, { _tab: 'failed', limit: 1 }),
      'failed',
    );
    const detail = okData(
      await app.salt.get<Row & { members: Row[] }>(`${API}TeamInfo`, { id: Number(failed!.id) }),
      'team info',
    );
    expect(detail.members.length).toBeGreaterThan(0);
    for (const m of detail.members) expect(m.refunded_at).toEqual(expect.any(Number));
    // 丰谷粮油 does not have the add-on: its calls are refused by name.
    refused(await app.grain.get(`${API}GroupbuyManage`), 403, '拼团');
  });

  it('saves a draft at the goods’ price, with the store’s defaults where the form left 0', async () => {
    const id = okData(await save(form({ fill_hours: 0, member_limit: 0 })), 'save').id;
    const made = await info(id);
    expect(made).toMatchObject({ fill_hours: 24, member_limit: 5, goods_id: item.id });
    expect(await stored(id)).toMatchObject({ status: 'draft', originalPrice: item.price, sold: 0 });
    expect(made._history.map((h) => [h.step, h.to])).toEqual([['create', 'draft']]);
    okData(
      await app.salt.post('/v1/addons/SetupSave', {
        key: 'groupbuy',
        values: { fill_hours: 12, member_limit: 2 },
      }),
      'settings',
    );
    const next = okData(await save(form({ fill_hours: 0, member_limit: 0 })), 'save').id;
    expect(await info(next)).toMatchObject({ fill_hours: 12, member_limit: 2 });
    // A campaign that names its own keeps them.
    const own = okData(await save(form({ fill_hours: 6, member_limit: 9 })), 'save').id;
    expect(await info(own)).toMatchObject({ fill_hours: 6, member_limit: 9 });
    okData(
      await app.salt.post('/v1/addons/SetupSave', {
        key: 'groupbuy',
        values: { fill_hours: 24, member_limit: 5 },
      }),
      'settings back',
    );
  });

  it('refuses a campaign that breaks its rules, saying why, and saves nothing', async () => {
    const held = await inStore(async (db) => (await db.select({ n: count() }).from(groupbuys))[0]!.n);
    const cases: [Row, string][] = [
      [{ end_at: app.t.clock.now - 120 }, 'must be later than the start'],
      [{ end_at: app.t.clock.now - 60 }, 'must be later than the start'],
      [
        { start_at: app.t.clock.now - 10 * DAY, end_at: app.t.clock.now - DAY },
        'has passed: set a later one',
      ],
      [{ start_at: 0 }, 'Starts'],
      [{ end_at: 0 }, 'Ends'],
      [{ start_at: null }, 'Starts'],
      [{ end_at: '' }, 'Ends'],
      [{ group_price: item.price }, `below the goods’ price of ¥${(item.price / 100).toFixed(2)}`],
      [{ group_size: 1 }, 'Group size'],
      [{ group_size: 51 }, 'Group size'],
      [{ stock: 0 }, 'Stock'],
      [{ fill_hours: 721 }, 'Time to fill'],
      [{ goods_id: 999_999_999 }, 'Goods'],
      [{ title: '' }, 'Title'],
    ];
    for (const [over, text] of cases) refused(await save(form(over), 'en'), 400, text);
    // Said with both times, in the store's zone.
    const start = app.t.clock.now + DAY;
    const wall = (s: number) => formatDateTime(s, app.t.config.TIME_ZONE);
    refused(
      await save(form({ start_at: start, end_at: start - 3_600 })),
      400,
      `结束时间 ${wall(start - 3_600)} 须晚于开始时间 ${wall(start)}`,
    );
    expect(await inStore(async (db) => (await db.select({ n: count() }).from(groupbuys))[0]!.n)).toBe(held);
  });

  it('publishes a draft: scheduled before its start, running from it, ended after its end, as the sweep stores', async () => {
    const later_ = okData(
      await save(form({ start_at: app.t.clock.now + DAY, end_at: app.t.clock.now + 3 * DAY })),
      'save',
    ).id;
    const now_ = okData(await save(form()), 'save').id;
    for (const id of [later_, now_])
      expect(okData(await publish(id), 'publish')).toMatchObject({ id, status: 'scheduled' });
    // The list derives where each is from the times; the stored state waits for the sweep.
    expect(await row(later_)).toMatchObject({ state: 'scheduled', status: 'scheduled' });
    expect(await row(now_)).toMatchObject({ state: 'running', status: 'scheduled' });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await row(now_)).toMatchObject({ state: 'running', status: 'running' });
    expect(await row(later_)).toMatchObject({ state: 'scheduled', status: 'scheduled' });
    // Past its end the sweep stores it ended (the sweep's own clock; the list's is the database's).
    await sweep(app.t.clock.now + 3 * DAY);
    expect((await stored(later_)).status).toBe('ended');
    // The clock's moves are in the history, by nobody, each once however often the sweep runs.
    await sweep(app.t.clock.now + 3 * DAY);
    const history = (await info(now_))._history;
    expect(history.map((h) => [h.step, h.from, h.to])).toEqual([
      ['create', '', 'draft'],
      ['Publish', 'draft', 'scheduled'],
      ['start', 'scheduled', 'running'],
    ]);
    expect(history[2]).toMatchObject({ step_title: '活动开始', by: '' });
    const ran = (await info(later_))._history;
    expect(ran.map((h) => [h.step, h.from, h.to])).toEqual([
      ['create', '', 'draft'],
      ['Publish', 'draft', 'scheduled'],
      ['start', 'scheduled', 'running'],
      ['end', 'running', 'ended'],
    ]);
    const { startAt, endAt } = await stored(later_);
    expect(ran.slice(2).map((h) => [h.step_title, h.created_at])).toEqual([
      ['活动开始', startAt],
      ['活动结束', endAt],
    ]);
    // Published once: again, or a move its state does not allow, is refused and changes nothing.
    refused(await publish(now_, 'en'), 409, 'Running');
    refused(await publish(later_, 'en'), 409, 'Ended');
    expect((await info(now_))._history).toHaveLength(3);
  });

  it('refuses to publish a draft past its end', async () => {
    const id = okData(await save(form({ end_at: app.t.clock.now + HOUR })), 'save').id;
    await later(2 * HOUR);
    refused(await publish(id, 'en'), 409, 'past its end');
    expect((await stored(id)).status).toBe('draft');
  });

  it('edits a campaign until it starts, never after', async () => {
    const id = okData(
      await save(form({ start_at: app.t.clock.now + DAY, end_at: app.t.clock.now + 5 * DAY })),
      'save',
    ).id;
    okData(await save({ id, title: '改过的拼团', stock: 50 }), 'edit draft');
    okData(await publish(id), 'publish');
    okData(await save({ id, group_price: item.price - 800 }), 'edit scheduled');
    expect(await stored(id)).toMatchObject({ title: '改过的拼团', stock: 50, groupPrice: item.price - 800 });
    const live = await running();
    refused(await save({ id: live, title: '开始后修改' }, 'en'), 409, 'no longer be edited');
    expect((await stored(live)).title).not.toBe('开始后修改');
  });

  it('stops a campaign with a reason, failing and refunding its groups still forming, and nothing else', async () => {
    const id = await running({ group_size: 2 });
    const [a, b, c] = [await member(100), await member(100), await member(100)];
    const forming = okData(await open(id, a, 2), 'open').team_id;
    const full = okData(await open(id, b, 1), 'open b').team_id;
    okData(await join(full, c, 1), 'fill');
    expect((await stored(id)).sold).toBe(4);
    refused(await stop(id, ''), 400);
    refused(await stop(id, '停'), 400);
    expect((await stored(id)).status).not.toBe('stopped');
    expect(okData(await stop(id), 'stop')).toMatchObject({ id, status: 'stopped' });
    expect(await stored(id)).toMatchObject({ status: 'stopped', stopReason: '库存调整，提前结束', sold: 2 });
    expect(await team(forming)).toMatchObject({
      status: 'failed',
      failReason: 'stopped',
      refunded: 2 * (item.price - 500),
    });
    expect((await team(full)).status).toBe('filled');
    expect(await balance(a)).toBe(10_000);
    expect(await balance(b)).toBe(10_000 - (item.price - 500));
    const last = (await info(id))._history.at(-1)!;
    expect(last).toMatchObject({ step: 'Stop', from: 'running', to: 'stopped', note: '库存调整，提前结束' });
    // Stopped is final: stop, publish and opening are refused.
    refused(await stop(id), 409);
    refused(await publish(id), 409);
    refused(await open(id, a), 409);
    expect(await balance(a)).toBe(10_000);
    // A campaign past its end has ended already.
    const ended = await running({ end_at: app.t.clock.now + HOUR });
    await later(2 * HOUR);
    refused(await stop(ended, '已经结束了'), 409, '已结束');
  });

  it('deletes a campaign only while no group has formed under it', async () => {
    const draft = okData(await save(form()), 'save').id;
    okData(await app.salt.post(`${API}GroupbuyDel`, { id: draft }), 'delete draft');
    expect(await inStore((db) => db.select().from(groupbuys).where(eq(groupbuys.id, draft)))).toEqual([]);
    const id = await running();
    const m = await member(100);
    okData(await open(id, m), 'open');
    refused(await app.salt.post(`${API}GroupbuyDel`, { id }, { lang: 'en' }), 409, '1 groups');
    expect((await stored(id)).id).toBe(id);
    // Stopped, it still has its group: still kept.
    okData(await stop(id), 'stop');
    refused(await app.salt.post(`${API}GroupbuyDel`, { id }), 409);
    expect(
      await inStore(
        async (db) =>
          (await db.select({ n: count() }).from(groupbuyTeams).where(eq(groupbuyTeams.groupbuyId, id)))[0]!.n,
      ),
    ).toBe(1);
  });

  it('keeps to its store: another store with the add-on lists, reads and moves none of these records', async () => {
    okData(await app.grain.post('/v1/addons/install', { key: 'groupbuy' }), 'install for 丰谷粮油');
    const id = await running();
    const m = await member(100);
    const teamId = okData(await open(id, m), 'open').team_id;
    const before = { campaign: await stored(id), team: await team(teamId) };
    expect(okData(await app.grain.get<Row[]>(`${API}GroupbuyManage`), 'theirs')).toEqual([]);
    expect(okData(await app.grain.get<Row[]>(`${API}TeamManage`), 'their groups')).toEqual([]);
    for (const r of [
      await app.grain.get(`${API}GroupbuyInfo`, { id }),
      await app.grain.get(`${API}TeamInfo`, { id: teamId }),
      await app.grain.post(`${API}GroupbuySave`, { id, title: '别家的' }),
      await app.grain.post(`${API}GroupbuyStop`, { id, note: '别家的停止' }),
      await app.grain.post(`${API}GroupbuyOpen`, { id, member_id: m, qty: 1 }),
      await app.grain.post(`${API}GroupbuyDel`, { id }),
      await app.grain.post(`${API}TeamJoin`, { id: teamId, member_id: m, qty: 1 }),
    ])
      refused(r, 404);
    expect({ campaign: await stored(id), team: await team(teamId) }).toEqual(before);
    okData(await app.grain.post('/v1/addons/uninstall', { key: 'groupbuy' }), 'uninstall for 丰谷粮油');
  });

  it('refuses every call once the add-on is uninstalled, and has its data back when installed again', async () => {
    const before = okData(
      await app.salt.get<{ count: number }>(`${API}GroupbuyManage`, { _count_sum: 1 }),
      'count',
    ).count;
    const teams = okData(
      await app.salt.get<{ count: number }>(`${API}TeamManage`, { _count_sum: 1 }),
      'teams',
    ).count;
    const id = await running();
    const m = await member(100);
    okData(await app.salt.post('/v1/addons/uninstall', { key: 'groupbuy' }), 'uninstall');
    for (const r of [
      await app.salt.get(`${API}GroupbuyManage`),
      await app.salt.get(`${API}TeamManage`),
      await app.salt.post(`${API}GroupbuySave`, form()),
      await open(id, m),
      await stop(id),
    ])
      refused(r, 403, '未安装');
    expect(await balance(m)).toBe(10_000);
    okData(await app.salt.post('/v1/addons/install', { key: 'groupbuy' }), 'install');
    expect(
      okData(await app.salt.get<{ count: number }>(`${API}GroupbuyManage`, { _count_sum: 1 }), 'count').count,
    ).toBe(before + 1);
    expect(
      okData(await app.salt.get<{ count: number }>(`${API}TeamManage`, { _count_sum: 1 }), 'teams').count,
    ).toBe(teams);
    okData(await open(id, m), 'open after reinstall');
    expect(await inStore((db) => walletMismatches(db))).toEqual([]);
  });
});
