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
  sequenceOf,
  signedFields,
  standInPage,
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

/** What grain shoppers buy on JD through the store's links. */
export const JD_GOODS: readonly StandInGoods[] = [
  { id: '100012043978', name: '京东京造 东北五常稻花香大米 10kg', price: 12_990, rate: 500 },
  { id: '100008348542', name: '金龙鱼 盘锦蟹田大米 5kg', price: 4_590, rate: 400 },
  { id: '100005631023', name: '五得利 八星雪花小麦粉 10kg', price: 4_990, rate: 300 },
  { id: '100016789542', name: '长寿花 金胚玉米油 5L', price: 9_990, rate: 350 },
  { id: '100009874123', name: '香满园 米中珍品 10kg', price: 7_990, rate: 400 },
  { id: '100021457896', name: '古船 富强小麦粉 5kg', price: 2_790, rate: 500 },
  { id: '100014562387', name: '多力 葵花籽油 5L', price: 8_900, rate: 300 },
  { id: '100023658741', name: '北纯 有机黑米 1kg', price: 2_990, rate: 1_000 },
];

export const seedOf = (appKey: string) => `jdunion:${appKey}`;

/** The sub-union id of the store's i-th affiliate at the stand-in. */
export function subUnionIdOf(appKey: string, i: number): string {
  return `fg${100_000 + Math.floor(affiliateDraw(seedOf(appKey), i) * 900_000)}`;
}

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
    subUnionId: o.affiliate >= 0 ? subUnionIdOf(appKey, o.affiliate) : '',
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
  const { rows, hasMore } = standInPage({
    seed: seedOf(appKey),
    catalog: JD_GOODS,
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

/**
 * The local JD router and OAuth server: the store found by its app key, the MD5 sign, the timestamp and the
 * access token checked as JD checks them, the order rows and the token refresh answered in JD's shapes; its push
 * sends an order row as JD's order push would.
 */
export const jdReceiver: ReceiverSpec = {
  key: 'jdunion',
  async verify(request, ctx) {
    const q = request.query;
    const store = await storeByAppKey(request, ctx);
    const secret = store?.settings.secrets.app_secret ?? '';
    if (!store || !secret) return '19 无效的 app_key';
    if (request.path === REFRESH_PATH) return q.app_secret === secret ? undefined : '21 app_secret 错误';
    const refused = checkSignedQuery(q, secret, ctx.now, jdSign, {
      sign: '20 签名错误',
      timestamp: '5 时间戳错误或已过期',
    });
    if (refused) return refused;
    if (!q.access_token || q.access_token !== store.settings.secrets.access_token)
      return '16 access_token 无效';
    return undefined;
  },
  routes: [
    {
      method: 'GET',
      path: GATEWAY,
      async answer(request, ctx) {
        const store = await storeByAppKey(request, ctx);
        if (!store) return failure('19 无效的 app_key');
        if (request.query.method === ORDER_METHOD) return ordersAnswer(request, ctx, store);
        return failure('22 无效的方法名');
      },
    },
    {
      method: 'GET',
      path: REFRESH_PATH,
      async answer(request, ctx) {
        const store = await storeByAppKey(request, ctx);
        return store ? refreshAnswer(request, ctx, store) : failure('19 无效的 app_key');
      },
    },
  ],
  failure,
  actions: [
    pushOrderAction({
      title: '推送订单 / Push an order row',
      seedOf,
      catalog: JD_GOODS,
      noun: 'row',
      push(order, { store, appKey }, ctx) {
        const push: Record<string, string> = {
          app_key: appKey,
          timestamp: beijingTime(ctx.now),
          method: PUSH_METHOD,
          '360buy_param_json': JSON.stringify({ orderRow: jdRow(order, appKey, pidOf(store)) }),
        };
        const signed = { ...push, sign: jdSign(signedFields(push), store.settings.secrets.app_secret ?? '') };
        return ctx.push(store, PUSH_CALLBACK, signed, () => ({}));
      },
    }),
  ],
};
