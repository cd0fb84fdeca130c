import { userRoute } from '../../platform/route';
import { catOptions } from './goods-cat.resource';

/** Goods calls that are not a resource's own: the category picker of the goods form and filters. */
export const goodsRoutes = [
  userRoute({
    method: 'GET',
    url: '/v1/seller/goods/GoodsCatOptions',
    handler: ({ db, lang }) => catOptions.load(db, lang),
  }),
];
