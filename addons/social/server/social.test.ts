import {
  Client as Caller,
  type Client,
  callLog,
  DB_KINDS,
  receiverMode,
  saveSetup,
  signedIn,
  suiteApp,
  type TestApp,
} from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const API = '/v1/addons/social/';
const AUTH = '/v1/addons/social/public/GetSocialAuthData';
const SIGN_IN = '/v1/addons/social/public/GetSocialAndBindByCode';
const STORE = 'xinyan';
const APPS = { wechat_appid: 'wx8a3f6b2c1d9e0f47', qq_appid: '101945823', alipay_appid: '2021004135612345' };
const SECRETS = {
  wechat_secret: 'e3b0c44298fc1c149afbf4c8996fb924',
  qq_appkey: '9f86d081884c7d659a2feaa0c55ad015',
  alipay_key: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
};

type Provider = 'wechat' | 'qq' | 'alipay';
type Tokens = { access_token: string; refresh_token: string; provider: string; nickname: string };

let ip = 0;
const fresh = (t: TestApp) => new Caller(t, `198.18.${100 + Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);

const unescapeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

describe.each(DB_KINDS)('social sign-in add-on on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let clerk: Client;
  let salt: number;

  /**
   * Goes to the provider's page as GetSocialAuthData says, as `user` allows, and answers the code that came
   * back (Alipay calls it auth_code).
   */
  async function authorize(
    provider: Provider,
    user: string,
    type: 'bind' | 'login' = 'login',
  ): Promise<string> {
    const redirect = type === 'bind' ? '/plugin/social/mine' : '/auth-redirect';
    const auth = await fresh(app.t).get<{ url: string; mode: string; state: string; redirect_uri: string }>(
      AUTH,
      {
        type,
        provider,
        store: STORE,
        redirect,
      },
    );
    expect(auth.status, auth.body.msg).toBe(200);
    const data = auth.body.data as { url: string; mode: string; state: string; redirect_uri: string };
    expect(data).toMatchObject({ mode: 'local', redirect_uri: redirect });
    expect(data.url).toMatch(/^\/dev\/receiver\/social\//);
    const form = await app.t.app.inject({ method: 'GET', url: data.url });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="user"');
    const allowed = await app.t.app.inject({
      method: 'GET',
      url: `${data.url}&user=${encodeURIComponent(user)}`,
    });
    const back = /url=([^"]+)"/.exec(allowed.body)?.[1];
    expect(back, allowed.body.slice(0, 300)).toBeDefined();
    const target = new URL(unescapeHtml(back!), 'http://local');
    expect(target.pathname).toBe(redirect);
    expect(target.searchParams.get('state')).toBe(data.state);
    return target.searchParams.get(provider === 'alipay' ? 'auth_code' : 'code')!;
  }

  async function signIn(provider: Provider, code: string, store = STORE) {
    return fresh(app.t).get<Tokens>(SIGN_IN, { provider, code, store });
  }

  async function whoIs(tokens: Tokens): Promise<string> {
    const c = fresh(app.t);
    c.token = tokens.access_token;
    c.suid = String(JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()).suid);
    const info = await c.get<{ username: string }>('/v1/buyer/user/info');
    return (info.body.data as { username: string }).username;
  }
  beforeAll(async () => {
    clerk = await signedIn(app.t, 'clerk', STORE);
    salt = Number(app.salt.suid);
    await saveSetup(app.salt, 'social', { ...APPS, ...SECRETS });
  });

  it('offers no app of a provider until its secret is set, and the platform WeChat as before', async () => {
    const platform = await fresh(app.t).get<{ appid: string; url: string; provider: string }>(AUTH, {
      type: 'bind',
    });
    expect(platform.body.data).toMatchObject({ appid: 'local', provider: 'wechat' });
    expect((platform.body.data as { url: string }).url).toMatch(/^\/dev\/wechat\/authorize\?/);

    const grain = await fresh(app.t).get(AUTH, { type: 'login', provider: 'qq', store: 'fenggu' });
    expect(grain.status).toBe(400);
    expect(grain.body.msg).toBe('该店铺未开通QQ登录');
    for (const query of [
      { provider: 'qq' },
      { provider: 'qq', store: 'nosuchstore' },
      { provider: 'weibo', store: STORE },
    ] as Record<string, string>[]) {
      const r = await fresh(app.t).get(AUTH, { type: 'login', ...query });
      expect(r.status, JSON.stringify(query)).toBe(400);
    }
    const qq = await fresh(app.t).get<{ url: string; appid: string }>(AUTH, {
      type: 'login',
      provider: 'qq',
      store: STORE,
    });
    expect(qq.body.data).toMatchObject({ appid: '101945823' });
    const url = new URL((qq.body.data as { url: string }).url, 'http://local');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '101945823',
      redirect_uri: '/auth-redirect',
      scope: 'get_user_info',
    });
  });

  it('signs in the account linked to the provider’s user, for each of the three', async () => {
    // The demo's links: the owner 张鑫 by WeChat and QQ, the clerk 陈晓明 by Alipay.
    for (const [provider, user, username] of [
      ['wechat', '张鑫', 'salt_admin'],
      ['qq', '张鑫', 'salt_admin'],
      ['alipay', '陈晓明', 'clerk'],
    ] as const) {
      const r = await signIn(provider, await authorize(provider, user));
      expect(r.status, `${provider}: ${r.body.msg}`).toBe(200);
      expect(r.body.data).toMatchObject({ provider, nickname: user });
      expect(await whoIs(r.body.data as Tokens)).toBe(username);
    }
    const log = await callLog(app.salt, 'social');
    expect(log.slice(0, 2).map((r) => [r.op, r.outcome])).toEqual([
      ['alipay_userinfo', 'ok'],
      ['alipay_token', 'ok'],
    ]);
    const list = await app.salt.get<{ provider: string; login_count: number; username: string }[]>(
      `${API}SocialBindManage`,
    );
    const links = list.body.data as { provider: string; login_count: number; username: string }[];
    expect(links.find((l) => l.provider === 'alipay')).toMatchObject({ username: 'clerk', login_count: 16 });
  });

  it('links a user to the signed-in account once, and refuses a user or a provider taken', async () => {
    const taken = await app.salt.post(`${API}SocialBindByCode`, {
      provider: 'alipay',
      code: await authorize('alipay', '陈晓明', 'bind'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该支付宝账号已绑定本店的其他账号');

    const code = await authorize('alipay', '张鑫', 'bind');
    const linked = await app.salt.post<{ provider: string; nickname: string }>(`${API}SocialBindByCode`, {
      provider: 'alipay',
      code,
    });
    expect(linked.status, linked.body.msg).toBe(200);
    expect(linked.body.msg).toBe('已绑定支付宝账号“张鑫”');
    // The same link again is the same link.
    const again = await app.salt.post(`${API}SocialBindByCode`, {
      provider: 'alipay',
      code: await authorize('alipay', '张鑫', 'bind'),
    });
    expect(again.status, again.body.msg).toBe(200);
    const mine = await app.salt.get(`${API}SocialMine`);
    expect(mine.body.data).toMatchObject({
      store: STORE,
      providers: [
        { provider: 'wechat', enabled: 1, link: { nickname: '张鑫' } },
        { provider: 'qq', enabled: 1, link: { nickname: '张鑫' } },
        { provider: 'alipay', enabled: 1, link: { nickname: '张鑫' } },
      ],
    });
    const signedInAs = await signIn('alipay', await authorize('alipay', '张鑫'));
    expect(await whoIs(signedInAs.body.data as Tokens)).toBe('salt_admin');

    const other = await app.salt.post(`${API}SocialBindByCode`, {
      provider: 'wechat',
      code: await authorize('wechat', '别人', 'bind'),
    });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('您已绑定其他微信账号，请先解除绑定');

    const off = await app.salt.post(`${API}SocialMineUnbind`, { provider: 'alipay' });
    expect(off.status, off.body.msg).toBe(200);
    expect((await app.salt.post(`${API}SocialMineUnbind`, { provider: 'alipay' })).body.msg).toBe(
      '您尚未绑定支付宝账号',
    );
    const gone = await signIn('alipay', await authorize('alipay', '张鑫'));
    expect(gone.status).toBe(400);
    expect(gone.body.msg).toContain('该支付宝账号尚未绑定本店账号');
    // An operator links their own only once the page is theirs (a role grants it).
    expect((await clerk.get(`${API}SocialMine`)).status).toBe(403);
  });

  it('an administrator unlinks a link from the list, after which it signs in no more', async () => {
    const list = await app.salt.get(`${API}SocialBindManage`, { provider: 'alipay' });
    const [link] = list.body.data as { id: number; username: string }[];
    expect(link).toMatchObject({ username: 'clerk' });
    const r = await app.salt.post(`${API}SocialBindUnbind`, { id: link!.id });
    expect(r.status, r.body.msg).toBe(200);
    const refused = await signIn('alipay', await authorize('alipay', '陈晓明'));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('该支付宝账号尚未绑定本店账号');
  });

  it('tells a code the provider refuses (400), sent once, and never a secret in the log', async () => {
    for (const provider of ['wechat', 'qq', 'alipay'] as const) {
      const r = await signIn(provider, 'dev_forged_code');
      expect(r.status, provider).toBe(400);
      const [row] = await callLog(app.salt, 'social');
      expect(row).toMatchObject({ op: `${provider}_token`, outcome: 'refused', attempt: 1 });
    }
    expect((await signIn('qq', 'dev_forged_code')).body.msg).toBe('QQ授权码无效或已过期，请重新授权');
    const rows = await callLog(app.salt, 'social', 100);
    expect(rows.some((r) => r.url.includes('secret=******'))).toBe(true);
    for (const row of rows)
      for (const text of [row.url, row.request, row.answer])
        for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    // The user's access tokens are masked too.
    expect(
      rows.filter((r) => r.op === 'wechat_userinfo').every((r) => r.url.includes('access_token=******')),
    ).toBe(true);
  });

  it('times out or fails with a 503, spending the code once', async () => {
    const code = await authorize('wechat', '张鑫');
    await saveSetup(app.salt, 'social', { ...APPS, timeout_seconds: 1 });
    await receiverMode(app.t, 'social', 'slow', 2500);
    try {
      const slow = await signIn('wechat', code);
      expect(slow.status).toBe(503);
      expect(slow.body.msg).toBe('外部服务“微信登录”调用失败：1 秒内未应答');
      const [row, before] = await callLog(app.salt, 'social');
      expect([row!.op, row!.outcome, row!.attempt]).toEqual(['wechat_token', 'timeout', 1]);
      expect(before!.op).not.toBe('wechat_token');
      await receiverMode(app.t, 'social', 'fail');
      const down = await signIn('qq', code);
      expect(down.status).toBe(503);
      expect(down.body.msg).toBe('外部服务“QQ 登录”调用失败：对方出错（HTTP 503）');
      expect(
        (await callLog(app.salt, 'social')).filter((r) => r.op === 'qq_token' && r.outcome === 'failed'),
      ).toHaveLength(1);
    } finally {
      await receiverMode(app.t, 'social', 'success');
      await saveSetup(app.salt, 'social', { ...APPS, timeout_seconds: 5 });
    }
  });

  it('refuses hostile input with a clear message', async () => {
    const cases: Record<string, string | number>[] = [
      { provider: 'weibo', code: 'x', store: STORE },
      { provider: 'qq', code: '', store: STORE },
      { provider: 'qq', code: 'x'.repeat(600), store: STORE },
      { provider: 'qq', code: 'x' },
      { provider: 'qq', code: 'x', store: 'fenggu' },
      { provider: 'qq', code: 'x', store: "xinyan' or 1=1" },
    ];
    for (const q of cases) {
      const r = await fresh(app.t).get(SIGN_IN, q);
      expect(r.status, JSON.stringify(q)).toBe(400);
      expect(r.body.msg).not.toBe('');
    }
    expect((await app.salt.post(`${API}SocialBindByCode`, { provider: 'qq' })).status).toBe(400);
    expect(
      (await app.salt.post(`${API}SocialBindByCode`, { provider: 'qq', code: 'dev_qq_%%%' })).status,
    ).toBe(400);
    // The stand-in checks Alipay's signature as Alipay does.
    const forged = await app.t.app.inject({
      method: 'GET',
      url: '/dev/receiver/social/gateway.do?app_id=2021004135612345&method=alipay.system.oauth.token&code=x&sign=AAAA',
    });
    expect(forged.json()).toMatchObject({ error_response: { sub_code: 'isv.invalid-signature' } });
    const page = await app.t.app.inject({
      method: 'GET',
      url: '/dev/receiver/social/oauth2.0/authorize?client_id=101945823&redirect_uri=https%3A%2F%2Fevil.example%2F&state=s',
    });
    expect(page.statusCode).toBe(400);
  });

  it('keeps each store to its own', async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    for (const path of ['SocialBindManage', 'SocialMine']) {
      const r = await grain.get(`${API}${path}`);
      expect(r.status).toBe(403);
      expect(r.body.msg).toContain('社交登录');
    }
    // A code of the salt store's app names nobody in another store.
    const code = await authorize('wechat', '张鑫');
    const r = await signIn('wechat', code, 'fenggu');
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('该店铺未开通微信登录');
    expect(salt).toBeGreaterThan(0);
  });
});
