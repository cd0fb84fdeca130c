import { z } from 'zod';
import { get } from '../contract';
import { recordId } from '../schemas';

/** An order's states: unpaid, paid to ship, shipped or to be consumed, received, finished, cancelled. */
export const ORDER_STATUSES = ['submit', 'pay', 'send', 'receive', 'finish', 'cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What can happen to an order, as its details tell its story. */
export const ORDER_EVENTS = [
  'created',
  'paid',
  'shipped',
  'ready',
  'received',
  'verified',
  'cancelled',
  'refund_asked',
  'refund_agreed',
  'refund_returned',
  'refund_rejected',
  'refunded',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];
export const ORDER_ACTORS = ['buyer', 'staff', 'store', 'unknown'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** `refund` money only, `return` goods and money. */
export const REFUND_TYPES = ['refund', 'return'] as const;
/** `pending` waits for the seller; `agreed`; `returned` goods back; `refunded` money back; `rejected`. */
export const REFUND_STATUSES = ['pending', 'agreed', 'returned', 'refunded', 'rejected'] as const;

/** Order details (`/dataDetails/order/info/:id`); the list and its actions are the Order resource's. */

export const orderInfo = get('/v1/seller/order/info', {
  summary: 'One order as its details show it: the order, its lines, its after-sale requests and shop',
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    order_sn: z.string(),
    buyer_name: z.string(),
    buyer_phone: z.string(),
    shop_id: z.number().int(),
    shop_name: z.string(),
    freight_mode: z.number().int(),
    order_status: z.enum(ORDER_STATUSES),
    goods_amount: z.number().int(),
    freight_amount: z.number().int(),
    discount_amount: z.number().int(),
    pay_amount: z.number().int(),
    refunded_amount: z.number().int(),
    address: z.string(),
    remark: z.string(),
    express_company: z.string(),
    express_no: z.string(),
    cancel_reason: z.string(),
    created_at: z.number().int(),
    pay_time: z.number().int().nullable(),
    send_time: z.number().int().nullable(),
    finish_time: z.number().int().nullable(),
    cancel_time: z.number().int().nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        goods_id: z.number().int(),
        goods_name: z.string(),
        spec: z.string(),
        unit: z.string(),
        price: z.number().int(),
        qty: z.number(),
        amount: z.number().int(),
      }),
    ),
    refunds: z.array(
      z.object({
        id: z.number().int(),
        refund_sn: z.string(),
        type: z.enum(REFUND_TYPES),
        status: z.enum(REFUND_STATUSES),
        amount: z.number().int(),
        reason: z.string(),
        reply: z.string(),
        created_at: z.number().int(),
        handled_at: z.number().int().nullable(),
      }),
    ),
    /** The order's story, oldest first: what happened, when, and who did it. */
    events: z.array(
      z.object({
        kind: z.enum(ORDER_EVENTS),
        at: z.number().int(),
        /**
         * Who: the buyer, a person of the store (`by` their name), the store with the person not recorded (an
         * order from before the operator log), or not known (an unpaid order closed by the buyer or the clock).
         */
        actor: z.enum(ORDER_ACTORS),
        by: z.string(),
        /** Cents, where the event moves money (paid, asked, refunded); null elsewhere. */
        amount: z.number().int().nullable(),
        /** What was said or given: a reason, a reply, a waybill. */
        note: z.string(),
        /** The after-sale request it belongs to, '' for the order's own events. */
        refund_sn: z.string(),
      }),
    ),
  }),
});
