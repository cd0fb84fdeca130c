import {
  AppError,
  CAMPAIGN_STATE_TITLES,
  campaignStateAt,
  conflict,
  members,
  moveMemberBalance,
  type StoreDb,
} from '@yanye/addon-kit/server';
import { and, eq, ne, sql } from 'drizzle-orm';
import { flashsaleItems, flashsaleOrders, flashsales } from './tables';
import { FLASHSALE_MESSAGES } from './texts';

/**
 * What buying and cancelling do to the flash stock and the member's balance, each a named step in the caller's
 * transaction (docs/finance.md). Locks are always taken in the same order, session (shared) → item → wallet, so
 * racing purchases and cancellations queue instead of deadlocking.
 */

const i = flashsaleItems;
const o = flashsaleOrders;

/** The ledger keys of an order: one payment and at most one refund, however often a step is retried. */
export const payKey = (orderId: number) => `flashsale-order:${orderId}:pay`;
export const refundKey = (orderId: number) => `flashsale-order:${orderId}:refund`;

/** What the wallet log says of the rows (data, as the log shows it). */
const PAY_NOTE = '限时秒杀下单';
const REFUND_NOTE = '限时秒杀订单取消退款';

export interface Purchase {
  readonly itemId: number;
  readonly memberId: number;
  readonly qty: number;
}

/** The order a purchase makes, before it is written: the columns `takeStock` worked out. */
export interface TakenOrder {
  readonly sessionId: number;
  readonly itemId: number;
  readonly memberId: number;
  readonly goodsId: number;
  readonly goodsName: string;
  readonly qty: number;
  readonly price: number;
  readonly amount: number;
}

const invalid = (field: string) =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonValue' } });

/**
 * Takes `qty` of an item's flash stock for a member: the session must be running now, the member active, and
 * the member's orders of the item (cancelled ones aside) plus this one within its limit. The stock moves by one
 * guarded update (`sold + qty <= stock`), which also locks the item: purchases of one item are counted one after
 * the other, so the member's earlier orders are read after any racing one has committed. Refused, it changes
 * nothing; taken, the caller's transaction must write the order and book its payment, or roll it all back.
 */
export async function takeStock(db: StoreDb, p: Purchase, now: number): Promise<TakenOrder> {
  const [member] = await db
    .select({ name: members.nickName, phone: members.phone, status: members.status })
    .from(members)
    .where(eq(members.id, p.memberId));
  if (!member) throw invalid('member_id');
  const who = member.name || member.phone;
  if (member.status !== 1) throw conflict(FLASHSALE_MESSAGES.memberDisabled, { member: who });

  const [found] = await db.select({ docId: i.docId }).from(i).where(eq(i.id, p.itemId));
  if (!found) throw invalid('item_id');
  // Held shared: a stop or an edit of the session waits for this purchase, and one after them is refused.
  const [session] = await db.select().from(flashsales).where(eq(flashsales.id, found.docId)).for('share');
  const state = campaignStateAt(session!, now);
  if (state !== 'running')
    throw conflict(FLASHSALE_MESSAGES.notRunning, {
      title: session!.title,
      state: CAMPAIGN_STATE_TITLES[state],
    });

  const [item] = await db
    .update(i)
    .set({ sold: sql`${i.sold} + ${p.qty}` })
    .where(and(eq(i.id, p.itemId), sql`${i.sold} + ${p.qty} <= ${i.stock}`))
    .returning();
  if (!item) {
    const [held] = await db.select().from(i).where(eq(i.id, p.itemId));
    throw conflict(FLASHSALE_MESSAGES.soldOut, {
      goods: held!.goodsName,
      left: held!.stock - held!.sold,
      qty: p.qty,
    });
  }

  const [mine] = await db
    .select({ qty: sql<number>`coalesce(sum(${o.qty}), 0)::int` })
    .from(o)
    .where(and(eq(o.itemId, p.itemId), eq(o.memberId, p.memberId), ne(o.status, 'cancelled')));
  const bought = Number(mine?.qty ?? 0);
  if (bought + p.qty > item.limitPerMember)
    throw conflict(FLASHSALE_MESSAGES.overLimit, {
      goods: item.goodsName,
      limit: item.limitPerMember,
      member: who,
      bought,
      can: Math.max(item.limitPerMember - bought, 0),
    });

  return {
    sessionId: item.docId,
    itemId: item.id,
    memberId: p.memberId,
    goodsId: item.goodsId,
    goodsName: item.goodsName,
    qty: p.qty,
    price: item.flashPrice,
    amount: item.flashPrice * p.qty,
  };
}

type Order = Pick<typeof flashsaleOrders.$inferSelect, 'id' | 'orderNo' | 'memberId' | 'amount'>;
type Who = { readonly accountId: number | null; readonly now: number };

/**
 * Books an order's payment from the member's balance, under the order's key: refused (and with it the whole
 * purchase, stock included) when the balance is short, booked once however often it is called.
 */
export async function bookPayment(db: StoreDb, order: Order, who: Who) {
  return moveMemberBalance(
    db,
    {
      memberId: order.memberId,
      amount: -order.amount,
      event: 'flashsale_pay',
      key: payKey(order.id),
      doc: { type: 'flashsale', id: order.id, no: order.orderNo },
      note: PAY_NOTE,
    },
    who,
  );
}

/**
 * Undoes a paid order that has not shipped: its quantity goes back to the item's flash stock (for the next
 * buyer, while the session runs) and its amount back to the member's balance, under the order's refund key.
 */
export async function cancelOrder(
  db: StoreDb,
  order: Order & Pick<typeof flashsaleOrders.$inferSelect, 'itemId' | 'qty'>,
  who: Who,
) {
  await db
    .update(i)
    .set({ sold: sql`${i.sold} - ${order.qty}` })
    .where(and(eq(i.id, order.itemId), sql`${i.sold} >= ${order.qty}`));
  return moveMemberBalance(
    db,
    {
      memberId: order.memberId,
      amount: order.amount,
      event: 'flashsale_refund',
      key: refundKey(order.id),
      doc: { type: 'flashsale', id: order.id, no: order.orderNo },
      note: REFUND_NOTE,
    },
    who,
  );
}
