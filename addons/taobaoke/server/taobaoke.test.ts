import { createHash } from 'node:crypto';
import { formatDate, sweepStore } from '@yanye/addon-kit/server';
import {
  bellEvents,
  callLog,
  DB_KINDS,
  okData,
  receiverMode,
  signedIn,
  sweepDeps,
} from '@yanye/addon-kit/testing';
import { allRows, type SyncRun, unionSuite } from '@yanye/affiliate/testing';
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from './demo';
import taobaoke from './index';
import { topSign } from './service';

/**
 * The Taobao affiliate through HTTP, against its local TOP stand-in over a real port: the demo's lists, the
 * manual sync (success, the union's refusal, a timeout, retries only for the idempotent order query, idempotent
 * booking), the scheduled sync, the token page (its checks, its refresh, a lapsed token), secrets kept out of
 * the call log, and the channel entries' links. Its order messages and the wall between stores:
 * taobaoke-push.test.ts.
 */

const KEY = 'taobaoke';
const DAY = 86_400;
/** The demo's keys. */
const { app_key: APP_KEY, app_secret: SECRET, access_token: SESSION, refresh_token: REFRESH } = DEMO_KEYS;

interface TokenView {
  app_key: string;
  pid: string;
  secrets: Record<string, { set: number; masked: string }>;
  expires_at: number;
  days_left: number | null;
  state: string;
  account: string;
}

describe.each(DB_KINDS)('Taobao affiliate on %s', (kind) => {
  const union = unionSuite(kind, KEY);
  const { app, api: API, orders } = union;

  /** Moves the clock on (an access token lives two hours, so sign in again). */
  async function later(seconds: number): Promise<void> {
    app.t.clock.now += seconds;
    app.grain = await signedIn(app.t, 'grain_admin');
  }

  const token = async () => okData(await app.grain.get<TokenView>(API.tokenInfo), 'token');

  it('serves the demo: channel entries, adverts, affiliates, a month of orders, a token three weeks out', async () => {
    expect((await allRows(app.grain, API.navs)).length).toBe(5);
    expect((await allRows(app.grain, API.adverts)).length).toBe(3);
    const users = await allRows<{ member_name: string; account: string; order_count: number }>(
      app.grain,
      API.users,
    );
    expect(users.length).toBe(6);
    expect(users.every((u) => u.member_name && /^\d{10}$/.test(u.account))).toBe(true);
    expect(users.some((u) => u.order_count > 0)).toBe(true);
    const rows = await orders();
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.some((o) => o.state === 'settled' && o.settled_commission > 0)).toBe(true);
    expect(rows.some((o) => o.member_name)).toBe(true);
    const view = await token();
    expect(view).toMatchObject({ app_key: APP_KEY, state: 'ok', days_left: 23 });
    expect(JSON.stringify(view)).not.toContain(SECRET);
    expect(JSON.stringify(view)).not.toContain(SESSION);
    expect(view.secrets.app_secret!.masked).toBe('••••••4d9a');
  });

  it('syncs by hand through the stand-in: orders move on, each new state is kept, and the call log hides secrets', async () => {
    const before = new Map((await orders()).map((o) => [o.order_no, o.state]));
    await later(3 * DAY);
    const run = okData(await app.grain.post<SyncRun>(API.sync, {}), 'sync');
    expect(run).toMatchObject({ mode: 'manual', state: 'ok' });
    expect(run.fetched).toBeGreaterThan(0);
    expect(run.updated + run.created).toBeGreaterThan(0);
    // Three days in three-hour windows, a page each.
    expect(run.calls).toBeGreaterThanOrEqual(24);
    const after = await orders();
    expect(after.filter((o) => !before.has(o.order_no)).length).toBe(run.created);
    expect(after.some((o) => before.has(o.order_no) && before.get(o.order_no) !== o.state)).toBe(true);
    const info = okData(
      await app.grain.get<{ runs: SyncRun[]; changes: { to: string; to_title: string; source: string }[] }>(
        API.syncInfo,
      ),
      'sync info',
    );
    expect(info.runs[0]!.id).toBe(run.id);
    expect(info.changes.length).toBeGreaterThan(0);
    expect(info.changes[0]!.to_title).not.toBe('');
    const calls = await union.callsOf('order_details');
    expect(calls.length).toBe(run.calls);
    expect(calls.every((c) => c.outcome === 'ok' && c.local === 1 && c.status === 200)).toBe(true);
    const log = JSON.stringify(await callLog(app.grain, KEY, 100));
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(SESSION);
    expect(log).toContain('session=******');
  });

  it('books a repeated sync once: the same orders, no new rows, no new states', async () => {
    const count = (await orders()).length;
    const again = okData(await app.grain.post<SyncRun>(API.sync, { hours: 6 }), 'sync again');
    expect(again).toMatchObject({ created: 0, updated: 0, changed: 0 });
    expect(again.fetched).toBeGreaterThanOrEqual(0);
    expect((await orders()).length).toBe(count);
  });

  it("says the union's refusal, books nothing and keeps no run", async () => {
    const runs = okData(await app.grain.get<{ runs: SyncRun[] }>(API.syncInfo), 'info').runs.length;
    await receiverMode(app.t, KEY, 'fail');
    try {
      const r = await app.grain.post(API.sync, { hours: 1 });
      expect(r.status).toBe(503);
      expect(r.body.msg).toContain('淘宝联盟开放平台');
      expect(r.body.msg).toContain('对方拒绝');
      const last = (await union.callsOf('order_details'))[0]!;
      expect(last).toMatchObject({ outcome: 'refused', attempt: 1 });
      expect(last.error).toContain('Remote service error');
    } finally {
      await receiverMode(app.t, KEY, 'success');
    }
    expect(okData(await app.grain.get<{ runs: SyncRun[] }>(API.syncInfo), 'info').runs.length).toBe(runs);
  });

  it('times out, retrying the order query twice but sending the token refresh once', async () => {
    await union.changeSetup({ timeout_seconds: 1 });
    await receiverMode(app.t, KEY, 'slow', 2_500);
    try {
      const queries = (await union.callsOf('order_details')).length;
      const r = await app.grain.post(API.sync, { hours: 1 });
      expect(r.status).toBe(503);
      expect(r.body.msg).toContain('1 秒内未应答');
      const after = await union.callsOf('order_details');
      expect(after.length - queries).toBe(3);
      expect(after.slice(0, 3).map((c) => c.attempt)).toEqual([3, 2, 1]);
      expect(after.slice(0, 3).every((c) => c.outcome === 'timeout')).toBe(true);

      const refreshes = (await union.callsOf('token_refresh')).length;
      const refused = await app.grain.post(API.tokenRefresh, {});
      expect(refused.status).toBe(503);
      expect((await union.callsOf('token_refresh')).length - refreshes).toBe(1);
      // Nothing was kept: the same token, the same expiry.
      expect((await token()).days_left).toBeLessThanOrEqual(23);
    } finally {
      await receiverMode(app.t, KEY, 'success');
      await union.changeSetup({ timeout_seconds: 5 });
    }
  });

  it('refuses hostile token saves with a clear message and changes nothing', async () => {
    const held = await token();
    const valid = { app_key: APP_KEY, pid: held.pid, expires_at: held.expires_at };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, pid: 'mm_1_2' }, '推广位 PID'],
      [{ ...valid, app_key: 'abc' }, 'App Key'],
      [{ ...valid, expires_at: app.t.clock.now - 60 }, '到期时间须晚于现在'],
      [{ ...valid, expires_at: app.t.clock.now + 5 * 365 * DAY }, '到期时间不能超过'],
      [{ ...valid, expires_at: 'soon' }, '到期时间应为数字'],
      [{ ...valid, app_key: 'x'.repeat(65) }, 'App Key最多'],
      [{ ...valid, access_token: '\u0000bad' }, '访问令牌'],
    ];
    for (const [body, words] of cases) {
      const r = await app.grain.post(API.tokenSave, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg, JSON.stringify(body)).toContain(words);
    }
    expect(await token()).toEqual(held);
  });

  it('refreshes the token at the union and syncs with the new one', async () => {
    const held = await token();
    const r = await app.grain.post<TokenView>(API.tokenRefresh, {});
    const view = okData(r, 'refresh');
    expect(r.body.msg).toContain('令牌已刷新');
    expect(view.days_left).toBe(30);
    expect(view.state).toBe('ok');
    expect(view.account).toBe('联盟推广者1208');
    expect(view.secrets.access_token!.masked).not.toBe(held.secrets.access_token!.masked);
    const refresh = (await union.callsOf('token_refresh'))[0]!;
    expect(refresh.outcome).toBe('ok');
    expect(refresh.url).not.toContain(REFRESH);
    expect(refresh.answer).not.toMatch(/"access_token\\":\\"6200/);
    // The stand-in now knows only the new session: a sync signed with it succeeds.
    okData(await app.grain.post(API.sync, { hours: 1 }), 'sync with the new token');
    // The old refresh token is spent: a second refresh with it is not possible, the new one is kept.
    expect((await app.grain.post(API.tokenRefresh, {})).status).toBe(200);
  });

  it('warns of a lapsing token and refuses to sync with a lapsed one, calling nothing', async () => {
    const days = (await token()).days_left!;
    await later((days - 3) * DAY);
    expect(await token()).toMatchObject({ state: 'expiring', days_left: 3 });
    // The hourly look tells the store's bell once, whatever how often it runs; and once more when it lapses.
    const deps = await sweepDeps(app.t, app.base);
    const told = () => bellEvents(app.grain, 'taobaoke_token');
    await sweepStore(deps, taobaoke, app.store, app.t.clock.now);
    await sweepStore(deps, taobaoke, app.store, app.t.clock.now + 3_600);
    const [soon, ...more] = await told();
    expect(more).toEqual([]);
    const expiresAt = (await token()).expires_at;
    expect(soon?.params).toEqual({ status: 'expiring', date: formatDate(expiresAt, app.t.config.TIME_ZONE) });
    await later(5 * DAY);
    expect((await token()).state).toBe('expired');
    await sweepStore(deps, taobaoke, app.store, app.t.clock.now);
    expect((await told()).map((e) => e.params.status)).toEqual(['expired', 'expiring']);
    const calls = (await callLog(app.grain, KEY, 100)).length;
    const r = await app.grain.post(API.sync, {});
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('授权令牌已于');
    expect((await callLog(app.grain, KEY, 100)).length).toBe(calls);
    const info = okData(await app.grain.get<{ token: { state: string } }>(API.syncInfo), 'info');
    expect(info.token.state).toBe('expired');
    // A new token saved by hand, with its expiry, brings the sync back.
    okData(
      await app.grain.post(API.tokenSave, {
        app_key: APP_KEY,
        pid: 'mm_176543210_2301234_110987654321',
        access_token: SESSION,
        refresh_token: REFRESH,
        expires_at: app.t.clock.now + 30 * DAY,
      }),
      'save token',
    );
    expect((await token()).state).toBe('ok');
    okData(await app.grain.post(API.sync, { hours: 1 }), 'sync after saving');
  });

  it('runs the scheduled sync from where the last one ended', async () => {
    await later(1_800);
    const deps = await sweepDeps(app.t, app.base);
    await sweepStore(deps, taobaoke, app.store, app.t.clock.now);
    const run = okData(await app.grain.get<{ runs: SyncRun[] }>(API.syncInfo), 'info').runs[0]!;
    expect(run).toMatchObject({ mode: 'scheduled', state: 'ok', window_end: app.t.clock.now });
    // It started a little before the last one ended, so nothing changed meanwhile is missed.
    expect(app.t.clock.now - run.window_start).toBeLessThanOrEqual(1_800 + 300);
  });

  it('checks the links of channel entries', async () => {
    const bad = await app.grain.post(API.navSave, {
      title: '活动',
      link: 'javascript:alert(1)',
      sort: 1,
      status: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('跳转链接');
    okData(
      await app.grain.post(API.navSave, {
        title: '活动',
        link: 'https://uland.taobao.com/',
        sort: 1,
        status: 1,
      }),
      'nav',
    );
  });

  it('signs as TOP does: md5 of the secret, the sorted keys and values, the secret; upper-case hex', () => {
    const params = {
      method: 'taobao.tbk.order.details.get',
      app_key: '12345678',
      timestamp: '2026-03-01 08:00:00',
    };
    const text = `secretapp_key12345678methodtaobao.tbk.order.details.gettimestamp2026-03-01 08:00:00secret`;
    expect(topSign(params, 'secret')).toBe(createHash('md5').update(text).digest('hex').toUpperCase());
  });
});
