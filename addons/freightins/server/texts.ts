import { T, type Texts } from '@yanye/addon-kit/server';
import type { ClaimState, PolicyState } from '../contract';

const M4 = (zh: string, en: string, es: string, ja: string): Texts => ({ zh, en, es, ja });

/** Titles of the columns. */
export const FREIGHTINS_TITLES = {
  orderSn: T('订单号', 'Order no.', 'N.º de pedido', '注文番号'),
  buyer: T('买家', 'Buyer', 'Comprador', '購入者'),
  buyerPhone: T('买家电话', "Buyer's phone", 'Teléfono del comprador', '購入者の電話'),
  policyNo: T('保单号', 'Policy no.', 'N.º de póliza', '証券番号'),
  premium: T('保费', 'Premium', 'Prima', '保険料'),
  insuredAmount: T('保额', 'Insured amount', 'Suma asegurada', '保険金額'),
  state: T('状态', 'State', 'Estado', '状態'),
  source: T('投保方式', 'Insured by', 'Asegurada por', '加入方法'),
  refuseReason: T('拒保原因', 'Why refused', 'Motivo del rechazo', '引受拒否の理由'),
  cancelReason: T('退保原因', 'Why cancelled', 'Motivo de la cancelación', '解約理由'),
  effectiveAt: T('生效时间', 'In force from', 'Vigente desde', '効力発生'),
  expiresAt: T('到期时间', 'Expires', 'Vence', '満了'),
  createdAt: T('投保时间', 'Insured at', 'Asegurada el', '加入日時'),
  claimNo: T('理赔单号', 'Claim no.', 'N.º de reclamación', '請求番号'),
  insurerClaimNo: T('保险公司案件号', "Insurer's case no.", 'N.º de la aseguradora', '保険会社の案件番号'),
  claimAmount: T('申请金额', 'Claimed', 'Reclamado', '請求額'),
  paidAmount: T('赔付金额', 'Paid', 'Pagado', '支払額'),
  payee: T('赔付方式', 'Paid to', 'Pagado a', '支払先'),
  reason: T('退货原因', 'Why returned', 'Motivo de la devolución', '返品理由'),
  rejectReason: T('拒赔原因', 'Why rejected', 'Motivo del rechazo', '不払い理由'),
  filedAt: T('申请时间', 'Filed at', 'Presentada el', '請求日時'),
  paidAt: T('赔付时间', 'Paid at', 'Pagada el', '支払日時'),
  all: T('全部', 'All', 'Todos', 'すべて'),
};

export const POLICY_TITLES: Readonly<Record<PolicyState, Texts>> = {
  insured: T('保障中', 'In force', 'Vigente', '保障中'),
  claimed: T('已理赔', 'Claimed', 'Indemnizada', '支払済み'),
  expired: T('已到期', 'Expired', 'Vencida', '満了'),
  cancelled: T('已退保', 'Cancelled', 'Cancelada', '解約'),
  refused: T('拒保', 'Refused', 'Rechazada', '引受拒否'),
};

export const CLAIM_TITLES: Readonly<Record<ClaimState, Texts>> = {
  filed: T('理赔中', 'Filed', 'Presentada', '請求中'),
  paid: T('已赔付', 'Paid', 'Pagada', '支払済み'),
  rejected: T('已拒赔', 'Rejected', 'Rechazada', '不払い'),
};

export const SOURCE_TITLES = {
  auto: T('发货自动投保', 'On shipping', 'Al enviar', '発送時に自動'),
  manual: T('手动投保', 'By hand', 'A mano', '手動'),
};

export const PAYEE_TITLES = {
  member: T('退回会员余额', "To the member's balance", 'Al saldo del socio', '会員残高へ'),
  direct: T(
    '保险公司直赔买家',
    'By the insurer to the buyer',
    'De la aseguradora al comprador',
    '保険会社から購入者へ',
  ),
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
  setUp: T(
    '修改了运费险设置',
    'Changed the return shipping insurance settings',
    'Modificó los ajustes del seguro de envío',
    '返品送料保険の設定を変更しました',
  ),
  insured: T(
    '为订单「{sn}」投保了运费险，保单号 {no}',
    'Insured the order “{sn}” with return shipping insurance: policy {no}',
    'Aseguró el pedido «{sn}» con el seguro de envío: póliza {no}',
    '注文「{sn}」に返品送料保険を掛けました：証券 {no}',
  ),
  cancelled: T(
    '退保了运费险保单「{no}」（订单「{sn}」）',
    'Cancelled the return shipping insurance policy “{no}” (order “{sn}”)',
    'Canceló la póliza del seguro de envío «{no}» (pedido «{sn}»)',
    '返品送料保険の証券「{no}」を解約しました（注文「{sn}」）',
  ),
  claimed: T(
    '为保单「{policy}」申请了理赔「{no}」，案件号 {case}',
    'Filed the claim “{no}” on the policy “{policy}”: case {case}',
    'Presentó la reclamación «{no}» sobre la póliza «{policy}»: caso {case}',
    '証券「{policy}」の保険金請求「{no}」を行いました：案件 {case}',
  ),
  enabled: T('开启运费险', 'Insure orders', 'Asegurar pedidos', '送料保険を有効にする'),
  premium: T('每单保费', 'Premium per order', 'Prima por pedido', '1 注文の保険料'),
  scope: T('投保范围', 'Which orders', 'Qué pedidos', '対象の注文'),
  minAmount: T('最低实付金额', 'Least paid', 'Pago mínimo', '最低支払額'),
  autoClaim: T('退货自动理赔', 'Claim on return', 'Reclamar al devolver', '返品時に自動請求'),
};

export const SCOPE_TITLES = {
  all: T('全部快递订单', 'Every delivery order', 'Todos los envíos', 'すべての配送注文'),
  over: T('实付金额不低于', 'Paying at least', 'Que paguen al menos', '支払額が次以上'),
};

export const STEPS = {
  cancel: T('退保', 'be cancelled', 'cancelarse', '解約'),
  claim: T('申请理赔', 'be claimed on', 'reclamarse', '請求'),
};
