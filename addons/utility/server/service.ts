import { createHash, timingSafeEqual } from 'node:crypto';
import {
  badAnswer,
  ENDPOINT_SETTING,
  roundedCents,
  type ServiceClient,
  ServiceError,
  type ServiceSettings,
  type ServiceSpec,
  T,
} from '@yanye/addon-kit/server';
import { z } from 'zod';

/**
 * The top-up provider (docs/outside-services.md), modelled on the Chinese direct top-up open platforms (福禄,
 * 聚合 and the like): one gateway, `POST /gateway`, whose JSON body carries the common parameters (`app_key`,
 * `method`, `timestamp`, `version`, `format`, `charset`, `sign_type`), the call's own parameters as a JSON string
 * (`biz_content`), and `sign`: the MD5, in upper-case hex, of every other non-empty parameter sorted by name as
 * `k=v` joined by `&`, followed by `&key=<AppSecret>`. It answers `{code, message, result}`, `code` 0 for
 * success and `result` a JSON string. Its result notifications are signed the same way.
 *
 * A top-up (`order.direct.add`) carries our order number as `customer_order_no`, which the provider dedupes by:
 * sent again, it answers the order it already has. That is what makes submitting safe to retry after a timeout
 * (`idempotent: true`); without it a top-up would be sent once, whatever happened.
 */

export const GATEWAY = '/gateway';
export const SECRET_SETTING = 'app_secret';
const TIME_ZONE = 'Asia/Shanghai';

/** The provider's codes: 0 success; 2xxx a refusal of the order itself (final); anything else may pass. */
export const CODES = {
  ok: 0,
  busy: 1000,
  badSign: 1001,
  badKey: 1002,
  stale: 1003,
  noProduct: 2001,
  badAccount: 2002,
  noFunds: 2003,
  duplicate: 2004,
  noOrder: 2010,
} as const;

/** `2024-05-01 08:30:00` in China time, as the platform writes times. */
export function gatewayTime(seconds: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));
}

/** Seconds of a gateway time, or NaN. */
export function gatewaySeconds(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return Number.NaN;
  return Date.parse(`${text.replace(' ', 'T')}+08:00`) / 1000;
}

/** The platform's signature of a set of parameters (`sign` itself and empty values left out). */
export function providerSign(params: Readonly<Record<string, unknown>>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort()
    .map((k) => {
      const v = params[k];
      return `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`;
    })
    .join('&');
  return createHash('md5').update(`${text}&key=${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** Whether `params.sign` is the platform's signature of the rest, compared in constant time. */
export function signMatches(params: Readonly<Record<string, unknown>>, secret: string): boolean {
  const given = Buffer.from(String(params.sign ?? ''), 'utf8');
  const wanted = Buffer.from(providerSign(params, secret), 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The secret a store signs with. Until one is set the local receiver accepts the empty key (the demo stores
 * work out of the box); with a real endpoint an empty key is refused, so nothing unsigned is trusted.
 */
export function signingSecret(settings: ServiceSettings): string | undefined {
  const secret = settings.secrets[SECRET_SETTING] ?? '';
  if (secret !== '') return secret;
  return String(settings.values[ENDPOINT_SETTING] ?? '').trim() === '' ? '' : undefined;
}

const Envelope = z.object({
  code: z.number().int(),
  message: z.string(),
  result: z.string().nullable().optional(),
});

/** What the platform says of a top-up. */
export const ProviderOrder = z.object({
  order_id: z.string(),
  customer_order_no: z.string(),
  product_id: z.string(),
  charge_account: z.string(),
  buy_num: z.number().int(),
  /** What the provider charged the store, yuan with two decimals. */
  order_price: z.string(),
  order_state: z.enum(['untreated', 'processing', 'success', 'failed']),
  create_time: z.string(),
  finish_time: z.string().default(''),
  recharge_description: z.string().default(''),
});
export type ProviderOrder = z.output<typeof ProviderOrder>;

const Account = z.object({
  name: z.string(),
  balance: z.string().regex(/^-?\d{1,12}(\.\d+)?$/),
  is_open: z.number().int(),
});

export const utilitySpec: ServiceSpec = {
  key: 'utility',
  title: T('生活缴费服务商'),
  sign(request, settings, now) {
    const call = JSON.parse(request.body) as { method: string; biz_content: unknown };
    const params = {
      app_key: String(settings.values.app_key ?? ''),
      method: call.method,
      timestamp: gatewayTime(now),
      version: '2.0',
      format: 'json',
      charset: 'utf-8',
      sign_type: 'md5',
      biz_content: JSON.stringify(call.biz_content),
    };
    const sign = providerSign(params, settings.secrets[SECRET_SETTING] ?? '');
    return { ...request, body: JSON.stringify({ ...params, sign }) };
  },
  refusal(answer) {
    const e = Envelope.safeParse(answer);
    if (!e.success) return 'the answer is not the gateway envelope';
    return e.data.code === CODES.ok ? undefined : `[${e.data.code}] ${e.data.message}`;
  },
};

/** The `result` of a successful answer, read by its schema; an unreadable one is the service's fault. */
function resultOf<S extends z.ZodType>(client: ServiceClient, answer: unknown, schema: S): z.output<S> {
  const env = Envelope.parse(answer);
  try {
    return schema.parse(JSON.parse(env.result ?? 'null'));
  } catch {
    throw badAnswer(utilitySpec, client, 'result');
  }
}

const gateway = (client: ServiceClient, op: string, method: string, biz: unknown) =>
  client.call({ op, method: 'POST', path: GATEWAY, json: { method, biz_content: biz }, idempotent: true });

/** Whether a failed call was the provider refusing the order itself (a final answer), with its code. */
const refusedWith = (error: unknown, code?: number): boolean =>
  error instanceof ServiceError &&
  error.outcome === 'refused' &&
  (code === undefined ? /^\[2\d{3}\]/.test(error.detail) : error.detail.startsWith(`[${code}]`));

/** What a submission came to: accepted (with the provider's order), refused for good, or not known. */
export type Submitted =
  | { readonly kind: 'accepted'; readonly order: ProviderOrder }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly reason: string };

/** What a submission sends: our order under its number, which the provider dedupes by. */
export interface ToSubmit {
  readonly orderNo: string;
  readonly providerCode: string;
  readonly account: string;
}

/**
 * Submits a top-up. A refusal of the order (unknown product, bad account, no funds) is final; anything else (a
 * timeout, a 5xx, the platform busy or misconfigured) leaves it unknown, to be sent again under the same number.
 */
export async function submitTopUp(client: ServiceClient, o: ToSubmit): Promise<Submitted> {
  try {
    const answer = await gateway(client, 'submit', 'order.direct.add', {
      product_id: o.providerCode,
      customer_order_no: o.orderNo,
      charge_account: o.account,
      buy_num: 1,
    });
    return { kind: 'accepted', order: resultOf(client, answer, ProviderOrder) };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const reason = (error.detail || error.outcome).slice(0, 200);
    return refusedWith(error) ? { kind: 'refused', reason } : { kind: 'unknown', reason };
  }
}

/** The provider's record of our order, or `undefined` when it has none; other failures are thrown. */
export async function queryTopUp(client: ServiceClient, orderNo: string): Promise<ProviderOrder | undefined> {
  try {
    const answer = await gateway(client, 'query', 'order.info.get', { customer_order_no: orderNo });
    return resultOf(client, answer, ProviderOrder);
  } catch (error) {
    if (refusedWith(error, CODES.noOrder)) return undefined;
    throw error;
  }
}

/** The store's prepaid balance with the provider, in cents. */
export async function providerAccount(client: ServiceClient): Promise<{ name: string; balance: number }> {
  const answer = await gateway(client, 'balance', 'user.info.get', {});
  const account = resultOf(client, answer, Account);
  return { name: account.name, balance: roundedCents(account.balance)! };
}

/** A result notification as the platform pushes it to `/callback/addons/utility/<store>/notify`. */
export const ResultPush = z.object({
  order_id: z.string().min(1).max(64),
  customer_order_no: z.string().min(1).max(64),
  order_status: z.enum(['success', 'failed']),
  recharge_description: z.string().max(200).default(''),
  charge_finish_time: z.string().max(30).default(''),
  product_id: z.string().max(64).default(''),
  sign: z.string().max(64),
});
export type ResultPush = z.output<typeof ResultPush>;
