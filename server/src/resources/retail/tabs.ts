import { orders, refunds } from '@yanye/framework/server';
import { and, eq, inArray, type SQL } from 'drizzle-orm';

/**
 * What each order counter counts, in one place: the list tabs filter by the same conditions, so a counter and
 * its tab always agree. Each is one status, so an order is in one counter only.
 */
export const ORDER_TABS = {
  /** Unpaid. */
  submit: eq(orders.orderStatus, 'submit'),
  /** Paid, waiting to be shipped. */
  pay: eq(orders.orderStatus, 'pay'),
  /** Shipped, or (pick-up and in-shop orders, freight mode 2) waiting to be consumed. */
  send: eq(orders.orderStatus, 'send'),
} as const satisfies Record<string, SQL>;

export type OrderTab = keyof typeof ORDER_TABS;

/**
 * Refunds waiting for the seller: a money-only refund to agree to and then pay, a return to agree to and, once
 * the goods are back, to pay.
 */
export const REFUND_TABS = {
  refund: and(eq(refunds.type, 'refund'), inArray(refunds.status, ['pending', 'agreed']))!,
  return: and(eq(refunds.type, 'return'), inArray(refunds.status, ['pending', 'returned']))!,
} as const satisfies Record<string, SQL>;
