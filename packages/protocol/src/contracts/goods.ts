import { z } from 'zod';
import { get } from '../contract';
import { OptionItem } from '../list-meta';
import { recordId } from '../schemas';

/** Goods calls that are not a resource's own. */

export const goodsCatOptions = get('/v1/seller/goods/GoodsCatOptions', {
  summary: "The store's goods categories, for the goods form and filters",
  response: z.array(OptionItem),
});

/** The states of a supply offer: never offered, offered, offer ended. */
export const SUPPLY_STATES = { none: 0, active: 1, stopped: 2 } as const;

/** A store of the platform that takes an offer, and how much it has taken. */
export const SupplyTaker = z.object({
  id: z.number().int(),
  store_name: z.string(),
  /** Unix seconds of its first take. */
  since: z.number().int(),
  /** Taken so far, in the goods' unit (3 decimals). */
  quantity: z.number(),
  /** Unix seconds of its last take. */
  last_taken_at: z.number().int(),
});
export type SupplyTaker = z.infer<typeof SupplyTaker>;

export const supplyLook = get('/v1/fenxiao/goods/GoodsSupplyLook', {
  summary: 'A supply offer as it stands, read-only, with the stores of the platform that take it',
  query: z.object({ id: recordId }),
  response: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    spec: z.string(),
    unit: z.string(),
    image: z.string(),
    /** The goods' own retail price, in cents, beside the supply price. */
    price: z.number().int(),
    supply_price: z.number().int(),
    supply_moq: z.number(),
    supply_stock: z.number(),
    /** Province codes the offer delivers to; `100000` alone is nationwide. */
    supply_regions: z.array(z.string()),
    /** The regions in the caller's words ("全国", or the provinces' names). */
    regions_text: z.string(),
    supply_remark: z.string(),
    supply_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    supply_started_at: z.number().int(),
    supply_stopped_at: z.number().int(),
    takers: z.array(SupplyTaker),
  }),
});
