import { request as httpRequest } from 'node:http';
import { multipart } from '@yanye/framework/testing';
import { computeSign, DEFAULT_SIGN_SALT, type Envelope } from '@yanye/protocol';
import { DEMO_PASSWORD } from '../../src/demo/stores';

/**
 * Signed calls to a server over real HTTP, with the headers the browser sends (device, timestamp, accesstoken,
 * supplieruid, lang, sign), as test/helpers.ts's Client does through app.inject.
 */

export interface Answer<T = unknown> {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly raw: Buffer;
  /** The envelope, when the answer is JSON. */
  readonly body: Envelope<T>;
}

/** A request on its way: `sent` once the whole body is handed to the socket, `answer` when the reply is in. */
export interface InFlight<T = unknown> {
  readonly sent: Promise<void>;
  readonly answer: Promise<Answer<T>>;
}

function send<T>(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
): InFlight<T> {
  let markSent: () => void = () => undefined;
  let failSent: (error: Error) => void = () => undefined;
  const sent = new Promise<void>((resolve, reject) => {
    markSent = resolve;
    failSent = reject;
  });
  sent.catch(() => undefined);
  const answer = new Promise<Answer<T>>((resolve, reject) => {
    // A connection of its own: none is kept across a server that gets killed.
    const req = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('error', reject);
        res.once('end', () => {
          const raw = Buffer.concat(chunks);
          let parsed: Envelope<T>;
          try {
            parsed = JSON.parse(raw.toString('utf8')) as Envelope<T>;
          } catch {
            parsed = { status: false, msg: `not JSON (${res.statusCode})` } as Envelope<T>;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, body: parsed });
        });
      },
    );
    req.once('error', (error) => {
      failSent(error);
      reject(error);
    });
    req.end(body, () => markSent());
  });
  return { sent, answer };
}

export class HttpClient {
  token = '';
  suid = '';
  /** The language answers are asked in. */
  lang = 'zh';

  constructor(
    public base: string,
    readonly salt = DEFAULT_SIGN_SALT,
  ) {}

  /** The headers the browser sends with a call of these parameters: signed now. */
  headers(params: Record<string, unknown>): Record<string, string> {
    const timestamp = Math.floor(Date.now() / 1000);
    return {
      device: 'web',
      timestamp: String(timestamp),
      accesstoken: this.token,
      supplieruid: this.suid,
      lang: this.lang,
      sign: computeSign(params, timestamp, this.salt),
    };
  }

  get<T = unknown>(path: string, query: Record<string, string | number> = {}): Promise<Answer<T>> {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const search = new URLSearchParams(q).toString();
    return send<T>(`${this.base}${path}${search ? `?${search}` : ''}`, 'GET', this.headers(q), undefined)
      .answer;
  }

  /** A JSON write; `extra` adds headers (an Idempotency-Key). Signed afresh at each call, as the browser's. */
  postNow<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    extra: Record<string, string> = {},
  ): InFlight<T> {
    return send<T>(
      `${this.base}${path}`,
      'POST',
      { ...this.headers(body), 'content-type': 'application/json', ...extra },
      Buffer.from(JSON.stringify(body)),
    );
  }

  post<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    extra: Record<string, string> = {},
  ): Promise<Answer<T>> {
    return this.postNow<T>(path, body, extra).answer;
  }

  /** A multipart upload of one file, as the import button sends it (only the query is signed). */
  upload<T = unknown>(path: string, fileName: string, content: Buffer): InFlight<T> {
    const { body, contentType } = multipart(fileName, content);
    return send<T>(`${this.base}${path}`, 'POST', { ...this.headers({}), 'content-type': contentType }, body);
  }

  /** A plain GET (a download link carries its own permission). */
  async fetchRaw(path: string): Promise<Answer> {
    return send(`${this.base}${path}`, 'GET', {}, undefined).answer;
  }

  async login(username: string, password = DEMO_PASSWORD): Promise<void> {
    const r = await this.post<{ access_token: string }>('/v1/public/user/login', {
      username,
      password,
      name: '',
      type: 'account',
      captcha: '',
    });
    if (!r.body.status) throw new Error(`login ${username} failed (${r.status}): ${r.body.msg}`);
    this.token = r.body.data.access_token;
    const claims = JSON.parse(Buffer.from(this.token.split('.')[1]!, 'base64url').toString());
    this.suid = String(claims.suid);
  }
}

/** The data of a successful answer; throws with the message otherwise. */
export async function data<T>(answer: Promise<Answer<T>>): Promise<T> {
  const r = await answer;
  if (!r.body.status) throw new Error(`${r.status}: ${r.body.msg}`);
  return r.body.data;
}
