import type { AddonSweep, ResourceDef } from '@yanye/framework/server';
import { customerResource } from './customer.resource';
import { deptResource, deptRoutes } from './dept.resource';
import { goodsMaterialResource } from './goods-material.resource';
import { inboundResource } from './inbound.resource';
import { lotResource, lotStockResource } from './lot.resource';
import { lotExpiryRoutes } from './lot-expiry';
import { lotExpiryWatch } from './lot-watch';
import { materialResource } from './material.resource';
import { materialUnitResource } from './material-unit.resource';
import { outboundResource, outboundRoutes } from './outbound.resource';
import { purchaseResource } from './purchase.resource';
import { purchaseApplyResource } from './purchase-apply.resource';
import { lotDeliveryResource, recallContactResource, recallResource } from './recall.resource';
import { stockLogResource, stockResource } from './stock.resource';
import { warehouseResource, warehouseRoutes } from './warehouse.resource';

/** Basic data and inventory (jxc): the resources, and the calls that are not a resource's own. */
export const JXC_RESOURCES: readonly ResourceDef[] = [
  customerResource,
  deptResource,
  materialUnitResource,
  materialResource,
  warehouseResource,
  goodsMaterialResource,
  purchaseApplyResource,
  purchaseResource,
  inboundResource,
  outboundResource,
  stockResource,
  stockLogResource,
  lotResource,
  lotStockResource,
  lotDeliveryResource,
  recallResource,
  recallContactResource,
];

export const JXC_ROUTES = [...deptRoutes, ...warehouseRoutes, ...outboundRoutes, ...lotExpiryRoutes];

/** The inventory's clock work, run by the sweeper in every open store on the store's clock (`timeZone`). */
export const jxcSweeps = (timeZone: string): readonly AddonSweep[] => [lotExpiryWatch(timeZone)];
