import { ADDON_MANIFESTS } from '../../../addons';
import { type AddonServer, isAddonServer } from '../engine/addon';

/**
 * The server side of every registered add-on, loaded by key from `addons/<key>/server/index.ts` (docs/add-ons.md).
 * The import names its folder by a pattern, which the bundler resolves to every add-on's file at build time.
 */
async function load(key: string): Promise<AddonServer> {
  const module = (await import(`../../../addons/${key}/server/index.ts`)) as { default?: unknown };
  if (!isAddonServer(module.default, key))
    throw new Error(
      `addons/${key}/server/index.ts must export default defineAddonServer({ key: '${key}', ... })`,
    );
  return module.default;
}

export const ADDON_SERVERS: readonly AddonServer[] = await Promise.all(
  ADDON_MANIFESTS.map((m) => load(m.key)),
);

/** The add-on server of a key, if it is built. */
export function addonServer(key: string): AddonServer | undefined {
  return ADDON_SERVERS.find((a) => a.key === key);
}
