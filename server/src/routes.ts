import { type ApiRoute, exportTaskRoutes, resourceRoutes, withNeeds } from '@yanye/framework/server';
import { ADDON_SERVERS } from './installed-addons';
import { addonRoutes } from './modules/addons/addons.routes';
import { pageErrorRoutes } from './modules/client/page-error.routes';
import { recordHistoryRoutes } from './modules/history/record-history.routes';
import { kefuRoutes } from './modules/kefu/kefu.routes';
import { columnSettingsRoutes } from './modules/lists/column-settings.routes';
import { listViewRoutes } from './modules/lists/list-views.routes';
import { liveRoutes } from './modules/live/live.routes';
import { certRoutes } from './modules/onboarding/cert.routes';
import { certReviewRoutes } from './modules/onboarding/cert-review.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { reviewRoutes } from './modules/onboarding/review.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { regionRoutes } from './modules/regions/regions.routes';
import { reportRoutes } from './modules/reports/report.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { safeRoutes } from './modules/safe/safe.routes';
import { recordSearchRoutes } from './modules/search/record-search.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { settingsPageRoutes } from './modules/settings/settings.routes';
import { socialRoutes } from './modules/social/social.routes';
import { publicStoreRoutes } from './modules/supplier/public-stores.routes';
import { supplierRoutes } from './modules/supplier/supplier.routes';
import { uploadRoutes } from './modules/upload/upload.routes';
import { quickMenuRoutes } from './modules/workbench/quickmenu.routes';
import { setupRoutes } from './modules/workbench/setup.routes';
import { RESOURCES } from './resources';
import { CONTENT_ROUTES } from './resources/content';
import { FINANCE_ROUTES } from './resources/finance';
import { goodsRoutes } from './resources/goods/goods.routes';
import { JOB_ROUTES } from './resources/job';
import { JXC_ROUTES } from './resources/jxc';
import { RECYCLE_ROUTES } from './resources/recycle';
import { RETAIL_ROUTES } from './resources/retail';
import { appVersionRoutes } from './resources/sys/app-version.routes';
import { memberRoutes } from './resources/sys/member.routes';

/**
 * Every API route the server serves, each options call knowing the calls that need it. The catalogue-gap report,
 * the OpenAPI document and the permission tests read this list.
 */
export const API_ROUTES: readonly ApiRoute[] = withNeeds(
  [
    ...sessionRoutes,
    ...profileRoutes,
    ...supplierRoutes,
    ...publicStoreRoutes,
    ...socialRoutes,
    ...kefuRoutes,
    ...liveRoutes,
    ...recordSearchRoutes,
    ...pageErrorRoutes,
    ...addonRoutes,
    ...roleRoutes,
    ...safeRoutes,
    ...quickMenuRoutes,
    ...setupRoutes,
    ...columnSettingsRoutes,
    ...listViewRoutes,
    ...recordHistoryRoutes,
    ...uploadRoutes,
    ...regionRoutes,
    ...reportRoutes,
    ...RESOURCES.flatMap(resourceRoutes),
    ...goodsRoutes,
    ...JXC_ROUTES,
    ...RETAIL_ROUTES,
    ...FINANCE_ROUTES,
    ...CONTENT_ROUTES,
    ...RECYCLE_ROUTES,
    ...JOB_ROUTES,
    ...ADDON_SERVERS.flatMap((a) => a.routes ?? []),
    ...settingsPageRoutes,
    ...appVersionRoutes,
    ...memberRoutes,
    ...exportTaskRoutes(),
    ...onboardingRoutes,
    ...reviewRoutes,
    ...certReviewRoutes,
    ...certRoutes,
  ],
  RESOURCES,
);
