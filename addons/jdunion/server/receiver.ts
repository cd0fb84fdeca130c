import { randomBytes } from 'node:crypto';
import {
  formatDate,
  type ReceivedRequest,
  type ReceiverAnswer,
  type ReceiverContext,
  type ReceiverSpec,
  type ReceiverStore,
  type UnionOrderState,
  yuanNumber,
} from '@yanye/addon-kit/server';
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
  sequenceOf,
  storeByAppKey,
  UNION_ZONE,
} from '@yanye/affiliate/server';
import type { z } from 'zod';
import { PUSH_METHOD } from './push';
import {
  GATEWAY,
  type JdOrderRow,
  jdSign,
  MAX_WINDOW,
  ORDER_METHOD,
  PAGE_SIZE,
  REFRESH_PATH,
} from './service';
import { jdStandIn } from './stand-in';

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
const yuan = (cents: number) => yuanNumber(cents) ?? 0;

/** A stand-in order as JD's router writes its row. */
export function jdRow(o: StandInOrder, appKey: string, pid: string): z.input<typeof JdOrderRow> {
  const [unionId, siteId, positionId] = positionOf(pid);
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
    subUnionId: o.affiliate >= 0 ? jdStandIn.affiliateOf(appKey, o.affiliate) : '',
    goodsInfo: { imageUrl: '' },
  };
}

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

function ordersAnswer(request: ReceivedRequest, ctx: ReceiverContext, store: ReceiverStore): ReceiverAnswer {
  let req: { pageIndex?: unknown; pageSize?: unknown; startTime?: unknown; endTime?: unknown } = {};
  try {
    req =
      (JSON.parse(request.query['360buy_param_json'] ?? '{}') as { orderReq?: typeof req }).orderReq ?? {};
  } catch {
    return failure('12 360buy_param_json 不是合法的 JSON');
  }
  const start = fromBeijing(String(req.startTime ?? ''));
  const end = fromBeijing(String(req.endTime ?? ''));
  const result = (body: unknown) => ({
    body: { jd_union_open_order_row_query_responce: { code: '0', queryResult: JSON.stringify(body) } },
  });
  if (start === undefined || end === undefined || end <= start || end - start > MAX_WINDOW)
    return result({ code: 2_001_503, message: '查询时间跨度不能超过1小时' });
  const appKey = String(store.settings.values.app_key ?? '');
  const { rows, hasMore } = jdStandIn.page(appKey, {
    start,
    end,
    now: ctx.now,
    page: req.pageIndex,
    size: req.pageSize,
    maxSize: PAGE_SIZE,
  });
  return result({
    code: 200,
    message: 'success',
    hasMore,
    data: rows.map((o) => jdRow(o, appKey, pidOf(store))),
  });
}

function refreshAnswer(request: ReceivedRequest, ctx: ReceiverContext, store: ReceiverStore): ReceiverAnswer {
  const held = store.settings.secrets.refresh_token ?? '';
  if (!held || request.query.refresh_token !== held || request.query.grant_type !== 'refresh_token')
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
}

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
export const jdReceiver: ReceiverSpec = {
  key: 'jdunion',
  verify(request, ctx) {
    // JD's OAuth server takes the app key and secret themselves, unsigned.
    return request.path === REFRESH_PATH
      ? refreshRefusal(request, ctx)
      : checkSignedQuery(request, ctx, ROUTER_CHECKS);
  },
  routes: [
    {
      method: 'GET',
      path: GATEWAY,
      async answer(request, ctx) {
        const store = await storeByAppKey(request, ctx);
        if (!store) return failure(ROUTER_CHECKS.refusals.appKey);
        if (request.query.method === ORDER_METHOD) return ordersAnswer(request, ctx, store);
        return failure('22 无效的方法名');
      },
    },
    {
      method: 'GET',
      path: REFRESH_PATH,
      async answer(request, ctx) {
        const store = await storeByAppKey(request, ctx);
        return store ? refreshAnswer(request, ctx, store) : failure(ROUTER_CHECKS.refusals.appKey);
      },
    },
  ],
  failure,
  actions: [
    pushOrderAction({
      title: '推送订单 / Push an order row',
      standIn: jdStandIn,
      noun: 'row',
      push: (order, pushed, ctx) =>
        pushSignedFields(ctx, pushed, jdSign, {
          method: PUSH_METHOD,
          '360buy_param_json': JSON.stringify({ orderRow: jdRow(order, pushed.appKey, pidOf(pushed.store)) }),
        }),
    }),
  ],
};
