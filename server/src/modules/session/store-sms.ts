import { type Deps, type SmsSender, supplierAddons, withStore } from '@yanye/framework/server';
import { ADDON_SERVERS } from '../../installed-addons';

/**
 * The sender of a store's sign-in codes: an installed add-on's (`smsSender` of engine/addons/addon.ts, the SMS add-on)
 * when the store has set one up, else none and the platform's sender sends. The core names no add-on.
 */
export async function storeSmsSender(deps: Deps, supplierId: number): Promise<SmsSender | undefined> {
  const hooks = ADDON_SERVERS.filter((a) => a.smsSender);
  if (hooks.length === 0) return undefined;
  const installed = await withStore(deps.database.db, supplierId, (db) =>
    db.select({ key: supplierAddons.key }).from(supplierAddons),
  );
  for (const addon of hooks) {
    if (!installed.some((i) => i.key === addon.key)) continue;
    const sender = await addon.smsSender!(deps, supplierId);
    if (sender) return sender;
  }
  return undefined;
}
