import {
  addonServers,
  type Carrier,
  type OptionsSource,
  type StoreDb,
  supplierAddons,
} from '@yanye/framework/server';

/** The express companies an order ships with when the store keeps no list of its own, and the prefix of their waybill numbers. */
export const CARRIERS = {
  顺丰速运: 'SF',
  中通快递: 'ZT',
  圆通速递: 'YT',
  韵达快递: 'YD',
  申通快递: 'ST',
  京东物流: 'JD',
  邮政快递包裹: 'YZ',
  德邦快递: 'DB',
} as const;

export const BUILT_IN_CARRIERS: readonly Carrier[] = Object.entries(CARRIERS).map(([name, code]) => ({
  name,
  code,
}));

/**
 * The express companies the store ships with: those of an installed add-on that keeps them (the logistics
 * companies it has enabled), else the built-in list. The core names no add-on: it asks each installed one for
 * its `carriers` (engine/addons/addon.ts).
 */
export async function storeCarriers(db: StoreDb): Promise<readonly Carrier[]> {
  const keepers = addonServers().filter((a) => a.carriers);
  if (keepers.length === 0) return BUILT_IN_CARRIERS;
  const installed = new Set(
    (await db.select({ key: supplierAddons.key }).from(supplierAddons)).map((r) => r.key),
  );
  for (const addon of keepers) {
    if (!installed.has(addon.key)) continue;
    const kept = await addon.carriers!(db);
    // A store that has disabled every company still ships: it falls back rather than offer nothing.
    if (kept.length > 0) return kept;
  }
  return BUILT_IN_CARRIERS;
}

/** The ship form's carrier picker: the store's companies by name, which is what an order records. */
export const carrierOptions: OptionsSource = {
  async load(db) {
    return (await storeCarriers(db)).map((c) => ({ value: c.name, label: c.name }));
  },
};
