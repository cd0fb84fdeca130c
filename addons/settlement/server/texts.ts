import { optionsOf, T } from '@yanye/addon-kit/server';

/** The settlement add-on's titles and messages, said once for its lists, details, screen and refusals. */
export const SETTLEMENT_TITLES = {
  statementNo: T('结算单号'),
  cycle: T('结算周期'),
  period: T('账期'),
  periodStart: T('账期开始'),
  payCount: T('收款笔数'),
  refundCount: T('退款笔数'),
  gross: T('交易金额', 'gross'),
  fee: T('手续费'),
  net: T('结算金额'),
  state: T('结算状态'),
  settleAt: T('结算时间', 'settleAt'),
  account: T('入账账户'),
  reconcile: T('对账结果'),
  diffCount: T('差异笔数'),
  diffAmount: T('差异金额'),
  reconciledAt: T('对账时间'),
  diffs: T('对账差异'),
  diffKind: T('差异类型'),
  ref: T('订单/退款单号'),
  statementAmount: T('结算单金额'),
  ledgerAmount: T('账面金额'),
  difference: T('差额'),
};

/** What the operator log says of the terms changed and the statements fetched, with the terms as the screen names them. */
export const SETTLEMENT_LOG = {
  saved: T('修改了结算条款，支付机构自 {date} 起执行'),
  fetched: T('拉取了 {begin} 至 {end} 的结算单：{fetched} 张，{matched} 张已对平，{differs} 张有差异'),
  accountName: T('账户户名'),
  bankName: T('开户银行', 'bankName2'),
  accountNo: T('结算账号'),
  feeRate: T('手续费率'),
};

export const CYCLE_OPTIONS = optionsOf({
  T1: T('T+1（次日结算）'),
  T7: T('T+7（七日后结算）'),
  M: T('按月结算'),
});

export const STATE_OPTIONS = optionsOf({
  pending: T('待结算'),
  settled: T('已结算', 'settled'),
  failed: T('结算失败'),
});

export const RECONCILE_OPTIONS = optionsOf({
  pending: T('待对账'),
  matched: T('已对平'),
  differs: T('有差异'),
});

export const DIFF_OPTIONS = optionsOf({
  missing_in_ledger: T('账面缺失'),
  missing_in_statement: T('结算单缺失'),
  amount_differs: T('金额不符'),
  fee_differs: T('手续费不符'),
});

/** What the settlement add-on answers and refuses, in the user's language. */
export const SETTLEMENT_MESSAGES = {
  badDate: T('日期 {day} 不正确，请写成 2026-03-01 的样子'),
  badRange: T('开始日期不能晚于结束日期'),
  rangeTooLong: T('一次最多拉取 {days} 天的结算单'),
  futureDay: T('结束日期不能晚于今天（{today}）'),
  noAccount: T('请填写结算账户的户名、开户行和账号'),
  badAccountNo: T('账号应为 8 到 32 位数字'),
  badFeeRate: T('手续费率应在 0% 到 5% 之间，最多两位小数'),
  saved: T('结算设置已保存，支付机构自 {date} 起执行'),
  fetched: T('已拉取 {fetched} 张结算单：{matched} 张已对平，{differs} 张有差异'),
};
