import { col, defineResource, withdrawals } from '@yanye/framework/server';
import { WITHDRAWAL_STATES } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { PAYMENT_TITLES, WITHDRAWAL_STATUS } from './titles';
import { withdrawalPrint } from './withdrawal.print';

/**
 * The store's withdrawals (WithdrawalRecord), read-only: they are made by WithdrawalApply and moved on by the
 * platform's review and the payout's notification (withdrawal.service.ts), never edited here.
 */
const w = withdrawals;

export const withdrawalResource = defineResource({
  entity: 'Withdrawal',
  table: withdrawals,
  columns: [
    col.text(w.withdrawalNo, PAYMENT_TITLES.withdrawalNo, { filter: 'text', width: 220 }),
    col.money(w.amount, PAYMENT_TITLES.amount, { sortable: true, sum: true, filter: 'number' }),
    col.money(w.fee, PAYMENT_TITLES.fee, { sum: true }),
    col.money(sql`${w.amount} - ${w.fee}`, PAYMENT_TITLES.arrival, { as: 'arrival', sum: true }),
    col.text(w.bankName, PAYMENT_TITLES.bankName),
    col.text(w.holder, PAYMENT_TITLES.holder),
    col.text(w.cardMasked, PAYMENT_TITLES.cardNo, { width: 200 }),
    col.select(
      w.status,
      PAYMENT_TITLES.status,
      WITHDRAWAL_STATES.map((value) => ({ value, label: WITHDRAWAL_STATUS[value] })),
      { filter: 'select' },
    ),
    col.text(w.reason, PAYMENT_TITLES.reason, { width: 200 }),
    col.text(w.note, PAYMENT_TITLES.note, { visible: false }),
    col.datetime(w.reviewedAt, PAYMENT_TITLES.reviewed, { visible: false }),
    col.datetime(w.paidAt, PAYMENT_TITLES.paidAt, { sortable: true }),
    col.text(w.tradeNo, PAYMENT_TITLES.tradeNo, { visible: false }),
    col.datetime(w.createdAt, PAYMENT_TITLES.applied, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  print: withdrawalPrint,
  exportable: true,
});
