import type { ColumnSetting, SavedViewState } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { refId, rowTimes, supplierId, unixTime } from './columns';
import { storeTable } from './store-table';
import { accounts } from './tenants';

/**
 * An account's columns of a list (显示列): the columns in the user's order, each shown or not and with the width
 * the user set, by the list's catalogue route name. Only the account reads and writes its own
 * (`modules/lists`); the row goes with the account (cascade).
 */
export const listColumnSettings = pgTable(
  'list_column_settings',
  {
    supplierId: supplierId(),
    accountId: refId('account_id').notNull(),
    /** The list's catalogue route name (`GoodsShowManage`). */
    list: text('list').notNull(),
    columns: jsonb('columns').$type<ColumnSetting[]>().notNull(),
    updatedAt: unixTime('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.accountId, t.list] }),
    foreignKey({
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Saved views of a list (视图): a user's named filters, sort, tab, columns and page size of one list, private or
 * shared with roles of the store (`shared_role_ids`, empty: private). Only the owner changes or deletes one
 * (`modules/lists/list-views.routes.ts`); it goes with its owner (cascade). Names are unique per owner and list.
 */
export const listViews = storeTable(
  'list_views',
  {
    /** The list's catalogue route name (`InboundManage`). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    ownerId: refId('owner_id').notNull(),
    /** The roles of the store it is shared with; a role deleted since matches nobody. */
    sharedRoleIds: bigint('shared_role_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('list_views_name_key').on(t.supplierId, t.ownerId, t.list, t.name),
    index('list_views_list_idx').on(t.supplierId, t.list),
    foreignKey({
      name: 'list_views_owner_fk',
      columns: [t.supplierId, t.ownerId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/** An account's default view of a list: the one the list opens with. Goes with the account or the view. */
export const listViewDefaults = pgTable(
  'list_view_defaults',
  {
    supplierId: supplierId(),
    accountId: refId('account_id').notNull(),
    list: text('list').notNull(),
    viewId: refId('view_id').notNull(),
    updatedAt: unixTime('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.accountId, t.list] }),
    foreignKey({
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.supplierId, t.viewId],
      foreignColumns: [listViews.supplierId, listViews.id],
    }).onDelete('cascade'),
  ],
);
