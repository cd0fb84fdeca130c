import {
  balanceOf,
  type FlowEvent,
  formatDateTime,
  goods,
  members,
  type TenantDb,
  walletLogs,
  walletMismatches,
  withTenant,
} from '@yanye/addon-kit/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/addon-kit/testing';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import addon from './index';
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

const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};

const refused = (r: Reply, status: number, what: string, text?: string) => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(status);
  expect(r.body.status, what).toBe(false);
  if (text) expect(r.body.msg, what).toContain(text);
};

describe.each(DB_KINDS)('group-buy campaigns on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let grain: Client;
  let store: number;
  /** A goods item of the store and its price (cents). */
  let item: { id: number; price: number };
  let phones = 0;

  const inStore = <T>(fn: (db: TenantDb) => Promise<T>) => withTenant(t.database.db, store, fn);
  const sweep = (now = t.clock.now) => inStore((db) => addon.sweeps![0]!.run(db, now));

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    store = Number(admin.suid);
    const [g] = await inStore((db) =>
      db.select({ id: goods.id, price: goods.price }).from(goods).where(sql`${goods.price} >= 2000`).limit(1),
    );
    item = { id: Number(g!.id), price: g!.price };
  });
  afterAll(() => t?.close());

  /** Moves the server clock on, signing in again (an access token lives a couple of hours). */
  async function later(seconds: number): Promise<void> {
    t.clock.now += seconds;
    admin = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
  }

  /** A member of the store with `yuan` on their balance. */
  async function member(yuan: number): Promise<number> {
    phones++;
    const [m] = await inStore((db) =>
      db
        .insert(members)
        .values({ phone: `1370000${String(phones).padStart(4, '0')}`, nickName: `拼团会员${phones}` })
        .returning({ id: members.id }),
    );
    const id = Number(m!.id);
    if (yuan > 0)
      ok(
        await admin.post('/v1/seller/wallet/UserRechargeSave', {
          member_id: id,
          wallet: 'rmb',
          amount: yuan,
          reason: '拼团测试充值',
        }),
        'top-up',
      );
    return id;
  }

  const balance = (memberId: number) => inStore((db) => balanceOf(db, { kind: 'rmb', memberId }));

  const form = (over: Row = {}): Row => ({
    title: `测试拼团${Math.random().toString(36).slice(2, 6)}`,
    goods_id: item.id,
    group_price: item.price - 500,
    group_size: 3,
    fill_hours: 24,
    member_limit: 5,
    stock: 100,
    start_at: t.clock.now - 60,
    end_at: t.clock.now + 7 * DAY,
    ...over,
  });

  const save = (body: Row, lang: 'zh' | 'en' = 'zh') =>
    admin.post<{ id: number }>(`${API}GroupbuySave`, body, { lang });
  const info = async (id: number) =>
    ok(await admin.get<Row & { _history: FlowEvent[] }>(`${API}GroupbuyInfo`, { id }), `info ${id}`);
  /** A campaign as the list shows it (found by its title, which the tests make unique). */
  const row = async (id: number) => {
    const { title } = await stored(id);
    const rows = ok(await admin.get<Row[]>(`${API}GroupbuyManage`, { title, limit: 10 }), 'list');
    return rows.find((r) => r.id === id);
  };
  const stored = (id: number) =>
    inStore(async (db) => (await db.select().from(groupbuys).where(eq(groupbuys.id, id)))[0]!);
  const publish = (id: number, lang: 'zh' | 'en' = 'zh') =>
    admin.post(`${API}GroupbuyPublish`, { id }, { lang });
  const stop = (id: number, note = '库存调整，提前结束') => admin.post(`${API}GroupbuyStop`, { id, note });
  const open = (id: number, memberId: number, qty = 1) =>
    admin.post<{ id: number; team_id: number; status: string }>(`${API}GroupbuyOpen`, {
      id,
      member_id: memberId,
      qty,
    });
  const join = (team: number, memberId: number, qty = 1) =>
    admin.post<{ id: number; status: string }>(`${API}TeamJoin`, { id: team, member_id: memberId, qty });
  const team = (id: number) =>
    inStore(async (db) => (await db.select().from(groupbuyTeams).where(eq(groupbuyTeams.id, id)))[0]!);

  /** A published campaign, running now unless `over` says otherwise. */
  async function running(over: Row = {}): Promise<number> {
    const id = ok(await save(form(over)), 'save').id;
    ok(await publish(id), 'publish');
    return id;
  }

  it('serves the demo: campaigns in every state, groups in every state, each paid and refunded in the ledger', async () => {
    const counted = ok(
      await admin.get<{ count: number; tabs: Record<string, number> }>(`${API}GroupbuyManage`, {
        _count_sum: 1,
      }),
      'count',
    );
    for (const state of ['draft', 'scheduled', 'running', 'ended', 'stopped'])
      expect(counted.tabs[state], state).toBeGreaterThanOrEqual(2);
    const teams = ok(
      await admin.get<{ tabs: Record<string, number> }>(`${API}TeamManage`, { _count_sum: 1 }),
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
    const [failed] = ok(await admin.get<Row[]>(`${API}TeamManage`, { _tab: 'failed', limit: 1 }), 'failed');
    const detail = ok(
      await admin.get<Row & { members: Row[] }>(`${API}TeamInfo`, { id: Number(failed!.id) }),
      'team info',
    );
    expect(detail.members.length).toBeGreaterThan(0);
    for (const m of detail.members) expect(m.refunded_at).toEqual(expect.any(Number));
    // 丰谷粮油 does not have the add-on: its calls are refused by name.
    refused(await grain.get(`${API}GroupbuyManage`), 403, 'grain', '拼团');
  });

  it('saves a draft at the goods’ price, with the store’s defaults where the form left 0', async () => {
    const id = ok(await save(form({ fill_hours: 0, member_limit: 0 })), 'save').id;
    const made = await info(id);
    expect(made).toMatchObject({ fill_hours: 24, member_limit: 5, goods_id: item.id });
    expect(await stored(id)).toMatchObject({ status: 'draft', originalPrice: item.price, sold: 0 });
    expect(made._history.map((h) => [h.step, h.to])).toEqual([['create', 'draft']]);
    ok(
      await admin.post('/v1/addons/SetupSave', {
        key: 'groupbuy',
        values: { fill_hours: 12, member_limit: 2 },
      }),
      'settings',
    );
    const next = ok(await save(form({ fill_hours: 0, member_limit: 0 })), 'save').id;
    expect(await info(next)).toMatchObject({ fill_hours: 12, member_limit: 2 });
    // A campaign that names its own keeps them.
    const own = ok(await save(form({ fill_hours: 6, member_limit: 9 })), 'save').id;
    expect(await info(own)).toMatchObject({ fill_hours: 6, member_limit: 9 });
    ok(
      await admin.post('/v1/addons/SetupSave', {
        key: 'groupbuy',
        values: { fill_hours: 24, member_limit: 5 },
      }),
      'settings back',
    );
  });

  it('refuses a campaign that breaks its rules, saying why, and saves nothing', async () => {
    const held = await inStore(async (db) => (await db.select({ n: count() }).from(groupbuys))[0]!.n);
    const cases: [Row, string][] = [
      [{ end_at: t.clock.now - 120 }, 'must be later than the start'],
      [{ end_at: t.clock.now - 60 }, 'must be later than the start'],
      [{ start_at: t.clock.now - 10 * DAY, end_at: t.clock.now - DAY }, 'has passed: set a later one'],
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
    for (const [over, text] of cases) refused(await save(form(over), 'en'), 400, JSON.stringify(over), text);
    // Said with both times, in the store's zone.
    const start = t.clock.now + DAY;
    const wall = (s: number) => formatDateTime(s, t.config.TIME_ZONE);
    refused(
      await save(form({ start_at: start, end_at: start - 3_600 })),
      400,
      'end before start',
      `结束时间 ${wall(start - 3_600)} 须晚于开始时间 ${wall(start)}`,
    );
    expect(await inStore(async (db) => (await db.select({ n: count() }).from(groupbuys))[0]!.n)).toBe(held);
  });

  it('publishes a draft: scheduled before its start, running from it, ended after its end, as the sweep stores', async () => {
    const later_ = ok(
      await save(form({ start_at: t.clock.now + DAY, end_at: t.clock.now + 3 * DAY })),
      'save',
    ).id;
    const now_ = ok(await save(form()), 'save').id;
    for (const id of [later_, now_])
      expect(ok(await publish(id), 'publish')).toMatchObject({ id, status: 'scheduled' });
    // The list derives where each is from the times; the stored state waits for the sweep.
    expect(await row(later_)).toMatchObject({ state: 'scheduled', status: 'scheduled' });
    expect(await row(now_)).toMatchObject({ state: 'running', status: 'scheduled' });
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await row(now_)).toMatchObject({ state: 'running', status: 'running' });
    expect(await row(later_)).toMatchObject({ state: 'scheduled', status: 'scheduled' });
    // Past its end the sweep stores it ended (the sweep's own clock; the list's is the database's).
    await sweep(t.clock.now + 3 * DAY);
    expect((await stored(later_)).status).toBe('ended');
    // The clock's moves are in the history, by nobody, each once however often the sweep runs.
    await sweep(t.clock.now + 3 * DAY);
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
    refused(await publish(now_, 'en'), 409, 'publish twice', 'Running');
    refused(await publish(later_, 'en'), 409, 'publish ended', 'Ended');
    expect((await info(now_))._history).toHaveLength(3);
  });

  it('refuses to publish a draft past its end', async () => {
    const id = ok(await save(form({ end_at: t.clock.now + HOUR })), 'save').id;
    await later(2 * HOUR);
    refused(await publish(id, 'en'), 409, 'publish', 'past its end');
    expect((await stored(id)).status).toBe('draft');
  });

  it('edits a campaign until it starts, never after', async () => {
    const id = ok(
      await save(form({ start_at: t.clock.now + DAY, end_at: t.clock.now + 5 * DAY })),
      'save',
    ).id;
    ok(await save({ id, title: '改过的拼团', stock: 50 }), 'edit draft');
    ok(await publish(id), 'publish');
    ok(await save({ id, group_price: item.price - 800 }), 'edit scheduled');
    expect(await stored(id)).toMatchObject({ title: '改过的拼团', stock: 50, groupPrice: item.price - 800 });
    const live = await running();
    refused(await save({ id: live, title: '开始后修改' }, 'en'), 409, 'edit running', 'no longer be edited');
    expect((await stored(live)).title).not.toBe('开始后修改');
  });

  it('stops a campaign with a reason, failing and refunding its groups still forming, and nothing else', async () => {
    const id = await running({ group_size: 2 });
    const [a, b, c] = [await member(100), await member(100), await member(100)];
    const forming = ok(await open(id, a, 2), 'open').team_id;
    const full = ok(await open(id, b, 1), 'open b').team_id;
    ok(await join(full, c, 1), 'fill');
    expect((await stored(id)).sold).toBe(4);
    refused(await stop(id, ''), 400, 'no reason');
    refused(await stop(id, '停'), 400, 'short reason');
    expect((await stored(id)).status).not.toBe('stopped');
    expect(ok(await stop(id), 'stop')).toMatchObject({ id, status: 'stopped' });
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
    refused(await stop(id), 409, 'stop twice');
    refused(await publish(id), 409, 'publish stopped');
    refused(await open(id, a), 409, 'open stopped');
    expect(await balance(a)).toBe(10_000);
    // A campaign past its end has ended already.
    const ended = await running({ end_at: t.clock.now + HOUR });
    await later(2 * HOUR);
    refused(await stop(ended, '已经结束了'), 409, 'stop ended', '已结束');
  });

  it('deletes a campaign only while no group has formed under it', async () => {
    const draft = ok(await save(form()), 'save').id;
    ok(await admin.post(`${API}GroupbuyDel`, { id: draft }), 'delete draft');
    expect(await inStore((db) => db.select().from(groupbuys).where(eq(groupbuys.id, draft)))).toEqual([]);
    const id = await running();
    const m = await member(100);
    ok(await open(id, m), 'open');
    refused(
      await admin.post(`${API}GroupbuyDel`, { id }, { lang: 'en' }),
      409,
      'delete with groups',
      '1 groups',
    );
    expect((await stored(id)).id).toBe(id);
    // Stopped, it still has its group: still kept.
    ok(await stop(id), 'stop');
    refused(await admin.post(`${API}GroupbuyDel`, { id }), 409, 'delete stopped with groups');
    expect(
      await inStore(
        async (db) =>
          (await db.select({ n: count() }).from(groupbuyTeams).where(eq(groupbuyTeams.groupbuyId, id)))[0]!.n,
      ),
    ).toBe(1);
  });

  it('keeps to its store: another store with the add-on lists, reads and moves none of these records', async () => {
    ok(await grain.post('/v1/addons/install', { key: 'groupbuy' }), 'install for 丰谷粮油');
    const id = await running();
    const m = await member(100);
    const teamId = ok(await open(id, m), 'open').team_id;
    const before = { campaign: await stored(id), team: await team(teamId) };
    expect(ok(await grain.get<Row[]>(`${API}GroupbuyManage`), 'theirs')).toEqual([]);
    expect(ok(await grain.get<Row[]>(`${API}TeamManage`), 'their groups')).toEqual([]);
    for (const r of [
      await grain.get(`${API}GroupbuyInfo`, { id }),
      await grain.get(`${API}TeamInfo`, { id: teamId }),
      await grain.post(`${API}GroupbuySave`, { id, title: '别家的' }),
      await grain.post(`${API}GroupbuyStop`, { id, note: '别家的停止' }),
      await grain.post(`${API}GroupbuyOpen`, { id, member_id: m, qty: 1 }),
      await grain.post(`${API}GroupbuyDel`, { id }),
      await grain.post(`${API}TeamJoin`, { id: teamId, member_id: m, qty: 1 }),
    ])
      refused(r, 404, 'another store');
    expect({ campaign: await stored(id), team: await team(teamId) }).toEqual(before);
    ok(await grain.post('/v1/addons/uninstall', { key: 'groupbuy' }), 'uninstall for 丰谷粮油');
  });

  it('refuses every call once the add-on is uninstalled, and has its data back when installed again', async () => {
    const before = ok(
      await admin.get<{ count: number }>(`${API}GroupbuyManage`, { _count_sum: 1 }),
      'count',
    ).count;
    const teams = ok(
      await admin.get<{ count: number }>(`${API}TeamManage`, { _count_sum: 1 }),
      'teams',
    ).count;
    const id = await running();
    const m = await member(100);
    ok(await admin.post('/v1/addons/uninstall', { key: 'groupbuy' }), 'uninstall');
    for (const r of [
      await admin.get(`${API}GroupbuyManage`),
      await admin.get(`${API}TeamManage`),
      await admin.post(`${API}GroupbuySave`, form()),
      await open(id, m),
      await stop(id),
    ])
      refused(r, 403, 'uninstalled', '未安装');
    expect(await balance(m)).toBe(10_000);
    ok(await admin.post('/v1/addons/install', { key: 'groupbuy' }), 'install');
    expect(
      ok(await admin.get<{ count: number }>(`${API}GroupbuyManage`, { _count_sum: 1 }), 'count').count,
    ).toBe(before + 1);
    expect(ok(await admin.get<{ count: number }>(`${API}TeamManage`, { _count_sum: 1 }), 'teams').count).toBe(
      teams,
    );
    ok(await open(id, m), 'open after reinstall');
    expect(await inStore((db) => walletMismatches(db))).toEqual([]);
  });
});
