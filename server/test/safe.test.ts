import { formatDateTime, rawRows, safeSettings, withStore } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type DbKind,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/stores';
import { solvedCaptcha } from './captcha-solver';

const SAFE = '/v1/seller/safe/';
const INFO = `${SAFE}SafeSetInfo`;
const SAVE = `${SAFE}SafeSetSave`;
const USERS = `${SAFE}AccessUserManage`;
const KICK = `${SAFE}AccessUserDel`;
const IPS = `${SAFE}AccessIpManage`;
const FORGET = `${SAFE}AccessIpDel`;
const USER_INFO = '/v1/buyer/user/info';
const LOGIN = '/v1/public/user/login';
const OPERATOR_LOG = '/v1/seller/operator/OperatorLogManage';

interface Settings {
  max_login_failures: number;
  login_lock_minutes: number;
  session_idle_minutes: number;
  ip_allow_on: number;
  ip_allow_list: string[];
  captcha_mode: 'after_failures' | 'always';
  captcha_after_failures: number;
  updated_at: number;
  your_ip: string;
}

const DEFAULTS = {
  max_login_failures: 10,
  login_lock_minutes: 30,
  session_idle_minutes: 120,
  ip_allow_on: 0,
  ip_allow_list: [] as string[],
  captcha_mode: 'after_failures',
  captcha_after_failures: 3,
};

interface AccessUserRow {
  id: number;
  username: string;
  nick_name: string;
  ip: string;
  device: string;
  signed_in_at: number;
  last_seen_at: number;
}

interface AccessIpRow {
  id: number;
  ip: string;
  locked: number;
  locked_until: number | null;
  sign_ins: number;
  failures: number;
  created_at: number;
  last_seen_at: number;
}

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The data of an answer that must have succeeded. */
function data<T>(r: Reply<T>): T {
  if (!r.body.status) throw new Error(`refused: ${r.body.msg}`);
  return r.body.data;
}

let addressCounter = 0;
/** An address of a test's own, so that counters kept by address start at nothing. */
const freshIp = () => `192.0.2.${200 + (addressCounter++ % 50)}`;

describe.each(DB_KINDS)('safe management on %s', (kind: DbKind) => {
  let t: TestApp;
  let admin: Client;
  let grain: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  /** Back to the defaults before each test, as a store that never saved its settings has them. */
  beforeEach(async () => {
    for (const c of [admin, grain]) {
      await withStore(t.database.db, Number(c.suid), (db) => db.delete(safeSettings));
    }
  });

  async function save(c: Client, patch: Partial<typeof DEFAULTS>) {
    return c.post<Settings>(SAVE, { ...DEFAULTS, ...patch });
  }

  async function saved(c: Client, patch: Partial<typeof DEFAULTS>) {
    const r = await save(c, patch);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ status: true });
    return r;
  }

  function sessionRow(c: Client) {
    const sid = JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()).sid as string;
    return withStore(t.database.db, Number(c.suid), async (db) => {
      const [row] = await rawRows<{ revoked_reason: string | null; last_seen_at: number | null }>(
        db.tx,
        sql`select revoked_reason, last_seen_at::int as last_seen_at from sessions where id = ${sid}`,
      );
      return row!;
    });
  }

  /** A client of the same session calling from another address. */
  function from(c: Client, ip: string): Client {
    const other = new Client(t, ip);
    other.token = c.token;
    other.suid = c.suid;
    other.refreshToken = c.refreshToken;
    return other;
  }

  describe('settings', () => {
    it('reads the defaults and the caller’s own address', async () => {
      const r = await admin.get<Settings>(INFO);
      expect(r.body).toMatchObject({ status: true, data: { ...DEFAULTS, your_ip: admin.ip } });
    });

    it('saves every setting, canonical and without repeats, and logs who did', async () => {
      const r = await saved(admin, {
        max_login_failures: 5,
        login_lock_minutes: 45,
        session_idle_minutes: 60,
        ip_allow_on: 1,
        ip_allow_list: [
          '',
          ` ${admin.ip} `,
          '10.1.2.3/16',
          '2001:DB8::1',
          '::ffff:192.0.2.9',
          '10.1.0.0/16',
          '  ',
        ],
        captcha_mode: 'always',
        captcha_after_failures: 2,
      });
      const expected = {
        max_login_failures: 5,
        login_lock_minutes: 45,
        session_idle_minutes: 60,
        ip_allow_on: 1,
        ip_allow_list: [admin.ip, '10.1.0.0/16', '2001:db8::1', '192.0.2.9'],
        captcha_mode: 'always',
        captcha_after_failures: 2,
      };
      expect(r.body.data).toMatchObject(expected);
      expect((await admin.get<Settings>(INFO)).body.data).toMatchObject({
        ...expected,
        updated_at: t.clock.now,
      });
      const logs = await withStore(t.database.db, Number(admin.suid), (db) =>
        rawRows<{ summary: string }>(db.tx, sql`select summary from operator_logs where api = ${SAVE}`),
      );
      // What changed, each setting by the screen's label, the switch and the choice in words.
      const said = logs.at(-1)?.summary ?? '';
      expect(said).toMatch(
        /^修改了安全设置：登录失败锁定次数 10 → 5；锁定时长（分钟） 30 → 45；无操作自动退出（分钟） 120 → 60；IP 白名单 关闭 → 开启；允许的地址 空 → /,
      );
      expect(said).toMatch(/；人机验证 登录失败后验证 → 每次登录都验证；失败几次后验证 3 → 2$/);
      const en = data(
        await admin.get<{ sentence: string }[]>(OPERATOR_LOG, { action: SAVE, limit: 1 }, { lang: 'en' }),
      );
      expect(en[0]?.sentence).toMatch(
        /^Changed the security settings: Failed sign-ins before lock 10 → 5; .*IP allow list off → on; .*Robot check After failed sign-ins → On every sign-in; /,
      );
    });

    it('refuses each number outside its bounds, naming the field and the bounds, and saves nothing', async () => {
      const cases: [keyof typeof DEFAULTS, unknown, string][] = [
        ['max_login_failures', 2, '登录失败锁定次数须为 3 到 20 之间的整数'],
        ['max_login_failures', 21, '登录失败锁定次数须为 3 到 20 之间的整数'],
        ['login_lock_minutes', 0, '锁定时长（分钟）须为 1 到 1440 之间的整数'],
        ['login_lock_minutes', 1441, '锁定时长（分钟）须为 1 到 1440 之间的整数'],
        ['session_idle_minutes', 4, '无操作自动退出（分钟）须为 5 到 1440 之间的整数'],
        ['session_idle_minutes', 12.5, '无操作自动退出（分钟）须为 5 到 1440 之间的整数'],
        ['captcha_after_failures', 11, '失败几次后验证须为 1 到 10 之间的整数'],
        ['captcha_after_failures', '3', '失败几次后验证须为 1 到 10 之间的整数'],
      ];
      for (const [field, value, msg] of cases) {
        const r = await admin.post(SAVE, { ...DEFAULTS, [field]: value });
        expect(r.status, `${field} ${value}`).toBe(400);
        expect(r.body).toMatchObject({ status: false, code: 'BAD_INPUT', msg });
      }
      const en = await admin.post(SAVE, { ...DEFAULTS, login_lock_minutes: 0 }, { lang: 'en' });
      expect(en.body.msg).toBe('Lock time (minutes) must be a whole number from 1 to 1440');
      const mode = await admin.post(SAVE, { ...DEFAULTS, captcha_mode: 'sometimes' });
      expect(mode.status).toBe(400);
      expect(mode.body.msg).toContain('人机验证');
      const missing = await admin.post(SAVE, { ...DEFAULTS, ip_allow_on: undefined });
      expect(missing.body).toMatchObject({ status: false, msg: '字段 IP 白名单 不能为空' });
      expect((await admin.get<Settings>(INFO)).body.data).toMatchObject({ ...DEFAULTS, updated_at: 0 });
    });

    it('refuses an address that is not one, naming its line as typed', async () => {
      const bad = [
        '10.0.0.256',
        '10.0.0',
        '010.1.1.1',
        '10.0.0.0/33',
        '2001:db8::/129',
        'fe80::1%eth0',
        'example.com',
        '1.2.3.4/24/1',
        '1.2.3.4/x',
      ];
      for (const entry of bad) {
        const r = await save(admin, { ip_allow_list: [admin.ip, '', entry] });
        expect(r.status, entry).toBe(400);
        expect(r.body.msg, entry).toBe(
          `允许的地址第 3 行“${entry}”不是有效的 IP 地址或网段（如 203.0.113.8、192.168.1.0/24、2001:db8::/32）`,
        );
      }
      const en = await admin.post(SAVE, { ...DEFAULTS, ip_allow_list: ['1.2.3.999'] }, { lang: 'en' });
      expect(en.body.msg).toContain('Allowed addresses, line 1: “1.2.3.999” is not an IP address or range');
      // Hostile lines: not text, a NUL, far too long, far too many. A clear 400, never a 500.
      for (const list of [[admin.ip, 12], ['1.2.3.4\u0000'], ['x'.repeat(101)]]) {
        const r = await admin.post(SAVE, { ...DEFAULTS, ip_allow_list: list });
        expect(r.status, JSON.stringify(list).slice(0, 40)).toBe(400);
        expect(r.body.msg).toMatch(/^允许的地址第 \d 行不是有效的 IP 地址或网段$/);
      }
      const huge = await admin.post(SAVE, { ...DEFAULTS, ip_allow_list: Array(1001).fill('1.2.3.4') });
      expect(huge.status).toBe(400);
      expect(huge.body.msg).toContain('允许的地址');
      const many = Array.from({ length: 201 }, (_, i) => `10.9.${Math.floor(i / 250)}.${i % 250}`);
      const tooMany = await save(admin, { ip_allow_list: many });
      expect(tooMany.body).toMatchObject({ status: false, msg: '允许的地址最多 200 个，现有 201 个' });
      expect((await save(admin, { ip_allow_list: many.slice(0, 200) })).body.status).toBe(true);
    });

    it('refuses the same settings again, even from another form of the same addresses', async () => {
      const first = await save(admin, {});
      expect(first.body).toMatchObject({ status: false, msg: '数据未发生任何改变，请修改数据后再次提交' });
      await saved(admin, { session_idle_minutes: 30, ip_allow_list: ['10.0.0.0/8'] });
      const again = await save(admin, { session_idle_minutes: 30, ip_allow_list: [' 10.0.0.0/8', ''] });
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe('数据未发生任何改变，请修改数据后再次提交');
      const en = await admin.post(
        SAVE,
        { ...DEFAULTS, session_idle_minutes: 30, ip_allow_list: ['10.1.2.3/8'] },
        { lang: 'en' },
      );
      expect(en.body.msg).toBe('Nothing has changed: change the data before submitting again');
      // The list off but kept: a change.
      await saved(admin, { session_idle_minutes: 30, ip_allow_list: [] });
    });

    it('refuses an allow list that is on and leaves out the caller’s own address', async () => {
      const r = await save(admin, { ip_allow_on: 1, ip_allow_list: ['10.0.0.0/8'] });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(
        `开启后您当前的 IP 地址 ${admin.ip} 不在白名单内，将无法继续访问：请先把它加入允许的地址`,
      );
      const empty = await save(admin, { ip_allow_on: 1, ip_allow_list: [] });
      expect(empty.body.msg).toContain(admin.ip);
      // Off, the same list is kept for later.
      await saved(admin, { ip_allow_on: 0, ip_allow_list: ['10.0.0.0/8'] });
      // An IPv4 caller on a dual-stack socket arrives IPv4-mapped: a range of its IPv4 address holds it.
      const mapped = from(admin, '::ffff:203.0.113.9');
      const ok = await mapped.post<Settings>(SAVE, {
        ...DEFAULTS,
        ip_allow_on: 1,
        ip_allow_list: ['203.0.113.0/24'],
      });
      expect(ok.body).toMatchObject({ status: true, data: { your_ip: '203.0.113.9' } });
      expect((await mapped.get(USER_INFO)).status).toBe(200);
    });
  });

  describe('enforcement', () => {
    it('refuses every call of the store from outside the allow list, and sign-in from there', async () => {
      const office = freshIp();
      const home = freshIp();
      const boss = from(admin, office);
      const away = await signedIn(t, 'clerk', 'xinyan');
      await boss.post(SAVE, {
        ...DEFAULTS,
        ip_allow_on: 1,
        ip_allow_list: [`${office}/32`, '2001:db8:1::/48'],
      });
      expect((await boss.get(USER_INFO)).status).toBe(200);

      const outside = from(away, home);
      const refused = await outside.get(USER_INFO);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        status: false,
        code: 'NO_PERMISSION',
        data: 'login',
        msg: `无操作权限：当前 IP 地址 ${home} 不在本店铺的 IP 白名单内`,
      });
      // Writes too, and the address is told in English when asked in English.
      const write = await outside.post(SAVE, DEFAULTS, { lang: 'en' });
      expect(write.status).toBe(403);
      expect(write.body.msg).toContain(`your address ${home} is not on the store’s IP allow list`);
      // Inside the list, by IPv6 range or IPv4 address, the same session goes on.
      expect((await from(away, '2001:db8:1:2::7').get(USER_INFO)).status).toBe(200);
      expect((await from(away, office).get(USER_INFO)).status).toBe(200);
      // Another store is not concerned.
      expect((await from(grain, home).get(USER_INFO)).status).toBe(200);

      const signIn = await new Client(t, home).login('clerk', DEMO_PASSWORD, 'xinyan');
      expect(signIn.status).toBe(403);
      expect(signIn.body.msg).toBe(`当前 IP 地址 ${home} 不在该店铺的 IP 白名单内，不能登录`);
      // Even with a password that is wrong, or a username the store does not have: the address is refused first.
      expect((await new Client(t, home).login('clerk', 'wrong', 'xinyan')).status).toBe(403);
      expect((await new Client(t, home).login('nobody', 'wrong', 'xinyan')).status).toBe(403);
      const reasons = await withStore(t.database.db, Number(admin.suid), (db) =>
        rawRows<{ reason: string }>(
          db.tx,
          sql`select reason from login_logs where ip = ${home} and not success order by id`,
        ),
      );
      expect(reasons.map((r) => r.reason)).toEqual(['ip', 'ip']);
      expect((await new Client(t, office).login('clerk', DEMO_PASSWORD, 'xinyan')).body.status).toBe(true);
    });

    it('signs out a session idle past the store’s limit, and keeps its last call once a minute', async () => {
      await saved(admin, { session_idle_minutes: 5 });
      const c = await signedIn(t, 'clerk', 'xinyan');
      const start = (await sessionRow(c)).last_seen_at;
      expect(start).toBe(t.clock.now);
      const base = t.clock.now;
      try {
        t.clock.now = base + 30;
        expect((await c.get(USER_INFO)).status).toBe(200);
        expect((await sessionRow(c)).last_seen_at, 'not written again within the minute').toBe(start);
        t.clock.now = base + 4 * 60;
        expect((await c.get(USER_INFO)).status).toBe(200);
        expect((await sessionRow(c)).last_seen_at).toBe(base + 4 * 60);
        // Four minutes after that call: still within five.
        t.clock.now = base + 8 * 60;
        expect((await c.get(USER_INFO)).status).toBe(200);
        t.clock.now = base + 13 * 60 + 1;
        const idle = await c.get(USER_INFO, {}, { lang: 'en' });
        expect(idle.status).toBe(401);
        expect(idle.body).toMatchObject({
          data: 'login',
          msg: 'You were signed out after a long time without activity; please sign in again',
        });
        expect(await sessionRow(c)).toMatchObject({ revoked_reason: 'idle' });
        // Signed out for good: coming back within the limit does not revive it.
        t.clock.now = base + 8 * 60;
        expect((await c.get(USER_INFO)).body).toMatchObject({
          data: 'login',
          msg: '长时间未操作，已自动退出登录，请重新登录',
        });
      } finally {
        t.clock.now = base;
      }
    });

    it('locks an address after the store’s maximum of failures, whatever the account, until AccessIpDel', async () => {
      await saved(admin, { max_login_failures: 3, login_lock_minutes: 20, captcha_after_failures: 10 });
      const ip = freshIp();
      const guesser = new Client(t, ip);
      for (let i = 1; i <= 2; i++) {
        const r = await guesser.login(`nobody${i}`, 'wrong', 'xinyan');
        expect(r.body).toMatchObject({ status: false, msg: '用户名或密码错误' });
      }
      const third = await guesser.login('salt_admin', 'wrong');
      // Until when, to the minute, in the store's time zone.
      const shown = formatDateTime(t.clock.now + 20 * 60, t.config.TIME_ZONE).slice(0, 16);
      expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(third.body).toMatchObject({
        status: false,
        msg: `该 IP 地址登录失败次数过多，已锁定至 ${shown}，请届时再试`,
      });
      // The right password does not get in from there, for any account of the store; from elsewhere it does.
      const right = await guesser.login('salt_admin');
      expect(right.body).toMatchObject({ status: false, msg: expect.stringContaining(`已锁定至 ${shown}`) });
      expect((await guesser.login('clerk', DEMO_PASSWORD, 'xinyan')).body.status).toBe(false);
      expect((await new Client(t, freshIp()).login('salt_admin')).body.status).toBe(true);
      // Another store is not concerned (it asks this address for a captcha, by its rule of three).
      expect(
        (await guesser.login('grain_admin', DEMO_PASSWORD, '', await solvedCaptcha(guesser))).body.status,
      ).toBe(true);

      const locked = await admin.get<AccessIpRow[]>(IPS, { ip, locked: '1' });
      expect(locked.body.status && locked.body.data).toEqual([
        expect.objectContaining({
          ip,
          locked: 1,
          locked_until: t.clock.now + 20 * 60,
          failures: 3,
          sign_ins: 0,
        }),
      ]);
      const row = data(locked)[0]!;
      // Another store cannot forget it, nor see it: its own record of the address knows only its sign-in.
      expect((await grain.post(FORGET, { id: row.id })).status).toBe(404);
      const theirs = await grain.get<AccessIpRow[]>(IPS, { ip });
      expect(theirs.body.status && theirs.body.data).toEqual([
        expect.objectContaining({ ip, locked: 0, sign_ins: 1, failures: 0 }),
      ]);
      expect(theirs.body.status && theirs.body.data[0]!.id).not.toBe(row.id);
      expect((await admin.post(FORGET, { id: row.id })).body).toMatchObject({
        status: true,
        data: { ids: [row.id] },
      });
      const back = await guesser.login('salt_admin');
      expect(back.body.status).toBe(true);
      const after = await admin.get<AccessIpRow[]>(IPS, { ip });
      expect(after.body.status && after.body.data).toEqual([
        expect.objectContaining({ ip, locked: 0, locked_until: null, sign_ins: 1, failures: 0 }),
      ]);
      // The lock lapses by itself too.
      for (let i = 0; i < 3; i++) await guesser.login('nobody', 'wrong', 'xinyan');
      expect((await guesser.login('salt_admin')).body.status).toBe(false);
      const base = t.clock.now;
      try {
        t.clock.now = base + 20 * 60 + 1;
        expect((await guesser.login('salt_admin')).body.status).toBe(true);
      } finally {
        t.clock.now = base;
      }
    });

    it('asks for a captcha on every sign-in to a store that says always, and after its own number of failures', async () => {
      await saved(admin, { captcha_mode: 'always' });
      const c = new Client(t, freshIp());
      const without = await c.login('salt_admin');
      expect(without.body).toMatchObject({ status: false, data: 'refresh_captcha', msg: '请先完成人机验证' });
      // Also for an operator, and for a username the store does not have (the store is named): nothing is told.
      expect((await c.login('clerk', DEMO_PASSWORD, 'xinyan')).body).toMatchObject({
        data: 'refresh_captcha',
      });
      expect((await c.login('nobody', 'x', 'xinyan')).body).toMatchObject({ data: 'refresh_captcha' });
      expect((await c.login('salt_admin', DEMO_PASSWORD, '', await solvedCaptcha(c))).body.status).toBe(true);
      // Another store keeps the rule of three.
      expect((await c.login('grain_admin')).body.status).toBe(true);

      await saved(admin, { captcha_mode: 'after_failures', captcha_after_failures: 1 });
      const d = new Client(t, freshIp());
      expect((await d.login('salt_admin', 'wrong')).body).toMatchObject({
        status: false,
        data: 'refresh_captcha',
      });
      expect((await d.login('salt_admin')).body).toMatchObject({
        data: 'refresh_captcha',
        msg: '请先完成人机验证',
      });
      expect((await d.login('salt_admin', DEMO_PASSWORD, '', await solvedCaptcha(d))).body.status).toBe(true);
    });
  });

  describe('access users and IPs', () => {
    it('lists who is signed in now, with the device read from the browser', async () => {
      const c = new Client(t, freshIp());
      const r = await c.post<{ access_token: string }>(
        LOGIN,
        { username: 'clerk', password: DEMO_PASSWORD, name: 'xinyan', type: 'account', captcha: '' },
        { headers: { 'user-agent': CHROME_ON_WINDOWS } },
      );
      expect(r.body.status).toBe(true);
      const rows = await admin.get<AccessUserRow[]>(USERS, { ip: c.ip, username: 'clerk' });
      expect(rows.body.status && rows.body.data).toEqual([
        {
          id: expect.any(Number),
          username: 'clerk',
          nick_name: '小陈',
          ip: c.ip,
          device: 'Chrome 140 · Windows 10',
          signed_in_at: t.clock.now,
          last_seen_at: t.clock.now,
        },
      ]);
      // Another store's sessions are not there.
      const all = await admin.get<AccessUserRow[]>(USERS, { limit: 500 });
      expect(all.body.status && all.body.data.some((u) => u.username === 'grain_admin')).toBe(false);
      // A session signed out is no longer listed.
      const gone = new Client(t, freshIp());
      await gone.login('clerk', DEMO_PASSWORD, 'xinyan');
      expect(
        ((await admin.get<AccessUserRow[]>(USERS, { ip: gone.ip })).body.data as AccessUserRow[]).length,
      ).toBe(1);
      await gone.get('/v1/buyer/user/logout');
      expect((await admin.get<AccessUserRow[]>(USERS, { ip: gone.ip })).body).toMatchObject({ data: [] });
    });

    it('signs a session out with AccessUserDel: its next call asks to sign in again', async () => {
      const victim = new Client(t, freshIp());
      await victim.login('clerk', DEMO_PASSWORD, 'xinyan');
      const [row] =
        ((await admin.get<AccessUserRow[]>(USERS, { ip: victim.ip })).body.data as AccessUserRow[]) ?? [];
      expect(row).toBeDefined();
      // Another store's admin cannot, and the session goes on.
      expect((await grain.post(KICK, { id: row!.id })).status).toBe(404);
      expect((await victim.get(USER_INFO)).status).toBe(200);

      const kicked = await admin.post(KICK, { id: row!.id });
      expect(kicked.body).toMatchObject({ status: true, data: { deleted: 1, ids: [row!.id] } });
      const next = await victim.get(USER_INFO);
      expect(next.status).toBe(401);
      expect(next.body).toMatchObject({ data: 'login', msg: '您已被店铺管理员强制下线，请重新登录' });
      expect(await sessionRow(victim)).toMatchObject({ revoked_reason: 'kicked' });
      // Its refresh token ends with it.
      const refreshed = await victim.post('/v1/public/user/refreshAccessToken', {
        refresh_token: victim.refreshToken,
      });
      expect(refreshed.status).toBe(401);
      expect((await admin.get<AccessUserRow[]>(USERS, { ip: victim.ip })).body).toMatchObject({ data: [] });
      expect((await admin.post(KICK, { id: row!.id })).status).toBe(404);
      // Hostile ids: a clear 400.
      for (const id of ['abc', -1, [[1]], 'e3c1f0a2-0000-4000-8000-000000000000']) {
        expect((await admin.post(KICK, { id })).status, JSON.stringify(id)).toBe(400);
      }
    });

    it('refuses an operator whose role has none of these pages', async () => {
      for (const r of [
        await clerk.get(INFO),
        await clerk.post(SAVE, { ...DEFAULTS, session_idle_minutes: 10 }),
        await clerk.get(USERS),
        await clerk.post(KICK, { id: 1 }),
        await clerk.get(IPS),
        await clerk.post(FORGET, { id: 1 }),
      ]) {
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({ code: 'NO_PERMISSION' });
      }
      expect((await admin.get<Settings>(INFO)).body.data).toMatchObject({
        session_idle_minutes: 120,
        updated_at: 0,
      });
    });
  });
});
