import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { IntegrationError, OUTSIDE_TIMEOUT_MS } from './errors';
import { recordOutbox } from './outbox';

/**
 * WeChat sign-in as a binding needs it: a page the user opens (or scans as a QR code) that comes back to
 * `redirect_uri?code=...&state=...`, and the exchange of that code for the user's openid.
 */
export interface WechatAuth {
  readonly mode: 'local' | 'http';
  readonly appid: string;
  authorizeUrl(redirectUri: string, state: string): string;
  /**
   * The openid behind an authorization code, or undefined when WeChat says the code is not good. Throws an
   * {@link IntegrationError} when WeChat cannot be asked. `db` is where a local implementation records.
   */
  openidFor(code: string, db: Queryable, now: number): Promise<string | undefined>;
}

/** Codes of the local scan page: `dev_` and the base64url of the pretend WeChat user's name. */
export const LOCAL_CODE = /^dev_[A-Za-z0-9_-]{1,120}$/;

/** The local code of a pretend WeChat user: the same user always gets the same code, hence the same openid. */
export function localCode(user: string): string {
  return `dev_${Buffer.from(user, 'utf8').toString('base64url')}`;
}

function localOpenid(code: string): string {
  return `o${createHash('sha256').update(`local-wechat:${code}`).digest('base64url').slice(0, 27)}`;
}

/** Development: /dev/wechat/authorize plays the scan; the openid is derived from the code. */
export const localWechat: WechatAuth = {
  mode: 'local',
  appid: 'local',
  authorizeUrl(redirectUri, state) {
    const q = new URLSearchParams({ redirect_uri: redirectUri, state });
    return `/dev/wechat/authorize?${q}`;
  },
  async openidFor(code, db, now) {
    if (!LOCAL_CODE.test(code)) return undefined;
    const openid = localOpenid(code);
    await recordOutbox(
      db,
      {
        channel: 'wechat',
        recipient: openid,
        template: 'code_exchange',
        body: `授权码 ${code} 换得 openid ${openid}`,
        params: { code, openid },
      },
      now,
    );
    return openid;
  },
};

interface TokenAnswer {
  readonly openid?: unknown;
  readonly errcode?: unknown;
  readonly errmsg?: unknown;
}

/** Production: the WeChat open platform's website QR login (snsapi_login) and its code exchange. */
export function httpWechat(o: {
  appid: string;
  secret: string;
  apiBase: string;
  authorizeBase: string;
}): WechatAuth {
  return {
    mode: 'http',
    appid: o.appid,
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({
        appid: o.appid,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${o.authorizeBase}?${q}#wechat_redirect`;
    },
    async openidFor(code) {
      const q = new URLSearchParams({
        appid: o.appid,
        secret: o.secret,
        code,
        grant_type: 'authorization_code',
      });
      let answer: TokenAnswer;
      try {
        const response = await fetch(`${o.apiBase}/sns/oauth2/access_token?${q}`, {
          signal: AbortSignal.timeout(OUTSIDE_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        answer = (await response.json()) as TokenAnswer;
      } catch (error) {
        throw new IntegrationError('wechat', `code exchange failed: ${(error as Error).message}`);
      }
      if (typeof answer.openid === 'string' && answer.openid !== '') return answer.openid;
      // 40029 invalid code, 40163 code already used, 41008 missing code: the user scans again.
      if (typeof answer.errcode === 'number') return undefined;
      throw new IntegrationError('wechat', 'code exchange answered neither openid nor errcode');
    },
  };
}

export function createWechat(config: Config): WechatAuth {
  if (config.WECHAT_MODE === 'http' && config.WECHAT_APPID && config.WECHAT_SECRET) {
    return httpWechat({
      appid: config.WECHAT_APPID,
      secret: config.WECHAT_SECRET,
      apiBase: config.WECHAT_API_BASE.replace(/\/+$/, ''),
      authorizeBase: config.WECHAT_AUTHORIZE_URL,
    });
  }
  return localWechat;
}
