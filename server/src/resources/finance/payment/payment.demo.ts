import { balanceOf, bankCards, orders, refunds, type StoreDb, withdrawals } from '@yanye/framework/server';
import { isLuhn } from '@yanye/protocol';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { bookOrderIncome, bookRefundPaid, PAYMENT } from './wallet.service';
import { applyWithdrawal, settlePayout } from './withdrawal.service';

const DAY = 86_400;
/** The demo's stores keep China's clock. */
const TIME_ZONE = 'Asia/Shanghai';

/** A card number of the demo: the digits given, and the check digit that makes it pass the Luhn check. */
function demoCardNo(body: string): string {
  for (let d = 0; d <= 9; d++) if (isLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

type Step = { at: number; run: () => Promise<unknown> };

/**
 * A union store's payment wallet as its business made it, booked in time order through the wallet's own
 * functions: every paid order's income and the platform's fee, every refund paid back, a bank card, a
 * withdrawal paid out three weeks ago and one waiting for the platform's review.
 */
export async function seedPaymentWallet(db: StoreDb, adminId: number, now: number): Promise<void> {
  const [card] = await db
    .insert(bankCards)
    .values({
      bankCode: '103',
      bankName: '中国农业银行',
      branch: '五常市民乐支行',
      holder: '丰谷粮油有限公司',
      cardNo: demoCardNo('622848041826039751'),
      isDefault: 1,
      createdAt: now - 120 * DAY,
      updatedAt: now - 120 * DAY,
    })
    .returning({ id: bankCards.id });
  const paid = await db
    .select({ id: orders.id, at: orders.payTime })
    .from(orders)
    .where(and(isNotNull(orders.payTime), ne(orders.orderStatus, 'cancel')));
  const back = await db
    .select({ id: refunds.id, at: refunds.handledAt })
    .from(refunds)
    .where(and(eq(refunds.status, 'refunded'), isNotNull(refunds.handledAt)));
  const who = (at: number) => ({ accountId: null, now: at });

  /** Half of what is there, in whole hundreds of yuan. */
  const half = async () => Math.floor((await balanceOf(db, PAYMENT)) / 2 / 10_000) * 10_000;
  const withdraw = async (at: number, payout: boolean) => {
    const amount = await half();
    if (amount <= 0) return;
    const w = await applyWithdrawal(
      db,
      { amount, cardId: card!.id, note: payout ? '月度结算' : '' },
      { accountId: adminId, now: at, timeZone: TIME_ZONE },
    );
    if (!payout) return;
    await db
      .update(withdrawals)
      .set({ status: 'approved', reviewer: 'pingtai', reviewedAt: at + 3600, updatedAt: at + 3600 })
      .where(eq(withdrawals.id, w.id));
    const n = {
      out_trade_no: w.withdrawalNo,
      trade_no: `ABC${w.id}${at}`,
      status: 'paid' as const,
      amount_cents: w.amount - w.fee,
      reason: '',
    };
    await settlePayout(db, n, at + DAY);
  };

  const steps: Step[] = [
    ...paid.map((o) => ({ at: o.at!, run: () => bookOrderIncome(db, o.id, who(o.at!)) })),
    ...back.map((r) => ({ at: r.at!, run: () => bookRefundPaid(db, r.id, who(r.at!)) })),
    { at: now - 21 * DAY, run: () => withdraw(now - 21 * DAY, true) },
    { at: now - DAY, run: () => withdraw(now - DAY, false) },
  ].sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run();
}
