import { AppError, badInput, filterConditions } from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import { PAGE_SIZES, type SavedViewState } from '@yanye/protocol';
import { checkedColumns, type UserList } from './user-list';

// A saved view's state against its list: what it may keep (filters, sort, tab, columns, page size), checked when
// it is saved and read again as the list stands now.

/** The list's column of that key, if it has one (a key as a request names it: never an inherited property). */
const columnOf = (list: UserList, key: string) =>
  Object.hasOwn(list.def.columns, key) ? list.def.columns[key] : undefined;
const hasTab = (list: UserList, name: string) =>
  list.def.tabs !== undefined && Object.hasOwn(list.def.tabs, name);

/** A kept state as the list reads it now: filters, sort, tab and columns it no longer has left out. */
export function currentState(list: UserList, state: SavedViewState): SavedViewState {
  const filters = Object.fromEntries(
    Object.entries(state.filters ?? {}).filter(([key]) => columnOf(list, key)?.filter !== undefined),
  );
  const sort = state.sort && columnOf(list, state.sort.field)?.sortable ? state.sort : null;
  const tab = state.tab && hasTab(list, state.tab) ? state.tab : null;
  const columns = state.columns ? state.columns.filter((c) => list.columns.has(c.name)) : null;
  return { filters, sort, tab, columns: columns && columns.length > 0 ? columns : null, limit: state.limit };
}

/** The page sizes a view may keep: those the list screen offers, and the list's own. */
function pageSizes(list: UserList): number[] {
  return [...new Set<number>([...PAGE_SIZES, ...(list.def.limit ? [list.def.limit] : [])])];
}

/** A text a user sent, as a message may repeat it: short. */
const quoted = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * A state checked against its list, each refusal in plain words: filters of the list's own with values its
 * filters take, a sort on a sortable column, a tab it has, columns it shows (as a column setting is checked) and
 * a page size it offers. Empty filter values are left out.
 */
export function checkedState(
  list: UserList,
  state: SavedViewState,
  lang: Lang,
  timeZone: string,
): SavedViewState {
  const { def, page } = list;
  const listTitle = page.title[lang];
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    const column = columnOf(list, key);
    if (!column?.filter) throw badInput('listViewFilterUnknown', { list: listTitle, name: quoted(key) });
    if (value.trim() === '') continue;
    try {
      filterConditions(def, { [key]: value }, timeZone);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw badInput('listViewFilterInvalid', { title: column.title[lang], value: quoted(value) });
    }
    filters[key] = value;
  }
  if (state.sort && !columnOf(list, state.sort.field)?.sortable)
    throw badInput('listViewSortInvalid', { list: listTitle, name: quoted(state.sort.field) });
  if (state.tab && !hasTab(list, state.tab))
    throw badInput('listViewTabUnknown', { list: listTitle, name: quoted(state.tab) });
  const sizes = pageSizes(list);
  if (!sizes.includes(state.limit)) throw badInput('listViewPageSize', { sizes: sizes.join('、') });
  const columns = state.columns === null ? null : checkedColumns(list, state.columns, lang);
  return { filters, sort: state.sort, tab: state.tab, columns, limit: state.limit };
}
