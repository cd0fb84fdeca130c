import { type CatalogPage, pageByName } from '@yanye/catalog';
import {
  allowedPaths,
  badInput,
  type Column,
  dataPaths,
  type Principal,
  type ResourceDef,
} from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import { type ColumnSetting, LIST_COLUMN_WIDTH, MAX_LIST_COLUMNS } from '@yanye/protocol';
import { RESOURCES } from '../../resources';

/**
 * A list as a user's own settings of it name it (its column settings, its saved views): a catalogue list page
 * served by the engine that the user may open, with the columns a user may choose among.
 */

/** The resource behind each data path (a list page's first API). */
let byDataPath: ReadonlyMap<string, ResourceDef> | undefined;
function resourceOf(path: string): ResourceDef | undefined {
  byDataPath ??= new Map(RESOURCES.flatMap((def) => dataPaths(def).map(([url]) => [url, def] as const)));
  return byDataPath.get(path);
}

export interface UserList {
  readonly page: CatalogPage;
  readonly def: ResourceDef;
  /** The columns a user may choose among (all but those sent and never shown), by key. */
  readonly columns: ReadonlyMap<string, Column>;
}

/** The list `name` names, if it is a list served by the engine, whoever may open it. */
export function listNamed(name: string): Omit<UserList, 'columns'> | undefined {
  const page = pageByName(name);
  const def = page ? resourceOf(page.api[0] ?? '') : undefined;
  return page && def ? { page, def } : undefined;
}

/** The list a user names, if it is a list served by the engine that the user may open. */
export function userList(principal: Principal, name: string): UserList {
  const found = listNamed(name);
  if (!found || !allowedPaths(principal).includes(found.page.path))
    throw badInput('listUnknown', { list: name });
  const columns = Object.entries(found.def.columns).filter(([, c]) => c.type !== 'hide');
  return { ...found, columns: new Map(columns) };
}

/**
 * A setting checked against its list: no more columns than the limit, each a column of the list named once,
 * widths within bounds, and at least one column shown (counting those it leaves to their defaults).
 */
export function checkedColumns(list: UserList, sent: readonly ColumnSetting[], lang: Lang): ColumnSetting[] {
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
