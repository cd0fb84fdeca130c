import { type ServiceSpec, T, type UnionOrderState } from '@yanye/addon-kit/server';
import {
  beijingTime,
  cents,
  IdText,
  jsonTextOf,
  md5Sign,
  orderQuery,
  type QueryGateway,
  type RowPlace,
  rateOf,
  redactFields,
  type StandInOrder,
  signedQuery,
  tokenRefresh,
  type UnionOrder,
  UnionTime,
  unionRow,
  Yuan,
  yuanOf,
} from '@yanye/affiliate/server';
import { z } from 'zod';

/**
 * Taobao's TOP gateway (淘宝开放平台), as the Taobao affiliate (淘宝联盟) is reached: one route, `/router/rest`,
 * the API named by `method`; every request carries the app key, a Beijing-time timestamp, the session (the
 * store's access token) and an MD5 sign of its sorted parameters between two copies of the app secret.
 */
export const GATEWAY = '/router/rest';
export const ORDER_METHOD = 'taobao.tbk.order.details.get';
export const REFRESH_METHOD = 'taobao.top.auth.token.refresh';
/** TOP answers at most 100 orders a page, over at most three hours. */
export const PAGE_SIZE = 100;
export const MAX_WINDOW = 3 * 3_600;

/** The parameters TOP signs, whoever sends them (us, or the stand-in's pushes). */
export function topSign(params: Readonly<Record<string, string>>, secret: string): string {
  return md5Sign(params, secret);
}

/** TOP's API version, and the session parameter the store's access token rides in. */
export const TOP_GATEWAY: QueryGateway = { version: '2.0', tokenParam: 'session' };

/** TOP's refusal inside a 200: `{error_response: {code, msg, sub_code, sub_msg}}`. */
const TopError = z.object({
  error_response: z.object({
    code: z.union([z.number(), z.string()]),
    msg: z.string().optional(),
    sub_code: z.string().optional(),
    sub_msg: z.string().optional(),
  }),
});

export const taobaoSpec: ServiceSpec = {
  key: 'taobaoke',
  title: T('淘宝联盟开放平台'),
  sign: (request, settings, now) => signedQuery(request, settings, now, TOP_GATEWAY),
  /** The tokens a refresh grants, in its answer. */
  redact: redactFields(['access_token', 'refresh_token']),
  refusal(answer) {
    const e = TopError.safeParse(answer);
    if (!e.success) return undefined;
    const { code, msg, sub_code, sub_msg } = e.data.error_response;
    return [code, msg, sub_code, sub_msg].filter((x) => x !== undefined && x !== '').join(' ');
  },
};

/** One row of `taobao.tbk.order.details.get` (its `publisher_order_dto`). */
export const TopOrder = z.object({
  trade_id: IdText,
  trade_parent_id: IdText.optional().default(''),
  item_id: IdText,
  item_title: z.string().max(300),
  item_img: z.string().max(500).optional().default(''),
  item_num: z.coerce.number().int().min(1).max(100_000),
  alipay_total_price: Yuan,
  pub_share_pre_fee: Yuan,
  pub_share_fee: Yuan.optional().default('0'),
  total_commission_rate: Yuan,
  /** 12 paid, 14 received, 3 settled, 13 closed (refunded). */
  tk_status: z.coerce.number().int(),
  tk_create_time: UnionTime,
  tk_paid_time: UnionTime.optional(),
  tk_earning_time: UnionTime.optional(),
  modified_time: UnionTime,
  pub_id: IdText,
  site_id: IdText,
  adzone_id: IdText,
  /** The member operations id of the affiliate who shared the link. */
  special_id: IdText.optional().default(''),
});
export type TopOrder = z.output<typeof TopOrder>;

export const TK_STATUS: Readonly<Record<number, UnionOrderState>> = {
  12: 'paid',
  14: 'received',
  3: 'settled',
  13: 'invalid',
};
export const STATUS_OF: Readonly<Record<UnionOrderState, number>> = {
  pending: 12,
  paid: 12,
  received: 14,
  settled: 3,
  invalid: 13,
};

/** A TOP order row as the kit books it. */
export function orderOf(o: TopOrder): UnionOrder {
  const state = TK_STATUS[o.tk_status] ?? 'paid';
  return {
    orderNo: o.trade_id,
    parentNo: o.trade_parent_id === o.trade_id ? '' : o.trade_parent_id,
    goodsId: o.item_id,
    goodsName: o.item_title,
    goodsImage: o.item_img,
    quantity: o.item_num,
    paidAmount: cents(o.alipay_total_price),
    rate: rateOf(o.total_commission_rate),
    estimatedCommission: cents(o.pub_share_pre_fee),
    settledCommission: state === 'settled' ? cents(o.pub_share_fee) : 0,
    state,
    account: o.special_id,
    pid: `mm_${o.pub_id}_${o.site_id}_${o.adzone_id}`,
    orderedAt: o.tk_create_time,
    paidAt: o.tk_paid_time || null,
    settledAt: state === 'settled' ? o.tk_earning_time || null : null,
    modifiedAt: o.modified_time,
  };
}

/** The member, site and ad zone of a PID (`mm_a_b_c`); a stand-in default for none. */
function zoneOf(pid: string): [string, string, string] {
  const m = /^mm_(\d+)_(\d+)_(\d+)$/.exec(pid);
  return m ? [m[1]!, m[2]!, m[3]!] : ['176543210', '2301234', '110987654321'];
}

/** A stand-in order as TOP writes its row. */
function topRow(o: StandInOrder, place: RowPlace): z.input<typeof TopOrder> {
  const [pubId, siteId, adzoneId] = zoneOf(place.pid);
  return {
    trade_id: o.no,
    trade_parent_id: o.parentNo,
    item_id: o.goods.id,
    item_title: o.goods.name,
    item_img: '',
    item_num: o.quantity,
    alipay_total_price: yuanOf(o.paid),
    pub_share_pre_fee: yuanOf(o.estimated),
    pub_share_fee: yuanOf(o.settled),
    total_commission_rate: yuanOf(o.rate),
    tk_status: STATUS_OF[o.state],
    tk_create_time: beijingTime(o.createdAt),
    tk_paid_time: beijingTime(o.paidAt),
    tk_earning_time: o.state === 'settled' ? beijingTime(o.settledAt) : '',
    modified_time: beijingTime(o.modifiedAt),
    pub_id: pubId,
    site_id: siteId,
    adzone_id: adzoneId,
    special_id: place.affiliate,
  };
}

/** TOP's order row, read and written. */
export const TOP_ROW = unionRow({ schema: TopOrder, toOrder: orderOf, fromStandIn: topRow });

const OrdersAnswer = z.object({
  tbk_order_details_get_response: z.object({
    data: z.object({
      has_next: z.boolean(),
      position_index: z.string().optional().default(''),
      results: z
        .object({ publisher_order_dto: z.array(TopOrder).max(PAGE_SIZE).optional().default([]) })
        .optional()
        .default({ publisher_order_dto: [] }),
    }),
  }),
});

/** The orders TOP says changed within the window (`query_type` 4: by the time an order last changed). */
export const TOP_ORDERS = orderQuery({
  op: 'order_details',
  maxWindow: MAX_WINDOW,
  pageSize: PAGE_SIZE,
  request: (q) => ({
    method: 'GET',
    path: GATEWAY,
    query: {
      method: ORDER_METHOD,
      query_type: '4',
      start_time: beijingTime(q.start),
      end_time: beijingTime(q.end),
      page_no: String(q.page),
      page_size: String(PAGE_SIZE),
      order_scene: '1',
      ...(q.cursor ? { position_index: q.cursor, jump_type: '1' } : {}),
    },
  }),
  answer: OrdersAnswer,
  page: ({ tbk_order_details_get_response: { data } }) => ({
    orders: data.results.publisher_order_dto.map(orderOf),
    more: data.has_next,
    cursor: data.position_index,
  }),
});

/** TOP's refreshed session, a JSON text inside the answer. */
const TokenResult = z.object({
  access_token: z.string().min(8).max(500),
  refresh_token: z.string().min(8).max(500),
  /** Milliseconds. */
  expire_time: z.number().int().positive(),
  taobao_user_nick: z.string().max(200).optional().default(''),
});

const RefreshAnswer = z.object({
  top_auth_token_refresh_response: z.object({
    token_result: jsonTextOf(TokenResult),
  }),
});

/** `taobao.top.auth.token.refresh`: a new session for the refresh token, which TOP then retires. */
export const TOP_REFRESH = tokenRefresh({
  op: 'token_refresh',
  request: (refresh) => ({
    method: 'GET',
    path: GATEWAY,
    query: { method: REFRESH_METHOD, refresh_token: refresh },
  }),
  answer: RefreshAnswer,
  granted: ({ top_auth_token_refresh_response: { token_result: t } }) => ({
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: Math.floor(t.expire_time / 1000),
    account: decoded(t.taobao_user_nick),
  }),
});

/** TOP writes the nick URL-encoded; a malformed one is kept as sent. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
