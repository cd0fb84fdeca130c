import { randomBytes } from 'node:crypto';
import type { ReceivedRequest, ReceiverAnswer, ReceiverContext, ReceiverSpec } from '@yanye/addon-kit/server';
import {
  beijingTime,
  checkSignedQuery,
  codedReason,
  fromBeijing,
  pidOf,
  pushOrderAction,
  pushSignedFields,
  type SignedQueryChecks,
  type StandInOrder,
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
import { taobaoStandIn } from './stand-in';

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
    special_id: o.affiliate >= 0 ? taobaoStandIn.affiliateOf(appKey, o.affiliate) : '',
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
  const { page, size, rows, hasMore } = taobaoStandIn.page(appKey, {
    start,
    end,
    now: ctx.now,
    page: q.page_no,
    size: q.page_size,
    maxSize: PAGE_SIZE,
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

/** TOP's checks of a call: its MD5 sign, its timestamp, and the session (the access token) of an order query. */
const TOP_CHECKS: SignedQueryChecks = {
  signer: topSign,
  token: { param: 'session', needed: (query) => query.method === ORDER_METHOD },
  refusals: {
    appKey: '29 Invalid app Key',
    sign: '25 Invalid signature',
    timestamp: '31 Invalid timestamp',
    token: '27 Invalid session',
  },
};

/**
 * The local TOP gateway: it finds the store by its app key, checks the sign, the timestamp and (for orders) the
 * session as TOP does, and answers the order details and token refresh in TOP's shapes. Its push sends an order
 * message as TOP's message service would.
 */
export const taobaoReceiver: ReceiverSpec = {
  key: 'taobaoke',
  verify: (request, ctx) => checkSignedQuery(request, ctx, TOP_CHECKS),
  routes: [
    {
      method: 'GET',
      path: GATEWAY,
      async answer(request, ctx) {
        const store = await storeByAppKey(request, ctx);
        if (!store) return failure(TOP_CHECKS.refusals.appKey);
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
      standIn: taobaoStandIn,
      push: (order, pushed, ctx) =>
        pushSignedFields(ctx, pushed, topSign, {
          topic: ORDER_TOPIC,
          message_id: `${order.no}-${ctx.now}-${randomBytes(3).toString('hex')}`,
          content: JSON.stringify(topRow(order, pushed.appKey, pidOf(pushed.store))),
        }),
    }),
  ],
};
