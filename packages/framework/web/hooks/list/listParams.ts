import type { TableMeta } from '@yanye/protocol';
import { filterParams } from './filters';
import type { ListStart, ListView } from './listState';

// Free of TanStack Query and React: the early reads (app/earlyListReads.ts) ask for page 1 with these before the
// console's script has arrived.

type Params = Record<string, string | number | boolean>;

/** The metadata read's input. */
export const META_INPUT = { _meta: 1 } as const;

/** The query field naming a saved view of the list (`?view=12`; 0 the whole list, without the user's default). */
export const VIEW_PARAM = 'view';

/**
 * The page's query as where the list opens: `_tab` picks a tab, the rest fill filters (links from the workbench);
 * `view` names a saved view, which the list screen opens instead.
 */
export function listStartOf(query: URLSearchParams): ListStart {
  const filters: Record<string, string> = {};
  for (const [k, v] of query) if (k !== '_tab' && k !== VIEW_PARAM) filters[k] = v;
  return { tab: query.get('_tab') ?? undefined, filters };
}

/** The question the count and every page share: the filters and the tab. */
function filtered(meta: TableMeta | undefined, view: ListView): Params {
  const params: Params = meta ? { ...filterParams(meta.top_search, view.filters) } : {};
  if (view.tab) params._tab = view.tab;
  return params;
}

/**
 * A page's query fields: page, limit, sort and order (true ascending), the filters and the tab; `_cursor` for the
 * cursors of its neighbours, and the cursor it is read by, if any (the server then reads by key, not by `page`).
 */
export function pageParams(meta: TableMeta | undefined, view: ListView): Params & { _cursor: 1 } {
  const params: Params & { _cursor: 1 } = {
    page: view.page,
    limit: view.limit,
    ...filtered(meta, view),
    _cursor: 1,
  };
  if (view.sort) {
    params.sort = view.sort.field;
    params.order = view.sort.ascending;
  }
  if (view.cursor && 'after' in view.cursor) params._after = view.cursor.after;
  if (view.cursor && 'before' in view.cursor) params._before = view.cursor.before;
  return params;
}

/**
 * The count's: the filters and the tab only, so paging and sorting do not count again by themselves; an estimate
 * is accepted (`_estimate`) unless the user asked for the exact count.
 */
export function countParams(meta: TableMeta | undefined, view: ListView): Params & { _count_sum: 1 } {
  return { ...filtered(meta, view), _count_sum: 1, ...(view.exact ? {} : { _estimate: 1 }) };
}
