import { T } from '@yanye/addon-kit/server';

/** The flash sale's words, said once: column and field titles, states, and its refusals. */

export const FLASHSALE_TITLES = {
  title: T('场次名称'),
  session: T('秒杀场次', 'session'),
  state: T('状态'),
  items: T('秒杀商品', 'items'),
  itemCount: T('商品数'),
  totalStock: T('秒杀总库存'),
  sold: T('已售'),
  left: T('剩余'),
  orderCount: T('订单数'),
  remark: T('备注', 'remark'),
  stopReason: T('结束原因'),
  publishedAt: T('发布时间', 'publishedAt'),
  created: T('创建时间'),
  goods: T('商品', 'goods'),
  goodsPrice: T('原价'),
  flashPrice: T('秒杀价'),
  stock: T('秒杀库存'),
  limit: T('每人限购'),
  orderNo: T('订单号'),
  item: T('秒杀商品', 'item'),
  qty: T('数量', 'qty'),
  price: T('成交价', 'price'),
  amount: T('实付金额', 'amount'),
  orderedAt: T('下单时间', 'orderedAt'),
  shippedAt: T('发货时间', 'shippedAt2'),
  cancelledAt: T('取消时间', 'cancelledAt'),
  trackingNo: T('快递单号'),
  cancelReason: T('取消原因', 'cancelReason3'),
  note: T('备注', 'note2'),
  all: T('全部'),
};

export const ORDER_STATE_TITLES = {
  paid: T('待发货', 'paid'),
  shipped: T('已发货', 'shipped2'),
  cancelled: T('已取消', 'cancelled'),
};

export const FLASHSALE_MESSAGES = {
  noEdit: T('场次“{title}”{state}，不能再修改'),
  alreadyOver: T('场次“{title}”的结束时间已过，请先修改时间'),
  endedAlready: T('场次“{title}”已结束'),
  overlap: T('商品“{goods}”已在同一时段的场次“{other}”中秒杀'),
  hasOrders: T('场次“{title}”已有 {count} 笔订单，不能删除'),
  delRunning: T('场次“{title}”正在进行，请先结束再删除'),
  goodsTwice: T('商品“{goods}”在场次中出现了两次'),
  aboveRegular: T('秒杀价 {flash} 元不能高于原价 {regular} 元'),
  limitTip: T('填 0 或不填：按插件设置的默认限购'),
  notRunning: T('场次“{title}”{state}，现在不能下单'),
  soldOut: T('“{goods}”秒杀库存不足：剩余 {left} 件，需要 {qty} 件'),
  overLimit: T('“{goods}”每人限购 {limit} 件，{member} 已购 {bought} 件，本次最多还能买 {can} 件'),
  memberDisabled: T('会员“{member}”已停用，不能下单'),
  noChange: T('秒杀订单下单后不能修改，可取消后重新下单'),
  bought: T('已为会员下单并从余额扣款 {amount} 元'),
  itemLabel: T('剩余 {left}'),
};
