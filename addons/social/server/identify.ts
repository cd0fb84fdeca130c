import {
  badInput,
  CallLog,
  callAndRead,
  type Deps,
  readServiceSettings,
  type ServiceCall,
  type ServiceClient,
  ServiceError,
  serviceClient,
  withStore,
} from '@yanye/addon-kit/server';
import type { z } from 'zod';
import type { Provider } from '../contract';
import {
  AlipayToken,
  AlipayUser,
  BAD_CODE,
  enabled,
  providerSettings,
  QqMe,
  QqToken,
  QqUser,
  SPECS,
  WechatToken,
  WechatUser,
} from './service';
import { PROVIDER_TITLES, SOCIAL_MESSAGES } from './texts';

/** A user of a provider's app, as the store links it. */
export interface Identity {
  readonly provider: Provider;
  readonly openid: string;
  readonly unionid: string;
  readonly nickname: string;
  readonly avatar: string;
}

/** Asks a provider and reads its answer by `schema`: one of another shape is its bad answer (503), not ours. */
const ask = <S extends z.ZodType>(client: ServiceClient, p: Provider, schema: S, call: ServiceCall) =>
  callAndRead(SPECS[p], client, schema, call);

/**
 * The user's profile, read (a retried GET) by `schema`. It is shown beside the link, no more: a provider that fails
 * to tell it, or tells it in another shape, does not stop a sign-in.
 */
async function profileOf<S extends z.ZodType>(
  client: ServiceClient,
  schema: S,
  call: Omit<ServiceCall, 'method' | 'idempotent'>,
): Promise<z.output<S> | undefined> {
  const told = await client.call({ ...call, method: 'GET', idempotent: true }).catch(() => undefined);
  const read = schema.safeParse(told);
  return read.success ? read.data : undefined;
}

type Flow = (client: ServiceClient, code: string) => Promise<Identity>;

/**
 * Each provider's exchange. The code is spent by the first call, so that call is sent once (a retry would be
 * refused as a used code); the reads that follow are retried.
 */
const FLOWS: Readonly<Record<Provider, Flow>> = {
  async wechat(client, code) {
    const token = await ask(client, 'wechat', WechatToken, {
      op: 'wechat_token',
      method: 'GET',
      path: '/sns/oauth2/access_token',
      query: { code, grant_type: 'authorization_code' },
      idempotent: false,
    });
    const user = await profileOf(client, WechatUser, {
      op: 'wechat_userinfo',
      path: '/sns/userinfo',
      query: { access_token: token.access_token, openid: token.openid, lang: 'zh_CN' },
      secrets: [token.access_token],
    });
    return {
      provider: 'wechat',
      openid: token.openid,
      unionid: token.unionid,
      nickname: user?.nickname ?? '',
      avatar: user?.headimgurl ?? '',
    };
  },

  async qq(client, code) {
    const token = await ask(client, 'qq', QqToken, {
      op: 'qq_token',
      method: 'GET',
      path: '/oauth2.0/token',
      query: { grant_type: 'authorization_code', code, fmt: 'json' },
      idempotent: false,
    });
    const secrets = [token.access_token];
    const me = await ask(client, 'qq', QqMe, {
      op: 'qq_openid',
      method: 'GET',
      path: '/oauth2.0/me',
      query: { access_token: token.access_token, fmt: 'json' },
      idempotent: true,
      secrets,
    });
    const user = await profileOf(client, QqUser, {
      op: 'qq_userinfo',
      path: '/user/get_user_info',
      query: { access_token: token.access_token, openid: me.openid },
      secrets,
    });
    return {
      provider: 'qq',
      openid: me.openid,
      unionid: '',
      nickname: user?.nickname ?? '',
      avatar: user?.figureurl_qq_1 ?? '',
    };
  },

  async alipay(client, code) {
    const granted = await ask(client, 'alipay', AlipayToken, {
      op: 'alipay_token',
      method: 'GET',
      path: '/gateway.do',
      query: { method: 'alipay.system.oauth.token', grant_type: 'authorization_code', code },
      idempotent: false,
    });
    const token = granted.alipay_system_oauth_token_response;
    const user = await profileOf(client, AlipayUser, {
      op: 'alipay_userinfo',
      path: '/gateway.do',
      query: { method: 'alipay.user.info.share', auth_token: token.access_token },
      secrets: [token.access_token],
    });
    const info = user?.alipay_user_info_share_response;
    return {
      provider: 'alipay',
      openid: token.user_id,
      unionid: '',
      nickname: info?.nick_name ?? '',
      avatar: info?.avatar ?? '',
    };
  },
};

/**
 * The provider's user behind a code of the store's app, with no transaction open; the calls go to the call log
 * whatever happens. A provider the store has not set up, and a code the provider refuses as such, are the
 * user's to fix (400); any other failure of the provider is its own (503).
 */
export async function identify(deps: Deps, supplierId: number, p: Provider, code: string): Promise<Identity> {
  const db = deps.database.db;
  const settings = await withStore(db, supplierId, (t) => readServiceSettings(t, deps, 'social'));
  if (!enabled(settings, p)) throw badInput(SOCIAL_MESSAGES.notEnabled, { provider: PROVIDER_TITLES[p] });
  const log = new CallLog();
  try {
    return await FLOWS[p](serviceClient(deps, SPECS[p], providerSettings(settings, p), log), code);
  } catch (error) {
    if (error instanceof ServiceError && error.outcome === 'refused' && BAD_CODE[p].test(error.detail))
      throw badInput(SOCIAL_MESSAGES.badCode, { provider: PROVIDER_TITLES[p] });
    throw error;
  } finally {
    await log.write(db, supplierId);
  }
}
