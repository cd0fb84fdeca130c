import { exportTaskRoutes } from './engine/export-jobs';
import { resourceRoutes } from './engine/routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { sessionRoutes } from './modules/session/session.routes';
import type { ApiRoute } from './platform/route';
import { RESOURCES } from './resources';
import { goodsRoutes } from './resources/goods/goods.routes';

/** Every API route the server serves. The catalogue-gap report and the permission tests read this list. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...sessionRoutes,
  ...roleRoutes,
  ...RESOURCES.flatMap(resourceRoutes),
  ...goodsRoutes,
  ...exportTaskRoutes(),
];
