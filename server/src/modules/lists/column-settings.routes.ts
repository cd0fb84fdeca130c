import { listColumnSettings, type Principal, route } from '@yanye/framework/server';
import { API } from '@yanye/protocol';
import { and, eq } from 'drizzle-orm';
import { checkedColumns, userList } from './user-list';

/**
 * A user's columns of a list (显示列), kept per user and per list: the order, the columns shown and the widths
 * set. Each user reads and writes only their own row; a list is one the user may open, and a setting names only
 * columns that list has.
 */

const mine = (principal: Principal, list: string) =>
  and(eq(listColumnSettings.accountId, principal.accountId), eq(listColumnSettings.list, list));

export const columnSettingsRoutes = [
  route(API.lists.columnSettings, {
    // Columns the list no longer has (a release took one away) are left out of the answer.
    handler: async ({ db, principal }, { query }) => {
      const list = userList(principal, query.list);
      const [row] = await db
        .select({ columns: listColumnSettings.columns })
        .from(listColumnSettings)
        .where(mine(principal, list.page.name));
      const columns = (row?.columns ?? []).filter((c) => list.columns.has(c.name));
      return { list: list.page.name, saved: row !== undefined, columns };
    },
  }),

  route(API.lists.columnSettingsSave, {
    handler: async ({ db, principal, lang, deps }, { body }) => {
      const list = userList(principal, body.list);
      const columns = checkedColumns(list, body.columns, lang);
      const updatedAt = deps.now();
      await db
        .insert(listColumnSettings)
        .values({ accountId: principal.accountId, list: list.page.name, columns, updatedAt })
        .onConflictDoUpdate({
          target: [listColumnSettings.supplierId, listColumnSettings.accountId, listColumnSettings.list],
          set: { columns, updatedAt },
        });
      return { list: list.page.name };
    },
  }),

  route(API.lists.columnSettingsReset, {
    handler: async ({ db, principal }, { body }) => {
      const list = userList(principal, body.list);
      const removed = await db
        .delete(listColumnSettings)
        .where(mine(principal, list.page.name))
        .returning({ list: listColumnSettings.list });
      return { removed: removed.length };
    },
  }),
];
