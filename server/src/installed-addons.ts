import { ADDONS } from '@yanye/catalog';
import { type AddonServer, isAddonServer, registerAddonServers } from '@yanye/framework/server';

/**
 * The server side of each installed add-on (the catalogue's list, packages/catalog/src/installed-addons.ts): the
 * server's composition root, and the only module of the server that names an add-on. Each is loaded once the
 * core's own modules are, so an add-on's imports of the kit find them ready.
 */
const SERVERS: Readonly<Record<string, () => Promise<{ default: unknown }>>> = {
  abcbank: () => import('@yanye/addon-abcbank/server'),
  auction: () => import('@yanye/addon-auction/server'),
  cloudbuy: () => import('@yanye/addon-cloudbuy/server'),
  flashsale: () => import('@yanye/addon-flashsale/server'),
  freightins: () => import('@yanye/addon-freightins/server'),
  groupbuy: () => import('@yanye/addon-groupbuy/server'),
  jdunion: () => import('@yanye/addon-jdunion/server'),
  logistics: () => import('@yanye/addon-logistics/server'),
  mtunion: () => import('@yanye/addon-mtunion/server'),
  rank: () => import('@yanye/addon-rank/server'),
  settlement: () => import('@yanye/addon-settlement/server'),
  signin: () => import('@yanye/addon-signin/server'),
  sms: () => import('@yanye/addon-sms/server'),
  social: () => import('@yanye/addon-social/server'),
  taobaoke: () => import('@yanye/addon-taobaoke/server'),
  utility: () => import('@yanye/addon-utility/server'),
  waybill: () => import('@yanye/addon-waybill/server'),
  wxofficial: () => import('@yanye/addon-wxofficial/server'),
};

async function load(key: string): Promise<AddonServer> {
  const loader = SERVERS[key];
  if (!loader) throw new Error(`The add-on ${key} is installed in the catalogue but has no server side here`);
  const module = await loader();
  if (!isAddonServer(module.default, key))
    throw new Error(
      `@yanye/addon-${key}/server must export default defineAddonServer({ key: '${key}', ... })`,
    );
  return module.default;
}

export const ADDON_SERVERS: readonly AddonServer[] = await Promise.all(ADDONS.map((a) => load(a.key)));
registerAddonServers(ADDON_SERVERS);
