import { T, type Texts } from '@yanye/addon-kit/server';
import type { OrderState, UtilityKind } from '../contract';

/** Titles of the columns and fields. */
export const UTILITY_TITLES = {
  orderNo: T('订单号'),
  kind: T('类型', 'kind'),
  brand: T('运营商'),
  product: T('充值商品', 'product'),
  productName: T('商品名称', 'productName'),
  faceValue: T('面值'),
  price: T('售价', 'price'),
  providerCode: T('服务商商品编号'),
  status: T('状态'),
  sort: T('排序'),
  account: T('充值账号'),
  amount: T('支付金额'),
  state: T('订单状态'),
  auditReason: T('审核原因'),
  auditRemark: T('审核备注'),
  auditedAt: T('审核时间', 'auditedAt2'),
  providerOrderNo: T('服务商订单号'),
  failReason: T('失败原因', 'failReason2'),
  submitError: T('提交异常'),
  remark: T('备注', 'remark2'),
  createdAt: T('下单时间'),
  submittedAt: T('提交时间', 'submittedAt2'),
  finishedAt: T('完成时间', 'finishedAt'),
  refundedAt: T('退款时间'),
  all: T('全部'),
  onSale: T('上架'),
  offSale: T('下架'),
};

export const KIND_TITLES: Readonly<Record<UtilityKind, Texts>> = {
  electric: T('电费'),
  petrol: T('油卡'),
  mobile: T('话费'),
};

export const STATE_TITLES: Readonly<Record<OrderState, Texts>> = {
  pending: T('待提交'),
  audit: T('待审核', 'audit'),
  submitted: T('充值中'),
  success: T('充值成功'),
  failed: T('充值失败'),
  refunded: T('已退款', 'refunded3'),
};

export const REASON_TITLES = {
  '': T('无需审核'),
  amount: T('金额超过审核线'),
  new_account: T('新户号首充'),
} as const;

/** The grids, oil companies and carriers a product is of, by kind. */
export const BRANDS = [
  { value: 'state_grid', kind: 'electric', label: T('国家电网') },
  {
    value: 'csg',
    kind: 'electric',
    label: T('南方电网'),
  },
  { value: 'sinopec', kind: 'petrol', label: T('中国石化') },
  { value: 'petrochina', kind: 'petrol', label: T('中国石油') },
  {
    value: 'china_mobile',
    kind: 'mobile',
    label: T('中国移动'),
  },
  {
    value: 'china_unicom',
    kind: 'mobile',
    label: T('中国联通'),
  },
  {
    value: 'china_telecom',
    kind: 'mobile',
    label: T('中国电信'),
  },
] as const;

/** The titles of the history's steps (flow events). */
/** What the operator log says of a top-up ordered at the desk, reviewed, asked about or refunded. */
export const UTILITY_LOG = {
  ordered: T('下单了生活缴费「{no}」：{product}，充值账号 {account}，支付 {amount}（{state}）'),
  approved: T('审核通过了生活缴费「{no}」（{state}）'),
  rejected: T('驳回了生活缴费「{no}」，退款 {amount}'),
  synced: T('查询了生活缴费「{no}」的结果：{state}'),
  refundAsked: T('为生活缴费「{no}」申请退款，结果：{state}'),
  reason: T('退款原因'),
};

export const STEP_TITLES = {
  approve: T('审核通过', 'approve'),
  reject: T('审核驳回'),
  submit: T('提交服务商'),
  success: T('充值成功', 'success'),
  fail: T('充值失败'),
  refund: T('退款到余额'),
  late: T('服务商迟到的结果'),
};

/** The operator's steps, as a refusal names them. */
export const ACTS = {
  query: T('查询结果'),
  refund: T('退款', 'refund'),
};

/** What the wallet log says of the rows. */
export const PAY_NOTE = '生活缴费下单';
export const REFUND_NOTE = '生活缴费失败退款';

/** Refusals and answers, in the user's language. */
export const UTILITY_MESSAGES = {
  memberDisabled: T('会员“{member}”已被禁用，不能充值'),
  productOff: T('充值商品“{product}”已下架'),
  badAccount: T('{kind}账号“{account}”格式不对：{rule}'),
  wrongState: T('订单 {no} 当前为“{state}”，不能{step}'),
  audited: T('不可以重复审核！', 'audited'),
  busy: T('订单 {no} 正在提交或退款，请稍后再试'),
  inUse: T('充值商品“{name}”已有订单，不能删除，可以下架'),
  brandKind: T('运营商与类型不符'),
  placedSubmitted: T('已下单并提交服务商，扣款 {amount} 元'),
  placedAudit: T('已下单，扣款 {amount} 元，等待审核'),
  placedPending: T('已下单，扣款 {amount} 元；提交服务商未确认（{error}），稍后自动重试'),
  refusedRefunded: T('服务商拒绝充值（{reason}），已退款 {amount} 元'),
  rejected: T('已驳回，退款 {amount} 元'),
  providerDone: T('服务商确认充值成功，不能退款'),
  providerBusy: T('服务商仍在处理（{state}），请等待结果'),
  refunded: T('已退款 {amount} 元', 'refunded'),
  synced: T('服务商结果：{state}'),
};
