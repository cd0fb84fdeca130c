import { randomBytes } from 'node:crypto';
import type { ReceivedRequest, ReceiverAnswer, ReceiverContext } from '@yanye/addon-kit/server';
import {
  codedReason,
  holdsRefreshToken,
  PUSH_CALLBACK,
  type StandInAnswer,
  type StandInWire,
  sameSign,
  standInOrderPage,
  standInReceiver,
} from '@yanye/affiliate/server';
import { PUSH_PATH } from './push';
import {
  contentMd5,
  MT_ORDERS,
  MT_ROW,
  mtSignature,
  ORDER_PATH,
  REFRESH_PATH,
  signedHeaders,
  stringToSign,
} from './service';
import { mtStandIn } from './stand-in';

/** What the local Meituan API writes its orders with. */
const MT_STAND_IN: StandInWire = { standIn: mtStandIn, row: MT_ROW, orders: MT_ORDERS };

/** Meituan's refusal: `{code, message}`; `"<code> <words>"` reasons carry its own code. */
function failure(reason: string): ReceiverAnswer {
  const coded = codedReason(reason);
  return { body: { code: coded ? Number(coded.code) : 500, message: coded?.words ?? `服务异常：${reason}` } };
}

/** Meituan's refusal of a request from no app it knows. */
const NO_APP = '401 appkey 不存在';

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

const ordersAnswer: StandInAnswer = (request, ctx, store) => {
  const q = (request.json ?? {}) as Record<string, unknown>;
  const asked = standInOrderPage(MT_STAND_IN, store, ctx.now, {
    start: Number(q.startTime),
    end: Number(q.endTime),
    page: q.page,
    size: q.limit,
  });
  if (!asked) return failure('400 查询时间范围不能超过 1 天');
  return {
    body: {
      code: 0,
      message: '成功',
      data: {
        dataList: asked.written,
        actualItemNum: asked.rows.length,
        scrollId: asked.rows.length === asked.size ? randomBytes(8).toString('hex') : '',
      },
    },
  };
};

const refreshAnswer: StandInAnswer = (request, ctx, store) => {
  const sent = (request.json as { refreshToken?: unknown } | undefined)?.refreshToken;
  if (!holdsRefreshToken(store, sent)) return failure('403 refreshToken 无效');
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
};

/** Meituan's checks of a request: its app, the body's MD5, the timestamp, the signature and the media's token. */
async function refusalOf(request: ReceivedRequest, ctx: ReceiverContext): Promise<string | undefined> {
  const store = await storeOf(request, ctx);
  const secret = store?.settings.secrets.app_secret ?? '';
  if (!store || !secret) return NO_APP;
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
}

/**
 * The local Meituan Union API: the store found by `S-Ca-App`, the body's MD5, the timestamp, the HMAC signature
 * and the media's token checked as Meituan checks them; orders and token renewals answered in its shapes. Its
 * push posts an order to the store's callback signed the same way.
 */
export const mtReceiver = standInReceiver({
  key: 'mtunion',
  wire: MT_STAND_IN,
  storeOf,
  verify: refusalOf,
  failure,
  refusals: { appKey: NO_APP },
  calls: [
    { method: 'POST', path: ORDER_PATH, answer: ordersAnswer },
    { method: 'POST', path: REFRESH_PATH, answer: refreshAnswer },
  ],
  push: {
    title: '订单回推 / Push an order',
    send: (row, _order, { store, appKey }, ctx) =>
      ctx.push(store, PUSH_CALLBACK, row, (raw, settings) =>
        signedHeaders('POST', PUSH_PATH, raw, appKey, settings.secrets.app_secret ?? '', ctx.now * 1000, ''),
      ),
  },
});
