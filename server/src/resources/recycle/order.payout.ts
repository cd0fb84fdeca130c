import { book, type StoreDb } from '@yanye/framework/server';
import type { recycleOrders } from './tables';

/** The ledger key of an order's payout: one per order, so a retried or raced payment books once. */
export const payoutKey = (orderId: number) => `recycle-order:${orderId}`;

/** What the wallet log says of the row (data, not an interface text: the log shows it as written). */
const PAYOUT_NOTE = '回收订单打款';

type Order = Pick<typeof recycleOrders.$inferSelect, 'id' | 'orderNo' | 'memberId' | 'inspectedTotal'>;

/**
 * Credits the member's recycling wallet with the order's inspected price, under the order's key, in the
 * caller's transaction: booked once however often it is called. Goods inspected as worth nothing (the member
 * agreed to have them taken away for free) book nothing.
 */
export async function bookPayout(
  db: StoreDb,
  order: Order,
  who: { readonly accountId: number | null; readonly now: number },
) {
  const amount = order.inspectedTotal ?? 0;
  if (amount <= 0) return undefined;
  const booking = await book(
    db,
    [
      {
        wallet: { kind: 'recycle', memberId: order.memberId },
        amount,
        event: 'recycle_income',
        key: payoutKey(order.id),
        doc: { type: 'recycle_order', id: order.id, no: order.orderNo },
        note: PAYOUT_NOTE,
      },
    ],
    who,
  );
  return { booked: booking.booked, row: booking.rows[0]! };
}
