import { randomBytes, randomInt } from 'node:crypto';
import {
  formatMoney,
  latestMatching,
  type ReceivedRequest,
  type ReceiverAnswer,
  type ReceiverContext,
  type ReceiverSpec,
  type ReceiverStore,
  settleEach,
} from '@yanye/addon-kit/server';
import {
  HEADERS,
  insurerSign,
  pushText,
  requestText,
  SECRET_SETTING,
  SKEW_SECONDS,
  signatureMatches,
  signingSecret,
} from './service';

/**
 * The local stand-in of the insurer: it checks the app key, the time and the HMAC signature as the insurer's
 * gateway does, keeps each app key's policies and claims in memory, dedupes by our numbers, refuses what an
 * insurer refuses (an order over the cover limit, a bad phone, a claim on a cancelled policy or above the sum
 * insured), and leaves each claim accepted until the operator pushes its result from /dev/receivers.
 */

/** The cover limit: orders paying more are refused (cents). */
const ORDER_LIMIT = 500_000;
const COVER_DAYS = 30;
const KEEP = 5_000;

interface SimPolicy {
  appKey: string;
  outBizNo: string;
  policyNo: string;
  status: 'EFFECTIVE' | 'CANCELLED';
  effective: number;
  expire: number;
  premium: number;
  sumInsured: number;
}

interface SimClaim {
  appKey: string;
  outClaimNo: string;
  claimNo: string;
  policyNo: string;
  amount: number;
  status: 'ACCEPTED' | 'PAID' | 'REJECTED';
}

const policies = new Map<string, SimPolicy>();
const claims = new Map<string, SimClaim>();
const keyOf = (appKey: string, no: string) => `${appKey}|${no}`;

const ok = (data: unknown): ReceiverAnswer => ({ body: { code: '0', msg: 'success', data } });
const refusal = (code: string, msg: string): ReceiverAnswer => ({ body: { code, msg, data: null } });
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10).replaceAll('-', '');

const policyData = (s: SimPolicy) => ({
  policy_no: s.policyNo,
  status: s.status,
  effective_time: s.effective,
  expire_time: s.expire,
  premium: s.premium,
});

function remember<T>(map: Map<string, T>, key: string, value: T) {
  if (map.size >= KEEP) map.delete(map.keys().next().value!);
  map.set(key, value);
}

const body = (r: ReceivedRequest) => (r.json ?? {}) as Record<string, unknown>;
const appKeyOf = (r: ReceivedRequest) => r.headers[HEADERS.key] ?? '';
const policyByNo = (appKey: string, policyNo: string) =>
  [...policies.values()].find((p) => p.appKey === appKey && p.policyNo === policyNo);

function insure(r: ReceivedRequest, now: number): ReceiverAnswer {
  const b = body(r);
  const appKey = appKeyOf(r);
  const outBizNo = String(b.out_biz_no ?? '');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(outBizNo)) return refusal('E2000', 'out_biz_no 格式错误');
  const known = policies.get(keyOf(appKey, outBizNo));
  if (known) return ok(policyData(known));
  const order = (b.order ?? {}) as Record<string, unknown>;
  const insured = (b.insured ?? {}) as Record<string, unknown>;
  const premium = Number(b.premium);
  const sum = Number(b.sum_insured);
  if (!String(b.product_code ?? '')) return refusal('E2003', '险种代码不能为空');
  if (!(Number.isInteger(premium) && premium > 0 && Number.isInteger(sum) && sum > premium))
    return refusal('E2004', '保费或保额无效');
  if (Number(order.amount) > ORDER_LIMIT)
    return refusal('E2001', `订单金额超过承保上限 ${formatMoney(ORDER_LIMIT)} 元`);
  if (!/^1\d{10}$/.test(String(insured.phone ?? ''))) return refusal('E2002', '被保险人手机号无效');
  const policy: SimPolicy = {
    appKey,
    outBizNo,
    policyNo: `TH${day(now)}${digits(10)}`,
    status: 'EFFECTIVE',
    effective: now,
    expire: now + COVER_DAYS * 86_400,
    premium,
    sumInsured: sum,
  };
  remember(policies, keyOf(appKey, outBizNo), policy);
  return ok(policyData(policy));
}

function cancel(r: ReceivedRequest): ReceiverAnswer {
  const appKey = appKeyOf(r);
  const policy = policyByNo(appKey, String(body(r).policy_no ?? ''));
  if (!policy) return refusal('E3001', '保单不存在');
  if ([...claims.values()].some((c) => c.appKey === appKey && c.policyNo === policy.policyNo))
    return refusal('E3002', '保单已报案，不能退保');
  policy.status = 'CANCELLED';
  return ok(policyData(policy));
}

function claim(r: ReceivedRequest, now: number): ReceiverAnswer {
  const b = body(r);
  const appKey = appKeyOf(r);
  const outClaimNo = String(b.out_claim_no ?? '');
  const known = claims.get(keyOf(appKey, outClaimNo));
  if (known) return ok({ claim_no: known.claimNo, status: known.status });
  const policy = policyByNo(appKey, String(b.policy_no ?? ''));
  if (!policy) return refusal('E3001', '保单不存在');
  if (policy.status === 'CANCELLED') return refusal('E3003', '保单已退保');
  const amount = Number(b.claim_amount);
  if (!(Number.isInteger(amount) && amount > 0 && amount <= policy.sumInsured))
    return refusal('E3004', '理赔金额超过保额');
  const made: SimClaim = {
    appKey,
    outClaimNo,
    claimNo: `LA${day(now)}${digits(8)}`,
    policyNo: policy.policyNo,
    amount,
    status: 'ACCEPTED',
  };
  remember(claims, keyOf(appKey, outClaimNo), made);
  return ok({ claim_no: made.claimNo, status: made.status });
}

/** Pushes a claim's result to its store, signed as the insurer signs its notifications. */
async function settle(
  found: SimClaim,
  status: 'PAID' | 'REJECTED',
  amount: number,
  reason: string,
  ctx: ReceiverContext,
) {
  found.status = status;
  const store: ReceiverStore | undefined = await ctx.storeBy('app_key', found.appKey);
  if (!store) return `${found.outClaimNo}: no store has app key ${found.appKey}`;
  const event = {
    event_id: `EV${ctx.now}${digits(8)}`,
    claim_no: found.claimNo,
    out_claim_no: found.outClaimNo,
    policy_no: found.policyNo,
    status,
    pay_amount: status === 'PAID' ? amount : 0,
    paid_time: status === 'PAID' ? ctx.now : 0,
    reason,
  };
  const pushed = await ctx.push(store, 'claim', event, (raw, settings) => {
    const timestamp = String(ctx.now);
    const nonce = randomBytes(8).toString('hex');
    const secret = settings.secrets[SECRET_SETTING] ?? '';
    return {
      'X-Ins-Timestamp': timestamp,
      'X-Ins-Nonce': nonce,
      'X-Ins-Signature': insurerSign(secret, pushText(timestamp, nonce, raw)),
    };
  });
  return `${found.outClaimNo} ${status}: HTTP ${pushed.status} ${pushed.body.slice(0, 80)}`;
}

export const insurerReceiver: ReceiverSpec = {
  key: 'freightins',
  routes: [
    { method: 'POST', path: '/v2/policies', answer: async (r, ctx) => insure(r, ctx.now) },
    { method: 'POST', path: '/v2/policies/cancel', answer: async (r) => cancel(r) },
    { method: 'POST', path: '/v2/claims', answer: async (r, ctx) => claim(r, ctx.now) },
  ],
  async verify(r, ctx) {
    const store = await ctx.storeBy('app_key', appKeyOf(r));
    if (!store) return 'E4011 AppKey 无效';
    const timestamp = r.headers[HEADERS.timestamp] ?? '';
    if (!(Math.abs(Number(timestamp) - ctx.now) <= SKEW_SECONDS)) return 'E4012 时间戳超出范围';
    const secret = signingSecret(store.settings);
    const text = requestText(r.method, r.path, timestamp, r.headers[HEADERS.nonce] ?? '', r.body);
    if (secret === undefined || !signatureMatches(secret, text, r.headers[HEADERS.signature] ?? ''))
      return 'E4010 签名验证失败';
    return undefined;
  },
  failure(reason) {
    const m = /^(E\d{4}) (.*)$/s.exec(reason);
    return refusal(m ? m[1]! : 'E5000', m ? m[2]! : `系统繁忙：${reason}`);
  },
  actions: [
    {
      name: 'claim_result',
      title: '推送理赔结果 Push a claim result',
      fields: [
        { name: 'out_claim_no', label: '理赔单号 Claim no. (LP…)' },
        { name: 'status', label: '结果 PAID / REJECTED', value: 'PAID' },
        { name: 'pay_amount', label: '赔付金额（分）Paid, cents (blank: as claimed)', value: '' },
        { name: 'reason', label: '说明 Reason', value: '' },
      ],
      async run(form, ctx) {
        const wanted = String(form.out_claim_no ?? '').trim();
        const found = latestMatching(claims.values(), (c) => c.outClaimNo === wanted);
        if (!found) return `no claim ${wanted}`;
        const status = form.status === 'REJECTED' ? 'REJECTED' : 'PAID';
        const amount = form.pay_amount
          ? Math.max(0, Math.round(Number(form.pay_amount))) || found.amount
          : found.amount;
        return settle(found, status, amount, String(form.reason ?? '').slice(0, 200), ctx);
      },
    },
    {
      name: 'pay_all',
      title: '全部赔付 Pay every accepted claim',
      fields: [],
      async run(_form, ctx) {
        const open = [...claims.values()].filter((c) => c.status === 'ACCEPTED');
        return settleEach(open, (c) => settle(c, 'PAID', c.amount, '', ctx), 'no claim waiting');
      },
    },
  ],
};
