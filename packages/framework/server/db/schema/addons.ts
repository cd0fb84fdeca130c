import { foreignKey, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, refId, storeKey, supplierId, unixTime } from './columns';
import { suppliers } from './suppliers';
import { accounts } from './tenants';

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

/**
 * An add-on's settings in a store (/plugin/pluginSetup), kept across uninstall and reinstall. `values` holds the
 * plain settings; `secrets` the sealed ones (AES-256-GCM, platform/addon-seal.ts), which never leave the server.
 */
export const addonSettings = pgTable(
  'addon_settings',
  {
    supplierId: supplierId(),
    key: text('key').notNull(),
    values: jsonb('values').$type<Record<string, string | number | boolean>>().notNull().default({}),
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    /** The account that saved them last, if any has. */
    updatedBy: refId('updated_by'),
    updatedAt: unixTime('updated_at').notNull().default(0),
    /** When the store first installed the add-on: install hooks tell a first install from a reinstall. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.key] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('addon_settings_updated_by_fk', t, t.updatedBy, accounts),
  ],
);

/**
 * When each add-on sweep is next due in a store. A process runs a sweep in a store only after moving its clock
 * on in the sweep's own transaction (engine/addons/addon-sweeper.ts), so of several server processes exactly one runs
 * it each period, and a failed run leaves the clock where it was.
 */
export const addonSweepClocks = pgTable(
  'addon_sweep_clocks',
  {
    supplierId: supplierId(),
    key: text('key').notNull(),
    sweep: text('sweep').notNull(),
    nextAt: unixTime('next_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.key, t.sweep] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);
