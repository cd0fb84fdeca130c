import { jsonTextOf, signedPushHolds, type UnionPush } from '@yanye/affiliate/server';
import { z } from 'zod';
import { orderOf, TopOrder, topSign } from './service';

/**
 * An order message of TOP's message service (淘宝联盟订单消息), posted to the store's callback: the message's
 * fields signed as TOP signs a request (MD5 of the sorted fields between two copies of the app secret), the order
 * row as a JSON text in `content`. Taken once per `message_id`.
 */
export const ORDER_TOPIC = 'taobao_tbk_OrderChanged';

const Message = z.object({
  app_key: z.string().max(64),
  timestamp: z.string().max(40),
  topic: z.literal(ORDER_TOPIC),
  message_id: z.string().min(1).max(64),
  content: jsonTextOf(TopOrder),
  sign: z.string().max(64),
});
type Message = z.output<typeof Message>;

export const taobaoPush: UnionPush<Message> = {
  verify: (raw, _header, settings) => signedPushHolds(raw, settings, topSign),
  schema: Message,
  eventKey: (m) => m.message_id,
  orders: (m) => [orderOf(m.content)],
  ack: () => ({ result: 'success' }),
  nack: (reason) => ({ result: 'fail', reason }),
};
