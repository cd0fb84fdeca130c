import { optionsOf, T } from '@yanye/addon-kit/server';

/** The settlement add-on's titles and messages, said once for its lists, details, screen and refusals. */
export const SETTLEMENT_TITLES = {
  statementNo: T('结算单号', 'Statement no.', 'N.º de extracto', '精算書番号'),
  cycle: T('结算周期', 'Cycle', 'Ciclo', '精算サイクル'),
  period: T('账期', 'Period', 'Periodo', '対象期間'),
  periodStart: T('账期开始', 'Period start', 'Inicio del periodo', '期間開始'),
  payCount: T('收款笔数', 'Payments', 'Cobros', '入金件数'),
  refundCount: T('退款笔数', 'Refunds', 'Reembolsos', '返金件数'),
  gross: T('交易金额', 'Gross', 'Bruto', '取引額'),
  fee: T('手续费', 'Fee', 'Comisión', '手数料'),
  net: T('结算金额', 'Net', 'Neto', '精算額'),
  state: T('结算状态', 'State', 'Estado', '精算状態'),
  settleAt: T('结算时间', 'Settles on', 'Se liquida el', '精算日'),
  account: T('入账账户', 'Account', 'Cuenta', '入金口座'),
  reconcile: T('对账结果', 'Reconciliation', 'Conciliación', '照合結果'),
  diffCount: T('差异笔数', 'Differences', 'Diferencias', '差異件数'),
  diffAmount: T('差异金额', 'Difference amount', 'Importe de diferencias', '差異額'),
  reconciledAt: T('对账时间', 'Reconciled at', 'Conciliado el', '照合日時'),
  diffs: T('对账差异', 'Differences', 'Diferencias', '照合差異'),
  diffKind: T('差异类型', 'Kind', 'Tipo', '差異の種類'),
  ref: T('订单/退款单号', 'Order or refund no.', 'N.º de pedido o reembolso', '注文・返金番号'),
  statementAmount: T('结算单金额', 'Statement amount', 'Importe del extracto', '精算書の金額'),
  ledgerAmount: T('账面金额', 'Ledger amount', 'Importe contable', '帳簿の金額'),
  difference: T('差额', 'Difference', 'Diferencia', '差額'),
};

/** What the operator log says of the terms changed and the statements fetched, with the terms as the screen names them. */
export const SETTLEMENT_LOG = {
  saved: T(
    '修改了结算条款，支付机构自 {date} 起执行',
    'Changed the settlement terms, applied by the provider from {date}',
    'Modificó las condiciones de liquidación, que el proveedor aplica desde el {date}',
    '精算条件を変更しました（決済機関は {date} から適用）',
  ),
  fetched: T(
    '拉取了 {begin} 至 {end} 的结算单：{fetched} 张，{matched} 张已对平，{differs} 张有差异',
    'Fetched the statements of {begin} to {end}: {fetched}, {matched} matched, {differs} with differences',
    'Obtuvo los extractos del {begin} al {end}: {fetched}, {matched} cuadrados, {differs} con diferencias',
    '{begin}～{end} の精算書を取得しました：{fetched} 件、一致 {matched} 件、差異あり {differs} 件',
  ),
  accountName: T('账户户名', 'Account holder', 'Titular de la cuenta', '口座名義'),
  bankName: T('开户银行', 'Bank', 'Banco', '銀行'),
  accountNo: T('结算账号', 'Account number', 'Número de cuenta', '口座番号'),
  feeRate: T('手续费率', 'Fee rate', 'Comisión', '手数料率'),
};

export const CYCLE_OPTIONS = optionsOf({
  T1: T('T+1（次日结算）', 'T+1 (next day)', 'T+1 (día siguiente)', 'T+1（翌日）'),
  T7: T('T+7（七日后结算）', 'T+7 (after 7 days)', 'T+7 (a los 7 días)', 'T+7（7日後）'),
  M: T('按月结算', 'Monthly', 'Mensual', '月次'),
});

export const STATE_OPTIONS = optionsOf({
  pending: T('待结算', 'Pending', 'Pendiente', '精算待ち'),
  settled: T('已结算', 'Settled', 'Liquidado', '精算済み'),
  failed: T('结算失败', 'Failed', 'Fallido', '精算失敗'),
});

export const RECONCILE_OPTIONS = optionsOf({
  pending: T('待对账', 'Not yet', 'Pendiente', '未照合'),
  matched: T('已对平', 'Matched', 'Cuadrado', '一致'),
  differs: T('有差异', 'Differences', 'Con diferencias', '差異あり'),
});

export const DIFF_OPTIONS = optionsOf({
  missing_in_ledger: T('账面缺失', 'Missing in the ledger', 'Falta en el libro', '帳簿に無し'),
  missing_in_statement: T('结算单缺失', 'Missing in the statement', 'Falta en el extracto', '精算書に無し'),
  amount_differs: T('金额不符', 'Amount differs', 'Importe distinto', '金額不一致'),
  fee_differs: T('手续费不符', 'Fee differs', 'Comisión distinta', '手数料不一致'),
});

/** What the settlement add-on answers and refuses, in the user's language. */
export const SETTLEMENT_MESSAGES = {
  badDate: T(
    '日期 {day} 不正确，请写成 2026-03-01 的样子',
    'The day {day} is not a date like 2026-03-01',
    'El día {day} no es una fecha como 2026-03-01',
    '日付 {day} が正しくありません。2026-03-01 の形で入力してください',
  ),
  badRange: T(
    '开始日期不能晚于结束日期',
    'The first day cannot be after the last',
    'El primer día no puede ser posterior al último',
    '開始日は終了日より後にできません',
  ),
  rangeTooLong: T(
    '一次最多拉取 {days} 天的结算单',
    'At most {days} days of statements can be fetched at once',
    'Se pueden obtener como máximo {days} días de extractos a la vez',
    '一度に取得できる精算書は最大 {days} 日分です',
  ),
  futureDay: T(
    '结束日期不能晚于今天（{today}）',
    'The last day cannot be after today ({today})',
    'El último día no puede ser posterior a hoy ({today})',
    '終了日は今日（{today}）より後にできません',
  ),
  noAccount: T(
    '请填写结算账户的户名、开户行和账号',
    "Give the settlement account's holder, bank and number",
    'Indique el titular, el banco y el número de la cuenta de liquidación',
    '精算口座の名義・銀行・口座番号を入力してください',
  ),
  badAccountNo: T(
    '账号应为 8 到 32 位数字',
    'The account number is 8 to 32 digits',
    'El número de cuenta tiene de 8 a 32 dígitos',
    '口座番号は 8〜32 桁の数字です',
  ),
  badFeeRate: T(
    '手续费率应在 0% 到 5% 之间，最多两位小数',
    'The fee rate is 0 % to 5 %, with at most two decimals',
    'La comisión va del 0 % al 5 %, con dos decimales como máximo',
    '手数料率は 0%〜5%、小数点以下 2 桁までです',
  ),
  saved: T(
    '结算设置已保存，支付机构自 {date} 起执行',
    'Settlement settings saved; the provider applies them from {date}',
    'Ajustes guardados; el proveedor los aplica desde el {date}',
    '精算設定を保存しました。決済機関は {date} から適用します',
  ),
  fetched: T(
    '已拉取 {fetched} 张结算单：{matched} 张已对平，{differs} 张有差异',
    'Fetched {fetched} statements: {matched} matched, {differs} with differences',
    'Se obtuvieron {fetched} extractos: {matched} cuadrados, {differs} con diferencias',
    '精算書 {fetched} 件を取得しました：一致 {matched} 件、差異あり {differs} 件',
  ),
};
