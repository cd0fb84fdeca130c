import { randomBytes } from 'node:crypto';
import type { ReceivedRequest, ReceiverAnswer, ReceiverContext, ReceiverSpec } from '@yanye/addon-kit/server';
import {
  codedReason,
  PUSH_CALLBACK,
  pidOf,
  pushOrderAction,
  type StandInOrder,
  sameSign,
  yuanOf,
} from '@yanye/affiliate/server';
import type { z } from 'zod';
import { PUSH_PATH } from './push';
import {
  contentMd5,
  MAX_WINDOW,
  type MtOrder,
  mtSignature,
  ORDER_PATH,
  PAGE_SIZE,
  REFRESH_PATH,
  STATUS_OF,
  signedHeaders,
  stringToSign,
} from './service';
import { mtStandIn } from './stand-in';

/** A stand-in order as Meituan writes it. */
export function mtRow(o: StandInOrder, appKey: string, pid: string): z.input<typeof MtOrder> {
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
    sid: o.affiliate >= 0 ? mtStandIn.affiliateOf(appKey, o.affiliate) : pid,
    businessLine: 4,
  };
}

/** Meituan's refusal: `{code, message}`; `"<code> <words>"` reasons carry its own code. */
function failure(reason: string): ReceiverAnswer {
  const coded = codedReason(reason);
  return { body: { code: coded ? Number(coded.code) : 500, message: coded?.words ?? `服务异常：${reason}` } };
}

const storeOf = (request: ReceivedRequest, ctx: ReceiverContext) =>
  ctx.storeBy('app_key', request.headers['s-ca-app'] ?? '');

/** The signed headers a request names, by their canonical names. */
function signedOf(request: ReceivedRequest): Record<string, string> | undefined {
  const names = (request.headers['s-ca-signature-headers'] ?? '').split(',').filter(Boolean);
  if (!names.includes('S-Ca-App') || !names.includes('S-Ca-Timestamp')) return undefined;
  const out: Record<string, string> = {};
  for (const name of names) out[name] = request.headers[name.toLowerCase()] ?? '';
  return out;
}

function ordersAnswer(
  request: ReceivedRequest,
  ctx: ReceiverContext,
  appKey: string,
  pid: string,
): ReceiverAnswer {
  const q = (request.json ?? {}) as Record<string, unknown>;
  const start = Number(q.startTime);
  const end = Number(q.endTime);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end <= start || end - start > MAX_WINDOW)
    return failure('400 查询时间范围不能超过 1 天');
  const { size, rows } = mtStandIn.page(appKey, {
    start,
    end,
    now: ctx.now,
    page: q.page,
    size: q.limit,
    maxSize: PAGE_SIZE,
  });
  return {
    body: {
      code: 0,
      message: '成功',
      data: {
        dataList: rows.map((o) => mtRow(o, appKey, pid)),
        actualItemNum: rows.length,
        scrollId: rows.length === size ? randomBytes(8).toString('hex') : '',
      },
    },
  };
}

/**
 * The local Meituan Union API: the store found by `S-Ca-App`, the body's MD5, the timestamp, the HMAC signature
 * and the media's token checked as Meituan checks them; orders and token renewals answered in its shapes. Its
 * push posts an order to the store's callback signed the same way.
 */
export const mtReceiver: ReceiverSpec = {
  key: 'mtunion',
  async verify(request, ctx) {
    const store = await storeOf(request, ctx);
    const secret = store?.settings.secrets.app_secret ?? '';
    if (!store || !secret) return '401 appkey 不存在';
    const md5 = request.headers['content-md5'] ?? '';
    if (!sameSign(md5, contentMd5(request.body))) return '401 Content-MD5 与请求体不符';
    const signed = signedOf(request);
    if (!signed) return '401 缺少签名头';
    const at = Number(signed['S-Ca-Timestamp']) / 1000;
    if (!Number.isFinite(at) || Math.abs(at - ctx.now) > 600) return '401 时间戳已过期';
    const text = stringToSign(request.method, md5, signed, request.path);
    if (!sameSign(request.headers['s-ca-signature'] ?? '', mtSignature(secret, text)))
      return '401 签名验证失败';
    if (request.path === ORDER_PATH && signed['S-Ca-Token'] !== store.settings.secrets.access_token)
      return '403 媒体授权令牌无效';
    return undefined;
  },
  routes: [
    {
      method: 'POST',
      path: ORDER_PATH,
      async answer(request, ctx) {
        const store = await storeOf(request, ctx);
        if (!store) return failure('401 appkey 不存在');
        const appKey = String(store.settings.values.app_key ?? '');
        return ordersAnswer(request, ctx, appKey, pidOf(store));
      },
    },
    {
      method: 'POST',
      path: REFRESH_PATH,
      async answer(request, ctx) {
        const store = await storeOf(request, ctx);
        const held = store?.settings.secrets.refresh_token ?? '';
        const sent = (request.json as { refreshToken?: unknown } | undefined)?.refreshToken;
        if (!store || !held || sent !== held) return failure('403 refreshToken 无效');
        return {
          body: {
            code: 0,
            message: '成功',
            data: {
              accessToken: `mt${randomBytes(20).toString('hex')}`,
              refreshToken: `mtr${randomBytes(20).toString('hex')}`,
              expireTime: ctx.now + 30 * 86_400,
              mediaName: `美团联盟媒体${String(store.settings.values.app_key ?? '').slice(-4)}`,
            },
          },
        };
      },
    },
  ],
  failure,
  actions: [
    pushOrderAction({
      title: '订单回推 / Push an order',
      standIn: mtStandIn,
      push(order, { store, appKey }, ctx) {
        const event = mtRow(order, appKey, pidOf(store));
        return ctx.push(store, PUSH_CALLBACK, event, (raw, settings) =>
          signedHeaders(
            'POST',
            PUSH_PATH,
            raw,
            appKey,
            settings.secrets.app_secret ?? '',
            ctx.now * 1000,
            '',
          ),
        );
      },
    }),
  ],
};
