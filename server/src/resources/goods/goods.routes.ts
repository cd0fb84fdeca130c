import { resourceRoutes } from '../../engine/routes';
import { userRoute } from '../../platform/route';
import { goodsResource } from './goods.resource';
import { catOptions, goodsCatResource } from './goods-cat.resource';

export const goodsRoutes = [
  ...resourceRoutes(goodsCatResource),
  ...resourceRoutes(goodsResource),
  userRoute({
    method: 'GET',
    url: '/v1/seller/goods/GoodsCatOptions',
    handler: ({ db, lang }) => catOptions.load(db, lang),
  }),
];
