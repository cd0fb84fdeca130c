import { badInput, book, conflict, nextDocNo, notFound, type StoreDb } from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { formatMoney } from '@yanye/protocol';

import { and, eq, sql } from 'drizzle-orm';

import type { Who } from '../member/recharge.service';
import { type PAY_CHANNELS, payCash, payCashRefunds } from '../tables';

/**
 * Face-to-face payments at the shops (扫码买单) and their refunds. What was paid bounds what is given back: one
 * conditional update (`refunded_amount + x <= amount`) decides between racing refunds, and the database's
 * check holds it too. A payment from the member's balance is booked on the ledger, and so is its refund.
 */

export type PayChannel = (typeof PAY_CHANNELS)[number];

export interface PayCashInput {
  readonly amount: number;
  readonly channel: PayChannel;
  readonly memberId?: number | null;
  readonly payerName?: string;
  readonly payerPhone?: string;
  readonly shopId: number;
  readonly tradeNo?: string;
  readonly remark?: string;
}

const MESSAGES = {
  badAmount: T('退款金额须大于 0'),
  tooMuch: T('退款金额超过可退金额：可退 {left} 元'),
  refundedAll: T('该笔买单已全额退款'),
};

/** Records a payment at a shop (the terminal's or the mall's notice); one from the balance is taken from it. */
export async function recordPayCash(db: StoreDb, input: PayCashInput, who: Who) {
  const payNo = await nextDocNo(db, 'MD', who);
  const [row] = await db
    .insert(payCash)
    .values({
      payNo,
      amount: input.amount,
      channel: input.channel,
      memberId: input.memberId ?? null,
      payerName: input.payerName ?? '',
      payerPhone: input.payerPhone ?? '',
      shopId: input.shopId,
      accountId: who.accountId,
      tradeNo: input.tradeNo ?? '',
      remark: input.remark ?? '',
      paidAt: who.now,
      createdAt: who.now,
      updatedAt: who.now,
    })
    .returning({ id: payCash.id });
  if (input.channel === 'balance') {
    await book(
      db,
      [
        {
          wallet: { kind: 'rmb', memberId: input.memberId },
          amount: -input.amount,
          event: 'paycash_pay',
          key: `paycash_pay:${payNo}`,
          doc: { type: 'pay_cash', id: row!.id, no: payNo },
        },
      ],
      who,
    );
  }
  return { id: row!.id, payNo };
}

/**
 * Refunds part or all of a payment (`amount` undefined: all that is left). The update that adds the refund to
 * what was refunded is the one judge: of two refunds racing over what is left, one adds and the other finds
 * the condition false and is refused, so `refunded_amount` never passes `amount`. A payment from the balance is
 * credited back to the member's balance under the refund's number.
 */
export async function refundPayCash(
  db: StoreDb,
  payCashId: number,
  amount: number | undefined,
  reason: string,
  who: Who,
) {
  const [pay] = await db
    .select({ amount: payCash.amount, refunded: payCash.refundedAmount })
    .from(payCash)
    .where(eq(payCash.id, payCashId));
  if (!pay) throw notFound();
  const x = amount ?? pay.amount - pay.refunded;
  if (x <= 0 && amount === undefined) throw conflict(MESSAGES.refundedAll);
  if (!Number.isSafeInteger(x) || x <= 0) throw badInput(MESSAGES.badAmount);
  const [paid] = await db
    .update(payCash)
    .set({
      refundedAmount: sql`${payCash.refundedAmount} + ${x}`,
      status: sql`case when ${payCash.refundedAmount} + ${x} = ${payCash.amount} then 'refunded' else 'part_refunded' end`,
      updatedAt: who.now,
    })
    .where(and(eq(payCash.id, payCashId), sql`${payCash.refundedAmount} + ${x} <= ${payCash.amount}`))
    .returning({
      payNo: payCash.payNo,
      channel: payCash.channel,
      memberId: payCash.memberId,
      amount: payCash.amount,
      refunded: payCash.refundedAmount,
    });
  if (!paid) {
    const [now] = await db
      .select({ amount: payCash.amount, refunded: payCash.refundedAmount })
      .from(payCash)
      .where(eq(payCash.id, payCashId));
    const left = (now?.amount ?? 0) - (now?.refunded ?? 0);
    throw left > 0 ? conflict(MESSAGES.tooMuch, { left: formatMoney(left) }) : conflict(MESSAGES.refundedAll);
  }
  const refundNo = await nextDocNo(db, 'TK', who);
  const [refund] = await db
    .insert(payCashRefunds)
    .values({
      refundNo,
      payCashId,
      amount: x,
      reason: reason.trim(),
      accountId: who.accountId,
      createdAt: who.now,
    })
    .returning({ id: payCashRefunds.id });
  if (paid.channel === 'balance') {
    await book(
      db,
      [
        {
          wallet: { kind: 'rmb', memberId: paid.memberId },
          amount: x,
          event: 'paycash_refund',
          key: `paycash_refund:${refundNo}`,
          doc: { type: 'pay_cash', id: payCashId, no: paid.payNo },
          note: reason.trim(),
        },
      ],
      who,
    );
  }
  return { id: refund!.id, refundNo, amount: x, refunded: paid.refunded, left: paid.amount - paid.refunded };
}
