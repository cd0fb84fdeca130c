import type { ApiRoute, ResourceDef } from '@yanye/framework/server';
import { advertResource } from './advert.resource';
import { agreementResource } from './agreement.resource';
import { feedbackResource } from './feedback.resource';
import { newsResource } from './news.resource';
import { notificationResource } from './notification.resource';

/** Content (`/content`): notices, news, adverts, agreements and members' feedback. */
export const CONTENT_RESOURCES: readonly ResourceDef[] = [
  notificationResource,
  newsResource,
  advertResource,
  agreementResource,
  feedbackResource,
];

export const CONTENT_ROUTES: readonly ApiRoute[] = [];
