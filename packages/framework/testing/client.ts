import { computeSign, type Envelope } from '@yanye/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../server';
import { testConsole } from './harness';
import { multipart } from './multipart';

/** What a client needs of the app under test (helpers.ts's TestApp is one). */
export interface AppUnderTest {
  readonly app: FastifyInstance;
  readonly clock: { now: number };
  readonly config: Config;
}

/** Signed calls as the browser makes them, through the real HTTP stack of a test app. */

export interface CallOptions {
  readonly token?: string;
  readonly suid?: string | number;
  readonly lang?: string;
  /** Override the timestamp header (seconds). */
  readonly timestamp?: number;
  /** Override the sign header. */
  readonly sign?: string;
  readonly headers?: Record<string, string>;
}

export interface Reply<T = unknown> {
  readonly status: number;
  readonly body: Envelope<T>;
  readonly raw: LightMyRequestResponse;
}

let lastStamp = 0;

/**
 * The timestamp of a write. The test clock stands still, but a person's actions do not: two equal writes with
 * one timestamp are one write sent twice (a replay). Each write of the process is stamped one second
 * after the last, within the accepted window (±300 s), so no two share a timestamp whatever the clock does
 * between them (stamping each a little before the clock collided once the clock moved on by a second); a test
 * of replays sends its own `timestamp` or repeats a request as it was.
 */
function actionTime(now: number): number {
  const next = Math.max(now - 250, lastStamp + 1);
  lastStamp = next > now + 250 ? now - 250 : next;
  return lastStamp;
}

/** Signed calls through the real HTTP stack (app.inject), as the browser makes them. */
export class Client {
  token = '';
  suid = '';
  refreshToken = '';

  constructor(
    readonly t: AppUnderTest,
    readonly ip = '203.0.113.7',
  ) {}

  private headers(params: Record<string, unknown>, o: CallOptions, write = false): Record<string, string> {
    const timestamp = o.timestamp ?? (write ? actionTime(this.t.clock.now) : this.t.clock.now);
    return {
      device: 'web',
      timestamp: String(timestamp),
      accesstoken: o.token ?? this.token,
      supplieruid: String(o.suid ?? this.suid),
      lang: o.lang ?? 'zh',
      sign: o.sign ?? computeSign(params, timestamp, this.t.config.SIGN_SALT),
      ...o.headers,
    };
  }

  async get<T = unknown>(url: string, query: Record<string, string | number> = {}, o: CallOptions = {}) {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const raw = await this.t.app.inject({
      method: 'GET',
      url,
      query: q,
      headers: this.headers(q, o),
      remoteAddress: this.ip,
    });
    return wrap<T>(raw);
  }

  async post<T = unknown>(url: string, body: Record<string, unknown> = {}, o: CallOptions = {}) {
    const raw = await this.t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...this.headers(body, o, true), 'content-type': 'application/json' },
      remoteAddress: this.ip,
    });
    return wrap<T>(raw);
  }

  /** A GET whose answer may be a file: the raw response. */
  async download(url: string, query: Record<string, string | number> = {}, o: CallOptions = {}) {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return this.t.app.inject({
      method: 'GET',
      url,
      query: q,
      headers: this.headers(q, o),
      remoteAddress: this.ip,
    });
  }

  /** A multipart upload of one file plus text fields, as the import button sends it (only the query is signed). */
  async upload<T = unknown>(
    url: string,
    fileName: string,
    content: Buffer,
    fields: Record<string, string> = {},
    o: CallOptions = {},
  ) {
    return wrap<T>(await this.uploadForFile(url, fileName, content, fields, o));
  }

  /** A multipart upload whose answer may be a file: the raw response. */
  async uploadForFile(
    url: string,
    fileName: string,
    content: Buffer,
    fields: Record<string, string> = {},
    o: CallOptions = {},
  ) {
    const { body, contentType } = multipart(fileName, content, fields);
    return this.t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...this.headers({}, o, true), 'content-type': contentType },
      remoteAddress: this.ip,
    });
  }

  /** Signs in and keeps the tokens for the next calls. */
  async login(
    username: string,
    password = testConsole().demoPassword,
    name = '',
    captcha = '',
  ): Promise<Reply> {
    const reply = await this.post<{ access_token: string; refresh_token: string }>('/v1/public/user/login', {
      username,
      password,
      name,
      type: 'account',
      captcha,
    });
    if (reply.body.status) {
      this.token = reply.body.data.access_token;
      this.refreshToken = reply.body.data.refresh_token;
      this.suid = String(JSON.parse(Buffer.from(this.token.split('.')[1]!, 'base64url').toString()).suid);
    }
    return reply;
  }
}

function wrap<T>(raw: LightMyRequestResponse): Reply<T> {
  let body: Envelope<T>;
  try {
    body = raw.json<Envelope<T>>();
  } catch {
    throw new Error(`not JSON (${raw.statusCode}): ${raw.body.slice(0, 200)}`);
  }
  return { status: raw.statusCode, body, raw };
}

/** Signed in as a demo account. */
export async function signedIn(t: AppUnderTest, username: string, name = ''): Promise<Client> {
  const client = new Client(t, `198.51.100.${Math.floor(Math.random() * 200) + 1}`);
  const reply = await client.login(username, testConsole().demoPassword, name);
  if (!reply.body.status) throw new Error(`login ${username} failed: ${reply.body.msg}`);
  return client;
}
