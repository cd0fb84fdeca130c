import { T } from '@yanye/addon-kit/server';
import type { OrderState } from './tables';

/** Titles of the add-on's columns and fields, said once for lists, forms and exports. */
export const CLOUDBUY_TITLES = {
  goods: T('商品名称'),
  image: T('主图'),
  code: T('商品编码'),
  spec: T('规格'),
  unit: T('单位'),
  supplier: T('供货门店'),
  price: T('供货价'),
  retailPrice: T('建议零售价'),
  moq: T('起订量'),
  stock: T('可供数量'),
  regions: T('配送区域'),
  remark: T('供货说明'),
  offerStatus: T('货源状态'),
  offeredAt: T('开始供货'),
  syncedAt: T('同步时间', 'syncedAt'),
  inCart: T('购物车中'),
  qty: T('数量', 'qty'),
  amount: T('金额（元）'),
  addedAt: T('加入时间'),
  orderNo: T('订单号'),
  status: T('订单状态', 'status'),
  summary: T('商品'),
  lineCount: T('品种数'),
  totalQty: T('总数量'),
  totalAmount: T('订单金额'),
  lineAmount: T('金额'),
  lines: T('订货明细'),
  purchaseNo: T('进货单号'),
  contactName: T('收货人'),
  contactPhone: T('收货电话'),
  address: T('收货地址', 'address'),
  orderRemark: T('订单备注'),
  carrier: T('物流公司'),
  trackingNo: T('运单号'),
  cancelReason: T('取消原因', 'cancelReason2'),
  createdAt: T('下单时间'),
  confirmedAt: T('确认时间'),
  shippedAt: T('发货时间', 'shippedAt'),
  receivedAt: T('收货时间'),
  cancelledAt: T('取消时间'),
  note: T('备注', 'note2'),
  all: T('全部'),
};

export const OFFER_STATES = {
  active: T('可订货'),
  stopped: T('已停止供货', 'stopped'),
};

export const STATE_TITLES: Readonly<Record<OrderState, ReturnType<typeof T>>> = {
  submitted: T('待确认'),
  confirmed: T('待发货', 'confirmed'),
  shipped: T('已发货', 'shipped'),
  received: T('已收货', 'received'),
  cancelled: T('已取消', 'cancelled'),
};

/** What the add-on says to the user: refusals and answers. */
export const CLOUDBUY_MESSAGES = {
  offerStopped: T('“{goods}”已停止供货，不能再订购'),
  belowMoq: T('“{goods}”起订量为 {moq}{unit}，当前数量 {qty}{unit}'),
  overStock: T('“{goods}”可供 {stock}{unit}，不足 {qty}{unit}'),
  wholeUnits: T('“{goods}”按{unit}订购，数量须为整数'),
  addOnly: T('请在“云购商品”中把货源加入购物车'),
  added: T('已加入购物车，现有 {qty}{unit}'),
  cartEmpty: T('购物车中没有该供货门店的商品，可能已被下单'),
  tooMuch: T('订单金额超出上限（至多 {max} 元），请分开下单'),
  placed: T('已下单 {no}，进货单 {purchase}'),
  placedNoPurchase: T('已下单 {no}，供货门店确认后生成进货单'),
  noWarehouse: T('没有可用的仓库：请先在基础资料中启用一个仓库'),
  warehouseCode: T('云购设置中的默认仓库编码“{code}”不是启用的仓库'),
  purchaseAudited: T('进货单 {no} 已审核，不能取消订单：请先在进销存中反审核'),
  linkedTwice: T('该订单已有进货单，请刷新后再试'),
  synced: T('已刷新货源：{found} 条在供，{stopped} 条已停止'),
  /** What the operator log says of a refresh asked for. */
  syncedSaid: T('刷新了云购货源：{found} 条在供，{stopped} 条已停止'),
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
