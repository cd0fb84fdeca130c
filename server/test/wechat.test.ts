import { loadConfig } from '@yanye/framework/server';
import {
  Client,
  DB_KINDS,
  type FakeService,
  fakeService,
  readOutbox,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const AUTH = '/v1/addons/social/public/GetSocialAuthData';
const BIND = '/v1/seller/supplier/WxBind';
const UNBIND = '/v1/seller/supplier/WxUnbind';
const WX_LOGIN = '/v1/public/user/wxLogin';

interface AuthData {
  mode: string;
  appid: string;
  type: string;
  state: string;
  redirect_uri: string;
  url: string;
}

describe.each(DB_KINDS)('WeChat binding on %s (local WeChat)', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  /** Opens the local scan page as the operator would, "scans" as `user`, and follows it back: the code. */
  async function scan(user: string, url: string): Promise<{ code: string; state: string; path: string }> {
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('action="/dev/wechat/scan"');
    const query = new URL(url, 'http://local').searchParams;
    const back = await t.app.inject({
      url: '/dev/wechat/scan',
      query: { user, redirect_uri: query.get('redirect_uri') ?? '', state: query.get('state') ?? '' },
    });
    expect(back.statusCode).toBe(302);
    const location = new URL(String(back.headers.location), 'http://local');
    return {
      code: location.searchParams.get('code') ?? '',
      state: location.searchParams.get('state') ?? '',
      path: location.pathname,
    };
  }

  async function authData(c: Client, query: Record<string, string> = {}): Promise<AuthData> {
    const r = await c.get<AuthData>(AUTH, query);
    if (!r.body.status) throw new Error(r.body.msg);
    return r.body.data;
  }

  it('answers what the bind screen needs: a local scan page that comes back to it', async () => {
    const data = await authData(admin);
    expect(data).toMatchObject({
      mode: 'local',
      appid: 'local',
      type: 'bind',
      redirect_uri: '/profile/user/wechat',
      state: expect.stringMatching(/^bind\.[\w-]{16}$/),
    });
    expect(data.url.startsWith('/dev/wechat/authorize?')).toBe(true);
    const login = await authData(admin, { type: 'login' });
    expect(login.redirect_uri).toBe('/auth-redirect');
    expect((await authData(admin, { redirect: '/profile/user/wechat?from=menu' })).redirect_uri).toBe(
      '/profile/user/wechat?from=menu',
    );
  });

  it('never sends the user back to another site', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'profile']) {
      const r = await admin.get(AUTH, { redirect });
      expect(r.status, redirect).toBe(400);
      expect(r.body.msg).toBe('返回页面应为本系统内以 / 开头的页面地址');
    }
    const page = await t.app.inject({
      url: '/dev/wechat/scan',
      query: { user: 'a', redirect_uri: 'https://evil.example/', state: 's' },
    });
    expect(page.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/dev/wechat/authorize?redirect_uri=//evil.example' })).statusCode,
    ).toBe(400);
  });

  it("binds the caller's account and says so in the shop info and user info", async () => {
    const data = await authData(admin);
    const back = await scan('王建国的微信', data.url);
    expect(back).toMatchObject({ path: '/profile/user/wechat', state: data.state });
    const r = await admin.post<{ is_bind_wx: number; bind_wx_time: number }>(BIND, { code: back.code });
    expect(r.body).toMatchObject({ status: true, data: { is_bind_wx: 1, bind_wx_time: t.clock.now } });
    expect((await admin.get('/v1/seller/supplier/Info')).body).toMatchObject({
      data: { is_bind_wx: 1, bind_wx_time: t.clock.now },
    });
    expect((await admin.get('/v1/buyer/user/info')).body).toMatchObject({ data: { isbindwxpub: 1 } });
    // Binding the same WeChat user again is no change.
    expect((await admin.post(BIND, { code: back.code })).status).toBe(200);

    const wechat = await readOutbox(t, 'wechat');
    expect(wechat.map((m) => m.template)).toContain('code_exchange');
    expect(wechat.map((m) => m.template)).toContain('oauth_code');
  });

  it('signs in the account a WeChat user is bound to, and only that one', async () => {
    const visitor = new Client(t, '192.0.2.77');
    const { code, path } = await scan('王建国的微信', (await authData(visitor, { type: 'login' })).url);
    expect(path).toBe('/auth-redirect');
    const r = await visitor.post<{ access_token: string; refresh_token: string }>(WX_LOGIN, {
      code,
      type: 'login',
    });
    if (!r.body.status) throw new Error(r.body.msg);
    visitor.token = r.body.data.access_token;
    visitor.suid = admin.suid;
    const info = await visitor.get<{ username: string }>('/v1/buyer/user/info');
    expect(info.body).toMatchObject({ status: true, data: { username: 'salt_admin' } });

    const stranger = await scan('陌生人的微信', (await authData(visitor, { type: 'login' })).url);
    const refused = await visitor.post(WX_LOGIN, { code: stranger.code, type: 'login' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该微信未绑定账号，请用账号密码登录后在个人中心绑定微信');
    expect((await visitor.post(WX_LOGIN, { code: 'forged', type: 'login' })).body.msg).toBe(
      '微信授权码无效或已过期，请重新扫码',
    );
  });

  it('refuses a WeChat user already bound to another account of the store, but not of another store', async () => {
    const { code } = await scan('王建国的微信', (await authData(clerk)).url);
    const r = await clerk.post(BIND, { code });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('该微信已绑定本店铺的其他账号');
    expect((await clerk.get('/v1/seller/supplier/Info')).body).toMatchObject({ data: { is_bind_wx: 0 } });

    const grain = await signedIn(t, 'grain_admin');
    expect((await grain.post(BIND, { code })).body).toMatchObject({ status: true, data: { is_bind_wx: 1 } });

    // Bound in two stores, the WeChat user signs in once the store account says which.
    const visitor = new Client(t, '192.0.2.78');
    const both = await visitor.post(WX_LOGIN, { code, type: 'login' });
    expect(both.body.msg).toBe('该微信绑定了多个店铺的账号，请填写店铺账号后再扫码');
    const chosen = await visitor.post<{ access_token: string }>(WX_LOGIN, {
      code,
      type: 'login',
      name: 'fenggu',
    });
    if (!chosen.body.status) throw new Error(chosen.body.msg);
    const claims = JSON.parse(
      Buffer.from(chosen.body.data.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(String(claims.suid)).toBe(grain.suid);
  });

  it('refuses a second WeChat user while bound, and a bad code', async () => {
    const { code } = await scan('别人的微信', (await authData(admin)).url);
    const r = await admin.post(BIND, { code });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('当前账号已绑定微信，请先解绑');
    const bad = await admin.post(BIND, { code: 'not-a-code' }, { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('The WeChat authorization code is invalid or has expired; scan again');
    expect((await admin.post(BIND, {})).body.msg).toBe('字段 授权码 不能为空');
  });

  it('unbinds, and says when there is nothing to unbind', async () => {
    const r = await admin.post(UNBIND);
    expect(r.body).toMatchObject({ status: true, data: { is_bind_wx: 0 } });
    expect((await admin.get('/v1/buyer/user/info')).body).toMatchObject({ data: { isbindwxpub: 0 } });
    const again = await admin.post(UNBIND);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('当前账号未绑定微信');
    // Now the clerk may take that WeChat user.
    const { code } = await scan('王建国的微信', (await authData(clerk)).url);
    expect((await clerk.post(BIND, { code })).status).toBe(200);
  });
});

describe.each(DB_KINDS)('WeChat binding on %s (WeChat open platform over HTTP)', (kind) => {
  let t: TestApp;
  let wechat: FakeService;
  let admin: Client;
  beforeAll(async () => {
    wechat = await fakeService((request) => {
      const code = new URL(request.url, 'http://x').searchParams.get('code');
      if (code === 'good')
        return { status: 200, body: { access_token: 'at', openid: 'oGood123', scope: 'snsapi_login' } };
      if (code === 'down') return { status: 502, body: {} };
      return { status: 200, body: { errcode: 40029, errmsg: 'invalid code' } };
    });
    t = await startApp(kind, {
      env: {
        WECHAT_MODE: 'http',
        WECHAT_APPID: 'wx0123456789',
        WECHAT_SECRET: 'wechat-secret',
        WECHAT_API_BASE: wechat.url,
        PUBLIC_URL: 'https://console.example.com/',
      },
    });
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(async () => {
    await t?.close();
    await wechat?.close();
  });

  it('points at the WeChat QR login with the public address to come back to', async () => {
    const r = await admin.get<AuthData>(AUTH);
    if (!r.body.status) throw new Error(r.body.msg);
    const { url, redirect_uri, appid, mode, state } = r.body.data;
    expect({ mode, appid, redirect_uri }).toEqual({
      mode: 'http',
      appid: 'wx0123456789',
      redirect_uri: 'https://console.example.com/profile/user/wechat',
    });
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(u.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      appid: 'wx0123456789',
      redirect_uri: 'https://console.example.com/profile/user/wechat',
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
  });

  it('exchanges the code for the openid and binds it', async () => {
    const r = await admin.post(BIND, { code: 'good' });
    expect(r.body).toMatchObject({ status: true, data: { is_bind_wx: 1 } });
    const exchange = wechat.requests.at(-1)!;
    const q = new URL(exchange.url, 'http://x');
    expect(q.pathname).toBe('/sns/oauth2/access_token');
    expect(Object.fromEntries(q.searchParams)).toEqual({
      appid: 'wx0123456789',
      secret: 'wechat-secret',
      code: 'good',
      grant_type: 'authorization_code',
    });
    expect(await readOutbox(t, 'wechat')).toEqual([]);
    expect((await admin.post(UNBIND)).status).toBe(200);
  });

  it('tells a refused code from an unreachable WeChat, changing nothing', async () => {
    const bad = await admin.post(BIND, { code: 'used' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('微信授权码无效或已过期，请重新扫码');
    const down = await admin.post(BIND, { code: 'down' }, { lang: 'en' });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: false,
      code: 'UNAVAILABLE',
      msg: 'The WeChat service is unavailable, please try again later',
    });
    expect((await admin.get('/v1/seller/supplier/Info')).body).toMatchObject({ data: { is_bind_wx: 0 } });
  });
});

describe('WeChat configuration', () => {
  it('stops the start when WECHAT_MODE=http lacks its app id or secret', () => {
    expect(() => loadConfig({ WECHAT_MODE: 'http' })).toThrow(
      /WECHAT_APPID: required[\s\S]*WECHAT_SECRET: required/,
    );
    expect(loadConfig({ WECHAT_MODE: 'http', WECHAT_APPID: 'a', WECHAT_SECRET: 'b' }).WECHAT_MODE).toBe(
      'http',
    );
  });
});
