import type { ResourceDef } from '@yanye/framework/server';
import { goodsResource } from './goods.resource';
import { goodsCatResource } from './goods-cat.resource';
import { goodsPropertyResource } from './goods-property.resource';
import { goodsSupplyResource } from './goods-supply.resource';

/** The goods section's entities: categories, goods, their properties and their supply offers. */
export const GOODS_RESOURCES: readonly ResourceDef[] = [
  goodsCatResource,
  goodsResource,
  goodsPropertyResource,
  goodsSupplyResource,
];
