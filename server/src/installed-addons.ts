import { type AddonServer, isAddonServer, registerAddonServers } from '@yanye/framework/server';
import { INSTALLED_ADDONS } from '@yanye/installed';

/**
 * The server side of each installed add-on (the one list, installed/index.ts), found by its key in its folder
 * (addons/<key>/server): the server's composition root, and the only module of the server that loads an add-on.
 * Each is loaded once the core's own modules are, so an add-on's imports of the kit find them ready.
 */
async function load(key: string): Promise<AddonServer> {
  const module: { default: unknown } = await import(`../../addons/${key}/server/index.ts`);
  if (!isAddonServer(module.default, key))
    throw new Error(
      `@yanye/addon-${key}/server must export default defineAddonServer({ key: '${key}', ... })`,
    );
  return module.default;
}

export const ADDON_SERVERS: readonly AddonServer[] = await Promise.all(
  INSTALLED_ADDONS.map((a) => load(a.key)),
);
registerAddonServers(ADDON_SERVERS);
