import { T, type Texts } from '@yanye/addon-kit/server';
import type { OrderState, UtilityKind } from '../contract';

const M4 = (zh: string, en: string, es: string, ja: string): Texts => ({ zh, en, es, ja });

/** Titles of the columns and fields. */
export const UTILITY_TITLES = {
  orderNo: T('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  kind: T('类型', 'Kind', 'Tipo', '種類'),
  brand: T('运营商', 'Provider brand', 'Marca', 'ブランド'),
  product: T('充值商品', 'Product', 'Producto', '商品'),
  productName: T('商品名称', 'Product name', 'Nombre del producto', '商品名'),
  faceValue: T('面值', 'Face value', 'Valor nominal', '額面'),
  price: T('售价', 'Price', 'Precio', '販売価格'),
  providerCode: T(
    '服务商商品编号',
    "Provider's product code",
    'Código del proveedor',
    'プロバイダー商品コード',
  ),
  status: T('状态', 'Status', 'Estado', '状態'),
  sort: T('排序', 'Sort', 'Orden', '並び順'),
  account: T('充值账号', 'Account number', 'Número de cuenta', 'チャージ番号'),
  amount: T('支付金额', 'Paid', 'Pagado', '支払額'),
  state: T('订单状态', 'State', 'Estado', '状態'),
  auditReason: T('审核原因', 'Why reviewed', 'Motivo de revisión', '審査理由'),
  auditRemark: T('审核备注', 'Review note', 'Nota de revisión', '審査メモ'),
  auditedAt: T('审核时间', 'Reviewed at', 'Revisado el', '審査日時'),
  providerOrderNo: T('服务商订单号', "Provider's order no.", 'N.º del proveedor', 'プロバイダー注文番号'),
  failReason: T('失败原因', 'Why it failed', 'Motivo del fallo', '失敗理由'),
  submitError: T('提交异常', 'Submission problem', 'Problema de envío', '送信の問題'),
  remark: T('备注', 'Remark', 'Observación', '備考'),
  createdAt: T('下单时间', 'Ordered at', 'Pedido el', '注文日時'),
  submittedAt: T('提交时间', 'Submitted at', 'Enviado el', '送信日時'),
  finishedAt: T('完成时间', 'Finished at', 'Terminado el', '完了日時'),
  refundedAt: T('退款时间', 'Refunded at', 'Reembolsado el', '返金日時'),
  all: T('全部', 'All', 'Todos', 'すべて'),
  onSale: T('上架', 'On sale', 'En venta', '販売中'),
  offSale: T('下架', 'Off sale', 'Retirado', '販売停止'),
};

export const KIND_TITLES: Readonly<Record<UtilityKind, Texts>> = {
  electric: T('电费', 'Electricity', 'Electricidad', '電気料金'),
  petrol: T('油卡', 'Fuel card', 'Tarjeta de combustible', '給油カード'),
  mobile: T('话费', 'Mobile', 'Móvil', '携帯料金'),
};

export const STATE_TITLES: Readonly<Record<OrderState, Texts>> = {
  pending: T('待提交', 'To submit', 'Por enviar', '送信待ち'),
  audit: T('待审核', 'To review', 'Por revisar', '審査待ち'),
  submitted: T('充值中', 'In progress', 'En curso', 'チャージ中'),
  success: T('充值成功', 'Succeeded', 'Completada', '成功'),
  failed: T('充值失败', 'Failed', 'Fallida', '失敗'),
  refunded: T('已退款', 'Refunded', 'Reembolsada', '返金済み'),
};

export const REASON_TITLES = {
  '': T('无需审核', 'None', 'Ninguno', 'なし'),
  amount: T('金额超过审核线', 'Over the review amount', 'Supera el importe de revisión', '審査金額超過'),
  new_account: T('新户号首充', 'First top-up of the account', 'Primera recarga de la cuenta', '初回チャージ'),
} as const;

/** The grids, oil companies and carriers a product is of, by kind. */
export const BRANDS = [
  { value: 'state_grid', kind: 'electric', label: T('国家电网', 'State Grid', 'State Grid', '国家電網') },
  {
    value: 'csg',
    kind: 'electric',
    label: T('南方电网', 'China Southern Grid', 'China Southern Grid', '南方電網'),
  },
  { value: 'sinopec', kind: 'petrol', label: T('中国石化', 'Sinopec', 'Sinopec', '中国石化') },
  { value: 'petrochina', kind: 'petrol', label: T('中国石油', 'PetroChina', 'PetroChina', '中国石油') },
  {
    value: 'china_mobile',
    kind: 'mobile',
    label: T('中国移动', 'China Mobile', 'China Mobile', 'チャイナモバイル'),
  },
  {
    value: 'china_unicom',
    kind: 'mobile',
    label: T('中国联通', 'China Unicom', 'China Unicom', 'チャイナユニコム'),
  },
  {
    value: 'china_telecom',
    kind: 'mobile',
    label: T('中国电信', 'China Telecom', 'China Telecom', 'チャイナテレコム'),
  },
] as const;

/** The titles of the history's steps (flow events). */
/** What the operator log says of a top-up ordered at the desk, reviewed, asked about or refunded. */
export const UTILITY_LOG = {
  ordered: T(
    '下单了生活缴费「{no}」：{product}，充值账号 {account}，支付 {amount}（{state}）',
    'Ordered the top-up “{no}”: {product} to the account {account}, paid {amount} ({state})',
    'Pidió la recarga «{no}»: {product} a la cuenta {account}, pagado {amount} ({state})',
    'チャージ「{no}」を注文しました：{product}、チャージ番号 {account}、支払 {amount}（{state}）',
  ),
  approved: T(
    '审核通过了生活缴费「{no}」（{state}）',
    'Approved the top-up “{no}” ({state})',
    'Aprobó la recarga «{no}» ({state})',
    'チャージ「{no}」を承認しました（{state}）',
  ),
  rejected: T(
    '驳回了生活缴费「{no}」，退款 {amount}',
    'Rejected the top-up “{no}”, refunding {amount}',
    'Rechazó la recarga «{no}» y reembolsó {amount}',
    'チャージ「{no}」を却下し、{amount} を返金しました',
  ),
  synced: T(
    '查询了生活缴费「{no}」的结果：{state}',
    'Asked the provider about the top-up “{no}”: {state}',
    'Consultó al proveedor la recarga «{no}»: {state}',
    'チャージ「{no}」の結果を照会しました：{state}',
  ),
  refundAsked: T(
    '为生活缴费「{no}」申请退款，结果：{state}',
    'Asked to refund the top-up “{no}”; it is now {state}',
    'Pidió reembolsar la recarga «{no}»; ahora está {state}',
    'チャージ「{no}」の返金を求めました。結果：{state}',
  ),
  reason: T('退款原因', 'Reason', 'Motivo', '返金理由'),
};

export const STEP_TITLES = {
  approve: T('审核通过', 'Approved', 'Aprobada', '承認'),
  reject: T('审核驳回', 'Rejected', 'Rechazada', '却下'),
  submit: T('提交服务商', 'Submitted to the provider', 'Enviada al proveedor', 'プロバイダーへ送信'),
  success: T('充值成功', 'Topped up', 'Recargada', 'チャージ成功'),
  fail: T('充值失败', 'Failed', 'Fallida', '失敗'),
  refund: T('退款到余额', 'Refunded to the balance', 'Reembolsada al saldo', '残高へ返金'),
  late: T(
    '服务商迟到的结果',
    "The provider's late result",
    'Resultado tardío del proveedor',
    'プロバイダーの遅れた結果',
  ),
};

/** The operator's steps, as a refusal names them. */
export const ACTS = {
  query: T('查询结果', 'be checked with the provider', 'consultarse', '照会'),
  refund: T('退款', 'be refunded', 'reembolsarse', '返金'),
};

/** What the wallet log says of the rows. */
export const PAY_NOTE = '生活缴费下单';
export const REFUND_NOTE = '生活缴费失败退款';

/** Refusals and answers, in the user's language. */
export const UTILITY_MESSAGES = {
  memberDisabled: M4(
    '会员“{member}”已被禁用，不能充值',
    'Member {member} is disabled and cannot top up',
    'El socio {member} está deshabilitado y no puede recargar',
    '会員「{member}」は無効のためチャージできません',
  ),
  productOff: M4(
    '充值商品“{product}”已下架',
    'The product {product} is off sale',
    'El producto {product} no está a la venta',
    '商品「{product}」は販売停止中です',
  ),
  badAccount: M4(
    '{kind}账号“{account}”格式不对：{rule}',
    'The {kind} account {account} is malformed: {rule}',
    'La cuenta de {kind} {account} no es válida: {rule}',
    '{kind}の番号「{account}」の形式が正しくありません：{rule}',
  ),
  wrongState: M4(
    '订单 {no} 当前为“{state}”，不能{step}',
    'Order {no} is {state}: it cannot be {step}',
    'El pedido {no} está «{state}»: no se puede {step}',
    '注文 {no} は「{state}」のため{step}できません',
  ),
  audited: M4('不可以重复审核！', 'It has been reviewed already', 'Ya se revisó', 'すでに審査済みです'),
  busy: M4(
    '订单 {no} 正在提交或退款，请稍后再试',
    'Order {no} is being submitted or refunded; try again shortly',
    'El pedido {no} se está enviando o reembolsando; inténtelo en breve',
    '注文 {no} は送信中または返金中です。しばらくして再試行してください',
  ),
  inUse: M4(
    '充值商品“{name}”已有订单，不能删除，可以下架',
    'The product {name} has orders: take it off sale instead of deleting it',
    'El producto {name} tiene pedidos: retírelo en vez de eliminarlo',
    '商品「{name}」には注文があるため削除できません。販売停止にしてください',
  ),
  brandKind: M4(
    '运营商与类型不符',
    'The brand is not of that kind',
    'La marca no corresponde al tipo',
    'ブランドが種類と一致しません',
  ),
  placedSubmitted: M4(
    '已下单并提交服务商，扣款 {amount} 元',
    'Placed and submitted to the provider; {amount} yuan paid',
    'Pedido enviado al proveedor; {amount} yuanes pagados',
    '注文しプロバイダーへ送信しました。{amount} 元を支払いました',
  ),
  placedAudit: M4(
    '已下单，扣款 {amount} 元，等待审核',
    'Placed; {amount} yuan paid; it waits for review',
    'Pedido realizado; {amount} yuanes pagados; espera revisión',
    '注文しました（{amount} 元支払済み）。審査待ちです',
  ),
  placedPending: M4(
    '已下单，扣款 {amount} 元；提交服务商未确认（{error}），稍后自动重试',
    'Placed; {amount} yuan paid; the submission is not confirmed ({error}) and will be retried',
    'Pedido realizado; {amount} yuanes pagados; el envío no está confirmado ({error}) y se reintentará',
    '注文しました（{amount} 元支払済み）。送信が未確認（{error}）のため後で再試行します',
  ),
  refusedRefunded: M4(
    '服务商拒绝充值（{reason}），已退款 {amount} 元',
    'The provider refused it ({reason}); {amount} yuan refunded',
    'El proveedor la rechazó ({reason}); {amount} yuanes reembolsados',
    'プロバイダーが拒否しました（{reason}）。{amount} 元を返金しました',
  ),
  rejected: M4(
    '已驳回，退款 {amount} 元',
    'Rejected; {amount} yuan refunded',
    'Rechazada; {amount} yuanes reembolsados',
    '却下し、{amount} 元を返金しました',
  ),
  providerDone: M4(
    '服务商确认充值成功，不能退款',
    'The provider says it succeeded: it is not refunded',
    'El proveedor indica que se completó: no se reembolsa',
    'プロバイダーは成功と回答しました。返金しません',
  ),
  providerBusy: M4(
    '服务商仍在处理（{state}），请等待结果',
    'The provider is still on it ({state}); wait for its result',
    'El proveedor aún la procesa ({state}); espere el resultado',
    'プロバイダーが処理中です（{state}）。結果を待ってください',
  ),
  refunded: M4(
    '已退款 {amount} 元',
    '{amount} yuan refunded',
    '{amount} yuanes reembolsados',
    '{amount} 元を返金しました',
  ),
  synced: M4(
    '服务商结果：{state}',
    "The provider's answer: {state}",
    'Respuesta del proveedor: {state}',
    'プロバイダーの回答：{state}',
  ),
};
