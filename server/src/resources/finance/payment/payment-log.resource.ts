import { col, defineResource, walletLogs } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { inArray } from 'drizzle-orm';

/**
 * The payment wallet's ledger rows (the summary's drill-down): every booking on `payment`, `payment_frozen`
 * and `payment_out`, read-only (the ledger is never edited; docs/finance.md).
 */
const l = walletLogs;

const KINDS = [
  { value: 'payment', label: T('可用') },
  { value: 'payment_frozen', label: T('冻结') },
  { value: 'payment_out', label: T('已提现') },
];

const EVENTS = [
  { value: 'order_income', label: T('订单收入', 'label') },
  {
    value: 'platform_fee',
    label: T('平台服务费'),
  },
  { value: 'order_refund', label: T('订单退款') },
  { value: 'withdraw_freeze', label: T('提现冻结') },
  {
    value: 'withdraw_release',
    label: T('提现解冻'),
  },
  { value: 'withdraw_payout', label: T('提现打款') },
  { value: 'reversal', label: T('冲正', 'label') },
];

export const paymentLogResource = defineResource({
  entity: 'PaymentLog',
  table: walletLogs,
  scope: inArray(l.kind, ['payment', 'payment_frozen', 'payment_out']),
  columns: [
    col.datetime(l.createdAt, T('时间'), { sortable: true, filter: 'datetime' }),
    col.select(l.kind, T('账户'), KINDS, { filter: 'select' }),
    col.select(l.event, T('类型'), EVENTS, { filter: 'select' }),
    col.money(l.amount, T('金额'), { sum: true, filter: 'number' }),
    col.money(l.balanceAfter, T('余额')),
    col.text(l.docNo, T('单号', 'document'), { filter: 'text', width: 220 }),
    col.text(l.note, T('备注', 'note'), { visible: false }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
});
