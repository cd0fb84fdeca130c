import { loadConfig, rawRows, withStore } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type FakeService,
  fakeService,
  lastSmsCode,
  readOutbox,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from './captcha-solver';

const SEND = '/v1/public/verify/verifysend';
const LOGIN = '/v1/public/user/login';
const SALT_PHONE = '13800010001';
const CLERK_PHONE = '13900010009';

let ipCounter = 0;
/** A client from an address of its own, so the per-IP limits of one test do not reach the next. */
const fresh = (t: TestApp) =>
  new Client(t, `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

type Tokens = { access_token: string; refresh_token: string };

/** An SMS sign-in with a solved captcha (solved by brute force, as a browser does), since failures pile up. */
async function smsLogin(c: Client, phone: string, code: string, name = '') {
  const captcha = await solvedCaptcha(c);
  return c.post<Tokens>(LOGIN, { username: phone, password: code, name, type: 'sms', captcha });
}

describe.each(DB_KINDS)('SMS sign-in on %s (local SMS)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t?.close());

  it('offers SMS sign-in in the server config by default', async () => {
    const r = await fresh(t).get('/v1/public/config/GetServerConfig');
    expect(r.body).toMatchObject({ status: true, data: { sms_login_open: true } });
  });

  it('refuses a phone that is not 11 digits starting with 1, and names a missing one', async () => {
    const c = fresh(t);
    for (const phone of ['1380001000', '23800010001', '1380001000a', '']) {
      const r = await c.post(SEND, { phone });
      expect(r.status, phone).toBe(400);
      expect(r.body.msg).toBe('手机号应为 1 开头的 11 位手机号码，如 13800138000');
    }
    const missing = await c.post(SEND, {}, { lang: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Field Mobile number is required');
    expect((await c.post(SEND, { phone: SALT_PHONE, type: 'register' })).status).toBe(400);
  });

  it('texts a six-digit code to an account phone and keeps only its hash', async () => {
    const c = fresh(t);
    const r = await c.post(SEND, { phone: ` ${SALT_PHONE} ` });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: true,
      msg: '如该手机号已绑定账号，验证码已发送，5 分钟内有效',
      data: { expires_in: 300, resend_in: 60 },
    });
    const code = await lastSmsCode(t, SALT_PHONE);
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await readOutbox(t, 'sms');
    expect(sms).toMatchObject({ recipient: SALT_PHONE, template: 'login_code' });
    expect(sms!.body).toContain(code);
    const rows = await rawRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from verify_codes where phone = ${SALT_PHONE}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code!);
    expect(rows[0]!.code_hash.length).toBeGreaterThan(20);
  });

  it('answers a phone without an account exactly as one with, and sends nothing', async () => {
    const before = (await readOutbox(t, 'sms')).length;
    const known = await fresh(t).post(SEND, { phone: '13800030003' });
    const unknown = await fresh(t).post(SEND, { phone: '13512345678' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const sms = await readOutbox(t, 'sms');
    expect(sms.length).toBe(before + 1);
    expect(sms.some((m) => m.recipient === '13512345678')).toBe(false);
    // The once-a-minute rule holds for both alike.
    const again = await fresh(t).post(SEND, { phone: '13512345678' });
    expect(again.status).toBe(429);
  });

  it('sends one code per phone per minute, with a clear message', async () => {
    const phone = '13800020002';
    expect((await fresh(t).post(SEND, { phone })).status).toBe(200);
    t.clock.now += 20;
    const soon = await fresh(t).post(SEND, { phone });
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({
      status: false,
      code: 'TOO_MANY_REQUESTS',
      msg: '验证码发送过于频繁，请 40 秒后再试',
      data: { seconds: 40 },
    });
    const en = await fresh(t).post(SEND, { phone }, { lang: 'en' });
    expect(en.body.msg).toBe('A code was sent just now; try again in 40 seconds');
    t.clock.now += 41;
    expect((await fresh(t).post(SEND, { phone })).status).toBe(200);
  });

  it('limits one IP to 20 codes an hour and one phone to 10 a day', async () => {
    const c = fresh(t);
    const now = t.clock.now;
    await t.database.db.execute(sql`insert into verify_codes (phone, purpose, code_hash, ip, expires_at, created_at)
      select '139' || lpad(g::text, 8, '0'), 'login', '', ${c.ip}, ${now + 300}, ${now - 600} from generate_series(1, 20) g`);
    const byIp = await c.post(SEND, { phone: '13711112222' });
    expect(byIp.status).toBe(429);
    expect(byIp.body.msg).toBe('请求过于频繁，请稍后再试');

    const phone = '13711113333';
    await t.database.db.execute(sql`insert into verify_codes (phone, purpose, code_hash, ip, expires_at, created_at)
      select ${phone}, 'login', '', '192.0.2.77', ${now}, ${now} - g * 3000 from generate_series(1, 10) g`);
    const byPhone = await fresh(t).post(SEND, { phone });
    expect(byPhone.status).toBe(429);
    expect(byPhone.body.msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('signs the main account in with the code, once', async () => {
    t.clock.now += 120;
    const c = fresh(t);
    expect((await c.post(SEND, { phone: SALT_PHONE })).status).toBe(200);
    const code = (await lastSmsCode(t, SALT_PHONE))!;
    const ok = await smsLogin(c, SALT_PHONE, code);
    expect(ok.body).toMatchObject({ status: true, data: { access_token: expect.any(String) } });
    if (!ok.body.status) return;
    c.token = ok.body.data.access_token;
    c.suid = String(JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()).suid);
    const info = await c.get('/v1/buyer/user/info');
    expect(info.body).toMatchObject({ status: true, data: { username: 'salt_admin', roles: ['admin'] } });

    const reused = await smsLogin(fresh(t), SALT_PHONE, code);
    expect(reused.status).toBe(400);
    expect(reused.body.msg).toBe('短信验证码错误或已过期');
  });

  it('refuses a wrong code, kills the code after five guesses, and logs the failures', async () => {
    t.clock.now += 120;
    const since = t.clock.now;
    expect((await fresh(t).post(SEND, { phone: SALT_PHONE })).status).toBe(200);
    const code = (await lastSmsCode(t, SALT_PHONE))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await smsLogin(fresh(t), SALT_PHONE, wrong);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('短信验证码错误或已过期');
    }
    const late = await smsLogin(fresh(t), SALT_PHONE, code);
    expect(late.body).toMatchObject({ status: false, msg: '短信验证码错误或已过期' });

    const [store] = await rawRows<{ supplier_id: number }>(
      t.database.db,
      sql`select supplier_id from auth_find_account('', 'salt_admin')`,
    );
    const reasons = await withStore(t.database.db, store!.supplier_id, (db) =>
      rawRows<{ n: number }>(
        db.tx,
        sql`select count(*)::int as n from login_logs where reason = 'sms_code' and created_at >= ${since}`,
      ),
    );
    expect(reasons[0]!.n).toBe(6);
  });

  it('lets a code expire after five minutes', async () => {
    t.clock.now += 120;
    expect((await fresh(t).post(SEND, { phone: SALT_PHONE })).status).toBe(200);
    const code = (await lastSmsCode(t, SALT_PHONE))!;
    t.clock.now += 301;
    const r = await smsLogin(fresh(t), SALT_PHONE, code);
    expect(r.body).toMatchObject({ status: false, msg: '短信验证码错误或已过期' });
  });

  it('signs an operator in with the store account, and sends nothing for the phone alone', async () => {
    const before = (await readOutbox(t, 'sms')).filter((m) => m.recipient === CLERK_PHONE).length;
    expect((await fresh(t).post(SEND, { phone: CLERK_PHONE })).status).toBe(200);
    expect((await readOutbox(t, 'sms')).filter((m) => m.recipient === CLERK_PHONE).length).toBe(before);

    t.clock.now += 61;
    const c = fresh(t);
    expect((await c.post(SEND, { phone: CLERK_PHONE, name: ' xinyan ' })).status).toBe(200);
    const code = (await lastSmsCode(t, CLERK_PHONE))!;
    const ok = await smsLogin(c, CLERK_PHONE, code, 'xinyan');
    expect(ok.body.status).toBe(true);
    if (!ok.body.status) return;
    c.token = ok.body.data.access_token;
    c.suid = String(JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()).suid);
    expect((await c.get('/v1/buyer/user/info')).body).toMatchObject({ data: { username: 'clerk' } });
  });

  it('asks for the store account when the phone belongs to main accounts of two stores', async () => {
    const grain = await signedIn(t, 'grain_admin');
    expect(
      (await grain.post('/v1/buyer/user/userEdit', { nick_name: '李秀英', phone: SALT_PHONE })).status,
    ).toBe(200);
    t.clock.now += 120;
    expect((await fresh(t).post(SEND, { phone: SALT_PHONE })).status).toBe(200);
    const code = (await lastSmsCode(t, SALT_PHONE))!;
    const r = await smsLogin(fresh(t), SALT_PHONE, code);
    expect(r.body).toMatchObject({
      status: false,
      msg: '该手机号对应多个店铺的账号，请填写店铺账号后重新获取验证码',
    });
    t.clock.now += 61;
    const c = fresh(t);
    expect((await c.post(SEND, { phone: SALT_PHONE, name: 'fenggu' })).status).toBe(200);
    const code2 = (await lastSmsCode(t, SALT_PHONE))!;
    const ok = await smsLogin(c, SALT_PHONE, code2, 'fenggu');
    expect(ok.body.status).toBe(true);
    expect(
      (await grain.post('/v1/buyer/user/userEdit', { nick_name: '李秀英', phone: '13800020002' })).status,
    ).toBe(200);
  });

  it('asks for a captcha after three failed SMS sign-ins, like password ones', async () => {
    const c = fresh(t);
    const attempt = () => c.post(LOGIN, { username: '13800030003', password: '123456', type: 'sms' });
    for (let i = 0; i < 3; i++) expect((await attempt()).body.msg).toBe('短信验证码错误或已过期');
    const r = await attempt();
    expect(r.body).toMatchObject({ status: false, data: 'refresh_captcha', msg: '请先完成人机验证' });
  });

  it('refuses an SMS sign-in whose username is not a phone', async () => {
    const r = await fresh(t).post(LOGIN, { username: 'salt_admin', password: '123456', type: 'sms' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('手机号应为 1 开头的 11 位手机号码，如 13800138000');
  });

  it('serves the outbox page to the loopback address only', async () => {
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(SALT_PHONE);
    const outside = await t.app.inject({ url: '/dev/outbox.json', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    // Not even the LAN (F11): a neighbour could read a code and sign in as anyone.
    for (const remoteAddress of ['192.168.1.20', '10.0.0.5', '172.16.3.4', 'fe80::1', 'fd00::1']) {
      const lan = await t.app.inject({ url: '/dev/outbox.json', remoteAddress });
      expect(lan.statusCode, remoteAddress).toBe(404);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const own = await t.app.inject({ url: '/dev/outbox.json', remoteAddress });
      expect(own.statusCode, remoteAddress).toBe(200);
    }
  });
});

describe.each(DB_KINDS)('SMS sign-in on %s, closed', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { env: { SMS_LOGIN_OPEN: '0' } });
  });
  afterAll(() => t?.close());

  it('says so in the server config and refuses codes and SMS sign-ins', async () => {
    const c = fresh(t);
    expect((await c.get('/v1/public/config/GetServerConfig')).body).toMatchObject({
      data: { sms_login_open: false },
    });
    const send = await c.post(SEND, { phone: SALT_PHONE });
    expect(send.body).toMatchObject({ status: false, msg: '短信登录未开启' });
    const login = await smsLogin(c, SALT_PHONE, '123456');
    expect(login.body).toMatchObject({ status: false, msg: '短信登录未开启' });
    expect(await readOutbox(t, 'sms')).toEqual([]);
  });
});

describe.each(DB_KINDS)('SMS sign-in on %s (HTTP SMS provider)', (kind) => {
  let t: TestApp;
  let provider: FakeService;
  let failing = false;
  beforeAll(async () => {
    provider = await fakeService(() =>
      failing ? { status: 500, body: { error: 'down' } } : { status: 200, body: {} },
    );
    t = await startApp(kind, {
      env: {
        SMS_MODE: 'http',
        SMS_URL: `${provider.url}/send`,
        SMS_TOKEN: 'sms-secret',
        WECHAT_MODE: 'http',
        WECHAT_APPID: 'wx1',
        WECHAT_SECRET: 's',
        KEFU_HOST: 'https://kefu.example.com',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The text goes out after the answer (its timing must not tell whether the phone has an account). */
  async function delivered(n: number): Promise<void> {
    for (let i = 0; i < 200 && provider.requests.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    expect(provider.requests).toHaveLength(n);
  }

  it('posts {phone, template, params} with the bearer token, and records nothing locally', async () => {
    const c = fresh(t);
    expect((await c.post(SEND, { phone: SALT_PHONE })).status).toBe(200);
    await delivered(1);
    const [sent] = provider.requests;
    expect(sent).toMatchObject({ method: 'POST', url: '/send' });
    expect(sent!.headers.authorization).toBe('Bearer sms-secret');
    const body = JSON.parse(sent!.body) as { phone: string; template: string; params: { code: string } };
    expect(body).toMatchObject({ phone: SALT_PHONE, template: 'login_code', params: { minutes: '5' } });
    expect(body.params.code).toMatch(/^\d{6}$/);
    // Every outside service is HTTP here, so there are no development pages at all.
    const outbox = await t.app.inject({ url: '/dev/outbox.json' });
    expect(outbox.body).not.toContain('"channel"');

    const ok = await smsLogin(c, SALT_PHONE, body.params.code);
    expect(ok.body.status).toBe(true);
  });

  it('answers the same when the provider fails, so the phone is not given away', async () => {
    failing = true;
    const r = await fresh(t).post(SEND, { phone: '13800020002' });
    expect(r.status).toBe(200);
    expect(r.body.msg).toBe('如该手机号已绑定账号，验证码已发送，5 分钟内有效');
    await delivered(2);
    failing = false;
  });
});

describe('SMS configuration', () => {
  it('stops the start when SMS_MODE=http has no SMS_URL', () => {
    expect(() => loadConfig({ SMS_MODE: 'http' })).toThrow(/SMS_URL: required when SMS_MODE=http/);
    expect(() => loadConfig({ SMS_MODE: 'http', SMS_URL: 'ftp://x' })).toThrow(/SMS_URL/);
    expect(loadConfig({}).SMS_LOGIN_OPEN).toBe(true);
    expect(loadConfig({ SMS_LOGIN_OPEN: 'off' }).SMS_LOGIN_OPEN).toBe(false);
  });
});
