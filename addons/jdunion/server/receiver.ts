import { randomBytes } from 'node:crypto';
import type { ReceivedRequest, ReceiverAnswer, ReceiverContext } from '@yanye/addon-kit/server';
import {
  checkSignedQuery,
  codedReason,
  fromBeijing,
  holdsRefreshToken,
  pushSignedFields,
  type SignedQueryChecks,
  type StandInAnswer,
  type StandInWire,
  sequenceOf,
  standInOrderPage,
  standInReceiver,
  storeByAppKey,
} from '@yanye/affiliate/server';
import { PUSH_METHOD } from './push';
import { GATEWAY, JD_ORDERS, JD_ROW, jdSign, ORDER_METHOD, REFRESH_PATH } from './service';
import { jdStandIn } from './stand-in';

/** What the local router writes its orders with. */
const JD_STAND_IN: StandInWire = { standIn: jdStandIn, row: JD_ROW, orders: JD_ORDERS };

/** The router's refusal: `"<code> <words>"` reasons carry its own code. */
function failure(reason: string): ReceiverAnswer {
  const coded = codedReason(reason);
  return {
    body: {
      error_response: {
        code: coded?.code ?? '66',
        zh_desc: coded?.words ?? `平台连接后端服务不可用：${reason}`,
        en_desc: coded?.words ?? `the back-end service is unavailable: ${reason}`,
      },
    },
  };
}

const ordersAnswer: StandInAnswer = (request, ctx, store) => {
  let req: { pageIndex?: unknown; pageSize?: unknown; startTime?: unknown; endTime?: unknown } = {};
  try {
    req =
      (JSON.parse(request.query['360buy_param_json'] ?? '{}') as { orderReq?: typeof req }).orderReq ?? {};
  } catch {
    return failure('12 360buy_param_json 不是合法的 JSON');
  }
  const result = (body: unknown) => ({
    body: { jd_union_open_order_row_query_responce: { code: '0', queryResult: JSON.stringify(body) } },
  });
  const asked = standInOrderPage(JD_STAND_IN, store, ctx.now, {
    start: fromBeijing(String(req.startTime ?? '')),
    end: fromBeijing(String(req.endTime ?? '')),
    page: req.pageIndex,
    size: req.pageSize,
  });
  if (!asked) return result({ code: 2_001_503, message: '查询时间跨度不能超过1小时' });
  return result({ code: 200, message: 'success', hasMore: asked.hasMore, data: asked.written });
};

const refreshAnswer: StandInAnswer = (request, ctx, store) => {
  if (!holdsRefreshToken(store, request.query.refresh_token) || request.query.grant_type !== 'refresh_token')
    return { body: { code: 1_007, msg: 'refresh_token 无效或已过期' } };
  return {
    body: {
      access_token: randomBytes(20).toString('hex'),
      expires_in: 365 * 86_400,
      refresh_token: randomBytes(20).toString('hex'),
      scope: 'snsapi_base',
      open_id: randomBytes(8).toString('hex'),
      uid: String(8_000_000_000 + Math.floor(sequenceOf(store.settings.values.app_key as string)() * 1e9)),
      user_nick: `jd_${String(store.settings.values.app_key ?? '').slice(-6)}`,
      time: ctx.now * 1000,
      token_type: 'bearer',
      code: 0,
    },
  };
};

/** JD's router's checks of a call: its MD5 sign, its timestamp and the store's access token. */
const ROUTER_CHECKS: SignedQueryChecks = {
  signer: jdSign,
  token: { param: 'access_token', needed: () => true },
  refusals: {
    appKey: '19 无效的 app_key',
    sign: '20 签名错误',
    timestamp: '5 时间戳错误或已过期',
    token: '16 access_token 无效',
  },
};

/** The OAuth server's check of a token refresh: the store's app key, and its app secret sent as it is. */
async function refreshRefusal(request: ReceivedRequest, ctx: ReceiverContext): Promise<string | undefined> {
  const store = await storeByAppKey(request, ctx);
  const secret = store?.settings.secrets.app_secret ?? '';
  if (!store || !secret) return ROUTER_CHECKS.refusals.appKey;
  return request.query.app_secret === secret ? undefined : '21 app_secret 错误';
}

/**
 * The local JD router and OAuth server: the store found by its app key, the MD5 sign, the timestamp and the
 * access token checked as JD checks them, the order rows and the token refresh answered in JD's shapes; its push
 * sends an order row as JD's order push would.
 */
export const jdReceiver = standInReceiver({
  key: 'jdunion',
  wire: JD_STAND_IN,
  storeOf: storeByAppKey,
  verify(request, ctx) {
    // JD's OAuth server takes the app key and secret themselves, unsigned.
    return request.path === REFRESH_PATH
      ? refreshRefusal(request, ctx)
      : checkSignedQuery(request, ctx, ROUTER_CHECKS);
  },
  failure,
  refusals: { appKey: ROUTER_CHECKS.refusals.appKey, api: '22 无效的方法名' },
  calls: [
    { method: 'GET', path: GATEWAY, api: ORDER_METHOD, answer: ordersAnswer },
    { method: 'GET', path: REFRESH_PATH, answer: refreshAnswer },
  ],
  push: {
    title: '推送订单 / Push an order row',
    noun: 'row',
    send: (row, _order, pushed, ctx) =>
      pushSignedFields(ctx, pushed, jdSign, {
        method: PUSH_METHOD,
        '360buy_param_json': JSON.stringify({ orderRow: row }),
      }),
  },
});
