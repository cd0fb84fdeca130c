import { T, type Texts } from '@yanye/i18n';
import { PAY_CASH_STATUSES, PAY_CHANNELS } from '../tables';

/** Titles the pay-cash lists share. */
export const PAYCASH_TITLES = {
  payNo: T('买单编号'),
  amount: T('支付金额'),
  refunded: T('已退金额'),
  refundable: T('可退金额'),
  channel: T('支付方式'),
  payer: T('付款人'),
  payerPhone: T('付款人电话'),
  member: T('会员', 'member2'),
  shop: T('门店', 'shop'),
  cashier: T('收银员'),
  paidAt: T('支付时间'),
  tradeNo: T('交易流水号'),
  remark: T('备注', 'remark'),
  refundNo: T('退款编号'),
  refundAmount: T('退款金额'),
  reason: T('退款原因'),
  operator: T('操作人'),
  refundedAt: T('退款时间'),
} as const;

const CHANNEL_TITLES = {
  wechat: T('微信支付'),
  alipay: T('支付宝'),
  cash: T('现金'),
  card: T('银行卡', 'card'),
  balance: T('会员余额'),
} as const satisfies Record<(typeof PAY_CHANNELS)[number], Texts>;

export const CHANNEL_OPTIONS = PAY_CHANNELS.map((value) => ({ value, label: CHANNEL_TITLES[value] }));

/** Each state's words, said once: the status column's options and the tabs. */
export const PAY_STATUS = {
  paid: T('已支付'),
  part_refunded: T('部分退款'),
  refunded: T('已全额退款'),
} as const satisfies Record<(typeof PAY_CASH_STATUSES)[number], Texts>;

export const PAY_STATUS_OPTIONS = PAY_CASH_STATUSES.map((value) => ({ value, label: PAY_STATUS[value] }));
