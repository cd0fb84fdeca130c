import { API } from '@yanye/protocol';
import { REGION_TREE } from '../../platform/regions';
import { route } from '../../platform/route';
import type { ApiRoute } from '../../platform/route-def';

/** The division tree every `region` field picks from: built once at start, the same for every store. */
export const regionRoutes: readonly ApiRoute[] = [
  route(API.regions.regionTree, { handler: async () => REGION_TREE }),
];
