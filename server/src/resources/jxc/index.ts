import type { ResourceDef } from '@yanye/framework/server';
import { customerResource } from './customer.resource';
import { deptResource, deptRoutes } from './dept.resource';
import { inboundResource } from './inbound.resource';
import { lotResource, lotStockResource } from './lot.resource';
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

export const JXC_ROUTES = [...deptRoutes, ...warehouseRoutes, ...outboundRoutes];
