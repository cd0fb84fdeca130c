import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { payCashRefundResource, payCashResource } from './paycash.resource';

export { seedPayCash } from './demo';
export { recordPayCash, refundPayCash } from './paycash.service';

/** Face-to-face payments at the shops (/finance/paycash) and their refunds. */
export const PAYCASH_RESOURCES: readonly ResourceDef[] = [
  payCashResource,
  payCashRefundResource,
] as readonly ResourceDef[];

export const PAYCASH_ROUTES: readonly ApiRoute[] = [];
