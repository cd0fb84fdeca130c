import { StandIn, type StandInGoods } from '@yanye/affiliate/server';

/** What the store's Meituan links sell: take-away, flash delivery, group-buy vouchers. */
const MEITUAN_GOODS: readonly StandInGoods[] = [
  { id: '5602318', name: '美团外卖：老乡鸡 农家小炒肉套餐', price: 3_250, rate: 300 },
  { id: '5821947', name: '美团闪购：金龙鱼 优质东北大米 5kg', price: 3_990, rate: 400 },
  { id: '6013852', name: '美团优选：福临门 一级大豆油 1.8L', price: 2_290, rate: 500 },
  { id: '5377461', name: '美团外卖：沙县小吃 拌面蒸饺套餐', price: 1_990, rate: 300 },
  { id: '6120574', name: '到店团购：丰谷粮油 满 100 减 20 代金券', price: 8_000, rate: 800 },
  { id: '5948263', name: '美团闪购：鲁花 5S 压榨一级花生油 900ml', price: 3_190, rate: 400 },
];

/** The local Meituan Union: a store's affiliates are its sids (`fgm` and six digits), an order reported once paid. */
export const mtStandIn = new StandIn({
  key: 'mtunion',
  catalog: MEITUAN_GOODS,
  affiliateId: (draw) => `fgm${100_000 + Math.floor(draw * 900_000)}`,
  paidOnly: true,
});
