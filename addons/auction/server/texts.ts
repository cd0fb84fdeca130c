import { T } from '@yanye/addon-kit/server';

/** The auction's words, said once: column and field titles, states, and the messages of its refusals. */

export const AUCTION_TITLES = {
  goods: T('拍卖商品'),
  title: T('拍卖标题'),
  cover: T('封面图'),
  description: T('拍品说明'),
  startPrice: T('起拍价'),
  increment: T('加价幅度'),
  reservePrice: T('保留价'),
  deposit: T('保证金'),
  snipeWindow: T('延时触发（秒）'),
  snipeExtend: T('延长时长（秒）'),
  currentPrice: T('当前价'),
  bidCount: T('出价次数'),
  leader: T('领先者'),
  winner: T('得主'),
  finalPrice: T('成交价'),
  state: T('状态', 'state'),
  result: T('结果'),
  endedAt: T('实际结束'),
  stopReason: T('停止原因'),
  created: T('创建时间'),
  amount: T('出价金额'),
  bidAt: T('出价时间'),
  bidState: T('出价状态'),
  lotNo: T('拍卖编号'),
  lot: T('拍卖', 'lot'),
  extendedTo: T('延时至'),
  operator: T('代出价人'),
  reason: T('停止原因', 'reason'),
};

export const RESULT_TITLES = {
  sold: T('已成交'),
  unsold: T('流拍'),
};

export const BID_STATE_TITLES = {
  leading: T('领先'),
  outbid: T('已被超越'),
  won: T('中标'),
  below: T('未达保留价'),
  void: T('已停止'),
};

/** What the clock does to a lot, as its history says it (engine/addons/campaign.ts takes these instead of its own). */
export const CLOCK_STEPS = {
  start: T('到时开拍'),
  end: T('到时结束'),
};

const money = '¥{amount}';

export const AUCTION_MESSAGES = {
  hasBids: T('该拍卖已有出价，不能修改或删除'),
  deleteWithBids: T('拍卖“{title}”已有 {count} 次出价，不能删除'),
  notEditable: T('拍卖“{title}”当前为“{state}”，只有草稿和未开始的拍卖可以修改'),
  started: T('拍卖“{title}”已于 {at} 开始，不能再修改'),
  reserveLow: T('保留价须不低于起拍价（不设保留价请填 0）'),
  incrementNeeded: T('加价幅度须大于 0'),
  snipeExtend: T('设置了延时触发时间，延长时长也须大于 0'),
  notStarted: T('拍卖“{title}”尚未开始，{at} 开拍'),
  ended: T('拍卖“{title}”已于 {at} 结束，不能再出价'),
  notRunning: T('拍卖“{title}”当前为“{state}”，不能出价'),
  belowStart: T(
    `首次出价不能低于起拍价 ${money}`,
    `The first bid must be at least the start price, ${money}`,
    `La primera puja debe ser al menos el precio de salida, ${money}`,
    `最初の入札は開始価格 ${money} 以上にしてください`,
  ),
  belowNext: T(
    `出价须不低于 ${money}（当前价 ¥{current} + 加价幅度 ¥{increment}）`,
    `A bid must be at least ${money} (current ¥{current} + increment ¥{increment})`,
    `La puja debe ser al menos ${money} (actual ¥{current} + incremento ¥{increment})`,
    `入札は ${money} 以上にしてください（現在価格 ¥{current} + 入札単位 ¥{increment}）`,
  ),
  alreadyLeading: T('{member} 已是当前最高出价者，无需再出价'),
  memberUnknown: T('会员不存在', 'memberUnknown'),
  memberDisabled: T('会员 {member} 已停用，不能出价'),
  depositShort: T(
    `出价需先缴保证金 ${money}，会员 {member} 的余额只有 ¥{balance}`,
    `Bidding takes a deposit of ${money}; {member} has only ¥{balance}`,
    `Pujar exige un depósito de ${money}; {member} solo tiene ¥{balance}`,
    `入札には保証金 ${money} が必要ですが、{member} さんの残高は ¥{balance} です`,
  ),
  bid: T('已出价：{member} ¥{amount} 领先'),
  publishEnded: T('结束时间 {at} 已过，请先修改拍卖时间再发布'),
};

/** What the ledger rows of a deposit say (data, shown in the wallet log as written). */
export const LEDGER_NOTES = {
  deposit: '拍卖保证金',
  refund: '拍卖保证金退还',
};
