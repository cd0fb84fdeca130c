import { T, type Texts } from '@yanye/i18n';
import type { WithdrawalState } from '@yanye/protocol';

/** The titles the payment wallet's lists share. */
export const PAYMENT_TITLES = {
  bankName: T('开户银行', 'bankName'),
  bankFullName: T('银行名称'),
  branch: T('开户支行'),
  holder: T('持卡人'),
  cardNo: T('银行卡号'),
  isDefault: T('默认卡'),
  withdrawalNo: T('提现单号'),
  amount: T('提现金额'),
  fee: T('手续费'),
  arrival: T('到账金额'),
  status: T('状态'),
  reason: T('原因'),
  note: T('备注', 'note'),
  applied: T('申请时间'),
  reviewed: T('审核时间'),
  paidAt: T('打款时间'),
  tradeNo: T('打款流水号'),
  reviewer: T('审核人', 'reviewer'),
};

/** Each state's words, said once: the lists' options and the review screen's tags. */
export const WITHDRAWAL_STATUS = {
  applied: T('待审核'),
  approved: T('待打款'),
  paid: T('已打款'),
  rejected: T('已驳回', 'rejected'),
  failed: T('打款失败'),
} as const satisfies Record<WithdrawalState, Texts>;
