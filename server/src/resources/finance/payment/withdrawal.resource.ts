import { WITHDRAWAL_STATES } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { withdrawals } from '../../../db/schema';
import { col } from '../../../engine/columns';
import { defineResource } from '../../../engine/resource';
import { PT, WITHDRAWAL_STATUS } from './titles';
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
    col.id(w.id),
    col.text(w.withdrawalNo, PT.withdrawalNo, { filter: 'text', width: 220 }),
    col.money(w.amount, PT.amount, { sortable: true, sum: true, filter: 'number' }),
    col.money(w.fee, PT.fee, { sum: true }),
    col.money(sql`${w.amount} - ${w.fee}`, PT.arrival, { as: 'arrival', sum: true }),
    col.text(w.bankName, PT.bankName),
    col.text(w.holder, PT.holder),
    col.text(w.cardMasked, PT.cardNo, { width: 200 }),
    col.select(
      w.status,
      PT.status,
      WITHDRAWAL_STATES.map((value) => ({ value, label: WITHDRAWAL_STATUS[value] })),
      { filter: 'select' },
    ),
    col.text(w.reason, PT.reason, { width: 200 }),
    col.text(w.note, PT.note, { visible: false }),
    col.datetime(w.reviewedAt, PT.reviewed, { visible: false }),
    col.datetime(w.paidAt, PT.paidAt, { sortable: true }),
    col.text(w.tradeNo, PT.tradeNo, { visible: false }),
    col.datetime(w.createdAt, PT.applied, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  deletable: false,
  print: withdrawalPrint,
  exportable: true,
});
