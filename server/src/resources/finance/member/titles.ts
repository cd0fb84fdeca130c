import { T, type Texts } from '@yanye/i18n';
import { MEMBER_WALLETS, type MemberWallet } from '../../../db/schema';
import { ADDON_LEDGER_EVENTS, type CoreLedgerEvent, LEDGER_EVENTS } from '../../../platform/ledger';

/** Titles the members' wallet lists share. */
export const WALLET_TITLES = {
  member: T('会员', 'Member', 'Socio', '会員'),
  phone: T('手机号', 'Mobile', 'Móvil', '携帯番号'),
  event: T('类型', 'Type', 'Tipo', '種類'),
  amount: T('变动金额', 'Amount', 'Importe', '変動額'),
  points: T('变动积分', 'Points', 'Puntos', '変動ポイント'),
  balanceAfter: T('变动后余额', 'Balance after', 'Saldo posterior', '変動後残高'),
  pointsAfter: T('变动后积分', 'Points after', 'Puntos posteriores', '変動後ポイント'),
  income: T('收入', 'Income', 'Ingreso', '収入'),
  expense: T('支出', 'Expense', 'Gasto', '支出'),
  docNo: T('单据编号', 'Document no.', 'N.º de documento', '伝票番号'),
  operator: T('操作人', 'Operator', 'Operador', '操作者'),
  note: T('备注', 'Note', 'Nota', '備考'),
  time: T('时间', 'Time', 'Hora', '日時'),
  wallet: T('充值账户', 'Wallet', 'Monedero', 'チャージ先'),
  reason: T('原因', 'Reason', 'Motivo', '理由'),
} as const;

/** What each of the core's ledger events is called. */
const CORE_EVENT_TITLES = {
  recharge: T('后台充值', 'Top-up', 'Recarga', 'チャージ'),
  deduct: T('后台扣除', 'Deduction', 'Deducción', '差し引き'),
  adjust: T('后台调整', 'Adjustment', 'Ajuste', '調整'),
  reversal: T('冲正', 'Reversal', 'Anulación', '取消'),
  order_pay: T('订单支付', 'Order payment', 'Pago de pedido', '注文の支払い'),
  order_refund: T('订单退款', 'Order refund', 'Reembolso de pedido', '注文の返金'),
  order_income: T('订单收入', 'Order income', 'Ingreso de pedido', '注文の収入'),
  platform_fee: T('平台服务费', 'Platform fee', 'Comisión de la plataforma', 'プラットフォーム手数料'),
  paycash_pay: T('扫码买单', 'In-store payment', 'Pago en tienda', '店頭決済'),
  paycash_refund: T('买单退款', 'In-store payment refund', 'Reembolso de pago en tienda', '店頭決済の返金'),
  score_earn: T('积分获得', 'Points earned', 'Puntos obtenidos', 'ポイント獲得'),
  score_use: T('积分使用', 'Points used', 'Puntos usados', 'ポイント利用'),
  recycle_income: T('回收入账', 'Recycling credit', 'Abono por reciclaje', 'リサイクル入金'),
  recycle_withdraw: T('回收金提现', 'Recycling withdrawal', 'Retiro de reciclaje', 'リサイクル出金'),
  withdraw_freeze: T('提现冻结', 'Withdrawal frozen', 'Retiro congelado', '出金凍結'),
  withdraw_release: T('提现解冻', 'Withdrawal released', 'Retiro liberado', '出金凍結解除'),
  withdraw_payout: T('提现到账', 'Withdrawal paid', 'Retiro pagado', '出金完了'),
} as const satisfies Record<CoreLedgerEvent, Texts>;

/**
 * What each ledger event is called in the members' wallet and points logs (their lists, filters and exports):
 * the core's, and those the installed add-ons book for their own business, as they title them.
 */
export const EVENT_TITLES: Readonly<Record<string, Texts>> = {
  ...CORE_EVENT_TITLES,
  ...Object.fromEntries(ADDON_LEDGER_EVENTS.map((e) => [e.name, e.title])),
};

export const EVENT_OPTIONS = LEDGER_EVENTS.map((value) => ({ value, label: EVENT_TITLES[value]! }));

/** A member's wallets by name, in the order the member's page shows them. */
export const MEMBER_WALLET_TITLES = {
  rmb: T('余额', 'Balance', 'Saldo', '残高'),
  score: T('积分', 'Points', 'Puntos', 'ポイント'),
  recycle: T('回收金', 'Recycling credit', 'Crédito de reciclaje', 'リサイクル残高'),
} as const satisfies Record<MemberWallet, Texts>;

export const MEMBER_WALLET_OPTIONS = MEMBER_WALLETS.map((value) => ({
  value,
  label: MEMBER_WALLET_TITLES[value],
}));
