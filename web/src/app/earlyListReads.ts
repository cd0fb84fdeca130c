// The installed add-ons, into the catalogue before its pages are read (installed/index.ts).
import '@yanye/installed';
import { PAGES } from '@yanye/catalog';
import {
  countParams,
  initialView,
  listReducer,
  listStartOf,
  META_INPUT,
  pageParams,
  readEarly,
  VIEW_PARAM,
} from '@yanye/framework/web';
import { API, resourceCalls } from '@yanye/protocol';

const ignore = () => undefined;

/** What the catalogue's list pages at `pathname` agree on (their data path, their route name), else undefined. */
function agreed(
  pathname: string,
  of: (page: (typeof PAGES)[number]) => string | undefined,
): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  const values = new Set(PAGES.filter((p) => p.path === path && p.view === 'list').map(of));
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * On a list page, its metadata, the user's column settings and saved views, then page 1 and its count with the
 * parameters the list opens with (useListController), asked for before the list screen has arrived
 * (earlyReads.ts). An address naming a saved view opens with that view's filters, which only its answer tells:
 * page 1 is then left to the list.
 */
export function startListReads(): void {
  const api = agreed(window.location.pathname, (p) => p.api[0]);
  if (!api) return;
  const name = agreed(window.location.pathname, (p) => p.name);
  if (name) void readEarly(API.lists.columnSettings, { list: name }).catch(ignore);
  if (name) void readEarly(API.lists.listViews, { list: name }).catch(ignore);
  const query = new URLSearchParams(window.location.search);
  const named = query.get(VIEW_PARAM);
  readEarly(resourceCalls.meta(api), META_INPUT).then((meta) => {
    if (named && named !== '0') return;
    const start = listStartOf(query);
    const view = listReducer(initialView, { type: 'open', meta, start });
    void readEarly(resourceCalls.page(api), pageParams(meta, view)).catch(ignore);
    void readEarly(resourceCalls.count(api), countParams(meta, view)).catch(ignore);
  }, ignore);
}
