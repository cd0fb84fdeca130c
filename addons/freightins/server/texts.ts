import { T, type Texts } from '@yanye/addon-kit/server';
import type { ClaimState, PolicyState } from '../contract';

/** Titles of the columns. */
export const FREIGHTINS_TITLES = {
  orderSn: T('订单号'),
  buyer: T('买家'),
  buyerPhone: T('买家电话', 'buyerPhone'),
  policyNo: T('保单号'),
  premium: T('保费'),
  insuredAmount: T('保额'),
  state: T('状态', 'state'),
  source: T('投保方式'),
  refuseReason: T('拒保原因'),
  cancelReason: T('退保原因'),
  effectiveAt: T('生效时间'),
  expiresAt: T('到期时间', 'expiresAt'),
  createdAt: T('投保时间'),
  claimNo: T('理赔单号'),
  insurerClaimNo: T('保险公司案件号'),
  claimAmount: T('申请金额'),
  paidAmount: T('赔付金额'),
  payee: T('赔付方式'),
  reason: T('退货原因'),
  rejectReason: T('拒赔原因'),
  filedAt: T('申请时间', 'filedAt'),
  paidAt: T('赔付时间'),
  all: T('全部'),
};

export const POLICY_TITLES: Readonly<Record<PolicyState, Texts>> = {
  insured: T('保障中'),
  claimed: T('已理赔'),
  expired: T('已到期'),
  cancelled: T('已退保'),
  refused: T('拒保'),
};

export const CLAIM_TITLES: Readonly<Record<ClaimState, Texts>> = {
  filed: T('理赔中'),
  paid: T('已赔付'),
  rejected: T('已拒赔'),
};

export const SOURCE_TITLES = {
  auto: T('发货自动投保'),
  manual: T('手动投保'),
};

export const PAYEE_TITLES = {
  member: T('退回会员余额'),
  direct: T('保险公司直赔买家'),
};

/** What the wallet log says of a claim credited to the buyer's balance. */
export const CLAIM_NOTE = '运费险理赔到账';

export const FREIGHTINS_MESSAGES = {
  premiumOverCover: T('保费必须低于保额'),
  notShipped: T('订单 {sn} 不是已发货的快递订单，不能投保'),
  insuredAlready: T('订单 {sn} 已投保（{state}）'),
  notInForce: T('保单 {no} 当前为“{state}”，不能{step}'),
  claimedAlready: T('保单 {no} 已申请理赔（{claim}）'),
  noReturn: T('订单 {sn} 没有退货，运费险只赔付退货运费'),
  insured: T('已投保，保单号 {no}'),
  cancelled: T('已退保', 'cancelled'),
  filed: T('已提交理赔，案件号 {no}'),
};

/** What the operator log says of the settings and of a policy insured, cancelled or claimed on. */
export const FREIGHTINS_LOG = {
  setUp: T('修改了运费险设置'),
  insured: T('为订单「{sn}」投保了运费险，保单号 {no}'),
  cancelled: T('退保了运费险保单「{no}」（订单「{sn}」）'),
  claimed: T('为保单「{policy}」申请了理赔「{no}」，案件号 {case}'),
  enabled: T('开启运费险'),
  premium: T('每单保费'),
  scope: T('投保范围'),
  minAmount: T('最低实付金额'),
  autoClaim: T('退货自动理赔'),
};

export const SCOPE_TITLES = {
  all: T('全部快递订单'),
  over: T('实付金额不低于'),
};

export const STEPS = {
  cancel: T('退保'),
  claim: T('申请理赔'),
};
