import { performance } from 'node:perf_hooks';
import type { TestApp } from '@yanye/framework/testing';
import { multipart } from '@yanye/framework/testing';
import { computeSign } from '@yanye/protocol';
import { parse as parseQuery } from 'fast-querystring';
import type { LightMyRequestResponse } from 'fastify';
import type { Query, RawBody } from './values';

/**
 * The fuzz suite's side of the wire: sends a drawn input to a contract's path as a browser would (signed, with
 * the session's token), each request from an address of its own so the per-minute limits of the public calls
 * stay out of the way, and holds every answer to the rules: no 5xx, the envelope (or a 200 spreadsheet), and
 * `/healthz` answering within a second.
 */

export interface Session {
  token: string;
  suid: string;
}

/** Most a `/healthz` may take while and after the fuzz runs. */
const HEALTHZ_MS = 1000;
const LANGS = ['zh', 'en', 'es', 'ja', 'xx', ''];

/** Text percent-encoded byte by byte; a lone surrogate as the three bytes WTF-8 gives it (no valid UTF-8). */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (/^[A-Za-z0-9\-._~]$/.test(ch)) out += ch;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    // `'` too, which encodeURIComponent keeps and the address parser (WHATWG) encodes: the sign is over the text
    // the server reads, and an undecodable value is read as it came.
    else
      out += encodeURIComponent(ch).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      );
  }
  return out;
}

/** A query as the address carries it; repeated keys for an array. */
export function queryString(query: Query, tail = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${encodeText(key)}=${encodeText(one)}`);
  }
  return parts.join('&') + tail;
}

/** A short, readable account of an input for a failure line (a 20,000-character text is not printed). */
export function describeInput(value: unknown): string {
  const text = JSON.stringify(value, (_k, v) =>
    typeof v === 'string' && v.length > 40 ? `${v.slice(0, 12)}…(${v.length} chars)` : v,
  );
  return (text ?? String(value)).slice(0, 300);
}

/** An error's message and its causes' (drizzle wraps the driver's), on one line. */
function causeOf(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e && depth < 4; depth++, e = (e as { cause?: unknown }).cause) {
    const m = (e as { message?: unknown }).message;
    parts.push(typeof m === 'string' ? m.split('\n')[0]!.slice(0, 160) : String(e).slice(0, 160));
  }
  return parts.join(' ← ');
}

/** What the server signs of a JSON body: its fields when it is an object, else nothing. */
function signedBody(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A body as the server's JSON parser reads it (NaN and Infinity were sent as null), or nothing. */
function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class FuzzTarget {
  requests = 0;
  readonly failures: string[] = [];
  /** Answers by `code` (or `ok`, `file`): what the fuzz reached, for the log. */
  readonly codes = new Map<string, number>();
  private addresses = 0;
  private slowestHealthz = 0;

  /** What the server logged of its last unhandled error: a 5xx's failure line says its cause. */
  private lastError = '';

  constructor(readonly t: TestApp) {
    // The test app logs nothing; its (shared, child-less) logger is told where to put the errors it would log.
    const log = t.app.log as unknown as { error: (o: unknown) => void };
    log.error = (o) => {
      this.lastError = causeOf((o as { err?: unknown } | undefined)?.err ?? o);
    };
  }

  /** A fresh address from 10.0.0.0/8 for each request. */
  private address(): string {
    const n = ++this.addresses;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  private headers(session: Session | undefined, signed: Record<string, unknown>, n: number) {
    const ts = this.t.clock.now;
    return {
      device: 'web',
      timestamp: String(ts),
      accesstoken: session?.token ?? '',
      supplieruid: session?.suid ?? '',
      lang: LANGS[n % LANGS.length]!,
      sign: computeSign(signed, ts, this.t.config.SIGN_SALT),
    };
  }

  /** GET `path` with a query, signed over the query as the server will parse it. */
  async get(path: string, query: Query, tail: string, session: Session | undefined) {
    const qs = queryString(query, tail);
    const parsed = qs === '' ? {} : (parseQuery(qs) as Record<string, unknown>);
    const n = ++this.requests;
    const raw = await this.inject(`GET ${path}`, query, () =>
      this.t.app.inject({
        method: 'GET',
        url: qs === '' ? path : `${path}?${qs}`,
        headers: this.headers(session, parsed, n),
        remoteAddress: this.address(),
      }),
    );
    return raw && { raw, body: this.judge(`GET ${path}`, raw, { query, tail }) };
  }

  /** POST a JSON body (or bytes that are not one), signed over its fields when it is an object. */
  async post(path: string, body: RawBody, session: Session | undefined) {
    const payload = 'json' in body ? (JSON.stringify(body.json) ?? 'null') : body.text;
    // Signed over what the server reads (NaN and Infinity are JSON's null, which the sign leaves out).
    const signed = signedBody(parsedOrNothing(payload));
    const n = ++this.requests;
    const raw = await this.inject(`POST ${path}`, body, () =>
      this.t.app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: { ...this.headers(session, signed, n), 'content-type': 'application/json' },
        remoteAddress: this.address(),
      }),
    );
    return raw && { raw, body: this.judge(`POST ${path}`, raw, body) };
  }

  /** A multipart upload (an import): the file, then text fields; only the (empty) query is signed. */
  async upload(
    path: string,
    fileName: string,
    content: Buffer,
    fields: Record<string, string>,
    session: Session,
  ) {
    const { body, contentType } = multipart(fileName, content, fields);
    const n = ++this.requests;
    const input = { fileName, bytes: content.length, fields };
    const raw = await this.inject(`POST ${path} (upload)`, input, () =>
      this.t.app.inject({
        method: 'POST',
        url: path,
        payload: body,
        headers: { ...this.headers(session, {}, n), 'content-type': contentType },
        remoteAddress: this.address(),
      }),
    );
    return raw && { raw, body: this.judge(`POST ${path} (upload)`, raw, input) };
  }

  /** An inject that throws (a stream broken mid-answer) is a failure too. */
  private async inject(
    what: string,
    input: unknown,
    send: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse | undefined> {
    this.lastError = '';
    try {
      return await send();
    } catch (error) {
      this.failures.push(`${what} → threw ${String(error).slice(0, 200)} (${describeInput(input)})`);
      return undefined;
    }
  }

  /** Holds an answer to the rules; answers its envelope (undefined for a file). */
  private judge(
    what: string,
    raw: LightMyRequestResponse,
    input: unknown,
  ): Record<string, unknown> | undefined {
    const fail = (why: string) => {
      this.failures.push(`${what} → ${raw.statusCode} ${why} (${describeInput(input)})`);
      return undefined;
    };
    const type = String(raw.headers['content-type'] ?? '');
    if (raw.statusCode === 200 && type.includes('spreadsheetml')) {
      this.count('file');
      return raw.body.startsWith('PK') ? undefined : fail('a spreadsheet that is no xlsx');
    }
    // A printable label (the waybill add-on): a PDF file.
    if (raw.statusCode === 200 && type.includes('application/pdf')) {
      this.count('file');
      return raw.body.startsWith('%PDF-') ? undefined : fail('a PDF that is no PDF');
    }
    let body: Record<string, unknown>;
    try {
      body = raw.json();
    } catch {
      return fail(`not JSON: ${raw.body.slice(0, 80)}`);
    }
    const code = typeof body.code === 'string' ? body.code : body.status === true ? 'ok' : '(none)';
    this.count(code);
    // 503 UNAVAILABLE is an outside service's answer told in the envelope (an add-on's stand-in refusing a
    // policy it never issued, say), not the server failing; anything else of 5xx is.
    const outside = raw.statusCode === 503 && code === 'UNAVAILABLE' && this.lastError === '';
    if (raw.statusCode >= 500 && !outside) return fail(`${code} ${String(body.msg)} [${this.lastError}]`);
    if (
      typeof body.status !== 'boolean' ||
      typeof body.msg !== 'string' ||
      body.msg === '' ||
      !('data' in body)
    )
      return fail(`not the envelope: ${raw.body.slice(0, 120)}`);
    if (body.status !== (raw.statusCode === 200))
      return fail(`status ${body.status} with HTTP ${raw.statusCode}`);
    if (!body.status && typeof body.code !== 'string') return fail(`a refusal without a code: ${body.msg}`);
    return body;
  }

  private count(code: string): void {
    this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
  }

  /** `/healthz` answers 200 within a second; `during` says what ran meanwhile. */
  async healthz(during: string): Promise<void> {
    const start = performance.now();
    const r = await this.t.app.inject({ url: '/healthz' });
    const ms = performance.now() - start;
    this.slowestHealthz = Math.max(this.slowestHealthz, ms);
    if (r.statusCode !== 200 || ms > HEALTHZ_MS)
      this.failures.push(`GET /healthz → ${r.statusCode} in ${Math.round(ms)} ms (${during})`);
  }

  get slowestHealthzMs(): number {
    return Math.round(this.slowestHealthz);
  }
}
