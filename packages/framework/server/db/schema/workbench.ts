import { foreignKey, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, supplierId } from './columns';
import { accounts } from './tenants';

/**
 * An account's quick menus on the workbench: the page by its catalogue path and route name. Its
 * title is the catalogue's, in the reader's language. At most 16, no page twice, never the workbench itself.
 */
export const quickMenus = pgTable(
  'quick_menus',
  {
    supplierId: supplierId(),
    id: rowId(),
    accountId: refId('account_id').notNull(),
    /** The catalogue path, `/goods/list/manageShow`. */
    path: text('path').notNull(),
    /** The path as opened, with its query (`/dataDetails/order/manage?_tab=pay`). */
    fullPath: text('full_path').notNull(),
    /** The catalogue route name. */
    name: text('name').notNull(),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('quick_menus_path_key').on(t.supplierId, t.accountId, t.path),
    index('quick_menus_account_idx').on(t.supplierId, t.accountId, t.sort),
    foreignKey({ columns: [t.supplierId, t.accountId], foreignColumns: [accounts.supplierId, accounts.id] }),
  ],
);
