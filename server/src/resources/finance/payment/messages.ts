import { T } from '@yanye/i18n';

/** What the payment wallet says to the store and to the platform's reviewer. */
export const PAYMENT_MESSAGES = {
  notUnion: T('货款钱包仅对联盟商家开放'),
  belowMin: T('提现金额不能低于 {min} 元'),
  aboveMax: T('单笔提现金额不能超过 {max} 元'),
  cardMissing: T('银行卡不存在，请重新选择'),
  applied: T('提现申请已提交，金额已冻结'),
  approved: T('已审核通过，等待打款'),
  rejected: T('已驳回，金额已解冻'),
  payoutUnavailable: T('打款服务暂不可用，请稍后再试'),
  cardInFlight: T('该银行卡有进行中的提现，不能删除'),
  cardUsed: T('该银行卡有提现记录，不能删除'),
  cardInFlightEdit: T('该银行卡有进行中的提现，暂不能修改卡号'),
  notifyUnknown: T('提现单不存在'),
  notifyAmount: T('打款金额与提现单不符'),
  notifyTooEarly: T('提现单尚未审核通过'),
} as const;

/** What the operator log says of a withdrawal applied for and reviewed, its amounts in yuan. */
export const SAID = {
  applied: T('申请了提现「{no}」：{amount}（手续费 {fee}）'),
  approved: T('通过了「{store}」的提现「{no}」：{amount}'),
  rejected: T('驳回了「{store}」的提现「{no}」'),
};
