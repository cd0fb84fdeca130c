import { T } from '@yanye/addon-kit';
import { defineTexts } from '@yanye/addon-kit/web';

/** Texts of the auction add-on's own screens. */
export const auctionText = defineTexts({
  lot: T('拍品信息'),
  description: T('拍品说明'),
  bids: T('出价记录'),
  deposits: T('保证金', 'deposits'),
  backToList: T('返回拍卖列表'),
  edit: T('编辑'),
  noBids: T('暂无出价'),
  currentPrice: T('当前价'),
  nextMinimum: T('下一口至少'),
  leader: T('领先者'),
  winner: T('得主'),
  finalPrice: T('成交价'),
  bidCount: T('出价次数'),
  member: T('会员', 'member'),
  phone: T('手机号', 'phone'),
  amount: T('金额'),
  state: T('状态', 'state'),
  paidAt: T('缴纳时间'),
  settledAt: T('退还/抵扣时间'),
  held: T('冻结中'),
  refunded: T('已退还'),
  kept: T('抵扣货款'),
  none: T('无', 'none'),
  moreBids: T('只显示最近 {count} 次出价，全部请看出价记录'),
});
