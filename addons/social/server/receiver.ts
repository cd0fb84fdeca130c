import { createHash, timingSafeEqual } from 'node:crypto';
import type { ReceivedRequest, ReceiverAnswer, ReceiverContext, ReceiverSpec } from '@yanye/addon-kit/server';
import type { Provider } from '../contract';
import { authorizePage, userOfCode } from './receiver-pages';
import { alipaySignature, beijing, LOCAL_AUTHORIZE_PATH, PROVIDER_SETTINGS } from './service';

/**
 * The local stand-in of the three open platforms (docs/outside-services.md): their authorize pages
 * (receiver-pages.ts) and the calls that turn a code into the user, answered in each platform's format after
 * checking the app and its secret (Alipay: the signature). Ids are derived from the pretend user and the app,
 * as the platforms' are stable per app: WeChat's openid per app and unionid across, QQ's openid per app,
 * Alipay's user_id across apps.
 */

const hash = (text: string) => createHash('sha256').update(text).digest();

/** The ids a pretend user gets (the demo links them, so that its users sign in as the stand-in answers). */
export const ids = {
  wechat: (appid: string, user: string) =>
    `o${hash(`wechat:${appid}:${user}`).toString('base64url').slice(0, 27)}`,
  unionid: (user: string) => `u${hash(`wechat-union:${user}`).toString('base64url').slice(0, 27)}`,
  qq: (appid: string, user: string) => hash(`qq:${appid}:${user}`).toString('hex').slice(0, 32).toUpperCase(),
  alipay: (user: string) =>
    `2088${BigInt(`0x${hash(`alipay:${user}`).toString('hex').slice(0, 12)}`)
      .toString()
      .padStart(12, '0')
      .slice(0, 12)}`,
};

/** An access token of the stand-in: which app and which pretend user, readable back by its next calls. */
const tokenOf = (p: Provider, appid: string, user: string) =>
  `${p.toUpperCase()}_${Buffer.from(JSON.stringify([appid, user])).toString('base64url')}`;

function readToken(p: Provider, token: string): { appid: string; user: string } | undefined {
  const prefix = `${p.toUpperCase()}_`;
  if (!token.startsWith(prefix)) return undefined;
  try {
    const [appid, user] = JSON.parse(
      Buffer.from(token.slice(prefix.length), 'base64url').toString('utf8'),
    ) as [unknown, unknown];
    return typeof appid === 'string' && typeof user === 'string' ? { appid, user } : undefined;
  } catch {
    return undefined;
  }
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

const json = (body: unknown, status = 200): ReceiverAnswer => ({ status, body });

/** The store whose app the request names, with the app's secret. */
async function app(p: Provider, appid: string, ctx: ReceiverContext) {
  const store = await ctx.storeBy(PROVIDER_SETTINGS[p].appid, appid);
  return store && { store, secret: store.settings.secrets[PROVIDER_SETTINGS[p].secret] ?? '' };
}

const avatar = (seed: string) =>
  `https://thirdwx.qlogo.cn/mmopen/vi_32/${hash(seed).toString('base64url').slice(0, 40)}/132`;

async function wechatToken(r: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverAnswer> {
  const q = r.query;
  const found = await app('wechat', q.appid ?? '', ctx);
  if (!found) return json({ errcode: 40013, errmsg: 'invalid appid' });
  if (!same(found.secret, q.secret ?? '')) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
  if (q.grant_type !== 'authorization_code') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
  const user = userOfCode('wechat', q.code ?? '');
  if (!user) return json({ errcode: 40029, errmsg: 'invalid code' });
  return json({
    access_token: tokenOf('wechat', q.appid!, user),
    expires_in: 7200,
    refresh_token: `R${tokenOf('wechat', q.appid!, user)}`,
    openid: ids.wechat(q.appid!, user),
    scope: 'snsapi_login',
    unionid: ids.unionid(user),
  });
}

async function wechatUser(r: ReceivedRequest): Promise<ReceiverAnswer> {
  const t = readToken('wechat', r.query.access_token ?? '');
  if (!t)
    return json({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
  const openid = ids.wechat(t.appid, t.user);
  if (r.query.openid !== openid) return json({ errcode: 40003, errmsg: 'invalid openid' });
  return json({
    openid,
    nickname: t.user,
    sex: 0,
    province: '江苏',
    city: '南京',
    country: '中国',
    headimgurl: avatar(`wx:${t.user}`),
    privilege: [],
    unionid: ids.unionid(t.user),
  });
}

async function qqToken(r: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverAnswer> {
  const q = r.query;
  const found = await app('qq', q.client_id ?? '', ctx);
  if (!found) return json({ error: 100008, error_description: 'client id is not exist' });
  if (!same(found.secret, q.client_secret ?? ''))
    return json({ error: 100009, error_description: 'client secret is invalid' });
  const user = userOfCode('qq', q.code ?? '');
  if (!user) return json({ error: 100019, error_description: 'code to access token error' });
  return json({
    access_token: tokenOf('qq', q.client_id!, user),
    expires_in: '7776000',
    refresh_token: tokenOf('qq', 'r', user),
  });
}

async function qqMe(r: ReceivedRequest): Promise<ReceiverAnswer> {
  const t = readToken('qq', r.query.access_token ?? '');
  if (!t) return json({ error: 100016, error_description: 'access token check failed' });
  return json({ client_id: t.appid, openid: ids.qq(t.appid, t.user) });
}

async function qqUser(r: ReceivedRequest): Promise<ReceiverAnswer> {
  const t = readToken('qq', r.query.access_token ?? '');
  if (!t || r.query.oauth_consumer_key !== t.appid || r.query.openid !== ids.qq(t.appid, t.user))
    return json({ ret: 100016, msg: 'access token check failed' });
  return json({
    ret: 0,
    msg: '',
    nickname: t.user,
    gender: '男',
    figureurl_qq_1: `http://thirdqq.qlogo.cn/g?b=oidb&k=${hash(`qq:${t.user}`).toString('hex').slice(0, 24)}&s=40`,
  });
}

const alipayNo = (subCode: string, subMsg: string, code = '40002', msg = 'Invalid Arguments') => ({
  error_response: { code, msg, sub_code: subCode, sub_msg: subMsg },
  sign: 'ERITJKEIJKJHKKKKKKKHJEREEEEEEEEEEE',
});

async function alipayGateway(r: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverAnswer> {
  const q = r.query;
  const found = await app('alipay', q.app_id ?? '', ctx);
  if (!found) return json(alipayNo('isv.invalid-app-id', '无效的AppID参数'));
  if (found.secret === '' || !same(alipaySignature(q, found.secret), q.sign ?? ''))
    return json(alipayNo('isv.invalid-signature', '验签出错'));
  const at = Date.parse(`${(q.timestamp ?? '').replace(' ', 'T')}+08:00`) / 1000;
  if (!Number.isFinite(at) || Math.abs(at - ctx.now) > 900)
    return json(alipayNo('isv.invalid-timestamp', '非法的时间戳参数，时间戳与服务器时间相差过大'));
  if (q.method === 'alipay.system.oauth.token') {
    const user = userOfCode('alipay', q.code ?? '');
    if (!user) return json(alipayNo('isv.code-invalid', '授权码code无效'));
    return json({
      alipay_system_oauth_token_response: {
        user_id: ids.alipay(user),
        access_token: tokenOf('alipay', q.app_id!, user),
        expires_in: 1296000,
        refresh_token: tokenOf('alipay', 'r', user),
        re_expires_in: 2592000,
        auth_start: beijing(ctx.now),
      },
      sign: 'TJKEIJKJHKKKKKKKHJER',
    });
  }
  if (q.method === 'alipay.user.info.share') {
    const t = readToken('alipay', q.auth_token ?? '');
    if (!t)
      return json(
        alipayNo('invalid-auth-token', '无效的访问令牌', '20001', 'Insufficient Token Permissions'),
      );
    return json({
      alipay_user_info_share_response: {
        code: '10000',
        msg: 'Success',
        user_id: ids.alipay(t.user),
        nick_name: t.user,
        avatar: `https://tfs.alipayobjects.com/images/partner/${hash(`ali:${t.user}`).toString('hex').slice(0, 20)}`,
        province: '江苏省',
        city: '南京市',
      },
      sign: 'TJKEIJKJHKKKKKKKHJER',
    });
  }
  return json(alipayNo('isv.invalid-method', '不存在的方法名'));
}

const PROVIDERS: readonly Provider[] = ['wechat', 'qq', 'alipay'];

export const socialReceiver: ReceiverSpec = {
  key: 'social',
  routes: [
    ...PROVIDERS.map((p) => ({
      method: 'GET' as const,
      path: LOCAL_AUTHORIZE_PATH[p],
      answer: authorizePage(p),
    })),
    { method: 'GET', path: '/sns/oauth2/access_token', answer: wechatToken },
    { method: 'GET', path: '/sns/userinfo', answer: wechatUser },
    { method: 'GET', path: '/oauth2.0/token', answer: qqToken },
    { method: 'GET', path: '/oauth2.0/me', answer: qqMe },
    { method: 'GET', path: '/user/get_user_info', answer: qqUser },
    { method: 'GET', path: '/gateway.do', answer: alipayGateway },
  ],
  // WeChat's "system busy"; QQ and Alipay answer their outages with an error status too.
  failure: (reason) => json({ errcode: -1, errmsg: `system error: ${reason}` }, 503),
};
