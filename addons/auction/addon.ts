import { action, addonApi, custom, defineAddon, list, resource, T } from '@yanye/addon-kit';

const api = addonApi('auction');
const lot = `${api}Auction`;

export const auction = defineAddon({
  key: 'auction',
  cate: 'marketing',
  icon: 'auction',
  version: '1.0.0',
  description: T('拍卖商品：起拍价、加价幅度、保留价与保证金，临近结束出价自动延时，出价最高者得。'),
  page: resource({
    seg: 'auction',
    name: 'Auction',
    api: lot,
    title: T('拍卖'),
    noun: T('拍卖', 'noun'),
    actions: ['edit', 'del'],
    pluginKey: 'auction',
    more: [
      // The add form starts from the add-on's settings (default increment, anti-sniping, deposit).
      custom(
        'add',
        'AuctionAdd',
        T('添加拍卖'),
        'auctionAdd',
        [`${lot}Info`, `${lot}Save`, `${lot}Defaults`],
        { hidden: true, label: T('添加') },
      ),
      custom(
        'info/:id',
        'AuctionInfo',
        T('拍卖详情'),
        'auctionLot',
        [`${lot}Detail`, `${lot}Manage`, `${lot}Info`, `${api}BidManage`],
        { hidden: true, label: T('详情') },
      ),
      action('publish/:id', 'AuctionPublish', T('发布拍卖'), [`${lot}Publish`], { label: T('发布') }),
      action('stop/:id', 'AuctionStop', T('停止拍卖'), [`${lot}Stop`], { label: T('停止') }),
      action('close/:id', 'AuctionClose', T('落槌（立即结束）'), [`${lot}Close`], { label: T('落槌') }),
      // A member bids in the store's app; the operator bids for one who asks in person or by phone.
      action('bid/:id', 'AuctionBid', T('代客出价'), [`${lot}Bid`], { label: T('代客出价', 'label') }),
      {
        ...list('record', 'AuctionRecordManage', T('出价记录'), [`${api}BidManage`]),
        entity: { name: 'Bid', api: `${api}Bid`, noun: T('出价') },
      },
    ],
  }),
  settings: [
    {
      name: 'default_increment',
      type: 'number',
      title: T('默认加价幅度'),
      hint: T('新建拍卖时的加价幅度'),
      unit: T('元'),
      min: 0.01,
      max: 100_000,
      decimals: 2,
      default: 10,
      required: true,
    },
    {
      name: 'snipe_window',
      type: 'number',
      title: T('默认延时触发时间'),
      hint: T('结束前这么多秒内有人出价，结束时间自动延后；0 为不延时'),
      unit: T('秒'),
      min: 0,
      max: 3_600,
      decimals: 0,
      default: 300,
    },
    {
      name: 'snipe_extend',
      type: 'number',
      title: T('默认延长时长'),
      hint: T('延时后，结束时间为出价时间加上这么多秒'),
      unit: T('秒'),
      min: 0,
      max: 3_600,
      decimals: 0,
      default: 300,
    },
    {
      name: 'deposit_required',
      type: 'switch',
      title: T('默认收取保证金'),
      hint: T('新建拍卖时默认收取保证金，会员首次出价时从余额中扣除，未得标者结束后退还'),
      default: false,
    },
    {
      name: 'default_deposit',
      type: 'number',
      title: T('默认保证金'),
      unit: T('元'),
      min: 0,
      max: 1_000_000,
      decimals: 2,
      default: 100,
    },
    {
      name: 'rules',
      type: 'textarea',
      title: T('竞拍规则'),
      hint: T('在 App 的拍卖页展示给会员'),
      max: 2_000,
      default:
        '1. 出价须不低于当前价加加价幅度；\n2. 设有保证金的拍卖，首次出价时从余额中冻结保证金，未得标者在拍卖结束后原路退回；\n3. 临近结束时出价将自动延时；\n4. 得标后请在 3 天内付清尾款。',
    },
  ],
  ledgerEvents: [
    {
      name: 'auction_deposit',
      title: T('拍卖保证金'),
    },
    {
      name: 'auction_refund',
      title: T('保证金退回'),
    },
  ],
  liveKinds: {
    // Said when a lot ends, by the clock or by the operator's 落槌: sold to whom for what, or not sold.
    auction_ended: {
      title: T('拍卖结束'),
      said: T('拍卖“{name}”已结束'),
      saidBy: {
        sold: T('拍卖“{name}”已落槌：{member} 以 {amount} 得标'),
        unsold: T('拍卖“{name}”已结束，未成交（无人出价或未达保留价）'),
      },
      page: 'AuctionInfo',
    },
  },
});
