import { API } from '@yanye/protocol';
import { route } from '../../platform/route';
import { catOptions } from './goods-cat.resource';

/** Goods calls that are not a resource's own: the category picker of the goods form and filters. */
export const goodsRoutes = [
  route(API.goods.goodsCatOptions, {
    handler: ({ db, lang }) => catOptions.load(db, lang),
  }),
];
