import {
  AppError,
  conflict,
  goods,
  orderLines,
  orders,
  refunds,
  type ShipContext,
  type StoreDb,
  type UserContext,
} from '@yanye/framework/server';
import { formatMoney } from '@yanye/protocol';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bookRefundPaid } from '../finance/payment/wallet.service';
import { returnToStock, shipFromStock } from '../jxc/retail-stock';

/** Order statuses in which the buyer has paid and the goods are not settled yet. */
const OPEN_PAID = ['pay', 'send', 'receive'] as const;

/**
 * Puts an order's goods back in stock, goods locked in id order so two cancels over the same goods wait for
 * each other instead of deadlocking. `unsell` also takes them off the goods' sales (goods that came back).
 */
export async function returnStock(db: StoreDb, orderId: number, unsell: boolean): Promise<void> {
  const lines = await db
    .select({ goodsId: orderLines.goodsId, qty: sql<string>`sum(${orderLines.qty})::text` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.goodsId)
    .orderBy(asc(orderLines.goodsId));
  for (const line of lines) {
    await db
      .update(goods)
      .set({
        stock: sql`${goods.stock} + ${line.qty}::numeric`,
        ...(unsell ? { sales: sql`greatest(${goods.sales} - ${line.qty}::numeric, 0)` } : {}),
      })
      .where(eq(goods.id, line.goodsId));
  }
}

/**
 * Cancels an unpaid order and returns its goods to stock in the same transaction (docs/retail.md). The status
 * change is conditional: an order paid meanwhile is not cancelled, and two cancels return the stock once.
 */
export async function cancelOrder(db: StoreDb, orderId: number, reason: string, now: number): Promise<void> {
  const [done] = await db
    .update(orders)
    .set({ orderStatus: 'cancel', cancelTime: now, cancelReason: reason })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'submit')))
    .returning({ id: orders.id });
  if (!done) throw conflict('orderStatusChanged');
  await returnStock(db, orderId, false);
}

/** A person's shipment: now, on the store's clock, by them. */
export const shipping = (deps: UserContext['deps'], principal: UserContext['principal']): ShipContext => ({
  now: deps.now(),
  timeZone: deps.config.TIME_ZONE,
  accountId: principal.accountId,
});

/**
 * Ships a paid delivery order with its carrier and waybill; its goods made of a material leave the inventory's
 * stock by lot in the same transaction (jxc/retail-stock.ts), or nothing ships.
 */
export async function shipOrder(
  db: StoreDb,
  orderId: number,
  express: { company: string; no: string },
  ctx: ShipContext,
): Promise<void> {
  const [done] = await db
    .update(orders)
    .set({ orderStatus: 'send', sendTime: ctx.now, expressCompany: express.company, expressNo: express.no })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'pay'), eq(orders.freightMode, 1)))
    .returning({ id: orders.id });
  if (!done) throw conflict('orderStatusChanged');
  await shipFromStock(db, orderId, ctx);
}

/**
 * A pick-up or in-shop order handed over (the code checked at the counter): it is done, and its goods made of a
 * material leave the inventory's stock as a shipment's do.
 */
export async function verifyOrder(db: StoreDb, orderId: number, ctx: ShipContext): Promise<void> {
  const [done] = await db
    .update(orders)
    .set({ orderStatus: 'finish', finishTime: ctx.now })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'send'), eq(orders.freightMode, 2)))
    .returning({ id: orders.id });
  if (!done) throw conflict('orderStatusChanged');
  await shipFromStock(db, orderId, ctx);
}

/** Moves a refund request from `from` to `to` with the seller's reply; refused if it moved meanwhile. */
export async function answerRefund(
  db: StoreDb,
  refundId: number,
  from: readonly (typeof refunds.$inferSelect)['status'][],
  to: 'agreed' | 'rejected',
  reply: string,
  now: number,
): Promise<void> {
  const [done] = await db
    .update(refunds)
    .set({ status: to, reply, ...(to === 'rejected' ? { handledAt: now } : {}) })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, [...from])))
    .returning({ id: refunds.id });
  if (!done) throw conflict('refundStatusChanged');
}

/**
 * What a refund request may still give back: what it asks, and never more than the order has left to refund.
 * The refund list shows it (可退金额) and the confirm dialog holds its amount to it.
 */
export const refundableSql = sql<number>`least(${refunds.amount}, ${orders.payAmount} - ${orders.refundedAmount})`;

/**
 * Pays an agreed refund back, in one transaction: the request is settled (for `amount` cents if given, at most
 * what it asked and what the order has left; all it asked if not), the order's refunded amount grows (never past
 * what was paid, checked on the locked order and by a constraint), a fully refunded order that was still open is
 * closed, and the goods go back to stock when they come back: a return, or a full refund of an order not shipped
 * yet.
 */
export async function confirmRefund(
  db: StoreDb,
  refundId: number,
  now: number,
  amount?: number,
): Promise<void> {
  const [asked] = await db
    .select({ amount: refunds.amount, orderId: refunds.orderId })
    .from(refunds)
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['agreed', 'returned'])));
  if (!asked) throw conflict('refundStatusChanged');
  const [order] = await db
    .select({ pay: orders.payAmount, refunded: orders.refundedAmount, status: orders.orderStatus })
    .from(orders)
    .where(eq(orders.id, asked.orderId))
    .for('update');
  if (!order) throw conflict('refundStatusChanged');
  const left = order.pay - order.refunded;
  const paid = amount ?? asked.amount;
  if (paid > Math.min(asked.amount, left))
    throw new AppError('CONFLICT', 'refundTooMuch', { left: formatMoney(Math.min(asked.amount, left)) });

  const [refund] = await db
    .update(refunds)
    // Paid as asked, or less: then what the buyer asked is kept beside what was paid.
    .set({
      status: 'refunded',
      handledAt: now,
      amount: paid,
      askedAmount: paid < asked.amount ? asked.amount : null,
    })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['agreed', 'returned'])))
    .returning({ orderId: refunds.orderId, amount: refunds.amount, type: refunds.type });
  if (!refund) throw conflict('refundStatusChanged');

  const full = refund.amount === left;
  const open = (OPEN_PAID as readonly string[]).includes(order.status);
  await db
    .update(orders)
    .set({
      refundedAmount: sql`${orders.refundedAmount} + ${refund.amount}`,
      ...(full && open ? { orderStatus: 'cancel' as const, cancelTime: now, cancelReason: '全额退款' } : {}),
    })
    .where(eq(orders.id, refund.orderId));
  if (refund.type === 'return' || (full && order.status === 'pay')) {
    await returnStock(db, refund.orderId, true);
    // What the order took out of the inventory comes back with its goods, lot by lot.
    await returnToStock(db, refund.orderId, { now });
  }
  // A union store's refund is paid out of its payment wallet with the platform.
  await bookRefundPaid(db, refundId, { accountId: null, now });
}
