import { T } from '@yanye/addon-kit/server';
import type { OrderState } from './tables';

/** Titles of the add-on's columns and fields, said once for lists, forms and exports. */
export const CLOUDBUY_TITLES = {
  goods: T('商品名称', 'Goods', 'Producto', '商品名'),
  image: T('主图', 'Image', 'Imagen', 'メイン画像'),
  code: T('商品编码', 'Code', 'Código', '商品コード'),
  spec: T('规格', 'Spec', 'Especificación', '規格'),
  unit: T('单位', 'Unit', 'Unidad', '単位'),
  supplier: T('供货门店', 'Supplier', 'Proveedor', '仕入先'),
  price: T('供货价', 'Supply price', 'Precio de suministro', '供給価格'),
  retailPrice: T('建议零售价', 'Retail price', 'Precio de venta', '小売価格'),
  moq: T('起订量', 'Minimum order', 'Pedido mínimo', '最小発注量'),
  stock: T('可供数量', 'Available', 'Disponible', '供給可能数'),
  regions: T('配送区域', 'Delivers to', 'Zonas de entrega', '配送地域'),
  remark: T('供货说明', 'Remark', 'Observaciones', '供給メモ'),
  offerStatus: T('货源状态', 'Offer', 'Oferta', '供給状態'),
  offeredAt: T('开始供货', 'Offered since', 'Ofrecido desde', '供給開始'),
  syncedAt: T('同步时间', 'Refreshed at', 'Actualizado el', '同期日時'),
  inCart: T('购物车中', 'In the cart', 'En el carrito', 'カート内'),
  qty: T('数量', 'Quantity', 'Cantidad', '数量'),
  amount: T('金额（元）', 'Amount (yuan)', 'Importe (yuanes)', '金額（元）'),
  addedAt: T('加入时间', 'Added at', 'Añadido el', '追加日時'),
  orderNo: T('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  status: T('订单状态', 'Status', 'Estado', '状態'),
  summary: T('商品', 'Goods', 'Productos', '商品'),
  lineCount: T('品种数', 'Lines', 'Líneas', '品目数'),
  totalQty: T('总数量', 'Total quantity', 'Cantidad total', '合計数量'),
  totalAmount: T('订单金额', 'Order amount', 'Importe del pedido', '注文金額'),
  lineAmount: T('金额', 'Amount', 'Importe', '金額'),
  lines: T('订货明细', 'Lines', 'Líneas', '注文明細'),
  purchaseNo: T('进货单号', 'Purchase no.', 'N.º de compra', '発注書番号'),
  contactName: T('收货人', 'Consignee', 'Destinatario', '受取人'),
  contactPhone: T('收货电话', 'Phone', 'Teléfono', '電話番号'),
  address: T('收货地址', 'Delivery address', 'Dirección de entrega', '届け先住所'),
  orderRemark: T('订单备注', 'Remark', 'Observaciones', '注文メモ'),
  carrier: T('物流公司', 'Carrier', 'Transportista', '配送会社'),
  trackingNo: T('运单号', 'Tracking no.', 'N.º de seguimiento', '追跡番号'),
  cancelReason: T('取消原因', 'Cancellation reason', 'Motivo de cancelación', 'キャンセル理由'),
  createdAt: T('下单时间', 'Ordered at', 'Pedido el', '注文日時'),
  confirmedAt: T('确认时间', 'Confirmed at', 'Confirmado el', '確認日時'),
  shippedAt: T('发货时间', 'Shipped at', 'Enviado el', '出荷日時'),
  receivedAt: T('收货时间', 'Received at', 'Recibido el', '受領日時'),
  cancelledAt: T('取消时间', 'Cancelled at', 'Cancelado el', 'キャンセル日時'),
  note: T('备注', 'Note', 'Nota', 'メモ'),
  all: T('全部', 'All', 'Todos', 'すべて'),
};

export const OFFER_STATES = {
  active: T('可订货', 'Open', 'Disponible', '発注可'),
  stopped: T('已停止供货', 'Stopped', 'Detenida', '供給停止'),
};

export const STATE_TITLES: Readonly<Record<OrderState, ReturnType<typeof T>>> = {
  submitted: T('待确认', 'Submitted', 'Enviado', '確認待ち'),
  confirmed: T('待发货', 'Confirmed', 'Confirmado', '出荷待ち'),
  shipped: T('已发货', 'Shipped', 'Enviado por el proveedor', '出荷済み'),
  received: T('已收货', 'Received', 'Recibido', '受領済み'),
  cancelled: T('已取消', 'Cancelled', 'Cancelado', 'キャンセル済み'),
};

/** What the add-on says to the user: refusals and answers. */
export const CLOUDBUY_MESSAGES = {
  offerStopped: T(
    '“{goods}”已停止供货，不能再订购',
    '“{goods}” is no longer offered and cannot be ordered',
    '«{goods}» ya no se ofrece y no se puede pedir',
    '「{goods}」は供給が停止されたため発注できません',
  ),
  belowMoq: T(
    '“{goods}”起订量为 {moq}{unit}，当前数量 {qty}{unit}',
    '“{goods}” is ordered {moq} {unit} at least; the quantity is {qty} {unit}',
    '«{goods}» se pide desde {moq} {unit}; la cantidad es {qty} {unit}',
    '「{goods}」の最小発注量は {moq}{unit} です（現在 {qty}{unit}）',
  ),
  overStock: T(
    '“{goods}”可供 {stock}{unit}，不足 {qty}{unit}',
    '“{goods}” has {stock} {unit} to supply, less than {qty} {unit}',
    '«{goods}» tiene {stock} {unit} disponibles, menos de {qty} {unit}',
    '「{goods}」の供給可能数は {stock}{unit} で、{qty}{unit} に足りません',
  ),
  wholeUnits: T(
    '“{goods}”按{unit}订购，数量须为整数',
    '“{goods}” is ordered in whole {unit}',
    '«{goods}» se pide en {unit} enteros',
    '「{goods}」は{unit}単位の整数で発注してください',
  ),
  addOnly: T(
    '请在“云购商品”中把货源加入购物车',
    'Add offers to the cart from the cloud-buy goods list',
    'Añada ofertas al carrito desde la lista de productos',
    'クラウド購入商品の一覧からカートに追加してください',
  ),
  added: T(
    '已加入购物车，现有 {qty}{unit}',
    'Added to the cart: {qty} {unit} in it now',
    'Añadido al carrito: ahora hay {qty} {unit}',
    'カートに追加しました（現在 {qty}{unit}）',
  ),
  cartEmpty: T(
    '购物车中没有该供货门店的商品，可能已被下单',
    'The cart holds nothing of this supplier: it may have been ordered already',
    'El carrito no tiene nada de este proveedor: quizá ya se pidió',
    'カートにこの仕入先の商品がありません。すでに注文された可能性があります',
  ),
  tooMuch: T(
    '订单金额超出上限（至多 {max} 元），请分开下单',
    'The order exceeds the most one order may amount to ({max} yuan): split it',
    'El pedido supera el importe máximo ({max} yuanes): divídalo',
    '注文金額が上限（{max} 元）を超えています。分けて注文してください',
  ),
  placed: T(
    '已下单 {no}，进货单 {purchase}',
    'Order {no} placed; purchase document {purchase}',
    'Pedido {no} realizado; documento de compra {purchase}',
    '注文 {no} を発注しました。発注書 {purchase}',
  ),
  placedNoPurchase: T(
    '已下单 {no}，供货门店确认后生成进货单',
    'Order {no} placed; its purchase document is made when the supplier confirms it',
    'Pedido {no} realizado; su documento de compra se crea cuando el proveedor lo confirme',
    '注文 {no} を発注しました。仕入先の確認後に発注書を作成します',
  ),
  noWarehouse: T(
    '没有可用的仓库：请先在基础资料中启用一个仓库',
    'No warehouse is enabled: enable one in the basic data first',
    'No hay almacenes habilitados: habilite uno en los datos básicos',
    '有効な倉庫がありません。先に基本データで倉庫を有効にしてください',
  ),
  warehouseCode: T(
    '云购设置中的默认仓库编码“{code}”不是启用的仓库',
    'The default warehouse code “{code}” of the cloud-buy settings is no enabled warehouse',
    'El código de almacén «{code}» de los ajustes no es un almacén habilitado',
    'クラウド購入設定の既定倉庫コード「{code}」は有効な倉庫ではありません',
  ),
  purchaseAudited: T(
    '进货单 {no} 已审核，不能取消订单：请先在进销存中反审核',
    'Purchase document {no} is audited, so the order cannot be cancelled: un-audit it in the inventory first',
    'El documento de compra {no} está auditado; no se puede cancelar el pedido: anule antes su auditoría',
    '発注書 {no} は審査済みのため注文をキャンセルできません。先に在庫管理で審査を取り消してください',
  ),
  linkedTwice: T(
    '该订单已有进货单，请刷新后再试',
    'The order has a purchase document already; refresh and try again',
    'El pedido ya tiene documento de compra; actualice e inténtelo de nuevo',
    'この注文にはすでに発注書があります。更新してから再試行してください',
  ),
  synced: T(
    '已刷新货源：{found} 条在供，{stopped} 条已停止',
    'Offers refreshed: {found} open, {stopped} stopped',
    'Ofertas actualizadas: {found} disponibles, {stopped} detenidas',
    '供給情報を更新しました：供給中 {found} 件、停止 {stopped} 件',
  ),
  /** What the operator log says of a refresh asked for. */
  syncedSaid: T(
    '刷新了云购货源：{found} 条在供，{stopped} 条已停止',
    'Refreshed the cloud-buy offers: {found} open, {stopped} stopped',
    'Actualizó las ofertas de compra en la nube: {found} disponibles, {stopped} detenidas',
    'クラウド購入の供給情報を更新しました：供給中 {found} 件、停止 {stopped} 件',
  ),
};

/** The remark a purchase document made for an order carries, and the mark a cancellation adds. */
export const PURCHASE_REMARK = {
  made: (orderNo: string, supplier: string) => `云购订单 ${orderNo}（供货门店：${supplier}）`,
  voided: (orderNo: string, reason: string) => `【已作废】云购订单 ${orderNo} 已取消：${reason}`,
};

/** The vendor record a supplier store becomes in the store's basic data. */
export const VENDOR_REMARK = '云购平台供货门店，下单时自动建档';
export const MATERIAL_REMARK = (supplier: string) => `云购自动建档（${supplier}）`;
export const MATERIAL_CATEGORY = '云购';
