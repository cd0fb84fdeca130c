import { StandIn, type StandInGoods } from '@yanye/affiliate/server';

/** What grain shoppers buy on Taobao through a rice-and-oil shop's links. */
const TAOBAO_GOODS: readonly StandInGoods[] = [
  { id: '652310984512', name: '五常稻花香大米 5kg 东北新米', price: 8_990, rate: 600 },
  { id: '601287734561', name: '金龙鱼 黄金比例食用植物调和油 5L', price: 6_990, rate: 350 },
  { id: '578812093341', name: '鲁花 5S 压榨一级花生油 4L', price: 13_900, rate: 250 },
  { id: '687712340982', name: '十月稻田 东北长粒香大米 10kg', price: 7_990, rate: 800 },
  { id: '645599821034', name: '燕之坊 五色糙米 杂粮组合 2.5kg', price: 3_990, rate: 1_000 },
  { id: '593320187765', name: '福临门 家香味 多用途小麦粉 5kg', price: 3_290, rate: 500 },
  { id: '702231198843', name: '中粮初萃 冷榨亚麻籽油 1L', price: 5_900, rate: 1_200 },
  { id: '634418826670', name: '想念 鸡蛋龙须挂面 1kg×4 袋', price: 2_990, rate: 1_500 },
];

/**
 * The local TOP: a store's affiliates are its member operations ids (special_id, ten digits), and an order is
 * reported once it is paid.
 */
export const taobaoStandIn = new StandIn({
  key: 'taobaoke',
  catalog: TAOBAO_GOODS,
  affiliateId: (draw) => String(2_100_000_000 + Math.floor(draw * 800_000_000)),
  paidOnly: true,
});
