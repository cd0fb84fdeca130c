import {
  callAndRead,
  type ServiceCall,
  type ServiceClient,
  ServiceError,
  type ServiceSpec,
  T,
} from '@yanye/addon-kit/server';
import { z } from 'zod';

/**
 * The WeChat official-account API (`https://api.weixin.qq.com`). A call carries the account's access token in
 * the query (`access_token=`), which `cgi-bin/token` grants for the AppID and AppSecret for two hours; WeChat
 * answers 200 with `{errcode, errmsg}` when it says no (errcode 0, or none, is success).
 */

export const TOKEN_PATH = '/cgi-bin/token';

/** What `cgi-bin/token` grants. */
export const TokenAnswer = z.object({
  access_token: z.string().min(1).max(1000),
  expires_in: z.number().int().positive(),
});

/** Refusals that say the token is no good any more: 40001 invalid credential, 42001 expired, 40014 invalid. */
const STALE_TOKEN = /^(40001|42001|40014) /;

/** Renew a token this long before WeChat lets it lapse, so no call goes out with one about to. */
const RENEW_EARLY = 300;

export const wxSpec: ServiceSpec = {
  key: 'wxofficial',
  title: T('微信公众号'),
  sign(request, settings) {
    // Only the token request carries the AppSecret; every other call carries the token it granted.
    if (request.path !== TOKEN_PATH) return request;
    return {
      ...request,
      query: {
        ...request.query,
        grant_type: 'client_credential',
        appid: String(settings.values.appid ?? ''),
        secret: settings.secrets.appsecret ?? '',
      },
    };
  },
  refusal(answer) {
    const a = answer as { errcode?: unknown; errmsg?: unknown } | null;
    if (!a || typeof a !== 'object' || a.errcode === undefined || a.errcode === 0) return undefined;
    return `${String(a.errcode)} ${String(a.errmsg ?? '')}`.trim();
  },
  // The token is a credential for two hours: neither the address that carries it nor the answer that grants it
  // may show it in the call log.
  redact: (text) =>
    text
      .replace(/(access_token=)[^&\s"]+/g, '$1******')
      .replace(/("access_token"\s*:\s*")[^"]*"/g, '$1******"'),
};

/** A token as the store keeps it: what it is and when to renew it. */
export interface CachedToken {
  readonly token: string;
  readonly expiresAt: number;
}

/** A call of the API, its answer checked against the service's documented shape. */
export interface WxCall<S extends z.ZodType> extends Omit<ServiceCall, 'query'> {
  readonly query?: Readonly<Record<string, string>>;
  readonly answer: S;
}

/**
 * One request's conversation with WeChat: the token the store had (renewed when it has lapsed, or when WeChat
 * refuses it, then the call is made once more), and the token to keep when one was granted.
 */
export class WxSession {
  /** A token granted during this session, for the caller to keep. */
  granted: CachedToken | undefined;
  private current: CachedToken | undefined;

  constructor(
    private readonly client: ServiceClient,
    cached: CachedToken | undefined,
    private readonly now: number,
  ) {
    this.current = cached && cached.expiresAt > now ? cached : undefined;
  }

  async call<S extends z.ZodType>(c: WxCall<S>): Promise<z.output<S>> {
    const fresh = this.current === undefined;
    const token = await this.token();
    try {
      return await this.send(c, token);
    } catch (error) {
      // A token just granted cannot be stale: that refusal is WeChat's to explain.
      if (fresh || !isStale(error)) throw error;
      this.current = undefined;
      return this.send(c, await this.token());
    }
  }

  private async send<S extends z.ZodType>(c: WxCall<S>, token: string): Promise<z.output<S>> {
    const { answer, ...call } = c;
    return callAndRead(wxSpec, this.client, answer, { ...call, query: { ...c.query, access_token: token } });
  }

  private async token(): Promise<string> {
    if (this.current) return this.current.token;
    const got = await callAndRead(wxSpec, this.client, TokenAnswer, {
      op: 'token',
      method: 'GET',
      path: TOKEN_PATH,
      idempotent: true,
    });
    const granted = {
      token: got.access_token,
      expiresAt: this.now + Math.max(60, got.expires_in - RENEW_EARLY),
    };
    this.current = granted;
    this.granted = granted;
    return granted.token;
  }
}

function isStale(error: unknown): boolean {
  return error instanceof ServiceError && error.outcome === 'refused' && STALE_TOKEN.test(error.detail);
}
