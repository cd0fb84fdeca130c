import { z } from 'zod';
import { get } from '../contract';

/** A node of China's division tree: a province, a city or a district, by its six-digit code. */
export interface RegionNode {
  readonly value: string;
  readonly label: string;
  readonly children?: readonly RegionNode[];
}
export const RegionNode: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({
    value: z.string().regex(/^\d{6}$/),
    label: z.string(),
    children: z.array(RegionNode).readonly().optional(),
  }),
);

/**
 * The whole tree a `region` field picks from (about 3,500 nodes): the same for every store and every form, so
 * every signed-in user may read it and the browser reads it once.
 */
export const regionTree = get('/v1/seller/region/RegionTree', {
  summary: "China's provinces, cities and districts by their six-digit codes, for the region picker",
  access: 'base',
  response: z.array(RegionNode).readonly(),
});
