import { PUSH_CALLBACK, sameSign, type UnionPush } from '@yanye/affiliate/server';
import { contentMd5, MtOrder, mtSignature, orderOf, stringToSign } from './service';

/**
 * Meituan Union's order push (订单回推): one order as JSON, signed in headers as Meituan signs its API (the path
 * signed is the callback's own, `/order_push`), answered `{"errcode":"0","errmsg":"ok"}`. A push is the order at
 * one change: its id, change time and status name it.
 */
export const PUSH_PATH = `/${PUSH_CALLBACK}`;

export const mtPush: UnionPush<MtOrder> = {
  verify(raw, header, settings) {
    const secret = settings.secrets.app_secret ?? '';
    const app = header('s-ca-app') ?? '';
    const timestamp = header('s-ca-timestamp') ?? '';
    const md5 = header('content-md5') ?? '';
    const signature = header('s-ca-signature') ?? '';
    if (!secret || app === '' || app !== settings.values.app_key) return false;
    const body = raw.toString('utf8');
    if (!sameSign(md5, contentMd5(body))) return false;
    const text = stringToSign('POST', md5, { 'S-Ca-App': app, 'S-Ca-Timestamp': timestamp }, PUSH_PATH);
    return sameSign(signature, mtSignature(secret, text));
  },
  schema: MtOrder,
  eventKey: (o) => `${o.orderId}:${o.updateTime}:${o.status}`,
  orders: (o) => [orderOf(o)],
  ack: () => ({ errcode: '0', errmsg: 'ok' }),
  nack: (reason) => ({ errcode: '1', errmsg: reason }),
};
