import { createHash } from 'node:crypto';
import { type ServiceSettings, type ServiceSpec, T } from '@yanye/addon-kit/server';
import { z } from 'zod';

/**
 * The e-waybill service: a courier open platform modelled on Kuaidi100's (快递100 电子面单与订阅推送). A request
 * is JSON sent with `customer` and `sign` in the query, sign = MD5(body + key + customer) in capitals; an answer
 * is `{result, returnCode, message, data}`, `result: false` being a refusal. The platform pushes tracking
 * back, signed the same way over the pushed body (`sign` header).
 */

/** Settings names of the store's account on the platform. */
export const CUSTOMER = 'customer';
export const KEY = 'key';

/** MD5(body + key + customer), upper-case hex: how the platform signs both ways. */
export function platformSign(body: string, key: string, customer: string): string {
  return createHash('md5').update(`${body}${key}${customer}`, 'utf8').digest('hex').toUpperCase();
}

/** The store's account as the signing needs it. */
export function accountOf(settings: ServiceSettings): { customer: string; key: string } {
  return { customer: String(settings.values[CUSTOMER] ?? '').trim(), key: settings.secrets[KEY] ?? '' };
}

const Party = z.object({
  name: z.string().trim().min(1).max(30),
  mobile: z.string().trim().min(3).max(20),
  printAddr: z.string().trim().min(4).max(200),
});

/**
 * A waybill order (下单取号): the courier account (partnerId, partnerKey, net for a franchise branch, code for a
 * monthly account), our order id, which the platform dedupes by (asking again with it answers the same number),
 * the parties and the parcel, and where tracking is to be pushed.
 */
export const OrderParam = z.object({
  kuaidicom: z.string().min(1).max(30),
  partnerId: z.string().trim().min(1).max(64),
  partnerKey: z.string().max(100),
  net: z.string().max(40).default(''),
  code: z.string().max(40).default(''),
  orderId: z.string().min(1).max(64),
  sendMan: Party,
  recMan: Party,
  cargo: z.string().max(60),
  count: z.number().int().min(1).max(99),
  /** Kilograms. */
  weight: z.number().positive().max(1000),
  remark: z.string().max(100).default(''),
  payType: z.enum(['SHIPPER', 'MONTHLY']),
  expType: z.string().max(20),
  needSubscribe: z.boolean(),
  pollCallBackUrl: z.string().max(300),
});
export type OrderParam = z.input<typeof OrderParam>;

/** The platform's answer to an order: the number and the routing to print on the label. */
export const OrderAnswer = z.object({
  result: z.literal(true),
  returnCode: z.string(),
  message: z.string(),
  data: z.object({
    taskId: z.string().max(64),
    kuaidicom: z.string(),
    kuaidinum: z.string().min(6).max(40),
    bulkpen: z.string().max(40).default(''),
    orgCode: z.string().max(20).default(''),
    destCode: z.string().max(20).default(''),
    sortingCode: z.string().max(40).default(''),
    pkgCode: z.string().max(20).default(''),
    pkgName: z.string().max(40).default(''),
  }),
});
export type OrderAnswer = z.output<typeof OrderAnswer>;

/** A tracking checkpoint as the platform pushes it (`time` is Beijing time, `YYYY-MM-DD HH:mm:ss`). */
export const Checkpoint = z.object({
  context: z.string().trim().min(1).max(300),
  time: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  ftime: z.string().optional(),
  status: z.string().max(20).optional(),
  areaCode: z.string().max(20).nullish(),
  areaName: z.string().max(60).nullish(),
});

/**
 * A tracking push (订阅推送): the parcel's state code (0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回,
 * 7 转投, 8 清关, 14 拒签) and its checkpoints, newest first.
 */
export const TrackingPush = z.object({
  status: z.enum(['polling', 'shutdown', 'abort', 'updateall']),
  billstatus: z.string().max(40).optional(),
  message: z.string().max(200).optional(),
  lastResult: z.object({
    message: z.string().max(200),
    nu: z.string().trim().min(6).max(40),
    ischeck: z.enum(['0', '1']),
    com: z.string().min(1).max(30),
    status: z.string().max(10),
    state: z.string().regex(/^\d{1,2}$/),
    data: z.array(Checkpoint).min(1).max(200),
  }),
});
export type TrackingPush = z.output<typeof TrackingPush>;

/** One checkpoint of a parcel: when, what happened and where, and the platform's status of it. */
export interface Checkpoint {
  readonly time: string;
  readonly context: string;
  readonly status: string;
  readonly area: string;
}

/**
 * The push the platform sends for a parcel's latest checkpoint, `state` numbered as the platform numbers a
 * parcel's states (3: signed for, after which it stops following it).
 */
export function trackingPush(nu: string, com: string, state: string, at: Checkpoint): TrackingPush {
  return {
    status: state === '3' ? 'shutdown' : 'polling',
    billstatus: 'check',
    message: '',
    lastResult: {
      message: 'ok',
      nu,
      ischeck: state === '3' ? '1' : '0',
      com,
      status: '200',
      state,
      data: [
        {
          context: at.context,
          time: at.time,
          ftime: at.time,
          status: at.status,
          areaCode: null,
          areaName: at.area,
        },
      ],
    },
  };
}

/** The answer the platform expects to a push; anything else makes it push again later. */
export const PUSH_OK = { result: true, returnCode: '200', message: '成功' };
export const pushRefused = (reason: string) => ({ result: false, returnCode: '500', message: reason });

export const waybillService: ServiceSpec = {
  key: 'waybill',
  title: T('快递100 电子面单'),
  sign(request, settings) {
    const { customer, key } = accountOf(settings);
    const sign = platformSign(request.body, key, customer);
    return { ...request, query: { ...request.query, customer, sign } };
  },
  refusal(answer) {
    if (typeof answer !== 'object' || answer === null) return undefined;
    const a = answer as { result?: unknown; returnCode?: unknown; message?: unknown };
    if (a.result !== false) return undefined;
    return `${String(a.returnCode ?? '')} ${String(a.message ?? '')}`.trim();
  },
};
