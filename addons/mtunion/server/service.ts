import { createHash, createHmac } from 'node:crypto';
import { type ServiceSpec, T, type UnionOrderState } from '@yanye/addon-kit/server';
import {
  cents,
  IdText,
  orderQuery,
  type RowPlace,
  redactFields,
  type StandInOrder,
  tokenRefresh,
  type UnionOrder,
  UnionTime,
  unionRow,
  Yuan,
  yuanOf,
} from '@yanye/affiliate/server';
import { z } from 'zod';

/**
 * Meituan Union's open API (美团联盟 CPS 开放接口): JSON POSTs signed in headers, not parameters. `Content-MD5` is
 * the body's MD5 (base64); `S-Ca-Signature` is the base64 HMAC-SHA256, under the app secret, of the method, that
 * MD5, the signed headers (`S-Ca-App`, `S-Ca-Timestamp` in milliseconds, and the media's token `S-Ca-Token`) as
 * `name:value` lines in the order of their names, and the path.
 */
export const ORDER_PATH = '/cps_open/common/api/v1/query_order';
export const REFRESH_PATH = '/cps_open/common/api/v1/refresh_token';
/** At most 100 orders a page, over at most a day. */
export const PAGE_SIZE = 100;
export const MAX_WINDOW = 86_400;

export const contentMd5 = (body: string): string => createHash('md5').update(body, 'utf8').digest('base64');

/** What Meituan signs: the method, the body's MD5, the signed headers in name order, the path. */
export function stringToSign(
  method: string,
  md5: string,
  headers: Readonly<Record<string, string>>,
  path: string,
): string {
  const lines = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join('');
  return `${method}\n${md5}\n${lines}${path}`;
}

export const mtSignature = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64');

/** The signed headers of a request or a push, and its signature. */
export function signedHeaders(
  method: string,
  path: string,
  body: string,
  appKey: string,
  secret: string,
  timestampMs: number,
  token: string,
): Record<string, string> {
  const signed: Record<string, string> = {
    'S-Ca-App': appKey,
    'S-Ca-Timestamp': String(timestampMs),
    ...(token ? { 'S-Ca-Token': token } : {}),
  };
  const md5 = contentMd5(body);
  return {
    ...signed,
    'S-Ca-Signature-Method': 'HmacSHA256',
    'S-Ca-Signature-Headers': Object.keys(signed).sort().join(','),
    'Content-MD5': md5,
    'S-Ca-Signature': mtSignature(secret, stringToSign(method, md5, signed, path)),
  };
}

const MtError = z.object({ code: z.number().refine((c) => c !== 0), message: z.string().optional() });

export const mtSpec: ServiceSpec = {
  key: 'mtunion',
  title: T('美团联盟开放平台'),
  sign(request, settings, now) {
    const headers = signedHeaders(
      request.method,
      request.path,
      request.body,
      String(settings.values.app_key ?? ''),
      settings.secrets.app_secret ?? '',
      now * 1000,
      settings.secrets.access_token ?? '',
    );
    return { ...request, headers: { ...request.headers, ...headers } };
  },
  /** The tokens a refresh grants, in its answer. */
  redact: redactFields(['accessToken', 'refreshToken']),
  refusal(answer) {
    const e = MtError.safeParse(answer);
    return e.success ? `${e.data.code} ${e.data.message ?? ''}`.trim() : undefined;
  },
};

/** One order of `query_order` (and of a push). */
export const MtOrder = z.object({
  orderId: IdText,
  productId: IdText.optional().default(''),
  productName: z.string().max(300),
  payPrice: Yuan,
  /** The estimated commission; `refundProfit` is what a refund takes back. */
  profit: Yuan,
  refundProfit: Yuan.optional().default('0'),
  /** 2 paid, 3 done, 4 cancelled, 5 held by risk control, 6 settled. */
  status: z.coerce.number().int(),
  payTime: UnionTime,
  updateTime: UnionTime,
  /** The sub-channel the link carried: the store's position, or its affiliate's own. */
  sid: z.string().max(64).optional().default(''),
  businessLine: z.coerce.number().int().optional(),
});
export type MtOrder = z.output<typeof MtOrder>;

const STATE: Readonly<Record<number, UnionOrderState>> = {
  2: 'paid',
  3: 'received',
  4: 'invalid',
  5: 'invalid',
  6: 'settled',
};
export const STATUS_OF: Readonly<Record<UnionOrderState, number>> = {
  pending: 1,
  paid: 2,
  received: 3,
  settled: 6,
  invalid: 4,
};

/** A Meituan order as the kit books it. */
export function orderOf(o: MtOrder): UnionOrder {
  const state = STATE[o.status] ?? 'pending';
  const paid = cents(o.payPrice);
  const profit = cents(o.profit);
  const kept = Math.max(0, profit - cents(o.refundProfit));
  return {
    orderNo: o.orderId,
    parentNo: '',
    goodsId: o.productId,
    goodsName: o.productName,
    goodsImage: '',
    quantity: 1,
    paidAmount: paid,
    rate: paid > 0 ? Math.round((profit * 10_000) / paid) : 0,
    estimatedCommission: state === 'invalid' ? 0 : profit,
    settledCommission: state === 'settled' ? kept : 0,
    state,
    account: o.sid,
    pid: o.sid,
    orderedAt: o.payTime,
    paidAt: state === 'pending' ? null : o.payTime,
    settledAt: state === 'settled' ? o.updateTime : null,
    modifiedAt: o.updateTime,
  };
}

/** A stand-in order as Meituan writes it: under the affiliate's own sid, or the store's where none. */
function mtRow(o: StandInOrder, place: RowPlace): z.input<typeof MtOrder> {
  return {
    orderId: o.no,
    productId: o.goods.id,
    productName: o.goods.name,
    payPrice: yuanOf(o.paid),
    profit: yuanOf(Math.round((o.paid * o.rate) / 10_000)),
    refundProfit: o.state === 'invalid' ? yuanOf(Math.round((o.paid * o.rate) / 10_000)) : '0.00',
    status: STATUS_OF[o.state],
    payTime: o.paidAt,
    updateTime: o.modifiedAt,
    sid: place.affiliate || place.pid,
    businessLine: 4,
  };
}

/** Meituan's order, read and written. */
export const MT_ROW = unionRow({ schema: MtOrder, toOrder: orderOf, fromStandIn: mtRow });

const OrdersAnswer = z.object({
  code: z.literal(0),
  data: z.object({
    dataList: z.array(MtOrder).max(PAGE_SIZE).optional().default([]),
    scrollId: z.string().max(200).optional().default(''),
  }),
});

/** The orders Meituan says changed within the window (`queryTimeType` 2: by update time). */
export const MT_ORDERS = orderQuery({
  op: 'query_order',
  maxWindow: MAX_WINDOW,
  pageSize: PAGE_SIZE,
  request: (q) => ({
    method: 'POST',
    path: ORDER_PATH,
    json: {
      queryTimeType: 2,
      startTime: q.start,
      endTime: q.end,
      page: q.page,
      limit: PAGE_SIZE,
      platform: 1,
      ...(q.cursor ? { scrollId: q.cursor } : {}),
    },
  }),
  answer: OrdersAnswer,
  page: ({ data }) => ({
    orders: data.dataList.map(orderOf),
    more: data.dataList.length === PAGE_SIZE,
    cursor: data.scrollId,
  }),
});

const RefreshAnswer = z.object({
  code: z.literal(0),
  data: z.object({
    accessToken: z.string().min(8).max(500),
    refreshToken: z.string().min(8).max(500),
    /** Unix seconds. */
    expireTime: z.number().int().positive(),
    mediaName: z.string().max(200).optional().default(''),
  }),
});

/** The media's token, renewed with its refresh token (which Meituan then retires). */
export const MT_REFRESH = tokenRefresh({
  op: 'refresh_token',
  request: (refresh) => ({ method: 'POST', path: REFRESH_PATH, json: { refreshToken: refresh } }),
  answer: RefreshAnswer,
  granted: ({ data }) => ({
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    expiresAt: data.expireTime,
    account: data.mediaName,
  }),
});
