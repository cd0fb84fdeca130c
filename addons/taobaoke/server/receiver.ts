import { randomBytes } from 'node:crypto';
import type { ReceivedRequest, ReceiverAnswer, ReceiverContext, ReceiverSpec } from '@yanye/addon-kit/server';
import {
  affiliateDraw,
  beijingTime,
  checkSignedQuery,
  codedReason,
  fromBeijing,
  PUSH_CALLBACK,
  pidOf,
  pushOrderAction,
  type StandInGoods,
  type StandInOrder,
  signedFields,
  standInPage,
  storeByAppKey,
  yuanOf,
} from '@yanye/affiliate/server';
import type { z } from 'zod';
import { ORDER_TOPIC } from './push';
import {
  GATEWAY,
  MAX_WINDOW,
  ORDER_METHOD,
  PAGE_SIZE,
  REFRESH_METHOD,
  STATUS_OF,
  type TopOrder,
  topSign,
} from './service';

/** What grain shoppers buy on Taobao through a rice-and-oil shop's links. */
export const TAOBAO_GOODS: readonly StandInGoods[] = [
  { id: '652310984512', name: '五常稻花香大米 5kg 东北新米', price: 8_990, rate: 600 },
  { id: '601287734561', name: '金龙鱼 黄金比例食用植物调和油 5L', price: 6_990, rate: 350 },
  { id: '578812093341', name: '鲁花 5S 压榨一级花生油 4L', price: 13_900, rate: 250 },
  { id: '687712340982', name: '十月稻田 东北长粒香大米 10kg', price: 7_990, rate: 800 },
  { id: '645599821034', name: '燕之坊 五色糙米 杂粮组合 2.5kg', price: 3_990, rate: 1_000 },
  { id: '593320187765', name: '福临门 家香味 多用途小麦粉 5kg', price: 3_290, rate: 500 },
  { id: '702231198843', name: '中粮初萃 冷榨亚麻籽油 1L', price: 5_900, rate: 1_200 },
  { id: '634418826670', name: '想念 鸡蛋龙须挂面 1kg×4 袋', price: 2_990, rate: 1_500 },
];

export const seedOf = (appKey: string) => `taobaoke:${appKey}`;

/** The member operations id (special_id) of the store's i-th affiliate at the stand-in. */
export function specialIdOf(appKey: string, i: number): string {
  return String(2_100_000_000 + Math.floor(affiliateDraw(seedOf(appKey), i) * 800_000_000));
}

/** The member, site and ad zone of a PID (`mm_a_b_c`); a stand-in default for none. */
function zoneOf(pid: string): [string, string, string] {
  const m = /^mm_(\d+)_(\d+)_(\d+)$/.exec(pid);
  return m ? [m[1]!, m[2]!, m[3]!] : ['176543210', '2301234', '110987654321'];
}

/** A stand-in order as TOP writes its row. */
export function topRow(o: StandInOrder, appKey: string, pid: string): z.input<typeof TopOrder> {
  const [pubId, siteId, adzoneId] = zoneOf(pid);
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
    special_id: o.affiliate >= 0 ? specialIdOf(appKey, o.affiliate) : '',
  };
}

const requestId = () => randomBytes(6).toString('hex');

/** TOP's refusal: `"<code> <message>"` reasons carry TOP's own code. */
function failure(reason: string): ReceiverAnswer {
  const coded = codedReason(reason);
  return {
    body: {
      error_response: coded
        ? { code: Number(coded.code), msg: coded.words, request_id: requestId() }
        : {
            code: 15,
            msg: 'Remote service error',
            sub_code: 'isp.remote-service-error',
            sub_msg: reason,
            request_id: requestId(),
          },
    },
  };
}

function ordersAnswer(
  request: ReceivedRequest,
  ctx: ReceiverContext,
  appKey: string,
  pid: string,
): ReceiverAnswer {
  const q = request.query;
  const start = fromBeijing(q.start_time ?? '');
  const end = fromBeijing(q.end_time ?? '');
  if (start === undefined || end === undefined || end <= start || end - start > MAX_WINDOW)
    return failure('41 Invalid arguments: start_time and end_time must span at most 3 hours');
  const { page, size, rows, hasMore } = standInPage({
    seed: seedOf(appKey),
    catalog: TAOBAO_GOODS,
    start,
    end,
    now: ctx.now,
    page: q.page_no,
    size: q.page_size,
    maxSize: PAGE_SIZE,
    // TOP reports an order once it is paid.
    paidOnly: true,
  });
  return {
    body: {
      tbk_order_details_get_response: {
        data: {
          has_next: hasMore,
          has_pre: page > 1,
          page_no: page,
          page_size: size,
          position_index: rows.length ? `${rows.at(-1)!.modifiedAt}_${rows.at(-1)!.no}` : '',
          results: { publisher_order_dto: rows.map((o) => topRow(o, appKey, pid)) },
        },
        request_id: requestId(),
      },
    },
  };
}

function refreshAnswer(
  request: ReceivedRequest,
  ctx: ReceiverContext,
  refresh: string,
  appKey: string,
): ReceiverAnswer {
  if (!refresh || request.query.refresh_token !== refresh)
    return failure('27 Invalid session: the refresh token is not valid');
  const result = {
    access_token: `6200${randomBytes(20).toString('hex')}`,
    refresh_token: `6201${randomBytes(20).toString('hex')}`,
    expire_time: (ctx.now + 30 * 86_400) * 1000,
    expires_in: 30 * 86_400,
    taobao_user_nick: encodeURIComponent(`联盟推广者${appKey.slice(-4)}`),
  };
  return {
    body: {
      top_auth_token_refresh_response: { token_result: JSON.stringify(result), request_id: requestId() },
    },
  };
}

/**
 * The local TOP gateway: it finds the store by its app key, checks the sign, the timestamp and (for orders) the
 * session as TOP does, and answers the order details and token refresh in TOP's shapes. Its push sends an order
 * message as TOP's message service would.
 */
export const taobaoReceiver: ReceiverSpec = {
  key: 'taobaoke',
  async verify(request, ctx) {
    const q = request.query;
    const store = await storeByAppKey(request, ctx);
    const secret = store?.settings.secrets.app_secret ?? '';
    if (!store || !secret) return '29 Invalid app Key';
    const refused = checkSignedQuery(q, secret, ctx.now, topSign, {
      sign: '25 Invalid signature',
      timestamp: '31 Invalid timestamp',
    });
    if (refused) return refused;
    if (q.method === ORDER_METHOD && (!q.session || q.session !== store.settings.secrets.access_token))
      return '27 Invalid session';
    return undefined;
  },
  routes: [
    {
      method: 'GET',
      path: GATEWAY,
      async answer(request, ctx) {
        const store = await storeByAppKey(request, ctx);
        if (!store) return failure('29 Invalid app Key');
        const appKey = String(store.settings.values.app_key ?? '');
        if (request.query.method === ORDER_METHOD) return ordersAnswer(request, ctx, appKey, pidOf(store));
        if (request.query.method === REFRESH_METHOD)
          return refreshAnswer(request, ctx, store.settings.secrets.refresh_token ?? '', appKey);
        return failure('22 Invalid method');
      },
    },
  ],
  failure,
  actions: [
    pushOrderAction({
      title: '推送订单消息 / Push an order message',
      seedOf,
      catalog: TAOBAO_GOODS,
      push(order, { store, appKey }, ctx) {
        const message: Record<string, string> = {
          app_key: appKey,
          timestamp: beijingTime(ctx.now),
          topic: ORDER_TOPIC,
          message_id: `${order.no}-${ctx.now}-${randomBytes(3).toString('hex')}`,
          content: JSON.stringify(topRow(order, appKey, pidOf(store))),
        };
        const signed = {
          ...message,
          sign: topSign(signedFields(message), store.settings.secrets.app_secret ?? ''),
        };
        return ctx.push(store, PUSH_CALLBACK, signed, () => ({}));
      },
    }),
  ],
};
