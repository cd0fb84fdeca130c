import { T } from '@yanye/addon-kit/server';

/** The flash sale's words, said once: column and field titles, states, and its refusals. */

export const FLASHSALE_TITLES = {
  title: T('场次名称', 'Session', 'Sesión', '枠の名称'),
  session: T('秒杀场次', 'Session', 'Sesión', 'セール枠'),
  state: T('状态', 'Status', 'Estado', '状態'),
  items: T('秒杀商品', 'Goods', 'Productos', 'セール商品'),
  itemCount: T('商品数', 'Items', 'Productos', '商品数'),
  totalStock: T('秒杀总库存', 'Flash stock', 'Existencias', 'セール在庫'),
  sold: T('已售', 'Sold', 'Vendidos', '販売済み'),
  left: T('剩余', 'Left', 'Restantes', '残り'),
  orderCount: T('订单数', 'Orders', 'Pedidos', '注文数'),
  remark: T('备注', 'Remark', 'Nota', '備考'),
  stopReason: T('结束原因', 'Why it was ended', 'Motivo del cierre', '終了理由'),
  publishedAt: T('发布时间', 'Published', 'Publicada', '公開日時'),
  created: T('创建时间', 'Created', 'Creado', '作成日時'),
  goods: T('商品', 'Goods', 'Producto', '商品'),
  goodsPrice: T('原价', 'Regular price', 'Precio normal', '通常価格'),
  flashPrice: T('秒杀价', 'Flash price', 'Precio relámpago', 'セール価格'),
  stock: T('秒杀库存', 'Flash stock', 'Existencias relámpago', 'セール在庫'),
  limit: T('每人限购', 'Limit per member', 'Límite por socio', '1 人あたり上限'),
  orderNo: T('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  item: T('秒杀商品', 'Flash-sale item', 'Producto relámpago', 'セール商品'),
  qty: T('数量', 'Quantity', 'Cantidad', '数量'),
  price: T('成交价', 'Unit price', 'Precio unitario', '単価'),
  amount: T('实付金额', 'Paid', 'Pagado', '支払額'),
  orderedAt: T('下单时间', 'Ordered', 'Pedido el', '注文日時'),
  shippedAt: T('发货时间', 'Shipped', 'Enviado el', '発送日時'),
  cancelledAt: T('取消时间', 'Cancelled', 'Cancelado el', 'キャンセル日時'),
  trackingNo: T('快递单号', 'Tracking no.', 'N.º de seguimiento', '追跡番号'),
  cancelReason: T('取消原因', 'Why it was cancelled', 'Motivo de la cancelación', 'キャンセル理由'),
  note: T('备注', 'Note', 'Nota', 'メモ'),
  all: T('全部', 'All', 'Todos', 'すべて'),
};

export const ORDER_STATE_TITLES = {
  paid: T('待发货', 'Paid, to ship', 'Pagado, por enviar', '発送待ち'),
  shipped: T('已发货', 'Shipped', 'Enviado', '発送済み'),
  cancelled: T('已取消', 'Cancelled', 'Cancelado', 'キャンセル済み'),
};

export const FLASHSALE_MESSAGES = {
  noEdit: T(
    '场次“{title}”{state}，不能再修改',
    'The session “{title}” is {state}: it can no longer be edited',
    'La sesión «{title}» está {state}: ya no se puede editar',
    '枠「{title}」は{state}のため、編集できません',
  ),
  alreadyOver: T(
    '场次“{title}”的结束时间已过，请先修改时间',
    'The session “{title}” has ended by its times: change them first',
    'La sesión «{title}» ya terminó según sus horas: cámbielas primero',
    '枠「{title}」の終了日時を過ぎています。先に日時を変更してください',
  ),
  endedAlready: T(
    '场次“{title}”已结束',
    'The session “{title}” has ended already',
    'La sesión «{title}» ya terminó',
    '枠「{title}」はすでに終了しています',
  ),
  overlap: T(
    '商品“{goods}”已在同一时段的场次“{other}”中秒杀',
    '“{goods}” is on flash sale at the same time in the session “{other}”',
    '«{goods}» ya está en oferta a la misma hora en la sesión «{other}»',
    '「{goods}」は同じ時間帯の枠「{other}」でセール中です',
  ),
  hasOrders: T(
    '场次“{title}”已有 {count} 笔订单，不能删除',
    'The session “{title}” has {count} orders: it cannot be deleted',
    'La sesión «{title}» tiene {count} pedidos: no se puede eliminar',
    '枠「{title}」には注文が {count} 件あるため削除できません',
  ),
  delRunning: T(
    '场次“{title}”正在进行，请先结束再删除',
    'The session “{title}” is running: end it before deleting it',
    'La sesión «{title}» está en curso: finalícela antes de eliminarla',
    '枠「{title}」は開催中です。終了してから削除してください',
  ),
  goodsTwice: T(
    '商品“{goods}”在场次中出现了两次',
    '“{goods}” is in the session twice',
    '«{goods}» figura dos veces en la sesión',
    '「{goods}」が枠に 2 回入っています',
  ),
  aboveRegular: T(
    '秒杀价 {flash} 元不能高于原价 {regular} 元',
    'The flash price {flash} is above the regular price {regular}',
    'El precio relámpago {flash} supera el precio normal {regular}',
    'セール価格 {flash} 元が通常価格 {regular} 元を上回っています',
  ),
  limitTip: T(
    '填 0 或不填：按插件设置的默认限购',
    '0 or empty: the default limit of the add-on’s settings',
    '0 o vacío: el límite predeterminado de la configuración',
    '0 または空欄：プラグイン設定の既定値',
  ),
  notRunning: T(
    '场次“{title}”{state}，现在不能下单',
    'The session “{title}” is {state}: it takes no orders now',
    'La sesión «{title}» está {state}: no admite pedidos ahora',
    '枠「{title}」は{state}のため、今は注文できません',
  ),
  soldOut: T(
    '“{goods}”秒杀库存不足：剩余 {left} 件，需要 {qty} 件',
    'Not enough flash stock of “{goods}”: {left} left, {qty} wanted',
    'No quedan suficientes «{goods}»: quedan {left}, se piden {qty}',
    '「{goods}」のセール在庫が足りません：残り {left}、必要 {qty}',
  ),
  overLimit: T(
    '“{goods}”每人限购 {limit} 件，{member} 已购 {bought} 件，本次最多还能买 {can} 件',
    '“{goods}” is limited to {limit} a member: {member} has bought {bought}, so at most {can} more',
    '«{goods}» tiene un límite de {limit} por socio: {member} ya compró {bought}, puede {can} más',
    '「{goods}」は 1 人 {limit} 個までです。{member} さんは {bought} 個購入済みで、あと {can} 個まで',
  ),
  memberDisabled: T(
    '会员“{member}”已停用，不能下单',
    'The member “{member}” is disabled and cannot order',
    'El socio «{member}» está desactivado y no puede pedir',
    '会員「{member}」は停止中のため注文できません',
  ),
  noChange: T(
    '秒杀订单下单后不能修改，可取消后重新下单',
    'A flash-sale order cannot be changed: cancel it and order again',
    'Un pedido relámpago no se modifica: cancélelo y pida de nuevo',
    'セール注文は変更できません。キャンセルして注文し直してください',
  ),
  bought: T(
    '已为会员下单并从余额扣款 {amount} 元',
    'Ordered for the member; {amount} taken from the balance',
    'Pedido hecho; {amount} cobrados del saldo',
    '注文し、残高から {amount} 元を引き落としました',
  ),
  itemLabel: T('剩余 {left}', '{left} left', 'quedan {left}', '残り {left}'),
};
