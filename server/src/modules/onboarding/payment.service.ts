import {
  AppError,
  badInput,
  conflict,
  type Deps,
  IntegrationError,
  nextTradeNo,
  PAY_NOTIFY_PATH,
  type PaymentNotification,
  payments,
  storeApplications,
} from '@yanye/framework/server';
import { type Lang, textOf } from '@yanye/i18n';
import { and, count, eq, gt } from 'drizzle-orm';
import { ENTRY_FEE, feeSettled, loadApplication, paymentsOf } from './application.service';
import { ONBOARDING_MESSAGES } from './messages';

/**
 * The entry fee, paid through the payment service (integrations/payment.ts): an order per attempt, each with its
 * own number (`out_trade_no`), booked once by its notification. A failed attempt is tried again with a new number;
 * an order still pending is offered again for a while (the service answers its pay page again) rather than
 * opening a second one the payer might pay too.
 */

/** How long a pending order is offered again before a new attempt gets a new one. */
export const PENDING_REUSE_SECONDS = 30 * 60;
/** Orders an application may open in a day. */
export const ORDERS_PER_DAY = 10;

/** Our order numbers: `EF` (entry fee) and the day, from the platform-wide sequence (platform/doc-no.ts). */
const ENTRY_FEE_PREFIX = 'EF';

/**
 * Where the payment service sends its notification and the payer comes back. The local service is this server:
 * paths; an outside one needs absolute addresses (PUBLIC_URL, else the address the request came to).
 */
function addresses(deps: Deps, origin: string): { notifyUrl: string; returnUrl: string } {
  const back = '/business/payFee';
  if (deps.integrations.payment.mode === 'local') return { notifyUrl: PAY_NOTIFY_PATH, returnUrl: back };
  const base = deps.config.PUBLIC_URL ?? origin;
  return { notifyUrl: `${base}${PAY_NOTIFY_PATH}`, returnUrl: `${base}${back}` };
}

/** Starts (or offers again) the payment of an application's entry fee: where to send the payer. */
export async function startEntryPayment(deps: Deps, id: number, lang: Lang, origin: string) {
  const db = deps.database.db;
  const now = deps.now();
  const app = await loadApplication(db, id);
  const known = await paymentsOf(db, [id]);
  if (feeSettled(app, known) || app.status === 'paid' || app.status === 'reviewing')
    throw conflict(ONBOARDING_MESSAGES.alreadyPaid);
  if (app.status === 'created') throw conflict(ONBOARDING_MESSAGES.infoFirst);
  if (app.status === 'approved') throw conflict(ONBOARDING_MESSAGES.approvedAlready);
  const payment = await db.transaction(async (tx) => {
    const [latest] = await paymentsOf(tx, [id]);
    if (latest?.status === 'pending' && latest.createdAt > now - PENDING_REUSE_SECONDS) return latest;
    const [today] = await tx
      .select({ n: count() })
      .from(payments)
      .where(
        and(eq(payments.purpose, ENTRY_FEE), eq(payments.refId, id), gt(payments.createdAt, now - 86_400)),
      );
    if ((today?.n ?? 0) >= ORDERS_PER_DAY)
      throw new AppError('TOO_MANY_REQUESTS', ONBOARDING_MESSAGES.tooManyOrders);
    const [made] = await tx
      .insert(payments)
      .values({
        outTradeNo: await nextTradeNo(tx, ENTRY_FEE_PREFIX, now, deps.config.TIME_ZONE),
        purpose: ENTRY_FEE,
        refId: id,
        amountCents: app.feeCents,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return made!;
  });
  try {
    const { payUrl } = await deps.integrations.payment.createOrder(
      {
        outTradeNo: payment.outTradeNo,
        amountCents: payment.amountCents,
        subject: textOf(ONBOARDING_MESSAGES.paySubject, lang, { store: app.storeName }),
        ...addresses(deps, origin),
      },
      db,
      now,
    );
    return { out_trade_no: payment.outTradeNo, pay_url: payUrl, amount_cents: payment.amountCents };
  } catch (error) {
    // The order stays pending: the next attempt offers the same number to the service again.
    if (error instanceof IntegrationError)
      throw new AppError('UNAVAILABLE', ONBOARDING_MESSAGES.payUnavailable);
    throw error;
  }
}

/**
 * Books a notification of the payment service, checked for its signature by the caller. Once per order number:
 * the same notification again (services repeat theirs until answered) changes nothing. A paid order moves its
 * application from `info` to the review queue in the same transaction. A paid order is never made failed; an
 * amount other than the order's is refused and books nothing.
 */
export async function bookNotification(
  deps: Deps,
  n: PaymentNotification,
): Promise<{ out_trade_no: string; status: string; booked: boolean }> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.outTradeNo, n.out_trade_no))
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND', ONBOARDING_MESSAGES.notifyUnknownOrder);
    const answer = (booked: boolean) => ({ out_trade_no: n.out_trade_no, status: n.status, booked });
    if (n.status === 'failed') {
      if (payment.status !== 'pending') return answer(false);
      await tx
        .update(payments)
        .set({ status: 'failed', failReason: n.reason.slice(0, 200), updatedAt: now })
        .where(eq(payments.id, payment.id));
      return answer(true);
    }
    if (payment.status === 'paid') return answer(false);
    if (n.amount_cents !== payment.amountCents) throw badInput(ONBOARDING_MESSAGES.notifyAmount);
    await tx
      .update(payments)
      .set({ status: 'paid', tradeNo: n.trade_no, paidAt: now, failReason: '', updatedAt: now })
      .where(eq(payments.id, payment.id));
    if (payment.purpose === ENTRY_FEE) {
      await tx
        .update(storeApplications)
        .set({ status: 'paid', submittedAt: now, updatedAt: now })
        .where(and(eq(storeApplications.id, payment.refId), eq(storeApplications.status, 'info')));
    }
    return answer(true);
  });
}
