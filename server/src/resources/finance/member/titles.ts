import {
  ADDON_LEDGER_EVENTS,
  type CoreLedgerEvent,
  LEDGER_EVENTS,
  MEMBER_WALLETS,
  type MemberWallet,
} from '@yanye/framework/server';
import { T, type Texts } from '@yanye/i18n';

/** Titles the members' wallet lists share. */
export const WALLET_TITLES = {
  member: T('会员', 'member2'),
  phone: T('手机号', 'phone'),
  event: T('类型'),
  amount: T('变动金额'),
  points: T('变动积分'),
  balanceAfter: T('变动后余额'),
  pointsAfter: T('变动后积分'),
  income: T('收入'),
  expense: T('支出'),
  docNo: T('单据编号'),
  operator: T('操作人'),
  note: T('备注', 'note'),
  time: T('时间'),
  wallet: T('充值账户'),
  reason: T('原因'),
} as const;

/** What each of the core's ledger events is called. */
const CORE_EVENT_TITLES = {
  recharge: T('后台充值'),
  deduct: T('后台扣除'),
  adjust: T('后台调整'),
  reversal: T('冲正', 'reversal'),
  order_pay: T('订单支付'),
  order_refund: T('订单退款'),
  order_income: T('订单收入'),
  platform_fee: T('平台服务费'),
  paycash_pay: T('扫码买单', 'paycash_pay'),
  paycash_refund: T('买单退款', 'paycash_refund'),
  score_earn: T('积分获得'),
  score_use: T('积分使用'),
  recycle_income: T('回收入账'),
  recycle_withdraw: T('回收金提现'),
  withdraw_freeze: T('提现冻结'),
  withdraw_release: T('提现解冻'),
  withdraw_payout: T('提现到账'),
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
  rmb: T('余额'),
  score: T('积分'),
  recycle: T('回收金'),
} as const satisfies Record<MemberWallet, Texts>;

export const MEMBER_WALLET_OPTIONS = MEMBER_WALLETS.map((value) => ({
  value,
  label: MEMBER_WALLET_TITLES[value],
}));
