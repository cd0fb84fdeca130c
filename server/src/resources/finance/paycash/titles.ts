import { T, type Texts } from '@yanye/i18n';
import { PAY_CASH_STATUSES, PAY_CHANNELS } from '../tables';

/** Titles the pay-cash lists share. */
export const PAYCASH_TITLES = {
  payNo: T('买单编号', 'Payment no.', 'N.º de pago', '決済番号'),
  amount: T('支付金额', 'Paid', 'Pagado', '支払額'),
  refunded: T('已退金额', 'Refunded', 'Reembolsado', '返金済み額'),
  refundable: T('可退金额', 'Refundable', 'Reembolsable', '返金可能額'),
  channel: T('支付方式', 'Channel', 'Medio de pago', '支払方法'),
  payer: T('付款人', 'Payer', 'Pagador', '支払者'),
  payerPhone: T('付款人电话', 'Payer phone', 'Teléfono del pagador', '支払者電話'),
  member: T('会员', 'Member', 'Socio', '会員'),
  shop: T('门店', 'Shop', 'Tienda', '店舗'),
  cashier: T('收银员', 'Cashier', 'Cajero', 'レジ担当'),
  paidAt: T('支付时间', 'Paid at', 'Pagado el', '支払日時'),
  tradeNo: T('交易流水号', 'Transaction no.', 'N.º de transacción', '取引番号'),
  remark: T('备注', 'Remark', 'Nota', '備考'),
  refundNo: T('退款编号', 'Refund no.', 'N.º de reembolso', '返金番号'),
  refundAmount: T('退款金额', 'Refund', 'Reembolso', '返金額'),
  reason: T('退款原因', 'Reason', 'Motivo', '返金理由'),
  operator: T('操作人', 'Operator', 'Operador', '操作者'),
  refundedAt: T('退款时间', 'Refunded at', 'Reembolsado el', '返金日時'),
} as const;

const CHANNEL_TITLES = {
  wechat: T('微信支付', 'WeChat Pay', 'WeChat Pay', 'WeChat Pay'),
  alipay: T('支付宝', 'Alipay', 'Alipay', 'Alipay'),
  cash: T('现金', 'Cash', 'Efectivo', '現金'),
  card: T('银行卡', 'Bank card', 'Tarjeta bancaria', '銀行カード'),
  balance: T('会员余额', 'Member balance', 'Saldo de socio', '会員残高'),
} as const satisfies Record<(typeof PAY_CHANNELS)[number], Texts>;

export const CHANNEL_OPTIONS = PAY_CHANNELS.map((value) => ({ value, label: CHANNEL_TITLES[value] }));

/** Each state's words, said once: the status column's options and the tabs. */
export const PAY_STATUS = {
  paid: T('已支付', 'Paid', 'Pagado', '支払済み'),
  part_refunded: T('部分退款', 'Partly refunded', 'Reembolso parcial', '一部返金'),
  refunded: T('已全额退款', 'Refunded', 'Reembolsado', '全額返金'),
} as const satisfies Record<(typeof PAY_CASH_STATUSES)[number], Texts>;

export const PAY_STATUS_OPTIONS = PAY_CASH_STATUSES.map((value) => ({ value, label: PAY_STATUS[value] }));
