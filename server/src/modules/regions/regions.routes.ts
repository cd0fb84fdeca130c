import { type ApiRoute, REGION_TREE, route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';

/** The division tree every `region` field picks from: built once at start, the same for every store. */
export const regionRoutes: readonly ApiRoute[] = [
  route(API.regions.regionTree, { handler: async () => REGION_TREE }),
];
