import { optionsOf, T } from '@yanye/addon-kit/server';

/** The agricultural-bank add-on's titles and messages, said once for its lists, forms and refusals. */
export const BANK_TITLES = {
  name: T('姓名'),
  staffNo: T('员工号'),
  branch: T('所属网点'),
  phone: T('手机号', 'phone'),
  status: T('状态'),
  serialNo: T('银行流水号'),
  tradeAt: T('交易时间'),
  amount: T('交易金额'),
  account: T('对方账户'),
  accountName: T('对方户名'),
  staff: T('经办员工'),
  state: T('交易状态'),
  memo: T('摘要', 'memo'),
  source: T('来源', 'source'),
  reconcile: T('对账结果'),
  statementAmount: T('对账单金额'),
  statementState: T('对账单状态'),
  reconciledAt: T('对账时间'),
  day: T('账务日期'),
  resolveNote: T('处理说明'),
  resolvedAt: T('处理时间', 'resolvedAt'),
  /** What the resolve dialog says of the row: the two sides by the list's columns, and what resolving changes. */
  resolveAfter: T(
    '{reconcile_state}：银行对账单 {statement_amount}（{statement_state}），本店流水 {amount}（{state}，{source}）。处理只记下处理说明：流水与对账单的金额、状态都不改，也不记账；账目如需更正，请在银行或账务中另行办理。',
  ),
};

export const STAFF_STATUS = [
  { value: 1, label: T('在岗') },
  { value: 0, label: T('停用', 'label3') },
];

export const STATE_OPTIONS = optionsOf({
  success: T('成功', 'success'),
  reversed: T('已冲正', 'reversed'),
  failed: T('失败', 'failed'),
});

export const SOURCE_OPTIONS = optionsOf({
  push: T('银行通知'),
  pull: T('对账单补录'),
});

export const RECONCILE_OPTIONS = optionsOf({
  pending: T('待对账'),
  matched: T('已对平'),
  amount_differs: T('金额不符'),
  state_differs: T('状态不符'),
  missing_in_store: T('本地漏记'),
  missing_in_bank: T('银行无此笔'),
});

/** What the agricultural-bank add-on answers and refuses, in the user's language. */
export const BANK_MESSAGES = {
  notConfigured: T('农行接口尚未配置商户号和签名密钥，请联系管理员在插件设置中填写'),
  badDate: T('日期 {day} 不正确，请写成 2026-03-01 的样子'),
  notYet: T('{day} 的对账单尚未生成，只能拉取今天以前的对账单'),
  tooOld: T('银行只保留最近 {days} 天的对账单'),
  badRange: T('起始日 {from} 晚于截止日 {to}，请调换'),
  rangeTooLong: T('一次最多查看 {days} 天的对账单，请缩短日期范围'),
  resolved: T('已处理流水 {serial} 的对账差异'),
  alreadyResolved: T('流水 {serial} 的差异已由 {who} 于 {at} 处理，无需再处理'),
  notADifference: T('流水 {serial} 与对账单一致（{state}），没有需要处理的差异'),
  pulled: T('{day} 对账单共 {listed} 笔：{matched} 笔已对平，{differs} 笔有差异（其中补录 {added} 笔）'),
};

/** What the operator log says of a statement pulled from the bank. */
export const BANK_LOG = {
  pulled: T(
    '拉取了 {day} 的农行对账单：共 {listed} 笔，{matched} 笔已对平，{differs} 笔有差异（补录 {added} 笔）',
  ),
};
