import { T } from '@yanye/addon-kit/server';
import type { TeamState } from './tables';

/** What the group-buy screens call things, said once for the lists, forms and dialogs. */
export const GROUPBUY_TITLES = {
  title: T('活动名称'),
  goods: T('拼团商品'),
  goodsImage: T('商品图片'),
  originalPrice: T('原价', 'originalPrice'),
  groupPrice: T('拼团价'),
  groupSize: T('成团人数'),
  fillHours: T('成团时限（小时）'),
  memberLimit: T('每人限购', 'memberLimit'),
  stock: T('拼团库存'),
  sold: T('已售', 'sold'),
  state: T('活动状态'),
  storedState: T('记录状态', 'storedState'),
  teams: T('开团数'),
  filledTeams: T('成团数'),
  stopReason: T('结束原因', 'stopReason'),
  stoppedAt: T('结束于'),
  created: T('创建时间'),
  campaign: T('拼团活动'),
  leader: T('团长'),
  leaderPhone: T('团长手机'),
  size: T('成团人数'),
  joined: T('已参团'),
  qty: T('件数', 'qty'),
  amount: T('实付金额', 'amount'),
  refunded: T('已退款', 'refunded2'),
  teamState: T('成团状态'),
  openedAt: T('开团时间'),
  expiresAt: T('成团截止'),
  filledAt: T('成团时间'),
  failedAt: T('失败时间'),
  failReason: T('失败原因', 'failReason'),
  members: T('团员'),
  member: T('会员', 'member2'),
  paidAt: T('支付时间'),
  refundedAt: T('退款时间'),
  reason: T('结束原因', 'reason'),
  all: T('全部'),
};

export const TEAM_LABELS: Readonly<Record<TeamState, ReturnType<typeof T>>> = {
  forming: T('拼团中'),
  filled: T('已成团'),
  failed: T('未成团（已退款）'),
};

export const FAIL_LABELS = {
  expired: T('到时未满员'),
  stopped: T('活动被停止'),
};

/** Refusals, each saying what to do instead. */
export const GROUPBUY_MESSAGES = {
  priceNotLower: T('拼团价须低于商品原价 ¥{price}'),
  noEdit: T('拼团“{title}”{state}，不能再修改；可以结束它后另建一个'),
  stockBelowSold: T('拼团库存不能少于已售的 {sold} 件'),
  hasTeams: T('拼团“{title}”已有 {n} 个团，不能删除；可以结束它'),
  publishEnded: T('拼团“{title}”的结束时间已过，请先修改时间再发布'),
  stopEnded: T('拼团“{title}”已结束，无需再结束'),
  notRunning: T('拼团“{title}”{state}，不能开团或参团'),
  memberUnknown: T('会员不存在或已停用'),
  teamClosed: T('该团{state}，不能再参团'),
  teamExpired: T('该团已过成团截止时间，不能再参团'),
  inTeam: T('{member} 已在该团中'),
  overLimit: T('每人限购 {limit} 件，{member} 已买 {bought} 件，最多还能买 {left} 件'),
  noStock: T('拼团库存不足：剩余 {left} 件，需要 {qty} 件'),
  leading: T('{member} 已有一个未成团的团（#{team}），成团或失败后才能再开团；可以参加别人的团'),
  badMember: T('请选择会员'),
  joined: T('已参团，还差 {left} 人成团'),
  filled: T('已参团，已成团'),
  opened: T('已开团：团号 #{team}，还差 {left} 人成团'),
};

/** What the wallet log says of the rows (data, written as they happened, like the other sections' notes). */
export const LEDGER_NOTES = { pay: '拼团支付', refund: '拼团未成团退款' } as const;
