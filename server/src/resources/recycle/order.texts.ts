import { T, type Texts } from '@yanye/i18n';
import type { CollectionMode, RecycleOrderState } from '@yanye/protocol';

/** Each state's words, said once: the status column's options, the flow's states and the list's tabs. */
export const STATE_TITLES = {
  submitted: T('已提交', 'Submitted', 'Enviado', '受付済み'),
  assigned: T('已派单', 'Assigned', 'Asignado', '割り当て済み'),
  collected: T('已取货', 'Collected', 'Recogido', '回収済み'),
  inspected: T('已质检', 'Inspected', 'Inspeccionado', '検品済み'),
  confirmed: T('已确认价格', 'Price accepted', 'Precio aceptado', '価格承諾済み'),
  paid: T('已打款', 'Paid', 'Pagado', '支払い済み'),
  cancelled: T('已取消', 'Cancelled', 'Cancelado', 'キャンセル'),
  returned: T('已退回', 'Returned', 'Devuelto', '返却済み'),
} as const satisfies Record<RecycleOrderState, Texts>;

export const MODE_TITLES = {
  point: T('送到回收点', 'At a collection point', 'En un punto de recogida', '回収拠点へ持ち込み'),
  home: T('上门回收', 'Collected at home', 'Recogida a domicilio', '自宅で回収'),
} as const satisfies Record<CollectionMode, Texts>;

/** Titles of the order's columns and fields. */
export const RECYCLE_ORDER_TITLES = {
  orderNo: T('回收单号', 'Order no.', 'N.º de pedido', '注文番号'),
  member: T('会员', 'Member', 'Socio', '会員'),
  memberPhone: T('会员手机', 'Member phone', 'Teléfono del socio', '会員の電話'),
  items: T('回收物品', 'Items', 'Artículos', '品物'),
  itemCount: T('件数', 'Items', 'Artículos', '点数'),
  quotedTotal: T('预估价', 'Quoted', 'Presupuesto', '見積額'),
  inspectedTotal: T('质检价', 'Inspected price', 'Precio inspeccionado', '査定額'),
  mode: T('回收方式', 'Collection', 'Recogida', '回収方法'),
  point: T('回收点', 'Collection point', 'Punto de recogida', '回収拠点'),
  address: T('上门地址', 'Address', 'Dirección', '住所'),
  contactName: T('联系人', 'Contact', 'Contacto', '連絡先氏名'),
  contactPhone: T('联系电话', 'Contact phone', 'Teléfono de contacto', '連絡先電話'),
  region: T('所在地区', 'Region', 'Región', '地域'),
  street: T('详细地址', 'Street address', 'Dirección', '番地・建物'),
  staff: T('回收员', 'Collector', 'Recolector', '回収スタッフ'),
  status: T('订单状态', 'State', 'Estado', '状態'),
  preferredAt: T('预约时间', 'Preferred time', 'Hora preferida', '希望日時'),
  remark: T('备注', 'Remark', 'Observación', '備考'),
  createdAt: T('下单时间', 'Ordered at', 'Pedido el', '注文日時'),
  paidAt: T('打款时间', 'Paid at', 'Pagado el', '支払日時'),
  closeReason: T(
    '取消/退回原因',
    'Reason cancelled or returned',
    'Motivo de cancelación o devolución',
    'キャンセル・返却理由',
  ),
  category: T('回收分类', 'Category', 'Categoría', 'カテゴリ'),
  brand: T('品牌', 'Brand', 'Marca', 'ブランド'),
  answers: T('估价选项', 'Answers', 'Respuestas', '査定の選択肢'),
  qty: T('数量', 'Quantity', 'Cantidad', '数量'),
  photos: T('质检照片', 'Inspection photos', 'Fotos de la inspección', '検品写真'),
  inspectNote: T('质检说明', 'Inspection note', 'Nota de inspección', '検品メモ'),
  reason: T('原因', 'Reason', 'Motivo', '理由'),
  note: T('备注', 'Note', 'Nota', 'メモ'),
  all: T('全部', 'All', 'Todos', 'すべて'),
};

/** The order's own messages. */
export const RECYCLE_ORDER_MESSAGES = {
  noChange: T(
    '回收订单提交后不能修改，请取消后重新下单',
    'A recycling order cannot be changed once submitted; cancel it and place a new one',
    'Un pedido de reciclaje no se puede modificar una vez enviado; cancélelo y haga otro',
    '回収注文は送信後に変更できません。キャンセルして再度注文してください',
  ),
  delCancelled: T(
    '回收订单提交后不能修改，只有已取消的订单可以删除',
    'A recycling order is not changed once submitted, and only a cancelled one can be deleted',
    'Un pedido de reciclaje no se modifica una vez enviado, y solo se puede eliminar si está cancelado',
    '回収注文は送信後に変更できず、削除できるのはキャンセル済みの注文のみです',
  ),
  pointClosed: T(
    '回收点“{name}”已停用',
    'The collection point “{name}” is disabled',
    'El punto de recogida «{name}» está desactivado',
    '回収拠点「{name}」は無効です',
  ),
  homeAddress: T(
    '上门回收请选择会员地址，或填写联系人、手机号、地区和详细地址',
    'For collection at home, pick one of the member’s addresses or give contact, mobile, region and street',
    'Para recogida a domicilio, elija una dirección del socio o indique contacto, móvil, región y dirección',
    '自宅回収では会員の住所を選ぶか、連絡先・携帯・地域・番地を入力してください',
  ),
  pastTime: T(
    '预约时间不能早于现在',
    'The preferred time cannot be in the past',
    'La hora preferida no puede ser pasada',
    '希望日時に過去の時刻は指定できません',
  ),
  staffClosed: T(
    '回收员“{name}”已停用',
    'The collector “{name}” is disabled',
    'El recolector «{name}» está desactivado',
    '回収スタッフ「{name}」は無効です',
  ),
  staffElsewhere: T(
    '回收员“{name}”不服务回收点“{point}”',
    'The collector “{name}” does not serve the collection point “{point}”',
    'El recolector «{name}» no atiende el punto «{point}»',
    '回収スタッフ「{name}」は回収拠点「{point}」の担当ではありません',
  ),
  sameStaff: T(
    '该订单已派给“{name}”',
    'This order is assigned to “{name}” already',
    'Este pedido ya está asignado a «{name}»',
    'この注文はすでに「{name}」に割り当てられています',
  ),
  tooMuch: T(
    '金额过大：单笔回收订单不超过 {max} 元',
    'Too large: a recycling order is at most ¥{max}',
    'Demasiado: un pedido de reciclaje es como máximo ¥{max}',
    '金額が大きすぎます：回収注文は 1 件 {max} 元までです',
  ),
  paid: T(
    '已打款到会员回收钱包',
    'Paid to the member’s recycling wallet',
    'Pagado al monedero de reciclaje del socio',
    '会員の回収ウォレットに支払いました',
  ),
  payoutNote: T('回收订单打款', 'Recycling order payout', 'Pago del pedido de reciclaje', '回収注文の支払い'),
};
