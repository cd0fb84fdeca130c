import { roleRoutes } from './modules/roles/roles.routes';
import { sessionRoutes } from './modules/session/session.routes';
import type { ApiRoute } from './platform/route';
import { goodsRoutes } from './resources/goods/goods.routes';

/** Every API route the server serves. The catalogue-gap report and the permission tests read this list. */
export const API_ROUTES: readonly ApiRoute[] = [...sessionRoutes, ...roleRoutes, ...goodsRoutes];
