import type { ResourceDef } from '@yanye/framework/server';
import { clockInResource } from './clockin.resource';
import { counterRoutes } from './counters.routes';
import { orderResource } from './order.resource';
import { orderInfoRoutes } from './order-info.routes';
import { refundResource } from './refund.resource';
import { deletedShopResource, shopResource } from './shop.resource';

/** Retail data (`/dataDetails`): orders, refunds, shops and their recycle bin, clock-ins. */
export const RETAIL_RESOURCES: readonly ResourceDef[] = [
  orderResource,
  refundResource,
  shopResource,
  deletedShopResource,
  clockInResource,
];

export const RETAIL_ROUTES = [...counterRoutes, ...orderInfoRoutes];
