import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, Nothing, post } from '../contract';
import { INDUSTRIES } from '../industries';
import { LABELS } from '../labels';
import { flag, line, localPath, mobile, plainText } from '../schemas';

/** Sign-in, tokens, captcha and codes, the server's clock, and who the caller is. */

const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds the access token lives. */
  expires_in: z.number().int(),
});

export const login = post('/v1/public/user/login', {
  summary: 'Sign in with a password or an SMS code; answers the token pair',
  access: 'public',
  perMinute: 30,
  // Sign-in is told in the login log, not the operator log.
  write: false,
  labels: {
    username: T('用户名'),
    password: LABELS.password,
    name: T('店铺账号'),
    type: T('登录方式', 'type'),
    captcha: T('人机验证', 'captcha'),
  },
  body: z.object({
    username: line(64).min(1),
    /** The password, or the SMS code when `type` is `sms`. */
    password: z.string().max(128).min(1),
    /** The store's login name when an operator signs in; empty for the store's own account. */
    name: line(64).default(''),
    type: z.enum(['account', 'sms']).default('account'),
    /**
     * The solved captcha, once three attempts have failed: base64 of the JSON `{algorithm, challenge, number,
     * salt, signature}` (ALTCHA's payload), `number` being what the browser found.
     */
    captcha: line(1000).default(''),
  }),
  response: TokenPair,
});

export const refreshAccessToken = post('/v1/public/user/refreshAccessToken', {
  summary: 'Swap a refresh token for a new pair (each refresh token works once)',
  access: 'public',
  perMinute: 120,
  write: false,
  // Within the reuse grace the same token answers the same pair; after it, a reuse revokes the session.
  repeatable: true,
  labels: { refresh_token: T('刷新令牌') },
  body: z.object({ refresh_token: plainText(200).min(1) }),
  response: TokenPair.extend({ is_pingtai: z.boolean() }),
});

export const wxLogin = post('/v1/public/user/wxLogin', {
  summary: 'Sign in with a WeChat code',
  access: 'public',
  // Each call spends a code with WeChat and may open a session.
  perMinute: 20,
  write: false,
  labels: { code: T('授权码'), type: T('用途'), name: T('店铺账号') },
  body: z.object({
    code: line(512).min(1),
    type: z.enum(['login']).default('login'),
    /** The store account, when the WeChat user is bound in several stores. */
    name: line(64).default(''),
  }),
  response: TokenPair,
});

export const captcha = get('/v1/public/verify/captcha', {
  summary: 'A new captcha for the sign-in page: a proof-of-work challenge (ALTCHA v1), good for five minutes',
  access: 'public',
  perMinute: 30,
  // The browser finds the number n in [0, maxnumber] whose SHA-256 of `salt + n` (hex) is `challenge`, and sends
  // it back in the login's `captcha` with the rest of the challenge; `signature` is the server's HMAC of it.
  response: z.object({
    algorithm: z.literal('SHA-256'),
    challenge: z.string(),
    salt: z.string(),
    signature: z.string(),
    maxnumber: z.number().int(),
  }),
});

export const verifySend = post('/v1/public/verify/verifysend', {
  summary: 'Send a sign-in code by SMS',
  access: 'public',
  labels: { phone: LABELS.mobile, name: T('店铺账号'), type: T('用途') },
  perMinute: 10,
  write: false,
  body: z.object({
    phone: mobile,
    /** The store account, for an operator's SMS sign-in; empty for a main account. */
    name: line(64).default(''),
    type: z.enum(['login']).default('login'),
  }),
  response: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
});

export const serverConfig = get('/v1/public/config/GetServerConfig', {
  summary: "The server's clock, the store's time zone and whether SMS sign-in is offered",
  access: 'public',
  response: z.object({
    server_time: z.number().int(),
    sms_login_open: z.boolean(),
    /** The store's zone (IANA), which the console reads, takes and prints every time in. */
    time_zone: z.string(),
  }),
});

/** The sign-in providers: the platform's WeChat, and a store's own apps through its social add-on. */
export const SOCIAL_PROVIDERS = ['wechat', 'qq', 'alipay'] as const;

export const socialAuthData = get('/v1/addons/social/public/GetSocialAuthData', {
  summary:
    "Where to send the user to authorize (sign-in or binding): the platform's WeChat, or a store's own WeChat, QQ or Alipay app",
  access: 'public',
  labels: { type: T('用途'), redirect: T('返回页面'), provider: T('登录方式'), store: T('店铺账号') },
  query: z.object({
    type: z.enum(['bind', 'login']).default('bind'),
    /** A path of this console to come back to, instead of the purpose's default. */
    redirect: localPath.optional(),
    provider: z.enum(SOCIAL_PROVIDERS).default('wechat'),
    /** A store's login name: its own app of the provider (its social add-on); empty for the platform's WeChat. */
    store: line(64).default(''),
  }),
  response: z.object({
    mode: z.enum(['http', 'local']),
    appid: z.string(),
    type: z.enum(['bind', 'login']),
    provider: z.enum(SOCIAL_PROVIDERS),
    state: z.string(),
    redirect_uri: z.string(),
    url: z.string(),
  }),
});

export const socialAndBindByCode = get('/v1/addons/social/public/GetSocialAndBindByCode', {
  summary:
    "Sign in with a store's own WeChat, QQ or Alipay app: the provider's code is exchanged for its user, and the account bound to that user signs in",
  access: 'public',
  // Each call spends a code with the provider and may open a session.
  perMinute: 20,
  labels: { provider: T('登录方式'), code: T('授权码'), store: T('店铺账号'), type: T('用途') },
  query: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
    /** What the provider sent back (Alipay calls it `auth_code`). */
    code: line(512).min(1),
    /** The store's login name, whose app the code is of. */
    store: line(64).min(1),
    type: z.enum(['login']).default('login'),
  }),
  response: TokenPair.extend({
    provider: z.enum(SOCIAL_PROVIDERS),
    /** The provider's user, as it names itself there. */
    nickname: z.string(),
    avatar: z.string(),
  }),
});

export const kefuConfig = get('/v1/addons/kefu/public/GetKefuConfig', {
  summary: 'The customer-service chat to embed (host empty: none)',
  access: 'public',
  response: z.object({ appid: z.string(), host: z.string(), mode: z.enum(['http', 'local', 'off']) }),
});

export const logout = get('/v1/buyer/user/logout', {
  summary: "Sign out: revokes the session's refresh tokens",
  access: 'base',
  response: Nothing,
});

export const userInfo = get('/v1/buyer/user/info', {
  summary: 'The signed-in user, their store and roles',
  access: 'base',
  response: z.object({
    uid: z.number().int(),
    suid: z.number().int(),
    logo: z.string(),
    avatar: z.string(),
    username: z.string(),
    nick_name: z.string(),
    real_name: z.string(),
    phone: z.string(),
    store_name: z.string(),
    /** Role names; the store's main account has `admin`. */
    roles: z.array(z.string()),
    is_union: flag,
    industry_type: z.enum(INDUSTRIES),
    isbindwxpub: flag,
    /**
     * The password was set by someone else (an operator's first one, or a reset): the console keeps the user on
     * the password page until they choose their own (PasswordEdit clears it).
     */
    must_change_password: z.boolean(),
    /** A platform account (is_pingtai): the console shows it the review centre instead of a store's pages. */
    is_pingtai: z.boolean(),
  }),
});

export const operatorPermission = get('/v1/seller/role/OperatorPermission', {
  summary: 'The pages and calls the signed-in user may use, and which of those pages work',
  access: 'base',
  response: z.object({
    path_arr: z.array(z.string()),
    api_arr: z.array(z.string()),
    /** Of path_arr, the pages whose calls are all served: the console offers no other. */
    available_arr: z.array(z.string()),
  }),
});
