import type { RetailService } from '@yanye/framework/server';
import { BUILT_IN_CARRIERS, storeCarriers } from './carriers';
import { shipOrder } from './order.service';

/** What retail offers the add-ons (`section(manifest, 'retail')`): its orders shipped by its rules, its carriers. */
export const retailService: RetailService = {
  ship: shipOrder,
  carriers: storeCarriers,
  builtInCarriers: BUILT_IN_CARRIERS,
};
