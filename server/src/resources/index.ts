import { provideSection, type ResourceDef } from '@yanye/framework/server';
import { ADDON_SERVERS } from '../installed-addons';
import { CONTENT_RESOURCES } from './content';
import { FINANCE_RESOURCES } from './finance';
import { GOODS_RESOURCES } from './goods';
import { JOB_RESOURCES } from './job';
import { JXC_RESOURCES } from './jxc';
import { inventoryService } from './jxc/service';
import { RECYCLE_RESOURCES } from './recycle';
import { RETAIL_RESOURCES } from './retail';
import { retailService } from './retail/service';
import { accessIpResource } from './sys/access-ip.resource';
import { accessUserResource } from './sys/access-user.resource';
import { adminLogResource } from './sys/admin-log.resource';
import { appVersionResource } from './sys/app-version.resource';
import { memberLoginLogResource, memberResource } from './sys/member.resource';
import { operatorResource } from './sys/operator.resource';
import { operatorLogResource } from './sys/operator-log.resource';

/** Every resource the engine serves. A new entity is a resource file and a line here. */
export const RESOURCES: readonly ResourceDef[] = [
  ...GOODS_RESOURCES,
  ...JXC_RESOURCES,
  ...RETAIL_RESOURCES,
  ...CONTENT_RESOURCES,
  ...FINANCE_RESOURCES,
  ...RECYCLE_RESOURCES,
  ...JOB_RESOURCES,
  appVersionResource,
  accessUserResource,
  accessIpResource,
  operatorResource,
  operatorLogResource,
  adminLogResource,
  memberResource,
  memberLoginLogResource,
  ...ADDON_SERVERS.flatMap((a) => a.resources ?? []),
];

// The sections' services the add-ons that name them among their `depends` may call (framework: engine/addons/sections.ts),
// offered as the sections are composed, before any add-on's demo, sweep or route runs.
provideSection('jxc', inventoryService);
provideSection('retail', retailService);
