import { StandIn, type StandInGoods } from '@yanye/affiliate/server';

/** What grain shoppers buy on JD through the store's links. */
const JD_GOODS: readonly StandInGoods[] = [
  { id: '100012043978', name: '京东京造 东北五常稻花香大米 10kg', price: 12_990, rate: 500 },
  { id: '100008348542', name: '金龙鱼 盘锦蟹田大米 5kg', price: 4_590, rate: 400 },
  { id: '100005631023', name: '五得利 八星雪花小麦粉 10kg', price: 4_990, rate: 300 },
  { id: '100016789542', name: '长寿花 金胚玉米油 5L', price: 9_990, rate: 350 },
  { id: '100009874123', name: '香满园 米中珍品 10kg', price: 7_990, rate: 400 },
  { id: '100021457896', name: '古船 富强小麦粉 5kg', price: 2_790, rate: 500 },
  { id: '100014562387', name: '多力 葵花籽油 5L', price: 8_900, rate: 300 },
  { id: '100023658741', name: '北纯 有机黑米 1kg', price: 2_990, rate: 1_000 },
];

/** The local JD: a store's affiliates are its sub-unions (`fg` and six digits). */
export const jdStandIn = new StandIn({
  key: 'jdunion',
  catalog: JD_GOODS,
  affiliateId: (draw) => `fg${100_000 + Math.floor(draw * 900_000)}`,
});
