import { z } from 'zod';
import { get } from '../contract';
import { OptionItem } from '../list';

/** Goods calls that are not a resource's own. */

export const goodsCatOptions = get('/v1/seller/goods/GoodsCatOptions', {
  summary: "The store's goods categories, for the goods form and filters",
  response: z.array(OptionItem),
});
