import { optionsOf, T } from '@yanye/addon-kit/server';

/** The agricultural-bank add-on's titles and messages, said once for its lists, forms and refusals. */
export const BANK_TITLES = {
  name: T('姓名', 'Name', 'Nombre', '氏名'),
  staffNo: T('员工号', 'Staff no.', 'N.º de empleado', '職員番号'),
  branch: T('所属网点', 'Branch', 'Sucursal', '所属支店'),
  phone: T('手机号', 'Mobile', 'Móvil', '携帯番号'),
  status: T('状态', 'Status', 'Estado', '状態'),
  serialNo: T('银行流水号', 'Bank serial no.', 'N.º de serie del banco', '銀行取引番号'),
  tradeAt: T('交易时间', 'Time', 'Hora', '取引日時'),
  amount: T('交易金额', 'Amount', 'Importe', '取引金額'),
  account: T('对方账户', 'Account', 'Cuenta', '相手口座'),
  accountName: T('对方户名', 'Account holder', 'Titular', '相手名義'),
  staff: T('经办员工', 'Staff', 'Empleado', '担当職員'),
  state: T('交易状态', 'State', 'Estado', '取引状態'),
  memo: T('摘要', 'Memo', 'Concepto', '摘要'),
  source: T('来源', 'Source', 'Origen', '取得元'),
  reconcile: T('对账结果', 'Reconciliation', 'Conciliación', '照合結果'),
  statementAmount: T('对账单金额', 'Statement amount', 'Importe del extracto', '照合明細の金額'),
  statementState: T('对账单状态', 'Statement state', 'Estado en el extracto', '照合明細の状態'),
  reconciledAt: T('对账时间', 'Reconciled at', 'Conciliado el', '照合日時'),
  day: T('账务日期', 'Day', 'Día', '取引日'),
  resolveNote: T('处理说明', 'Resolution note', 'Nota de resolución', '処理メモ'),
  resolvedAt: T('处理时间', 'Resolved at', 'Resuelta el', '処理日時'),
};

export const STAFF_STATUS = [
  { value: 1, label: T('在岗', 'Active', 'Activo', '在籍') },
  { value: 0, label: T('停用', 'Inactive', 'Inactivo', '停止') },
];

export const STATE_OPTIONS = optionsOf({
  success: T('成功', 'Succeeded', 'Correcta', '成功'),
  reversed: T('已冲正', 'Reversed', 'Anulada', '取消済み'),
  failed: T('失败', 'Failed', 'Fallida', '失敗'),
});

export const SOURCE_OPTIONS = optionsOf({
  push: T('银行通知', 'Bank notice', 'Aviso del banco', '銀行通知'),
  pull: T('对账单补录', 'From the statement', 'Del extracto', '照合明細から'),
});

export const RECONCILE_OPTIONS = optionsOf({
  pending: T('待对账', 'Not yet', 'Pendiente', '未照合'),
  matched: T('已对平', 'Matched', 'Cuadrado', '一致'),
  amount_differs: T('金额不符', 'Amount differs', 'Importe distinto', '金額不一致'),
  state_differs: T('状态不符', 'State differs', 'Estado distinto', '状態不一致'),
  missing_in_store: T('本地漏记', 'Missing in the store', 'Falta en la tienda', '店舗側に無し'),
  missing_in_bank: T('银行无此笔', 'Missing at the bank', 'Falta en el banco', '銀行側に無し'),
});

/** What the agricultural-bank add-on answers and refuses, in the user's language. */
export const BANK_MESSAGES = {
  notConfigured: T(
    '农行接口尚未配置商户号和签名密钥，请联系管理员在插件设置中填写',
    'The bank interface has no merchant number and signing key yet: ask an administrator to set them in the add-on setup',
    'La interfaz del banco aún no tiene número de comercio ni clave de firma: pida a un administrador que los configure',
    '銀行 API の加盟店番号と署名キーが未設定です。管理者にプラグイン設定での入力を依頼してください',
  ),
  badDate: T(
    '日期 {day} 不正确，请写成 2026-03-01 的样子',
    'The day {day} is not a date like 2026-03-01',
    'El día {day} no es una fecha como 2026-03-01',
    '日付 {day} が正しくありません。2026-03-01 の形で入力してください',
  ),
  notYet: T(
    '{day} 的对账单尚未生成，只能拉取今天以前的对账单',
    'The statement of {day} is not out yet: only days before today can be pulled',
    'El extracto del {day} aún no existe: solo se obtienen días anteriores a hoy',
    '{day} の照合明細はまだ作成されていません。今日より前の日のみ取得できます',
  ),
  tooOld: T(
    '银行只保留最近 {days} 天的对账单',
    'The bank keeps statements of the last {days} days only',
    'El banco guarda solo los extractos de los últimos {days} días',
    '銀行が保管する照合明細は直近 {days} 日分のみです',
  ),
  badRange: T(
    '起始日 {from} 晚于截止日 {to}，请调换',
    'The first day {from} is after the last day {to}: swap them',
    'El primer día {from} es posterior al último {to}: inviértalos',
    '開始日 {from} が終了日 {to} より後です。入れ替えてください',
  ),
  rangeTooLong: T(
    '一次最多查看 {days} 天的对账单，请缩短日期范围',
    'At most {days} days of statements at once: shorten the range',
    'Como mucho {days} días de extractos a la vez: acorte el intervalo',
    '一度に表示できる照合明細は最大 {days} 日分です。期間を短くしてください',
  ),
  resolved: T(
    '已处理流水 {serial} 的对账差异',
    'The difference on {serial} is resolved',
    'La diferencia de {serial} está resuelta',
    '{serial} の照合差異を処理しました',
  ),
  alreadyResolved: T(
    '流水 {serial} 的差异已由 {who} 于 {at} 处理，无需再处理',
    'The difference on {serial} was already resolved by {who} at {at}',
    'La diferencia de {serial} ya la resolvió {who} el {at}',
    '{serial} の差異は {who} が {at} に処理済みです',
  ),
  notADifference: T(
    '流水 {serial} 与对账单一致（{state}），没有需要处理的差异',
    'The log {serial} agrees with the statement ({state}): there is no difference to resolve',
    'El registro {serial} coincide con el extracto ({state}): no hay diferencia que resolver',
    '{serial} は照合明細と一致しています（{state}）。処理する差異はありません',
  ),
  pulled: T(
    '{day} 对账单共 {listed} 笔：{matched} 笔已对平，{differs} 笔有差异（其中补录 {added} 笔）',
    'The statement of {day} lists {listed}: {matched} matched, {differs} with differences ({added} added from it)',
    'El extracto del {day} tiene {listed}: {matched} cuadradas, {differs} con diferencias ({added} añadidas)',
    '{day} の照合明細 {listed} 件：一致 {matched} 件、差異 {differs} 件（うち追加 {added} 件）',
  ),
};

/** What the operator log says of a statement pulled from the bank. */
export const BANK_LOG = {
  pulled: T(
    '拉取了 {day} 的农行对账单：共 {listed} 笔，{matched} 笔已对平，{differs} 笔有差异（补录 {added} 笔）',
    'Pulled the ABC statement of {day}: {listed} listed, {matched} matched, {differs} with differences ({added} added)',
    'Obtuvo el extracto del ABC del {day}: {listed} en total, {matched} cuadradas, {differs} con diferencias ({added} añadidas)',
    '{day} の農業銀行の照合明細を取得しました：{listed} 件、一致 {matched} 件、差異 {differs} 件（追加 {added} 件）',
  ),
};
