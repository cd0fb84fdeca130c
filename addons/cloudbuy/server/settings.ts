import { addonByKey, readAddonValues, type StoreDb, suppliers } from '@yanye/addon-kit/server';

/** What the store set under /plugin/pluginSetup (addon.ts `settings`), as the add-on's code reads it. */
export interface CloudbuySettings {
  /** When an order's purchase document is made: as it is placed, or when the supplier confirms it. */
  readonly purchaseOn: 'submit' | 'confirm';
  /** The warehouse purchase documents receive into, by code; '' for the first enabled one. */
  readonly warehouseCode: string;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly address: string;
}

/** The settings a store has before it saves any (the manifest's defaults). */
export const DEFAULT_SETTINGS: CloudbuySettings = {
  purchaseOn: 'submit',
  warehouseCode: '',
  contactName: '',
  contactPhone: '',
  address: '',
};

/** The store's cloud-buy settings, defaults filled in. */
export async function cloudbuySettings(db: StoreDb): Promise<CloudbuySettings> {
  const addon = addonByKey('cloudbuy');
  if (!addon) return DEFAULT_SETTINGS;
  const values = await readAddonValues(db, addon);
  const text = (name: string) => String(values[name] ?? '').trim();
  return {
    purchaseOn: values.purchase_on === 'confirm' ? 'confirm' : 'submit',
    warehouseCode: text('warehouse_code'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    address: text('address'),
  };
}

/** Where suppliers deliver: the settings' contact and address, each blank one taken from the store itself. */
export async function deliveryOf(
  db: StoreDb,
  s: CloudbuySettings,
): Promise<{ contactName: string; contactPhone: string; address: string }> {
  const [store] = await db
    .select({ contact: suppliers.contactName, phone: suppliers.phone, address: suppliers.address })
    .from(suppliers);
  return {
    contactName: s.contactName || store?.contact || '',
    contactPhone: s.contactPhone || store?.phone || '',
    address: s.address || store?.address || '',
  };
}
