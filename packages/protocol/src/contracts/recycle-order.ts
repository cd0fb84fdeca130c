import { z } from 'zod';
import { get } from '../contract';
import { resourceCalls } from '../list';
import { FlowEvent } from '../list-meta';
import { recordId } from '../schemas';
import { Quote } from './recycle';

/**
 * A recycling order's calls that are not its resource's own: its details as the details page shows
 * them, and the member's addresses its form picks from. The list, the add form's Save and every step are the
 * `RecycleOrder` resource's calls.
 */

const base = '/v1/seller/recycle/';

/**
 * An order's states, in the order an order goes through them: submitted, a collector assigned, the goods
 * collected, inspected (priced again), the price confirmed by the member, paid to the member's recycling wallet;
 * or cancelled before collection, or returned after an inspected price the member refused.
 */
export const RECYCLE_ORDER_STATES = [
  'submitted',
  'assigned',
  'collected',
  'inspected',
  'confirmed',
  'paid',
  'cancelled',
  'returned',
] as const;
export type RecycleOrderState = (typeof RECYCLE_ORDER_STATES)[number];

/** Where the goods are collected: brought to a recycle point, or fetched at the member's address. */
export const COLLECTION_MODES = ['point', 'home'] as const;
export type CollectionMode = (typeof COLLECTION_MODES)[number];

/** The member's addresses, for an order collected at home (`member_id=` narrows to one member's). */
export const addressOptions = resourceCalls.options(`${base}RecycleOrderAddressOptions`);

export const OrderItemDetail = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  /** From the top, as it was named when the order was made: `旧家电 / 冰箱`. */
  category_name: z.string(),
  brand_id: z.number().int(),
  brand_name: z.string(),
  qty: z.number().int(),
  unit: z.string(),
  /** The price of one, as the server quoted it when the order was made (cents). */
  unit_price: z.number().int(),
  amount: z.number().int(),
  /** How the price was made: the base, each chosen answer's effect, the total of one. */
  quote: Quote,
});
export type OrderItemDetail = z.infer<typeof OrderItemDetail>;

export const OrderDetail = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.enum(RECYCLE_ORDER_STATES),
  status_title: z.string(),
  member_id: z.number().int(),
  member_name: z.string(),
  member_phone: z.string(),
  mode: z.enum(COLLECTION_MODES),
  mode_title: z.string(),
  point_id: z.number().int(),
  point_name: z.string(),
  /** Where the goods are fetched (home) or brought (point), in one line. */
  place: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  preferred_at: z.number().int().nullable(),
  remark: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  staff_phone: z.string(),
  quoted_total: z.number().int(),
  inspected_total: z.number().int().nullable(),
  inspect_photos: z.array(z.string()),
  inspect_note: z.string(),
  /** Why it was cancelled or returned. */
  close_reason: z.string(),
  /** The member's recycling wallet row of its payment, once paid. */
  payout: z
    .object({ log_id: z.number().int(), amount: z.number().int(), balance_after: z.number().int() })
    .nullable(),
  created_at: z.number().int(),
  items: z.array(OrderItemDetail),
  history: z.array(FlowEvent),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const orderDetail = get(`${base}RecycleOrderDetail`, {
  summary:
    'One recycling order as its details page shows it: items with their quotes, inspection, payout, history',
  query: z.object({ id: recordId }),
  response: OrderDetail,
});
