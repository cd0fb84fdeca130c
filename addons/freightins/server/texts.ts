import { T, type Texts } from '@yanye/addon-kit/server';
import type { ClaimState, PolicyState } from '../contract';

const M4 = (zh: string, en: string, es: string, ja: string): Texts => ({ zh, en, es, ja });

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
  premiumOverCover: M4(
    '保费必须低于保额',
    'The premium must be below the insured amount',
    'La prima debe ser inferior a la suma asegurada',
    '保険料は保険金額より低くしてください',
  ),
  notShipped: M4(
    '订单 {sn} 不是已发货的快递订单，不能投保',
    'Order {sn} is not a shipped delivery order: it cannot be insured',
    'El pedido {sn} no es un envío despachado: no se puede asegurar',
    '注文 {sn} は発送済みの配送注文ではないため加入できません',
  ),
  insuredAlready: M4(
    '订单 {sn} 已投保（{state}）',
    'Order {sn} is insured already ({state})',
    'El pedido {sn} ya está asegurado ({state})',
    '注文 {sn} は加入済みです（{state}）',
  ),
  notInForce: M4(
    '保单 {no} 当前为“{state}”，不能{step}',
    'Policy {no} is {state}: it cannot {step}',
    'La póliza {no} está «{state}»: no puede {step}',
    '証券 {no} は「{state}」のため{step}できません',
  ),
  claimedAlready: M4(
    '保单 {no} 已申请理赔（{claim}）',
    'A claim on policy {no} is filed already ({claim})',
    'Ya hay una reclamación sobre la póliza {no} ({claim})',
    '証券 {no} は請求済みです（{claim}）',
  ),
  noReturn: M4(
    '订单 {sn} 没有退货，运费险只赔付退货运费',
    'Order {sn} did not come back: the insurance covers return postage only',
    'El pedido {sn} no se devolvió: el seguro solo cubre el envío de devolución',
    '注文 {sn} は返品されていません。保険は返品送料のみ対象です',
  ),
  insured: M4(
    '已投保，保单号 {no}',
    'Insured: policy {no}',
    'Asegurado: póliza {no}',
    '加入しました：証券 {no}',
  ),
  cancelled: M4('已退保', 'Cancelled', 'Cancelada', '解約しました'),
  filed: M4(
    '已提交理赔，案件号 {no}',
    'Claim filed: case {no}',
    'Reclamación presentada: caso {no}',
    '請求しました：案件 {no}',
  ),
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
