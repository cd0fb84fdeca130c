import { T } from '@yanye/addon-kit/server';

/** The e-waybill add-on's titles, said once for its lists, forms and labels. */
export const WAYBILL_TITLES = {
  company: T('快递公司', 'company'),
  cpCode: T('快递编码'),
  partnerId: T('客户编码'),
  partnerIdTip: T('快递公司分配的电子面单客户编码（partnerId）'),
  partnerKey: T('客户密钥'),
  partnerKeyTip: T('快递公司分配的密钥（partnerKey），加密保存；编辑时保持掩码不变即不修改'),
  branchCode: T('网点编码'),
  branchTip: T('加盟制快递（中通、圆通、韵达、申通）必填：开通面单的网点'),
  monthlyAccount: T('月结账号'),
  monthlyTip: T('直营快递（顺丰、京东、EMS、德邦）必填：月结卡号'),
  orderSn: T('订单号'),
  waybillNo: T('运单号', 'waybillNo'),
  account: T('面单账号'),
  bulkpen: T('大头笔'),
  sortingCode: T('三段码'),
  packageCenter: T('集包地'),
  sender: T('寄件人'),
  senderPhone: T('寄件电话'),
  senderAddress: T('寄件地址'),
  receiver: T('收件人'),
  receiverPhone: T('收件电话'),
  receiverAddress: T('收件地址'),
  cargo: T('物品'),
  weight: T('重量（千克）'),
  requestNo: T('请求单号'),
  lastTrack: T('最新轨迹'),
  lastTrackAt: T('轨迹时间'),
  printCount: T('打印次数'),
  issuedAt: T('取号时间'),
  voidReason: T('作废原因'),
};

export const STATE_TITLES = {
  issued: T('已取号'),
  shipped: T('已发货', 'shipped3'),
  collected: T('已揽收'),
  transit: T('运输中', 'transit'),
  delivering: T('派送中'),
  signed: T('已签收'),
  problem: T('疑难件'),
  returned: T('已退回', 'returned'),
  voided: T('已作废'),
} as const;

/** What the e-waybill add-on refuses or answers, in the user's language. */
export const WAYBILL_MESSAGES = {
  unknownCourier: T('“{company}”暂不支持电子面单（支持顺丰、中通、圆通、韵达、申通、京东、EMS、德邦）'),
  needsMonthly: T('{company}是直营快递，须填写月结账号'),
  needsBranch: T('{company}是加盟制快递，须填写网点编码'),
  keyRequired: T('请填写客户密钥'),
  accountUsed: T('面单账号“{name}”已取过面单，不能删除，可改为停用'),
  noCustomer: T('请先在插件设置中填写电子面单的授权 customer'),
  orderNotToShip: T('订单 {sn} 不是待发货的快递订单，不能取号'),
  orderHasWaybill: T('订单 {sn} 已取号：{company} {no}，如需重取请先作废'),
  accountStopped: T('面单账号“{name}”已停用'),
  noKey: T('面单账号“{name}”还没有填写客户密钥，请先编辑账号填写'),
  noAccount: T('面单账号不存在'),
  noOrder: T('订单不存在'),
  noReceiver: T('订单 {sn} 缺少收件人、电话或地址，不能取号'),
  noSender: T('请先在插件设置或店铺信息中填写寄件人、电话和地址'),
  badNumber: T('快递公司返回的运单号 {no} 不是{company}的单号格式'),
  issued: T('已取号：{company} {no}'),
  otherNumber: T('订单 {sn} 刚刚已取号：{company} {no}'),
};

/** What the operator log says of a waybill drawn for an order and of its label printed. */
export const WAYBILL_LOG = {
  issued: T('为订单「{sn}」取了面单：{company} {no}'),
  printed: T('打印了面单「{no}」'),
};
