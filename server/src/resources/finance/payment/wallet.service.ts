import {
  AppError,
  balanceOf,
  book,
  orders,
  refunds,
  type StoreDb,
  suppliers,
  type WalletRef,
} from '@yanye/framework/server';
import { platformFee } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from './messages';

/**
 * The store's payment wallet (docs/finance.md): `payment` is what is available, `payment_frozen` what
 * withdrawals in flight hold, `payment_out` what reached the store's bank. Money only moves between them by
 * `book`, so available + frozen + paid out changes only with orders, refunds and fees.
 */
export const PAYMENT: WalletRef = { kind: 'payment' };
export const FROZEN: WalletRef = { kind: 'payment_frozen' };
export const PAID_OUT: WalletRef = { kind: 'payment_out' };

export interface Who {
  readonly accountId: number | null;
  readonly now: number;
}

/** Whether the store of the transaction is a union store: only they have a payment wallet with the platform. */
export async function isUnionStore(db: StoreDb): Promise<boolean> {
  const [me] = await db.select({ isUnion: suppliers.isUnion }).from(suppliers);
  return me?.isUnion === true;
}

/** Refuses a store that is not a union store (the catalogue hides the pages; this holds the calls too). */
export async function assertUnion(db: StoreDb): Promise<void> {
  if (!(await isUnionStore(db))) throw new AppError('NO_PERMISSION', PAYMENT_MESSAGES.notUnion);
}

/** The three balances of the payment wallet. */
export async function walletState(db: StoreDb) {
  return {
    available: await balanceOf(db, PAYMENT),
    frozen: await balanceOf(db, FROZEN),
    paid_out: await balanceOf(db, PAID_OUT),
  };
}

/**
 * Books a paid order of a union store: its income, and the platform's fee on it, as one event keyed by the
 * order, so a notification repeated books once. Nothing for a store that is not a union store.
 */
export async function bookOrderIncome(db: StoreDb, orderId: number, who: Who): Promise<boolean> {
  if (!(await isUnionStore(db))) return false;
  const [order] = await db
    .select({ sn: orders.orderSn, pay: orders.payAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.pay <= 0) return false;
  const doc = { type: 'order', id: orderId, no: order.sn };
  const fee = platformFee(order.pay);
  const booked = await book(
    db,
    [
      { wallet: PAYMENT, amount: order.pay, event: 'order_income', key: `order:${orderId}:pay`, doc },
      ...(fee > 0
        ? [
            {
              wallet: PAYMENT,
              amount: -fee,
              event: 'platform_fee' as const,
              key: `order:${orderId}:fee`,
              doc,
            },
          ]
        : []),
    ],
    who,
  );
  return booked.booked;
}

/**
 * Books a refund paid back to the buyer out of a union store's payment wallet, once per refund. The wallet may
 * go below zero (the income was withdrawn already): the platform collects it from the next orders.
 */
export async function bookRefundPaid(db: StoreDb, refundId: number, who: Who): Promise<boolean> {
  if (!(await isUnionStore(db))) return false;
  const [refund] = await db
    .select({ sn: refunds.refundSn, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!refund || refund.amount <= 0) return false;
  const booked = await book(
    db,
    [
      {
        wallet: PAYMENT,
        amount: -refund.amount,
        event: 'order_refund',
        key: `refund:${refundId}`,
        doc: { type: 'refund', id: refundId, no: refund.sn },
      },
    ],
    who,
  );
  return booked.booked;
}
