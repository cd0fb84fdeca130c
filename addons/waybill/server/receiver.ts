import type {
  ReceivedRequest,
  ReceiverAnswer,
  ReceiverContext,
  ReceiverSpec,
  ReceiverStore,
} from '@yanye/addon-kit/server';
import { COURIERS, courierByCom } from './couriers';
import { routeOf, stableDigits } from './routing';
import { accountOf, CUSTOMER, OrderParam, platformSign, trackingPush } from './service';

/**
 * The local stand-in of the courier open platform (docs/outside-services.md): it checks the signature as the
 * platform does, draws waybill numbers in each courier's format with the routing of the destination, answers
 * the same number to the same order id (the platform's dedupe), and pushes tracking as the platform would.
 */

const refuse = (code: string, message: string): ReceiverAnswer => ({
  body: { result: false, returnCode: code, message, data: null },
});

/** A refusal text of ours (`30002 签名错误`) in the platform's format. */
function failure(reason: string): ReceiverAnswer {
  const m = /^(\d{3,5}) (.*)$/s.exec(reason);
  return m ? refuse(m[1]!, m[2]!) : refuse('500', `服务器错误：${reason}`);
}

async function verify(request: ReceivedRequest, ctx: ReceiverContext): Promise<string | undefined> {
  const customer = request.query.customer ?? '';
  const store = customer ? await ctx.storeBy(CUSTOMER, customer) : undefined;
  if (!store) return '30001 customer 不存在或未开通电子面单';
  const { key } = accountOf(store.settings);
  if (request.query.sign !== platformSign(request.body, key, customer)) return '30002 签名错误';
  return undefined;
}

/** 下单取号: one number per (account, courier, order id), whatever the number of times it is asked. */
async function order(request: ReceivedRequest): Promise<ReceiverAnswer> {
  const parsed = OrderParam.safeParse(request.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('30003', `参数错误：${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const p = parsed.data;
  const courier = courierByCom(p.kuaidicom);
  if (!courier) return refuse('30004', `暂不支持该快递公司：${p.kuaidicom}`);
  if (p.partnerKey.length < 4) return refuse('30007', '电子面单客户账号或密码错误');
  if (courier.direct && p.code === '') return refuse('30005', `${courier.name}电子面单须填写月结账号`);
  if (!courier.direct && p.net === '') return refuse('30006', `${courier.name}电子面单须填写网点编码`);
  const seed = `${request.query.customer}|${p.partnerId}|${p.kuaidicom}|${p.orderId}`;
  const digits = stableDigits(seed);
  return {
    body: {
      result: true,
      returnCode: '200',
      message: '提交成功',
      data: {
        taskId: BigInt(`1${digits.slice(0, 30)}`)
          .toString(16)
          .toUpperCase()
          .slice(0, 32),
        kuaidicom: courier.com,
        kuaidinum: courier.make(digits.slice(10)),
        ...routeOf(p.sendMan.printAddr, p.recMan.printAddr, seed),
      },
    },
  };
}

/** What the courier's scan says at each state, as a parcel's trail reads. */
const CHECKPOINTS: Readonly<
  Record<string, { status: string; text: (area: string, company: string) => string }>
> = {
  '1': { status: '揽收', text: (a, c) => `【${a}】${c} 已揽收，揽件员：王师傅 138****6620` },
  '0': { status: '在途', text: (a) => `【${a}】快件已到达【${a}转运中心】，正发往下一站` },
  '5': { status: '派件', text: (a) => `【${a}】快件正在派送中，派件员：李师傅，电话 139****2231` },
  '3': { status: '签收', text: (a, c) => `【${a}】已签收，签收人：本人。感谢使用${c}，期待再次为您服务` },
  '2': { status: '疑难', text: (a) => `【${a}】收件地址不详，快递员正在联系收件人` },
  '6': { status: '退回', text: (a) => `【${a}】快件退回中，将返还寄件人` },
  '4': { status: '退签', text: (a) => `【${a}】退回件已由寄件人签收` },
  '14': { status: '拒签', text: (a) => `【${a}】收件人拒收，快件将退回` },
};

/** Beijing time, as the platform writes it. */
export function beijingTime(unix: number): string {
  return new Date((unix + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

async function storeFor(customer: string, ctx: ReceiverContext): Promise<ReceiverStore> {
  if (customer) {
    const store = await ctx.storeBy(CUSTOMER, customer);
    if (!store) throw new Error(`no store has the customer ${customer}`);
    return store;
  }
  const all = await ctx.stores();
  if (all.length !== 1) throw new Error(`${all.length} stores have the add-on: name the customer`);
  return all[0]!;
}

/** Pushes one checkpoint of a parcel to the store, signed as the platform signs. */
async function pushTracking(form: Readonly<Record<string, string>>, ctx: ReceiverContext): Promise<string> {
  const nu = (form.nu ?? '').trim();
  const courier = COURIERS.find((c) => c.number.test(nu));
  if (!courier) return `failed: ${nu || '(empty)'} is no waybill number of a courier served here`;
  const state = (form.state ?? '1').trim();
  const checkpoint = CHECKPOINTS[state];
  if (!checkpoint) return `failed: state ${state} is none of ${Object.keys(CHECKPOINTS).join(', ')}`;
  const store = await storeFor((form.customer ?? '').trim(), ctx);
  const area = (form.area ?? '').trim() || '郑州市';
  const time = beijingTime(ctx.now);
  const event = trackingPush(nu, courier.com, state, {
    time,
    context: (form.context ?? '').trim() || checkpoint.text(area, courier.name),
    status: checkpoint.status,
    area,
  });
  const sent = await ctx.push(store, 'tracking', event, (raw, settings) => {
    const { customer, key } = accountOf(settings);
    return { sign: platformSign(raw, key, customer) };
  });
  return `HTTP ${sent.status} ${sent.body.slice(0, 200)}`;
}

export const waybillReceiver: ReceiverSpec = {
  key: 'waybill',
  verify,
  failure,
  routes: [{ method: 'POST', path: '/label/order', answer: order }],
  actions: [
    {
      name: 'tracking',
      title: '推送物流轨迹 / Push a tracking update',
      fields: [
        { name: 'nu', label: '运单号 / Waybill no.' },
        { name: 'state', label: '状态 / State (1 揽收, 0 在途, 5 派件, 3 签收, 2 疑难, 6 退回)', value: '1' },
        { name: 'area', label: '地点 / Area', value: '郑州市' },
        { name: 'context', label: '轨迹描述（留空自动生成）/ Checkpoint text (blank: made up)' },
        {
          name: 'customer',
          label: 'customer（只有一家店装了插件时可留空）/ customer (blank: the only store)',
        },
      ],
      run: pushTracking,
    },
  ],
};
