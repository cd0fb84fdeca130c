import { optionsOf, T } from '@yanye/addon-kit/server';
import type { RankChange, RankMetric, RankPeriod, RankSubject } from './tables';

/** The ranking add-on's titles, said once for its lists, forms and messages. */
export const RANK_TITLES = {
  rule: T('排行规则', 'rule'),
  name: T('排行名称'),
  subject: T('排行对象'),
  metric: T('排名依据'),
  period: T('统计周期'),
  topN: T('上榜名额'),
  lastRun: T('最近计算'),
  position: T('名次'),
  member: T('会员/买家'),
  phone: T('手机号', 'phone'),
  goods: T('商品', 'goods'),
  amount: T('销售额'),
  quantity: T('销量', 'quantity'),
  orders: T('订单数'),
  computedAt: T('计算时间'),
  change: T('变动'),
  oldPosition: T('原名次'),
  newPosition: T('新名次'),
  run: T('计算批次'),
};

export const SUBJECTS = optionsOf<RankSubject>({
  member: T('会员', 'member3'),
  goods: T('商品'),
});

export const METRICS = optionsOf<RankMetric>({
  amount: T('销售额'),
  quantity: T('销量', 'quantity'),
  orders: T('订单数'),
});

export const PERIODS = optionsOf<RankPeriod>({
  day: T('近 1 天'),
  week: T('近 7 天'),
  month: T('近 30 天'),
  all: T('全部', 'all2'),
});

export const CHANGES = optionsOf<RankChange>({
  up: T('上升'),
  down: T('下降'),
  new: T('新上榜'),
  out: T('落榜'),
});

/** What the ranking add-on tells the user. */
export const RANK_MESSAGES = {
  computed: T('已计算：{entries} 个名次，{moved} 个变动'),
};
