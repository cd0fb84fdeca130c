import { rawRows, withStore } from '@yanye/framework/server';
import { Client, DB_KINDS, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaPayload, fetchChallenge, solveChallenge, solvedCaptcha } from './captcha-solver';

const LOGIN = '/v1/public/user/login';

describe.each(DB_KINDS)('session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(() => t?.close());

  it('signs in the main account with trimmed username and answers the token pair', async () => {
    const c = new Client(t, '192.0.2.1');
    const r = await c.post<{ access_token: string; refresh_token: string; expires_in: number }>(LOGIN, {
      username: '  salt_admin  ',
      password: 'Demo@2026',
      name: '',
      type: 'account',
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(true);
    if (!r.body.status) return;
    expect(r.body.data.expires_in).toBe(7200);
    const claims = JSON.parse(Buffer.from(r.body.data.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      uid: expect.any(Number),
      suid: expect.any(Number),
      jti: expect.any(String),
    });
    expect(claims.exp - claims.iat).toBe(7200);
  });

  it('signs in an operator with the store name, trimmed', async () => {
    const c = new Client(t, '192.0.2.2');
    const r = await c.login('clerk', 'Demo@2026', ' xinyan ');
    expect(r.body.status).toBe(true);
    const info = await c.get<{ roles: string[]; username: string }>('/v1/buyer/user/info');
    expect(info.body).toMatchObject({
      status: true,
      data: { username: 'clerk', roles: ['仓管员'], is_union: 0 },
    });
  });

  it('does not let an operator sign in without the store name', async () => {
    const r = await new Client(t, '192.0.2.3').login('clerk');
    expect(r.body).toMatchObject({ status: false, code: 'BAD_INPUT', msg: '用户名或密码错误' });
  });

  it('fails a wrong password and an unknown user with the same message, in the user language', async () => {
    const c = new Client(t, '192.0.2.4');
    const wrong = await c.post(LOGIN, { username: 'grain_admin', password: 'nope' }, { lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ status: false, msg: 'Wrong username or password' });
    const unknown = await c.post(LOGIN, { username: 'nobody', password: 'nope' }, { lang: 'en' });
    expect(unknown.body.msg).toBe('Wrong username or password');
  });

  it('names the missing field', async () => {
    const r = await new Client(t, '192.0.2.5').post(LOGIN, { username: '   ', password: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('用户名');
    expect(r.body.msg).not.toContain('username');
  });

  it('demands a captcha after 3 failures and answers refresh_captcha on a wrong one', async () => {
    const c = new Client(t, '192.0.2.6');
    const fail = () => c.post(LOGIN, { username: 'salt_admin', password: 'wrong', name: '' });
    expect((await fail()).body.data).toBeNull();
    expect((await fail()).body.data).toBeNull();
    // The third failure tells the browser that the next attempt needs a captcha.
    expect((await fail()).body).toMatchObject({ status: false, data: 'refresh_captcha' });

    const missing = await c.post(LOGIN, { username: 'salt_admin', password: 'Demo@2026' });
    expect(missing.body).toMatchObject({ status: false, data: 'refresh_captcha', msg: '请先完成人机验证' });

    const challenge = await fetchChallenge(c);
    const wrong = await c.login('salt_admin', 'Demo@2026', '', 'zzzz');
    expect(wrong.body).toMatchObject({
      status: false,
      data: 'refresh_captcha',
      msg: '人机验证未通过或已过期，请重试',
    });

    const ok = await c.login(
      'salt_admin',
      'Demo@2026',
      '',
      captchaPayload(challenge, solveChallenge(challenge)),
    );
    expect(ok.body.status).toBe(true);
  });

  it('locks the account after 10 failures, for the time of the safe settings', async () => {
    const username = 'pay_admin';
    for (let i = 0; i < 10; i++) {
      // A fresh address each time keeps the IP counter low; the username's counter still asks for a captcha.
      const c = new Client(t, `192.0.2.${100 + i}`);
      const r = await c.login(username, 'wrong', '', await solvedCaptcha(c));
      expect(r.body.status).toBe(false);
      if (i === 9) expect(r.body.msg).toBe('登录失败次数过多，账号已锁定，请 30 分钟后再试');
    }
    const c = new Client(t, '192.0.2.120');
    const right = await c.login(username, 'Demo@2026', '', await solvedCaptcha(c));
    expect(right.body).toMatchObject({ status: false, msg: expect.stringContaining('账号已锁定') });

    // Every attempt is in the store's login log, the last ones as locked.
    const [store] = await rawRows<{ supplier_id: number }>(
      t.database.db,
      sql`select supplier_id from auth_find_account('', ${username})`,
    );
    const reasons = await withStore(t.database.db, store!.supplier_id, (db) =>
      rawRows<{ reason: string; n: number }>(
        db.tx,
        sql`select reason, count(*)::int as n from login_logs
             where username = ${username} and created_at >= ${t.clock.now - 60} group by reason`,
      ),
    );
    expect(Object.fromEntries(reasons.map((r) => [r.reason, r.n]))).toMatchObject({ password: 9, locked: 2 });

    // Thirty minutes later the lock is gone.
    t.clock.now += 31 * 60;
    const later = new Client(t, '192.0.2.121');
    expect((await later.login(username, 'Demo@2026', '', await solvedCaptcha(later))).body.status).toBe(true);
  });

  it('rotates refresh tokens; one reused after the 30 s grace kills the whole family', async () => {
    const c = new Client(t, '192.0.2.30');
    await c.login('salt_admin');
    const first = c.refreshToken;
    const r1 = await c.post<{ access_token: string; refresh_token: string; is_pingtai: boolean }>(
      '/v1/public/user/refreshAccessToken',
      { refresh_token: first },
    );
    expect(r1.body).toMatchObject({ status: true, data: { is_pingtai: false } });
    if (!r1.body.status) return;
    const second = r1.body.data.refresh_token;
    expect(second).not.toBe(first);
    c.token = r1.body.data.access_token;
    expect((await c.get('/v1/buyer/user/info')).status).toBe(200);

    // The first token comes back at once: two tabs of one browser refreshing together. Both go on, with the
    // same pair (F6): a copy used within the grace mints nothing new.
    t.clock.now += 5;
    const twin = await c.post<{ refresh_token: string; access_token: string }>(
      '/v1/public/user/refreshAccessToken',
      { refresh_token: first },
    );
    expect(twin.status).toBe(200);
    expect(twin.body.status && twin.body.data.refresh_token).toBe(second);
    expect(twin.body.status && twin.body.data.access_token).toBe(r1.body.data.access_token);
    const twice = await c.post<{ refresh_token: string }>('/v1/public/user/refreshAccessToken', {
      refresh_token: first,
    });
    expect(twice.body.status && twice.body.data.refresh_token).toBe(second);
    t.clock.now -= 5;

    // It comes back after the grace: someone copied it. The family dies: the new refresh token and the access
    // token issued with it stop working.
    t.clock.now += 31;
    const reuse = await c.post('/v1/public/user/refreshAccessToken', { refresh_token: first });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ status: false, data: 'login' });
    const afterReuse = await c.post('/v1/public/user/refreshAccessToken', { refresh_token: second });
    expect(afterReuse.status).toBe(401);
    const info = await c.get('/v1/buyer/user/info');
    expect(info.status).toBe(401);
    expect(info.body).toMatchObject({ data: 'login' });
  });

  it('refuses a refresh token that is garbage, and an access token past its expiry', async () => {
    const c = new Client(t, '192.0.2.31');
    expect((await c.post('/v1/public/user/refreshAccessToken', { refresh_token: 'x.y' })).status).toBe(401);
    await c.login('salt_admin');
    t.clock.now += 7201;
    const r = await c.get('/v1/buyer/user/info');
    expect(r.status).toBe(401);
    // ...and the refresh token still gets a new one.
    const fresh = await c.post<{ access_token: string }>('/v1/public/user/refreshAccessToken', {
      refresh_token: c.refreshToken,
    });
    expect(fresh.body.status).toBe(true);
  });

  it('logs out: the session is revoked for access and refresh', async () => {
    const c = new Client(t, '192.0.2.32');
    await c.login('salt_admin');
    expect((await c.get('/v1/buyer/user/logout')).status).toBe(200);
    expect((await c.get('/v1/buyer/user/info')).status).toBe(401);
    const r = await c.post('/v1/public/user/refreshAccessToken', { refresh_token: c.refreshToken });
    expect(r.status).toBe(401);
  });

  it('refuses a token sent with another store in supplieruid', async () => {
    const c = new Client(t, '192.0.2.33');
    await c.login('salt_admin');
    const own = Number(c.suid);
    const r = await c.get('/v1/buyer/user/info', {}, { suid: own + 1 });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ status: false, data: 'login', code: 'LOGIN' });
    expect((await c.get('/v1/buyer/user/info', {}, { suid: '' })).status).toBe(401);
  });

  it('answers user info with the fields the console needs', async () => {
    const c = new Client(t, '192.0.2.34');
    await c.login('grain_admin');
    const r = await c.get('/v1/buyer/user/info');
    expect(r.body).toMatchObject({
      status: true,
      data: {
        uid: expect.any(Number),
        suid: Number(c.suid),
        username: 'grain_admin',
        nick_name: '李秀英',
        real_name: '李秀英',
        phone: '13800020002',
        roles: ['admin'],
        is_union: 1,
        industry_type: 'grain',
        isbindwxpub: 0,
      },
    });
  });
});
