import { randomInt } from 'node:crypto';
import {
  centsToYuanText,
  formatMoney,
  latestMatching,
  type ReceivedRequest,
  type ReceiverAnswer,
  type ReceiverContext,
  type ReceiverSpec,
  settleEach,
} from '@yanye/addon-kit/server';
import {
  CODES,
  GATEWAY,
  gatewaySeconds,
  gatewayTime,
  type ProviderOrder,
  providerSign,
  SECRET_SETTING,
  signingSecret,
  signMatches,
} from './service';

/**
 * The local stand-in of the top-up provider: it checks the app key, the timestamp and the signature as the
 * platform does, keeps each merchant's orders and prepaid balance in memory (by app key), dedupes a top-up by
 * our order number, refuses what the platform refuses (an unknown product, a malformed or unsupported account,
 * no funds), and leaves every accepted top-up `processing` until the operator pushes its result from
 * /dev/receivers, as the platform would notify it.
 */

/** The platform's catalogue: product id → kind and face value, and what it charges the merchant (cents). */
export const CATALOGUE: Readonly<
  Record<string, { kind: 'electric' | 'petrol' | 'mobile'; face: number; cost: number }>
> = {
  SGCC100: { kind: 'electric', face: 10_000, cost: 9_960 },
  SGCC200: { kind: 'electric', face: 20_000, cost: 19_920 },
  SGCC500: { kind: 'electric', face: 50_000, cost: 49_800 },
  CSG100: { kind: 'electric', face: 10_000, cost: 9_960 },
  SINOPEC100: { kind: 'petrol', face: 10_000, cost: 9_950 },
  SINOPEC500: { kind: 'petrol', face: 50_000, cost: 49_750 },
  SINOPEC1000: { kind: 'petrol', face: 100_000, cost: 99_500 },
  CNPC500: { kind: 'petrol', face: 50_000, cost: 49_750 },
  CMCC30: { kind: 'mobile', face: 3_000, cost: 2_970 },
  CMCC50: { kind: 'mobile', face: 5_000, cost: 4_950 },
  CMCC100: { kind: 'mobile', face: 10_000, cost: 9_900 },
  CUCC50: { kind: 'mobile', face: 5_000, cost: 4_950 },
  CUCC100: { kind: 'mobile', face: 10_000, cost: 9_900 },
  CTCC50: { kind: 'mobile', face: 5_000, cost: 4_950 },
  CTCC100: { kind: 'mobile', face: 10_000, cost: 9_900 },
};

const ACCOUNT_FORMS: Readonly<Record<'electric' | 'petrol' | 'mobile', RegExp>> = {
  electric: /^\d{10,13}$/,
  petrol: /^(100011\d{13}|9\d{15})$/,
  mobile: /^1[3-9]\d{9}$/,
};

/** A merchant starts with ¥50,000.00 prepaid. */
const OPENING_BALANCE = 5_000_000;
/** Orders the stand-in remembers; the oldest go first (it is a development aid, not a ledger). */
const KEEP = 5_000;

interface SimOrder extends ProviderOrder {
  readonly appKey: string;
  readonly cost: number;
}

const orders = new Map<string, SimOrder>();
const balances = new Map<string, number>();
const keyOf = (appKey: string, orderNo: string) => `${appKey}|${orderNo}`;
/** Yuan as the provider writes them: `1234.50`. */
const yuan = (cents: number) => centsToYuanText(cents);

const answer = (result: unknown): ReceiverAnswer => ({
  body: { code: CODES.ok, message: '接口调用成功', result: JSON.stringify(result) },
});
const refuse = (code: number, message: string): ReceiverAnswer => ({
  body: { code, message, result: null },
});
const publicOrder = ({ appKey: _k, cost: _c, ...o }: SimOrder): ProviderOrder => o;

interface Call {
  readonly appKey: string;
  readonly method: string;
  readonly biz: Record<string, unknown>;
}

function callOf(request: ReceivedRequest): Call | undefined {
  const body = request.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return undefined;
  let biz: unknown;
  try {
    biz = JSON.parse(String(body.biz_content ?? '{}'));
  } catch {
    return undefined;
  }
  if (typeof biz !== 'object' || biz === null) return undefined;
  return {
    appKey: String(body.app_key ?? ''),
    method: String(body.method ?? ''),
    biz: biz as Record<string, unknown>,
  };
}

function directAdd(call: Call, now: number): ReceiverAnswer {
  const productId = String(call.biz.product_id ?? '');
  const orderNo = String(call.biz.customer_order_no ?? '');
  const account = String(call.biz.charge_account ?? '');
  const product = CATALOGUE[productId];
  if (!product) return refuse(CODES.noProduct, `商品 ${productId} 不存在或已下架`);
  if (!/^[A-Za-z0-9-]{1,64}$/.test(orderNo)) return refuse(CODES.badAccount, '外部订单号格式错误');
  const known = orders.get(keyOf(call.appKey, orderNo));
  if (known) {
    // The same order sent again: the one the platform has. Anything else under that number is refused.
    if (known.product_id === productId && known.charge_account === account) return answer(publicOrder(known));
    return refuse(CODES.duplicate, `外部订单号 ${orderNo} 重复`);
  }
  if (!ACCOUNT_FORMS[product.kind].test(account))
    return refuse(CODES.badAccount, `充值账号 ${account} 格式错误`);
  if (product.kind === 'mobile' && /^17[01]/.test(account))
    return refuse(CODES.badAccount, `虚拟运营商号段 ${account.slice(0, 3)} 暂不支持充值`);
  const balance = balances.get(call.appKey) ?? OPENING_BALANCE;
  if (balance < product.cost) return refuse(CODES.noFunds, `商户余额不足：可用 ${formatMoney(balance)} 元`);
  balances.set(call.appKey, balance - product.cost);
  const order: SimOrder = {
    appKey: call.appKey,
    cost: product.cost,
    order_id: `${gatewayTime(now).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`,
    customer_order_no: orderNo,
    product_id: productId,
    charge_account: account,
    buy_num: 1,
    order_price: yuan(product.cost),
    order_state: 'processing',
    create_time: gatewayTime(now),
    finish_time: '',
    recharge_description: '',
  };
  if (orders.size >= KEEP) orders.delete(orders.keys().next().value!);
  orders.set(keyOf(call.appKey, orderNo), order);
  return answer(publicOrder(order));
}

async function gateway(request: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverAnswer> {
  const call = callOf(request)!;
  if (call.method === 'order.direct.add') return directAdd(call, ctx.now);
  if (call.method === 'order.info.get') {
    const found = orders.get(keyOf(call.appKey, String(call.biz.customer_order_no ?? '')));
    return found ? answer(publicOrder(found)) : refuse(CODES.noOrder, '订单不存在');
  }
  if (call.method === 'user.info.get') {
    const store = await ctx.storeBy('app_key', call.appKey);
    return answer({
      name: `商户 ${call.appKey}（店铺 ${store?.supplierId ?? '-'}）`,
      balance: yuan(balances.get(call.appKey) ?? OPENING_BALANCE),
      is_open: 1,
    });
  }
  return refuse(CODES.busy, `不支持的接口 ${call.method}`);
}

/** Settles a processing order and pushes the result to the store, signed as the platform signs. */
async function settle(order: SimOrder, status: 'success' | 'failed', reason: string, ctx: ReceiverContext) {
  const finished: SimOrder = {
    ...order,
    order_state: status,
    finish_time: gatewayTime(ctx.now),
    recharge_description: reason || (status === 'success' ? '充值成功' : '充值失败'),
  };
  orders.set(keyOf(order.appKey, order.customer_order_no), finished);
  const open = order.order_state === 'processing' || order.order_state === 'untreated';
  if (open && status === 'failed')
    balances.set(order.appKey, (balances.get(order.appKey) ?? OPENING_BALANCE) + order.cost);
  const store = await ctx.storeBy('app_key', order.appKey);
  if (!store) return `${order.customer_order_no}: no store has app key ${order.appKey}`;
  const event: Record<string, unknown> = {
    order_id: finished.order_id,
    customer_order_no: finished.customer_order_no,
    order_status: status,
    recharge_description: finished.recharge_description,
    charge_finish_time: finished.finish_time,
    product_id: finished.product_id,
  };
  event.sign = providerSign(event, store.settings.secrets[SECRET_SETTING] ?? '');
  const pushed = await ctx.push(store, 'notify', event, () => ({}));
  return `${order.customer_order_no} ${status}: HTTP ${pushed.status} ${pushed.body.slice(0, 80)}`;
}

export const utilityReceiver: ReceiverSpec = {
  key: 'utility',
  routes: [{ method: 'POST', path: GATEWAY, answer: gateway }],
  async verify(request, ctx) {
    const body = request.json as Record<string, unknown> | undefined;
    const call = callOf(request);
    if (!body || !call) return `${CODES.busy} 请求体不是网关格式`;
    const store = await ctx.storeBy('app_key', call.appKey);
    if (!store) return `${CODES.badKey} app_key 无效`;
    const at = gatewaySeconds(String(body.timestamp ?? ''));
    if (!(Math.abs(at - ctx.now) <= 600)) return `${CODES.stale} 时间戳已过期`;
    const secret = signingSecret(store.settings);
    if (secret === undefined || !signMatches(body, secret)) return `${CODES.badSign} 签名错误`;
    return undefined;
  },
  failure(reason) {
    const m = /^(\d{4}) (.*)$/s.exec(reason);
    return refuse(m ? Number(m[1]) : CODES.busy, m ? m[2]! : `系统繁忙：${reason}`);
  },
  actions: [
    {
      name: 'result',
      title: '推送充值结果 Push a top-up result',
      fields: [
        { name: 'customer_order_no', label: '订单号 Order no. (JF…)' },
        { name: 'status', label: '结果 success / failed', value: 'success' },
        { name: 'reason', label: '说明 Description', value: '' },
      ],
      async run(form, ctx) {
        const no = String(form.customer_order_no ?? '').trim();
        const status = form.status === 'failed' ? 'failed' : 'success';
        const found = latestMatching(orders.values(), (o) => o.customer_order_no === no);
        if (!found) return `no order ${no}`;
        return settle(found, status, String(form.reason ?? '').slice(0, 200), ctx);
      },
    },
    {
      name: 'finish',
      title: '全部充值成功 Finish every top-up in progress',
      fields: [],
      async run(_form, ctx) {
        const open = [...orders.values()].filter((o) => o.order_state === 'processing');
        return settleEach(open, (o) => settle(o, 'success', '', ctx), 'nothing in progress');
      },
    },
  ],
};
