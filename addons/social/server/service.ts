import { createHmac } from 'node:crypto';
import { type ServiceSettings, type ServiceSpec, T } from '@yanye/addon-kit/server';
import { z } from 'zod';
import type { Provider } from '../contract';

/**
 * The three sign-in providers as their open platforms answer, each a ServiceSpec of the social add-on (one call
 * log, `op` naming the provider and the step):
 * - WeChat (website QR login): `/sns/oauth2/access_token?appid&secret&code` then `/sns/userinfo`; a refusal is
 *   `{errcode, errmsg}`.
 * - QQ Connect: `/oauth2.0/token?client_id&client_secret&code`, `/oauth2.0/me`, `/user/get_user_info`; a refusal
 *   is `{error, error_description}` or `{ret: non-zero, msg}`.
 * - Alipay: `/gateway.do?method=alipay.system.oauth.token` and `alipay.user.info.share`, the common parameters
 *   signed over their sorted `k=v&…` (RSA2 in production; an HMAC-SHA256 under the app key here, as the setup
 *   keeps no key pair); a refusal is `error_response` or a `…_response.code` other than 10000.
 */

/** Where each provider's setup keeps its address, app id and secret. */
export const PROVIDER_SETTINGS: Readonly<
  Record<Provider, { endpoint: string; appid: string; secret: string }>
> = {
  wechat: { endpoint: 'endpoint', appid: 'wechat_appid', secret: 'wechat_secret' },
  qq: { endpoint: 'qq_endpoint', appid: 'qq_appid', secret: 'qq_appkey' },
  alipay: { endpoint: 'alipay_endpoint', appid: 'alipay_appid', secret: 'alipay_key' },
};

/** The provider's own authorize pages, where a real app sends the user. */
export const AUTHORIZE_URL: Readonly<Record<Provider, string>> = {
  wechat: 'https://open.weixin.qq.com/connect/qrconnect',
  qq: 'https://graph.qq.com/oauth2.0/authorize',
  alipay: 'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm',
};

/** The same pages of the local stand-in, below its receiver path. */
export const LOCAL_AUTHORIZE_PATH: Readonly<Record<Provider, string>> = {
  wechat: '/connect/qrconnect',
  qq: '/oauth2.0/authorize',
  alipay: '/oauth2/publicAppAuthorize.htm',
};

export const appidOf = (settings: ServiceSettings, p: Provider) =>
  String(settings.values[PROVIDER_SETTINGS[p].appid] ?? '');

/** A provider is set up when its app id and secret are both there. */
export const enabled = (settings: ServiceSettings, p: Provider) =>
  appidOf(settings, p) !== '' && (settings.secrets[PROVIDER_SETTINGS[p].secret] ?? '') !== '';

/** The store's settings as one provider's client sees them: its own address as the endpoint. */
export function providerSettings(settings: ServiceSettings, p: Provider): ServiceSettings {
  return {
    values: { ...settings.values, endpoint: String(settings.values[PROVIDER_SETTINGS[p].endpoint] ?? '') },
    secrets: settings.secrets,
  };
}

export const wechatSpec: ServiceSpec = {
  key: 'social',
  title: T('微信登录'),
  sign(request, settings) {
    if (request.path !== '/sns/oauth2/access_token') return request;
    return {
      ...request,
      query: {
        appid: appidOf(settings, 'wechat'),
        secret: settings.secrets.wechat_secret ?? '',
        ...request.query,
      },
    };
  },
  refusal(answer) {
    const a = answer as { errcode?: unknown; errmsg?: unknown } | null;
    if (!a || typeof a !== 'object') return 'empty answer';
    return a.errcode === undefined || a.errcode === 0
      ? undefined
      : `${String(a.errcode)} ${String(a.errmsg ?? '')}`;
  },
};

export const qqSpec: ServiceSpec = {
  key: 'social',
  title: T('QQ 登录'),
  sign(request, settings) {
    const appid = appidOf(settings, 'qq');
    if (request.path === '/oauth2.0/token')
      return {
        ...request,
        query: { client_id: appid, client_secret: settings.secrets.qq_appkey ?? '', ...request.query },
      };
    if (request.path === '/user/get_user_info')
      return { ...request, query: { oauth_consumer_key: appid, ...request.query } };
    return request;
  },
  refusal(answer) {
    const a = answer as { error?: unknown; error_description?: unknown; ret?: unknown; msg?: unknown } | null;
    if (!a || typeof a !== 'object') return 'empty answer';
    if (a.error !== undefined) return `${String(a.error)} ${String(a.error_description ?? '')}`;
    if (a.ret !== undefined && a.ret !== 0) return `${String(a.ret)} ${String(a.msg ?? '')}`;
    return undefined;
  },
};

/** Alipay's signed text: the sorted `k=v` pairs with a value, `sign` left out. */
export function alipaySigned(query: Readonly<Record<string, string>>): string {
  return Object.keys(query)
    .filter((k) => k !== 'sign' && query[k] !== '')
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
}

export const alipaySignature = (query: Readonly<Record<string, string>>, key: string) =>
  createHmac('sha256', key).update(alipaySigned(query), 'utf8').digest('base64');

/** Beijing wall time, Alipay's `timestamp`. */
export const beijing = (seconds: number) =>
  new Date((seconds + 8 * 3600) * 1000).toISOString().replace('T', ' ').slice(0, 19);

export const alipaySpec: ServiceSpec = {
  key: 'social',
  title: T('支付宝登录'),
  sign(request, settings, now) {
    const query: Record<string, string> = {
      ...request.query,
      app_id: appidOf(settings, 'alipay'),
      charset: 'utf-8',
      format: 'JSON',
      sign_type: 'HMAC-SHA256',
      timestamp: beijing(now),
      version: '1.0',
    };
    query.sign = alipaySignature(query, settings.secrets.alipay_key ?? '');
    return { ...request, query };
  },
  refusal(answer) {
    const a = answer as Record<
      string,
      { code?: unknown; msg?: unknown; sub_code?: unknown; sub_msg?: unknown }
    > | null;
    if (!a || typeof a !== 'object') return 'empty answer';
    const body = a.error_response ?? Object.entries(a).find(([k]) => k.endsWith('_response'))?.[1];
    if (!body) return 'no response';
    if (body.code === undefined || body.code === '10000') return undefined;
    return `${String(body.code)} ${String(body.sub_code ?? '')} ${String(body.sub_msg ?? body.msg ?? '')}`.trim();
  },
};

export const SPECS: Readonly<Record<Provider, ServiceSpec>> = {
  wechat: wechatSpec,
  qq: qqSpec,
  alipay: alipaySpec,
};

/** The refusals that mean the code itself is no good (the user authorizes again), by provider. */
export const BAD_CODE: Readonly<Record<Provider, RegExp>> = {
  wechat: /^(40029|40163|41008)\b/,
  qq: /^(100019|100020)\b/,
  alipay: /^40002 isv\.code-(invalid|expired|used)\b/,
};

export const WechatToken = z.object({
  access_token: z.string().min(1),
  openid: z.string().min(1).max(64),
  unionid: z.string().max(64).default(''),
});
export const WechatUser = z.object({
  openid: z.string(),
  nickname: z.string().max(100).default(''),
  headimgurl: z.string().max(500).default(''),
});
export const QqToken = z.object({ access_token: z.string().min(1) });
export const QqMe = z.object({ client_id: z.string(), openid: z.string().min(1).max(64) });
export const QqUser = z.object({
  ret: z.literal(0),
  nickname: z.string().max(100).default(''),
  figureurl_qq_1: z.string().max(500).default(''),
});
export const AlipayToken = z.object({
  alipay_system_oauth_token_response: z.object({
    user_id: z.string().min(1).max(64),
    access_token: z.string().min(1),
  }),
});
export const AlipayUser = z.object({
  alipay_user_info_share_response: z.object({
    code: z.literal('10000'),
    nick_name: z.string().max(100).default(''),
    avatar: z.string().max(500).default(''),
  }),
});
