import { type CatalogPage, pageByName } from '@yanye/catalog';
import type { Lang } from '@yanye/i18n';
import { API, type ColumnSetting, LIST_COLUMN_WIDTH, MAX_LIST_COLUMNS } from '@yanye/protocol';
import { and, eq } from 'drizzle-orm';
import { listColumnSettings } from '../../db/schema';
import type { Column } from '../../engine/columns';
import type { ResourceDef } from '../../engine/resource-decl';
import { dataPaths } from '../../engine/resource-paths';
import type { Principal } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { allowedPaths } from '../../platform/permissions';
import { route } from '../../platform/route';
import { RESOURCES } from '../../resources';

/**
 * A user's columns of a list (显示列), kept per user and per list: the order, the columns shown and the widths
 * set. Each user reads and writes only their own row; a list is one the user may open, and a setting names only
 * columns that list has.
 */

/** The resource behind each data path (a list page's first API). */
let byDataPath: ReadonlyMap<string, ResourceDef> | undefined;
function resourceOf(path: string): ResourceDef | undefined {
  byDataPath ??= new Map(RESOURCES.flatMap((def) => dataPaths(def).map(([url]) => [url, def] as const)));
  return byDataPath.get(path);
}

interface UserList {
  readonly page: CatalogPage;
  /** The columns a user may choose among (all but those sent and never shown), by key. */
  readonly columns: ReadonlyMap<string, Column>;
}

/** The list a user names, if it is a list served by the engine that the user may open. */
function userList(principal: Principal, name: string): UserList {
  const page = pageByName(name);
  const def = page ? resourceOf(page.api[0] ?? '') : undefined;
  if (!page || !def || !allowedPaths(principal).includes(page.path))
    throw badInput('listUnknown', { list: name });
  const columns = Object.entries(def.columns).filter(([, c]) => c.type !== 'hide');
  return { page, columns: new Map(columns) };
}

/**
 * A setting checked against its list: no more columns than the limit, each a column of the list named once,
 * widths within bounds, and at least one column shown (counting those it leaves to their defaults).
 */
function checked(list: UserList, sent: readonly ColumnSetting[], lang: Lang): ColumnSetting[] {
  if (sent.length > MAX_LIST_COLUMNS)
    throw badInput('listColumnsTooMany', { max: MAX_LIST_COLUMNS, count: sent.length });
  const seen = new Set<string>();
  for (const c of sent) {
    const column = list.columns.get(c.name);
    if (!column) throw badInput('listColumnUnknown', { list: list.page.title[lang], name: c.name });
    const title = column.title[lang];
    if (seen.has(c.name)) throw badInput('listColumnTwice', { title });
    seen.add(c.name);
    if (c.width !== null && (c.width < LIST_COLUMN_WIDTH.min || c.width > LIST_COLUMN_WIDTH.max))
      throw badInput('listColumnWidth', { title, ...LIST_COLUMN_WIDTH });
  }
  const leftToDefault = [...list.columns].some(([name, c]) => !seen.has(name) && c.visible);
  if (!leftToDefault && !sent.some((c) => c.shown)) throw badInput('listColumnsNoneShown');
  return sent.map((c) => ({ name: c.name, shown: c.shown, width: c.width }));
}

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
      const columns = checked(list, body.columns, lang);
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
