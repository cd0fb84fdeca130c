import { route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { catOptions } from './goods-cat.resource';
import { supplyLook } from './supply-look';

/**
 * Goods calls that are not a resource's own: the category picker of the goods form and filters, and a supply
 * offer's page (the offer read-only, with the stores taking it).
 */
export const goodsRoutes = [
  route(API.goods.goodsCatOptions, {
    handler: ({ db, lang }) => catOptions.load(db, lang),
  }),
  route(API.goods.supplyLook, {
    handler: ({ db, lang }, { query }) => supplyLook(db, query.id, lang),
  }),
];
