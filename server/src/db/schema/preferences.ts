import type { ColumnSetting } from '@yanye/protocol';
import { foreignKey, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { refId, supplierId, unixTime } from './columns';
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
