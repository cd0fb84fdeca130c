import { formatDate, type ServiceSpec, T, type UnionOrderState, yuanNumber } from '@yanye/addon-kit/server';
import {
  beijingTime,
  cents,
  IdText,
  md5Sign,
  orderQuery,
  type QueryGateway,
  type RowPlace,
  rateOf,
  redactFields,
  type StandInOrder,
  signedQuery,
  tokenRefresh,
  UNION_ZONE,
  type UnionOrder,
  UnionTime,
  unionRow,
  Yuan,
} from '@yanye/affiliate/server';
import { z } from 'zod';

/**
 * JD's open platform router (京东开放平台 / 京东联盟): `/routerjson`, the API named by `method`, its business
 * parameters as one JSON text in `360buy_param_json`, signed by MD5 of the sorted parameters between two copies
 * of the app secret; the access token rides as `access_token`. Tokens are refreshed at JD's OAuth server, which
 * takes the app key and secret as parameters over HTTPS.
 */
export const GATEWAY = '/routerjson';
export const REFRESH_PATH = '/oauth2/refresh_token';
export const ORDER_METHOD = 'jd.union.open.order.row.query';
/** The router answers at most 200 rows a page, over at most an hour. */
export const PAGE_SIZE = 200;
export const MAX_WINDOW = 3_600;

export const jdSign = (params: Readonly<Record<string, string>>, secret: string) => md5Sign(params, secret);

/** The router's API version, and the parameter the store's access token rides in. */
export const JD_GATEWAY: QueryGateway = { version: '1.0', tokenParam: 'access_token' };

const JdError = z.object({
  error_response: z.object({
    code: z.union([z.string(), z.number()]),
    zh_desc: z.string().optional(),
    en_desc: z.string().optional(),
  }),
});
/** The OAuth server's refusal: `{code: <not 0>, msg}`. */
const OAuthError = z.object({ code: z.number().refine((c) => c !== 0), msg: z.string().optional() });

/** A text of JSON, as JD wraps a business answer (`queryResult`), or the object itself. */
const jsonText = <S extends z.ZodType>(schema: S) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .transform((v, ctx) => {
      if (typeof v !== 'string') return v as unknown;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const QueryStatus = z.object({ code: z.coerce.number(), message: z.string().optional().default('') });

export const jdSpec: ServiceSpec = {
  key: 'jdunion',
  title: T('京东联盟开放平台'),
  sign(request, settings, now) {
    if (request.path !== REFRESH_PATH) return signedQuery(request, settings, now, JD_GATEWAY);
    // JD's OAuth server takes the app key and secret themselves, unsigned.
    const appKey = String(settings.values.app_key ?? '');
    const secret = settings.secrets.app_secret ?? '';
    return { ...request, query: { ...request.query, app_key: appKey, app_secret: secret } };
  },
  /** The tokens a refresh grants, in its answer. */
  redact: redactFields(['access_token', 'refresh_token']),
  refusal(answer) {
    const e = JdError.safeParse(answer);
    if (e.success) {
      const r = e.data.error_response;
      return `${r.code} ${r.zh_desc ?? r.en_desc ?? ''}`.trim();
    }
    const o = OAuthError.safeParse(answer);
    if (o.success) return `${o.data.code} ${o.data.msg ?? ''}`.trim();
    // A business refusal: the router's 200 wraps the API's own code (200 is success).
    const wrapped = z
      .object({ jd_union_open_order_row_query_responce: z.object({ queryResult: jsonText(QueryStatus) }) })
      .safeParse(answer);
    const q = wrapped.success ? wrapped.data.jd_union_open_order_row_query_responce.queryResult : undefined;
    return q && q.code !== 200 ? `${q.code} ${q.message}`.trim() : undefined;
  },
};

/** One row of `jd.union.open.order.row.query`. */
export const JdOrderRow = z.object({
  id: IdText,
  orderId: IdText,
  parentId: IdText.optional().default('0'),
  orderTime: UnionTime,
  finishTime: UnionTime.optional(),
  modifyTime: UnionTime,
  skuId: IdText,
  skuName: z.string().max(300),
  skuNum: z.coerce.number().int().min(1).max(100_000),
  estimateCosPrice: Yuan,
  estimateFee: Yuan,
  actualFee: Yuan.optional().default('0'),
  commissionRate: Yuan,
  /** 15 awaiting payment, 16 paid, 17 done, 24 deposit paid; the others are void (cancelled, refunded, risk). */
  validCode: z.coerce.number().int(),
  /** The month JD settles it (`20260315`), 0 until then. */
  payMonth: z.coerce.number().int().optional().default(0),
  positionId: IdText,
  siteId: IdText,
  unionId: IdText,
  subUnionId: IdText.optional().default(''),
  goodsInfo: z.object({ imageUrl: z.string().max(500).optional().default('') }).optional(),
});
export type JdOrderRow = z.output<typeof JdOrderRow>;

export function stateOf(validCode: number, payMonth: number): UnionOrderState {
  if (validCode === 15) return 'pending';
  if (validCode === 16 || validCode === 24) return 'paid';
  if (validCode === 17) return payMonth > 0 ? 'settled' : 'received';
  return 'invalid';
}

/** A JD order row as the kit books it. */
export function orderOf(r: JdOrderRow): UnionOrder {
  const state = stateOf(r.validCode, r.payMonth);
  return {
    orderNo: r.id,
    parentNo: r.orderId,
    goodsId: r.skuId,
    goodsName: r.skuName,
    goodsImage: r.goodsInfo?.imageUrl ?? '',
    quantity: r.skuNum,
    paidAmount: cents(r.estimateCosPrice),
    rate: rateOf(r.commissionRate),
    estimatedCommission: cents(r.estimateFee),
    settledCommission: state === 'settled' ? cents(r.actualFee) : 0,
    state,
    account: r.subUnionId,
    pid: `${r.unionId}_${r.siteId}_${r.positionId}`,
    orderedAt: r.orderTime,
    paidAt: state === 'pending' ? null : r.orderTime,
    settledAt: state === 'settled' ? r.finishTime || null : null,
    modifiedAt: r.modifyTime,
  };
}

/** The union, site and position ids of a PID (`a_b_c`); a stand-in default for none. */
function positionOf(pid: string): [string, string, string] {
  const m = /^(\d+)_(\d+)_(\d+)$/.exec(pid);
  return m ? [m[1]!, m[2]!, m[3]!] : ['1001234567', '4000123', '3003456789'];
}

const VALID_CODE: Readonly<Record<UnionOrderState, number>> = {
  pending: 15,
  paid: 16,
  received: 17,
  settled: 17,
  invalid: 3,
};

/** JD writes yuan as numbers: cents as such a number. */
const yuan = (value: number) => yuanNumber(value) ?? 0;

/** A stand-in order as JD's router writes its row. */
function jdRow(o: StandInOrder, place: RowPlace): z.input<typeof JdOrderRow> {
  const [unionId, siteId, positionId] = positionOf(place.pid);
  const finished = o.state === 'received' || o.state === 'settled';
  return {
    id: o.no,
    orderId: o.parentNo,
    parentId: '0',
    orderTime: beijingTime(o.createdAt),
    finishTime: finished ? beijingTime(o.receivedAt) : '',
    modifyTime: beijingTime(o.modifiedAt),
    skuId: o.goods.id,
    skuName: o.goods.name,
    skuNum: o.quantity,
    estimateCosPrice: yuan(o.paid),
    estimateFee: yuan(o.estimated),
    actualFee: yuan(o.settled),
    // A percentage as JD writes it (4.5), from hundredths of a percent.
    commissionRate: o.rate / 100,
    validCode: VALID_CODE[o.state],
    payMonth: o.state === 'settled' ? Number(formatDate(o.settledAt, UNION_ZONE).replaceAll('-', '')) : 0,
    positionId,
    siteId,
    unionId,
    subUnionId: place.affiliate,
    goodsInfo: { imageUrl: '' },
  };
}

/** JD's order row, read and written. */
export const JD_ROW = unionRow({ schema: JdOrderRow, toOrder: orderOf, fromStandIn: jdRow });

const OrdersAnswer = z.object({
  jd_union_open_order_row_query_responce: z.object({
    code: z.coerce.string(),
    queryResult: jsonText(
      z.object({
        code: z.literal(200),
        hasMore: z.boolean().optional().default(false),
        data: z.array(JdOrderRow).max(PAGE_SIZE).nullable().optional().default([]),
      }),
    ),
  }),
});

/** The rows JD says changed within the window (`type` 3: by update time). */
export const JD_ORDERS = orderQuery({
  op: 'order_rows',
  maxWindow: MAX_WINDOW,
  pageSize: PAGE_SIZE,
  request: (q) => {
    const orderReq = {
      pageIndex: q.page,
      pageSize: PAGE_SIZE,
      type: 3,
      startTime: beijingTime(q.start),
      endTime: beijingTime(q.end),
    };
    return {
      method: 'GET',
      path: GATEWAY,
      query: { method: ORDER_METHOD, '360buy_param_json': JSON.stringify({ orderReq }) },
    };
  },
  answer: OrdersAnswer,
  page: ({ jd_union_open_order_row_query_responce: { queryResult: r } }) => ({
    orders: (r.data ?? []).map(orderOf),
    more: r.hasMore,
    cursor: '',
  }),
});

const RefreshAnswer = z.object({
  access_token: z.string().min(8).max(500),
  refresh_token: z.string().min(8).max(500),
  /** Seconds from `time`. */
  expires_in: z.number().int().positive(),
  /** Milliseconds: when JD granted it. */
  time: z.number().int().positive(),
  uid: IdText.optional().default(''),
  user_nick: z.string().max(200).optional(),
});

/** JD OAuth's `refresh_token` grant: a new access token (a year long), the refresh token rotated. */
export const JD_REFRESH = tokenRefresh({
  op: 'token_refresh',
  request: (refresh) => ({
    method: 'GET',
    path: REFRESH_PATH,
    query: { grant_type: 'refresh_token', refresh_token: refresh },
  }),
  answer: RefreshAnswer,
  granted: (t) => ({
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    expiresAt: Math.floor(t.time / 1000) + t.expires_in,
    account: t.user_nick ?? t.uid,
  }),
});
