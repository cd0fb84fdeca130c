import { jsonTextOf, signedPushHolds, type UnionPush } from '@yanye/affiliate/server';
import { z } from 'zod';
import { JdOrderRow, jdSign, orderOf } from './service';

/**
 * JD Union's order push (订单推送), posted to the store's callback in the router's own form: `method`, the
 * order row as the JSON text `360buy_param_json`, the app key and a timestamp, signed like a request. JD gives no
 * message id: a push is the row at one change, so the row, its change time and its code name it.
 */
export const PUSH_METHOD = 'jd.union.open.order.push';

const Push = z.object({
  app_key: z.string().max(64),
  timestamp: z.string().max(40),
  method: z.literal(PUSH_METHOD),
  '360buy_param_json': jsonTextOf(z.object({ orderRow: JdOrderRow })),
  sign: z.string().max(64),
});
type Push = z.output<typeof Push>;

export const jdPush: UnionPush<Push> = {
  verify: (raw, _header, settings) => signedPushHolds(raw, settings, jdSign),
  schema: Push,
  eventKey: (p) => {
    const row = p['360buy_param_json'].orderRow;
    return `${row.id}:${row.modifyTime}:${row.validCode}:${row.payMonth}`;
  },
  orders: (p) => [orderOf(p['360buy_param_json'].orderRow)],
  ack: () => ({ code: 0, message: 'success' }),
  nack: (reason) => ({ code: 1, message: reason }),
};
