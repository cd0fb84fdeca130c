import { action, addonApi, addonGroup, defineAddon, entityList, resource, T } from '@yanye/addon-kit';

const api = addonApi('rank');

export const rank = defineAddon({
  key: 'rank',
  cate: 'marketing',
  icon: 'trophy',
  version: '1.0.0',
  description: T('销售排行：按订单计算会员排行与商品排行，记录名次变化。'),
  page: addonGroup('rank', 'PluginRank', T('排行榜'), [
    resource({
      seg: 'rank',
      name: 'Rank',
      api: `${api}Rank`,
      title: T('排行规则'),
      noun: T('排行规则', 'noun'),
      more: [
        action('recompute/:id', 'RankRecompute', T('重新计算排行'), [`${api}RankRecompute`], {
          label: T('重新计算'),
        }),
      ],
    }),
    entityList({
      seg: 'user',
      name: 'UserRank',
      api: `${api}UserRank`,
      title: T('会员排行'),
      noun: T('会员排行', 'noun'),
    }),
    entityList({
      seg: 'log',
      name: 'RankLog',
      api: `${api}RankLog`,
      title: T('排名变动'),
      noun: T('排名变动', 'noun'),
    }),
    entityList({
      seg: 'goods',
      name: 'GoodsRank',
      api: `${api}GoodsRank`,
      title: T('商品排行'),
      noun: T('商品排行', 'noun'),
    }),
  ]),
  settings: [],
});
