import { foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, refId, storeKey, supplierId } from './columns';
import { accounts, suppliers } from './tenants';

/** The add-ons (plugins) a store has installed, by the catalogue's plugin key. */
export const supplierAddons = pgTable(
  'supplier_addons',
  {
    supplierId: supplierId(),
    key: text('key').notNull(),
    /** The account that installed it. */
    installedBy: refId('installed_by'),
    /** When it was installed. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.key] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('supplier_addons_installed_by_fk', t, t.installedBy, accounts),
  ],
);
