import { createHash, timingSafeEqual } from 'node:crypto';
import {
  centsToYuanText,
  formatDateTime,
  type OutsideRequest,
  parseDateTime,
  roundedCents,
  type ServiceSettings,
} from '@yanye/addon-kit/server';
import { z } from 'zod';

/**
 * How the unions write money, times and signatures on the wire, said once for the three adapters and their
 * stand-ins.
 */

/** The unions' clock: their times are Beijing wall-clock texts. */
export const UNION_ZONE = 'Asia/Shanghai';

/** `2026-03-01 08:30:00` in Beijing time. */
export const beijingTime = (seconds: number): string => formatDateTime(seconds, UNION_ZONE);

/** Unix seconds of a Beijing wall-clock text; undefined for anything else. */
export const fromBeijing = (text: string): number | undefined => parseDateTime(text, UNION_ZONE);

/** Yuan as the unions write them: `25.80`, `25.8`, `25`. */
export const Yuan = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,4})?$/));

/** Cents of a yuan text (`Yuan` holds its form), exact: `25.80` is 2580, half a cent rounds up. */
export function cents(yuan: string): number {
  return roundedCents(yuan)!;
}

/** The yuan text of cents: 2580 is `25.80`. */
export const yuanOf = (value: number): string => centsToYuanText(value);

/** A percentage as written (`4.50`) in hundredths of a percent (450). */
export const rateOf = (percent: string): number => cents(percent);

/** Unix seconds of a Beijing text the union sent, or of a number of seconds or milliseconds. */
export const UnionTime = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const seconds =
    typeof v === 'number' ? (v > 1e11 ? Math.floor(v / 1000) : v) : v.trim() === '' ? 0 : fromBeijing(v);
  if (seconds === undefined || !Number.isSafeInteger(seconds) || seconds < 0) {
    ctx.addIssue({ code: 'custom', message: 'not a time' });
    return z.NEVER;
  }
  return seconds;
});

/**
 * The MD5 signature of Taobao's TOP and JD's router: the secret, each parameter as key then value in the order
 * of its key, the secret again; upper-case hex. `sign` itself is left out.
 */
export function md5Sign(params: Readonly<Record<string, string>>, secret: string): string {
  const body = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');
  return createHash('md5').update(`${secret}${body}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** How a gateway that signs its query (TOP, JD's router) is called: its API version, and where the token rides. */
export interface QueryGateway {
  readonly version: string;
  /** The parameter the store's access token rides in (TOP's `session`, JD's `access_token`). */
  readonly tokenParam: string;
}

/**
 * A request as a gateway that signs its query takes it: the store's app key, a Beijing timestamp, JSON answers,
 * the API version, MD5 signing and the store's access token where it has one, then the MD5 sign of them all
 * with the app secret.
 */
export function signedQuery(
  request: OutsideRequest,
  settings: ServiceSettings,
  now: number,
  gateway: QueryGateway,
): OutsideRequest {
  const token = settings.secrets.access_token ?? '';
  const params: Record<string, string> = {
    ...request.query,
    app_key: String(settings.values.app_key ?? ''),
    timestamp: beijingTime(now),
    format: 'json',
    v: gateway.version,
    sign_method: 'md5',
    ...(token ? { [gateway.tokenParam]: token } : {}),
  };
  return { ...request, query: { ...params, sign: md5Sign(params, settings.secrets.app_secret ?? '') } };
}

/** Whether two signatures are equal, in time that does not tell how much of them matched. */
export function sameSign(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A deterministic sequence from a text (the stand-ins' orders, the demo): the same text, the same numbers. */
export function sequenceOf(seed: string): () => number {
  let s = createHash('sha256').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** A text or a number the unions write ids as, read as text. */
export const IdText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

/** The fields of a pushed message as signed: every one but `sign`, each as text. */
export function signedFields(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw))
    if (k !== 'sign') out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

/** A pushed body read as a JSON object of fields, or undefined. */
export function jsonFields(raw: Buffer): Record<string, unknown> | undefined {
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a push that signs its JSON fields as the union signs a request (TOP's order messages, JD's order push)
 * is the store's own: its app key, and the sign of its other fields with the store's app secret.
 */
export function signedPushHolds(
  raw: Buffer,
  settings: ServiceSettings,
  signer: (params: Readonly<Record<string, string>>, secret: string) => string,
): boolean {
  const secret = settings.secrets.app_secret ?? '';
  const fields = jsonFields(raw);
  if (!secret || !fields || typeof fields.sign !== 'string') return false;
  if (fields.app_key !== settings.values.app_key) return false;
  return sameSign(fields.sign, signer(signedFields(fields), secret));
}

/** A JSON text inside a message (TOP's `content`, JD's `360buy_param_json`), read by `schema`. */
export const jsonTextOf = <S extends z.ZodType>(schema: S, max = 20_000) =>
  z
    .string()
    .max(max)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * Hides the values of JSON fields named `names` in a logged text, also inside a JSON text that a field carries
 * (TOP's `token_result`): the tokens a union grants are secrets before they are settings.
 */
export function redactFields(names: readonly string[]): (text: string) => string {
  const field = new RegExp(`(\\\\?"(?:${names.join('|')})\\\\?"\\s*:\\s*\\\\?")([^"\\\\]+)`, 'g');
  return (text) => text.replace(field, '$1******');
}
