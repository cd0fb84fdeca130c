import { action, addonApi, addonGroup, defineAddon, entityList, resource, T } from '@yanye/addon-kit';

const api = addonApi('rank');

export const rank = defineAddon({
  key: 'rank',
  cate: 'marketing',
  icon: 'trophy',
  version: '1.0.0',
  description: T(
    '销售排行：按订单计算会员排行与商品排行，记录名次变化。',
    'Sales ranking: member and goods rankings computed from orders, with a log of rank changes.',
    'Clasificación de ventas: socios y productos clasificados por pedidos, con registro de cambios.',
    '売上ランキング：注文から会員と商品の順位を計算し、順位の変動を記録。',
  ),
  page: addonGroup('rank', 'PluginRank', T('排行榜', 'Rankings', 'Clasificaciones', 'ランキング'), [
    resource({
      seg: 'rank',
      name: 'Rank',
      api: `${api}Rank`,
      title: T('排行规则', 'Ranking rules', 'Reglas de clasificación', 'ランキングルール'),
      noun: T('排行规则', 'ranking rule', 'regla de clasificación', 'ランキングルール'),
      more: [
        action(
          'recompute/:id',
          'RankRecompute',
          T('重新计算排行', 'Recompute a ranking', 'Recalcular una clasificación', 'ランキングを再計算'),
          [`${api}RankRecompute`],
          { label: T('重新计算', 'Recompute', 'Recalcular', '再計算') },
        ),
      ],
    }),
    entityList({
      seg: 'user',
      name: 'UserRank',
      api: `${api}UserRank`,
      title: T('会员排行', 'Member ranking', 'Clasificación de socios', '会員ランキング'),
      noun: T('会员排行', 'member ranking', 'clasificación de socios', '会員ランキング'),
    }),
    entityList({
      seg: 'log',
      name: 'RankLog',
      api: `${api}RankLog`,
      title: T('排名变动', 'Rank changes', 'Cambios de puesto', '順位変動'),
      noun: T('排名变动', 'rank change', 'cambio de puesto', '順位変動'),
    }),
    entityList({
      seg: 'goods',
      name: 'GoodsRank',
      api: `${api}GoodsRank`,
      title: T('商品排行', 'Goods ranking', 'Clasificación de productos', '商品ランキング'),
      noun: T('商品排行', 'goods ranking', 'clasificación de productos', '商品ランキング'),
    }),
  ]),
  settings: [],
});
