import { T } from '@yanye/i18n';
import { inArray } from 'drizzle-orm';
import { walletLogs } from '../../../db/schema';
import { col } from '../../../engine/col';
import { defineResource } from '../../../engine/resource';

/**
 * The payment wallet's ledger rows (the summary's drill-down): every booking on `payment`, `payment_frozen`
 * and `payment_out`, read-only (the ledger is never edited; docs/finance.md).
 */
const l = walletLogs;

const KINDS = [
  { value: 'payment', label: T('可用', 'Available', 'Disponible', '利用可能') },
  { value: 'payment_frozen', label: T('冻结', 'Frozen', 'Congelado', '凍結') },
  { value: 'payment_out', label: T('已提现', 'Paid out', 'Retirado', '出金済み') },
];

const EVENTS = [
  { value: 'order_income', label: T('订单收入', 'Order income', 'Ingreso de pedido', '注文収入') },
  {
    value: 'platform_fee',
    label: T('平台服务费', 'Platform fee', 'Comisión de la plataforma', 'プラットフォーム手数料'),
  },
  { value: 'order_refund', label: T('订单退款', 'Order refund', 'Reembolso de pedido', '注文の返金') },
  { value: 'withdraw_freeze', label: T('提现冻结', 'Withdrawal frozen', 'Retiro congelado', '出金凍結') },
  {
    value: 'withdraw_release',
    label: T('提现解冻', 'Withdrawal released', 'Retiro liberado', '出金凍結解除'),
  },
  { value: 'withdraw_payout', label: T('提现打款', 'Withdrawal paid out', 'Retiro pagado', '出金送金') },
  { value: 'reversal', label: T('冲正', 'Reversal', 'Reversión', '取消') },
];

export const paymentLogResource = defineResource({
  entity: 'PaymentLog',
  table: walletLogs,
  scope: inArray(l.kind, ['payment', 'payment_frozen', 'payment_out']),
  columns: [
    col.datetime(l.createdAt, T('时间', 'Time', 'Hora', '日時'), { sortable: true, filter: 'datetime' }),
    col.select(l.kind, T('账户', 'Account', 'Cuenta', '口座'), KINDS, { filter: 'select' }),
    col.select(l.event, T('类型', 'Type', 'Tipo', '種類'), EVENTS, { filter: 'select' }),
    col.money(l.amount, T('金额', 'Amount', 'Importe', '金額'), { sum: true, filter: 'number' }),
    col.money(l.balanceAfter, T('余额', 'Balance', 'Saldo', '残高')),
    col.text(l.docNo, T('单号', 'Document', 'Documento', '伝票番号'), { filter: 'text', width: 220 }),
    col.text(l.note, T('备注', 'Note', 'Nota', '備考'), { visible: false }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
});
