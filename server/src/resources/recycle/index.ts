import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { recycleAnswerResource } from './answer.resource';
import { recycleBrandResource } from './brand.resource';
import { recycleCatalogRoutes } from './catalog.routes';
import { recycleCategoryResource } from './category.resource';
import { recycleOrderResource } from './order.resource';
import { recycleOrderRoutes } from './order.routes';
import { recycleAddressResource } from './point.resource';
import { recycleQuestionResource } from './question.resource';
import { recycleStaffResource } from './staff.resource';

/** The recycle section's resources (docs/recycle.md). */
export const RECYCLE_RESOURCES: readonly ResourceDef[] = [
  recycleBrandResource,
  recycleCategoryResource,
  recycleQuestionResource,
  recycleAnswerResource,
  recycleStaffResource,
  recycleAddressResource,
  recycleOrderResource,
];

/** The recycle section's bespoke calls. */
export const RECYCLE_ROUTES: readonly ApiRoute[] = [...recycleCatalogRoutes, ...recycleOrderRoutes];
