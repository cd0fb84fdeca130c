import { randomBytes } from 'node:crypto';
import type { ReceiverAnswer } from '@yanye/addon-kit/server';
import {
  checkSignedQuery,
  codedReason,
  fromBeijing,
  holdsRefreshToken,
  pushSignedFields,
  type SignedQueryChecks,
  type StandInAnswer,
  type StandInWire,
  standInOrderPage,
  standInReceiver,
  storeByAppKey,
} from '@yanye/affiliate/server';
import { ORDER_TOPIC } from './push';
import { GATEWAY, ORDER_METHOD, REFRESH_METHOD, TOP_ORDERS, TOP_ROW, topSign } from './service';
import { taobaoStandIn } from './stand-in';

/** What the local TOP writes its orders with. */
const TOP_STAND_IN: StandInWire = { standIn: taobaoStandIn, row: TOP_ROW, orders: TOP_ORDERS };

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

const ordersAnswer: StandInAnswer = (request, ctx, store) => {
  const q = request.query;
  const asked = standInOrderPage(TOP_STAND_IN, store, ctx.now, {
    start: fromBeijing(q.start_time ?? ''),
    end: fromBeijing(q.end_time ?? ''),
    page: q.page_no,
    size: q.page_size,
  });
  if (!asked) return failure('41 Invalid arguments: start_time and end_time must span at most 3 hours');
  const { page, size, rows, hasMore, written } = asked;
  return {
    body: {
      tbk_order_details_get_response: {
        data: {
          has_next: hasMore,
          has_pre: page > 1,
          page_no: page,
          page_size: size,
          position_index: rows.length ? `${rows.at(-1)!.modifiedAt}_${rows.at(-1)!.no}` : '',
          results: { publisher_order_dto: written },
        },
        request_id: requestId(),
      },
    },
  };
};

const refreshAnswer: StandInAnswer = (request, ctx, store) => {
  if (!holdsRefreshToken(store, request.query.refresh_token))
    return failure('27 Invalid session: the refresh token is not valid');
  const appKey = String(store.settings.values.app_key ?? '');
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
};

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
export const taobaoReceiver = standInReceiver({
  key: 'taobaoke',
  wire: TOP_STAND_IN,
  storeOf: storeByAppKey,
  verify: (request, ctx) => checkSignedQuery(request, ctx, TOP_CHECKS),
  failure,
  refusals: { appKey: TOP_CHECKS.refusals.appKey, api: '22 Invalid method' },
  calls: [
    { method: 'GET', path: GATEWAY, api: ORDER_METHOD, answer: ordersAnswer },
    { method: 'GET', path: GATEWAY, api: REFRESH_METHOD, answer: refreshAnswer },
  ],
  push: {
    title: '推送订单消息 / Push an order message',
    send: (row, order, pushed, ctx) =>
      pushSignedFields(ctx, pushed, topSign, {
        topic: ORDER_TOPIC,
        message_id: `${order.no}-${ctx.now}-${randomBytes(3).toString('hex')}`,
        content: JSON.stringify(row),
      }),
  },
});
