import type { ResourceDef } from '../engine/resource';
import { notificationResource } from './content/notification.resource';
import { goodsResource } from './goods/goods.resource';
import { goodsCatResource } from './goods/goods-cat.resource';
import { JXC_RESOURCES } from './jxc';
import { RETAIL_RESOURCES } from './retail';

/** Every resource the engine serves. A new entity is a resource file and a line here. */
export const RESOURCES: readonly ResourceDef[] = [
  goodsCatResource,
  goodsResource,
  ...JXC_RESOURCES,
  ...RETAIL_RESOURCES,
  notificationResource,
];
