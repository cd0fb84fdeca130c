import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { formatDate, parseDateTime } from '@yanye/addon-kit/server';
import { z } from 'zod';
import type { Cycle } from './tables';

/**
 * The payment provider's API as this add-on speaks it (modelled on the v3 APIs of the big Chinese payment
 * providers, with HMAC-SHA256 in place of their RSA keys): every request carries
 * `Authorization: HMAC-SHA256 mchid="…",nonce_str="…",timestamp="…",signature="…"`, the signature being the
 * hex HMAC-SHA256, under the merchant's API key, of `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`. Answers are
 * `{code: 'SUCCESS', message, data}`, or another code and its message on a refusal. Dates are the provider's
 * (China), amounts are cents.
 */

export const PROVIDER_TZ = 'Asia/Shanghai';
export const SCHEME = 'HMAC-SHA256';
/** How far a request's timestamp may be from the provider's clock. */
export const CLOCK_SKEW = 300;
/** The provider's own charge on each payment (0.60 %), which a store's contracted rate should agree with. */
export const PROVIDER_FEE_BP = 60;

export const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** Compares two hex signatures in constant time. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a request's signature covers. */
export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The path as signed: the query in the order sent. */
export function pathWithQuery(path: string, query: Readonly<Record<string, string>>): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

export interface Authorization {
  readonly mchid: string;
  readonly nonce: string;
  readonly timestamp: string;
  readonly signature: string;
}

export function authorizationHeader(a: Authorization): string {
  return `${SCHEME} mchid="${a.mchid}",nonce_str="${a.nonce}",timestamp="${a.timestamp}",signature="${a.signature}"`;
}

/** Reads an Authorization header of the scheme; undefined when it is not one. */
export function parseAuthorization(header: string | undefined): Authorization | undefined {
  if (!header?.startsWith(`${SCHEME} `)) return undefined;
  const fields = Object.fromEntries(
    [...header.slice(SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const { mchid, nonce_str: nonce, timestamp, signature } = fields;
  if (!mchid || !nonce || !timestamp || !signature) return undefined;
  return { mchid, nonce, timestamp, signature };
}

/** The headers of a push (`statement ready`): what the provider signs its notifications with. */
export const NOTIFY_HEADERS = {
  timestamp: 'x-settle-timestamp',
  nonce: 'x-settle-nonce',
  signature: 'x-settle-signature',
} as const;

export const notifyMessage = (timestamp: string, nonce: string, body: string) =>
  `${timestamp}\n${nonce}\n${body}\n`;

// ---- The provider's shapes ----

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cents = z.number().int();

export const ProviderStatement = z.object({
  statement_no: z.string().min(1).max(64),
  cycle: z.enum(['T1', 'T7', 'M']),
  period_begin: day,
  period_end: day,
  pay_count: z.number().int().nonnegative(),
  refund_count: z.number().int().nonnegative(),
  gross_amount: cents,
  fee_amount: cents,
  net_amount: cents,
  state: z.enum(['PENDING', 'SETTLED', 'FAILED']),
  settle_date: day,
  account_tail: z.string().max(8),
});
export type ProviderStatement = z.infer<typeof ProviderStatement>;

export const ProviderTrade = z.object({
  transaction_id: z.string().min(1).max(64),
  out_trade_no: z.string().max(64),
  trade_type: z.enum(['PAY', 'REFUND']),
  amount: cents,
  fee: cents,
  success_time: z.number().int().nonnegative(),
});
export type ProviderTrade = z.infer<typeof ProviderTrade>;

export const providerSuccess = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal('SUCCESS'), message: z.string().optional(), data });

export const StatementPage = providerSuccess(
  z.object({ total_count: z.number().int().nonnegative(), statements: z.array(ProviderStatement) }),
);
export const TradePage = providerSuccess(
  z.object({ total_count: z.number().int().nonnegative(), trades: z.array(ProviderTrade) }),
);
export const ConfigAnswer = providerSuccess(z.object({ effective_date: day }));

/** The push of a statement ready (or moved on: settled, failed). */
export const StatementNotify = z.object({
  id: z.string().min(1).max(64),
  event_type: z.literal('SETTLEMENT.STATEMENT'),
  create_time: z.number().int().nonnegative(),
  resource: ProviderStatement,
});
export type StatementNotify = z.infer<typeof StatementNotify>;

// ---- Days of the provider ----

/** Unix seconds of a provider day's first second. */
export const dayStart = (d: string): number => parseDateTime(d, PROVIDER_TZ) ?? 0;
export const dayOf = (seconds: number): string => formatDate(seconds, PROVIDER_TZ);
/** The day `n` days after `d` (noon-based, so clock changes do not matter). */
export const addDays = (d: string, n: number): string => dayOf(dayStart(d) + 12 * 3600 + n * 86_400);
export const isDay = (d: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(d) && dayOf(dayStart(d)) === d;

/** The first and last day of the month of `d`. */
export const monthOf = (d: string) => ({
  begin: `${d.slice(0, 8)}01`,
  end: addDays(`${addDays(`${d.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1),
});

/** The statement's period in unix seconds, both ends included. */
export function periodOf(s: Pick<ProviderStatement, 'period_begin' | 'period_end'>) {
  return { start: dayStart(s.period_begin), end: dayStart(addDays(s.period_end, 1)) - 1 };
}

// ---- The provider's books, as its stand-in keeps them ----

/** A payment or refund as the provider took it. */
export interface ProviderTook {
  readonly ref: string;
  readonly kind: 'pay' | 'refund';
  /** Signed cents. */
  readonly amount: number;
  readonly at: number;
}

/** Something that went differently at the provider (the stand-in's operator makes these to show differences). */
export type Quirk =
  | { readonly kind: 'drop'; readonly ref: string }
  | { readonly kind: 'amount'; readonly ref: string; readonly delta: number }
  | { readonly kind: 'fee'; readonly ref: string; readonly delta: number }
  | { readonly kind: 'extra'; readonly ref: string; readonly day: string; readonly amount: number };

const digits = (text: string, n: number) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(n, '0')
    .slice(-n);

export const feeOf = (amount: number, bp: number) => (amount > 0 ? Math.round((amount * bp) / 10_000) : 0);

export interface Statement {
  readonly head: ProviderStatement;
  readonly trades: readonly ProviderTrade[];
}

/**
 * The statements the provider issues for `mchid` over the days `begin`…`end`: one per day (T+1 and T+7, paid
 * out the next day or a week later) or per calendar month, for periods ended before `today`, with the trades
 * it took then. A period without trades has no statement.
 */
export function statementsFor(o: {
  mchid: string;
  cycle: Cycle;
  accountTail: string;
  took: readonly ProviderTook[];
  quirks: readonly Quirk[];
  begin: string;
  end: string;
  today: string;
}): Statement[] {
  const dropped = new Set(o.quirks.flatMap((q) => (q.kind === 'drop' ? [q.ref] : [])));
  const delta = (kind: 'amount' | 'fee', ref: string) =>
    o.quirks.reduce((n, q) => n + (q.kind === kind && q.ref === ref ? q.delta : 0), 0);
  const took: ProviderTook[] = [
    ...o.took.filter((t) => !dropped.has(t.ref)),
    ...o.quirks.flatMap((q) =>
      q.kind === 'extra'
        ? [{ ref: q.ref, kind: 'pay' as const, amount: q.amount, at: dayStart(q.day) + 36_000 }]
        : [],
    ),
  ];
  const keyOf = (d: string) => (o.cycle === 'M' ? d.slice(0, 7) : d);
  const groups = new Map<string, ProviderTook[]>();
  for (const t of took) {
    const d = dayOf(t.at);
    if (d < o.begin || d > o.end) continue;
    const list = groups.get(keyOf(d)) ?? [];
    list.push(t);
    groups.set(keyOf(d), list);
  }
  const out: Statement[] = [];
  for (const [key, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const { begin, end } = o.cycle === 'M' ? monthOf(`${key}-01`) : { begin: key, end: key };
    if (end >= o.today) continue;
    const settle = o.cycle === 'M' ? addDays(end, 1) : addDays(end, o.cycle === 'T7' ? 7 : 1);
    const trades = [...list]
      .sort((a, b) => a.at - b.at || a.ref.localeCompare(b.ref))
      .map(
        (t): ProviderTrade => ({
          transaction_id: `42${dayOf(t.at).replaceAll('-', '')}${digits(`${o.mchid}:${t.kind}:${t.ref}`, 10)}`,
          out_trade_no: t.ref,
          trade_type: t.kind === 'pay' ? 'PAY' : 'REFUND',
          amount: t.amount + delta('amount', t.ref),
          fee: feeOf(t.amount, PROVIDER_FEE_BP) + delta('fee', t.ref),
          success_time: t.at,
        }),
      );
    const gross = trades.reduce((n, t) => n + t.amount, 0);
    const fee = trades.reduce((n, t) => n + t.fee, 0);
    out.push({
      head: {
        statement_no: `ST${o.mchid.slice(-6)}${key.replaceAll('-', '')}${o.cycle === 'M' ? 'M' : ''}`,
        cycle: o.cycle,
        period_begin: begin,
        period_end: end,
        pay_count: trades.filter((t) => t.trade_type === 'PAY').length,
        refund_count: trades.filter((t) => t.trade_type === 'REFUND').length,
        gross_amount: gross,
        fee_amount: fee,
        net_amount: gross - fee,
        state: settle <= o.today ? 'SETTLED' : 'PENDING',
        settle_date: settle,
        account_tail: o.accountTail,
      },
      trades,
    });
  }
  return out;
}
