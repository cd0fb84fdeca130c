import { randomBytes } from 'node:crypto';
import type {
  ReceivedRequest,
  ReceiverContext,
  ReceiverSpec,
  ReceiverStore,
  ServiceSettings,
} from '@yanye/addon-kit/server';
import { z } from 'zod';
import {
  addDays,
  CLOCK_SKEW,
  dayOf,
  dayStart,
  hmacHex,
  isDay,
  monthOf,
  NOTIFY_HEADERS,
  notifyMessage,
  parseAuthorization,
  pathWithQuery,
  type Quirk,
  requestMessage,
  type Statement,
  sameSignature,
  statementsFor,
} from './provider';
import { ledgerTook } from './reconcile';
import { API_KEY, MCH_ID } from './service';
import { type Cycle, settlementConfigs } from './tables';

/**
 * The payment provider's local stand-in (docs/outside-services.md). It issues statements of the payments and
 * refunds the store took through it, which it reads from the store's own ledger (a provider knows the payments
 * it processed), so by default every statement agrees; the operator makes it differ (/dev/receivers: drop a
 * trade, change an amount or a fee, add one the store never booked), and pushes "statement ready".
 */

/** What the operator made differ, per merchant: kept while the process runs (a stand-in's memory). */
const quirks = new Map<string, Quirk[]>();

const failure = (code: string, message: string) => ({ status: 200, body: { code, message } });

/** The store behind a request's `mchid`. */
async function storeOf(request: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverStore | undefined> {
  const auth = parseAuthorization(request.headers.authorization);
  return auth ? ctx.storeBy(MCH_ID, auth.mchid) : undefined;
}

async function verify(request: ReceivedRequest, ctx: ReceiverContext): Promise<string | undefined> {
  const auth = parseAuthorization(request.headers.authorization);
  if (!auth) return 'SIGN_ERROR: no HMAC-SHA256 Authorization header';
  const store = await ctx.storeBy(MCH_ID, auth.mchid);
  if (!store) return `MCH_NOT_EXISTS: no merchant ${auth.mchid}`;
  const key = store.settings.secrets[API_KEY] ?? '';
  if (!key) return 'SIGN_ERROR: the merchant has no API key';
  const ts = Number(auth.timestamp);
  if (!Number.isFinite(ts) || Math.abs(ts - ctx.now) > CLOCK_SKEW)
    return 'SIGN_ERROR: the timestamp is stale';
  const expected = hmacHex(
    key,
    requestMessage(
      request.method,
      pathWithQuery(request.path, request.query),
      auth.timestamp,
      auth.nonce,
      request.body,
    ),
  );
  return sameSignature(expected, auth.signature) ? undefined : 'SIGN_ERROR: the signature does not match';
}

/** The statements the provider has for the store over `begin`…`end` (whole months for a monthly cycle). */
async function statementsOf(
  store: ReceiverStore,
  ctx: ReceiverContext,
  begin: string,
  end: string,
): Promise<Statement[]> {
  const mchid = String(store.settings.values[MCH_ID] ?? '');
  const found = await ctx.inStore(store.supplierId, async (db) => {
    const [config] = await db
      .select({ cycle: settlementConfigs.cycle, accountNo: settlementConfigs.accountNo })
      .from(settlementConfigs);
    const cycle: Cycle = config?.cycle ?? 'T1';
    const from = cycle === 'M' ? monthOf(begin).begin : begin;
    const to = cycle === 'M' ? monthOf(end).end : end;
    const took = await ledgerTook(db, dayStart(from), dayStart(addDays(to, 1)) - 1);
    return { cycle, from, to, took, tail: (config?.accountNo ?? '').slice(-4) };
  });
  const all = statementsFor({
    mchid,
    cycle: found.cycle,
    accountTail: found.tail,
    took: found.took,
    quirks: quirks.get(mchid) ?? [],
    begin: found.from,
    end: found.to,
    today: dayOf(ctx.now),
  });
  return all.filter((s) => s.head.period_end >= begin && s.head.period_begin <= end);
}

const Paging = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).catch(0),
  limit: z.coerce.number().int().min(1).max(500).catch(50),
});

/** The period a statement number names: `ST` + the merchant's last six digits + yyyymmdd, or yyyymm + `M`. */
function periodOfNo(no: string): { begin: string; end: string } | undefined {
  const day = /^ST\d{6}(\d{4})(\d{2})(\d{2})$/.exec(no);
  if (day) {
    const d = `${day[1]}-${day[2]}-${day[3]}`;
    return isDay(d) ? { begin: d, end: d } : undefined;
  }
  const month = /^ST\d{6}(\d{4})(\d{2})M$/.exec(no);
  const first = month ? `${month[1]}-${month[2]}-01` : '';
  return isDay(first) ? monthOf(first) : undefined;
}

export const settlementReceiver: ReceiverSpec = {
  key: 'settlement',
  verify,
  failure: (reason) => {
    const m = /^([A-Z_]+): (.*)$/.exec(reason);
    return m ? failure(m[1]!, m[2]!) : failure('SYSTEM_ERROR', reason);
  },
  routes: [
    {
      method: 'GET',
      path: '/v3/settle/statements',
      async answer(request, ctx) {
        const store = await storeOf(request, ctx);
        const { begin_date: begin = '', end_date: end = '' } = request.query;
        if (!store) return failure('MCH_NOT_EXISTS', 'unknown merchant');
        if (!isDay(begin) || !isDay(end) || begin > end) return failure('PARAM_ERROR', 'begin_date/end_date');
        if (dayStart(end) - dayStart(begin) > 31 * 86_400) return failure('PARAM_ERROR', 'at most 31 days');
        const { offset, limit } = Paging.parse(request.query);
        const all = await statementsOf(store, ctx, begin, end);
        return {
          body: {
            code: 'SUCCESS',
            message: 'OK',
            data: {
              total_count: all.length,
              statements: all.slice(offset, offset + limit).map((s) => s.head),
            },
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/v3/settle/trades',
      async answer(request, ctx) {
        const store = await storeOf(request, ctx);
        const no = request.query.statement_no ?? '';
        const period = periodOfNo(no);
        if (!store) return failure('MCH_NOT_EXISTS', 'unknown merchant');
        if (!period) return failure('PARAM_ERROR', 'statement_no');
        const found = (await statementsOf(store, ctx, period.begin, period.end)).find(
          (s) => s.head.statement_no === no,
        );
        if (!found) return failure('RESOURCE_NOT_EXISTS', `no statement ${no}`);
        const { offset, limit } = Paging.parse(request.query);
        return {
          body: {
            code: 'SUCCESS',
            message: 'OK',
            data: { total_count: found.trades.length, trades: found.trades.slice(offset, offset + limit) },
          },
        };
      },
    },
    {
      method: 'POST',
      path: '/v3/settle/config',
      async answer(request, ctx) {
        const body = ConfigBody.safeParse(request.json);
        if (!body.success) return failure('PARAM_ERROR', body.error.issues[0]?.path.join('.') ?? 'body');
        return {
          body: { code: 'SUCCESS', message: 'OK', data: { effective_date: addDays(dayOf(ctx.now), 1) } },
        };
      },
    },
  ],
  actions: [
    {
      name: 'notify',
      title: '推送结算单就绪 · Push "statement ready"',
      fields: [
        { name: 'mch_id', label: '商户号 merchant' },
        { name: 'day', label: '账期 day (YYYY-MM-DD)' },
      ],
      async run(form, ctx) {
        const store = await ctx.storeBy(MCH_ID, form.mch_id ?? '');
        if (!store) return `no store has the merchant number ${form.mch_id ?? ''}`;
        const day = form.day ?? '';
        if (!isDay(day)) return `not a day: ${day}`;
        const statement = (await statementsOf(store, ctx, day, day))[0];
        if (!statement) return `no statement for ${day}`;
        const event = {
          id: `N${randomBytes(8).toString('hex')}`,
          event_type: 'SETTLEMENT.STATEMENT',
          create_time: ctx.now,
          resource: statement.head,
        };
        const r = await ctx.push(store, 'statement', event, notifyHeaders(ctx.now));
        return `${statement.head.statement_no}: ${r.status} ${r.body.slice(0, 200)}`;
      },
    },
    {
      name: 'quirk',
      title: '制造差异 · Make a difference',
      fields: [
        { name: 'mch_id', label: '商户号 merchant' },
        { name: 'kind', label: 'drop | amount | fee | extra | reset', value: 'drop' },
        { name: 'ref', label: '订单/退款单号 order or refund no.' },
        { name: 'delta', label: '金额（分）amount or change, cents', value: '100' },
        { name: 'day', label: '日期 day for extra (YYYY-MM-DD)' },
      ],
      async run(form) {
        const parsed = QuirkForm.safeParse(form);
        if (!parsed.success) return `refused: ${parsed.error.issues[0]?.path.join('.') ?? ''}`;
        const { mch_id: mchid, kind, ref, delta, day } = parsed.data;
        if (kind === 'reset') {
          quirks.delete(mchid);
          return `${mchid}: no differences`;
        }
        const quirk: Quirk =
          kind === 'drop'
            ? { kind, ref }
            : kind === 'extra'
              ? { kind, ref, day, amount: delta }
              : { kind, ref, delta };
        quirks.set(mchid, [...(quirks.get(mchid) ?? []), quirk]);
        return `${mchid}: ${kind} ${ref}`;
      },
    },
  ],
};

const ConfigBody = z.object({
  cycle: z.enum(['T1', 'T7', 'M']),
  account: z.object({
    name: z.string().min(1).max(60),
    bank: z.string().min(1).max(60),
    number: z.string().regex(/^\d{8,32}$/),
  }),
});

const QuirkForm = z
  .object({
    mch_id: z.string().min(1).max(32),
    kind: z.enum(['drop', 'amount', 'fee', 'extra', 'reset']),
    ref: z.string().max(64).default(''),
    delta: z.coerce.number().int().catch(0),
    day: z.string().default(''),
  })
  .refine((q) => q.kind === 'reset' || q.ref !== '', { path: ['ref'] })
  .refine((q) => q.kind !== 'extra' || isDay(q.day), { path: ['day'] });

/** The provider's signature of a push, over the bytes it sends. */
export function notifyHeaders(now: number) {
  return (raw: string, settings: ServiceSettings): Record<string, string> => {
    const timestamp = String(now);
    const nonce = randomBytes(12).toString('hex');
    return {
      [NOTIFY_HEADERS.timestamp]: timestamp,
      [NOTIFY_HEADERS.nonce]: nonce,
      [NOTIFY_HEADERS.signature]: hmacHex(
        settings.secrets[API_KEY] ?? '',
        notifyMessage(timestamp, nonce, raw),
      ),
    };
  };
}
