import { T, type Texts } from '@yanye/i18n';
import type { CollectionMode, RecycleOrderState } from '@yanye/protocol';

/** Each state's words, said once: the status column's options, the flow's states and the list's tabs. */
export const STATE_TITLES = {
  submitted: T('已提交'),
  assigned: T('已派单'),
  collected: T('已取货'),
  inspected: T('已质检'),
  confirmed: T('已确认价格'),
  paid: T('已打款', 'paid'),
  cancelled: T('已取消'),
  returned: T('已退回'),
} as const satisfies Record<RecycleOrderState, Texts>;

export const MODE_TITLES = {
  point: T('送到回收点'),
  home: T('上门回收'),
} as const satisfies Record<CollectionMode, Texts>;

/** Titles of the order's columns and fields. */
export const RECYCLE_ORDER_TITLES = {
  orderNo: T('回收单号'),
  member: T('会员', 'member2'),
  memberPhone: T('会员手机', 'memberPhone'),
  items: T('回收物品'),
  itemCount: T('件数'),
  quotedTotal: T('预估价'),
  inspectedTotal: T('质检价'),
  mode: T('回收方式'),
  point: T('回收点', 'point'),
  address: T('上门地址'),
  contactName: T('联系人', 'contactName'),
  contactPhone: T('联系电话', 'contactPhone2'),
  region: T('所在地区'),
  street: T('详细地址', 'street'),
  staff: T('回收员', 'staff'),
  status: T('订单状态'),
  preferredAt: T('预约时间'),
  remark: T('备注', 'remark2'),
  createdAt: T('下单时间'),
  paidAt: T('打款时间', 'paidAt'),
  closeReason: T('取消/退回原因'),
  category: T('回收分类', 'category'),
  brand: T('品牌', 'brand'),
  answers: T('估价选项', 'answers'),
  qty: T('数量', 'qty'),
  photos: T('质检照片'),
  inspectNote: T('质检说明'),
  reason: T('原因'),
  note: T('备注', 'note2'),
  all: T('全部'),
};

/** The order's own messages. */
export const RECYCLE_ORDER_MESSAGES = {
  noChange: T('回收订单提交后不能修改，请取消后重新下单'),
  delCancelled: T('回收订单提交后不能修改，只有已取消的订单可以删除'),
  pointClosed: T('回收点“{name}”已停用'),
  homeAddress: T('上门回收请选择会员地址，或填写联系人、手机号、地区和详细地址'),
  pastTime: T('预约时间不能早于现在'),
  staffClosed: T('回收员“{name}”已停用'),
  staffElsewhere: T('回收员“{name}”不服务回收点“{point}”'),
  sameStaff: T('该订单已派给“{name}”'),
  tooMuch: T('金额过大：单笔回收订单不超过 {max} 元'),
  paid: T('已打款到会员回收钱包'),
  payoutNote: T('回收订单打款'),
};
