import type { TableMeta } from '@yanye/protocol';
import { type FilterValues, startFilters } from './filters';

export interface Sort {
  readonly field: string;
  readonly ascending: boolean;
}

/**
 * Where a list opens: a tab and filter values from the page's query (`?_tab=pay&freight_mode=2`), or all a saved
 * view keeps (its filters as sent, sort and page size too).
 */
export interface ListStart {
  readonly tab?: string;
  readonly filters?: Readonly<Record<string, string>>;
  readonly sort?: Sort;
  readonly limit?: number;
}

/**
 * How the page is read: by key, after or before a row of the page shown (its answer's `next` or `prev`: the
 * adjacent page, as fast however deep), or, without one, by its number (OFFSET: page 1, a jump).
 */
export type PageCursor = { readonly after: string } | { readonly before: string };

/** What a page's answer says of its neighbours: their cursors, null where there is none. */
export interface PageCursors {
  readonly prev: string | null;
  readonly next: string | null;
}

/** What the user has asked of a list: the page, its size, the sort, the filters and the tab. */
export interface ListView {
  /** The metadata has come and set the page size, the tab and the filters the list opens with. */
  readonly opened: boolean;
  readonly page: number;
  /** The page is the one after or before a row of the page shown before it; undefined: read by number. */
  readonly cursor: PageCursor | undefined;
  readonly limit: number;
  readonly sort: Sort | undefined;
  readonly filters: FilterValues;
  /** The open tab (`_tab`), undefined for the first, which is the whole list. */
  readonly tab: string | undefined;
  /**
   * Counts what must read the page and the count again even where their question is unchanged (a search with
   * the same values, a refresh, a return to page 1): the controller reads again when it moves.
   */
  readonly round: number;
  /** The user asked for the exact count (an estimate is otherwise accepted): until the filters change. */
  readonly exact: boolean;
}

export type ListEvent =
  | { readonly type: 'open'; readonly meta: TableMeta; readonly start: ListStart }
  /** Another start over the open list (a saved view picked): its filters, tab, sort and size, from page 1. */
  | { readonly type: 'apply'; readonly meta: TableMeta; readonly start: ListStart }
  | { readonly type: 'search'; readonly filters: FilterValues }
  | { readonly type: 'reset' }
  | { readonly type: 'sort'; readonly sort: Sort | undefined }
  | {
      readonly type: 'page';
      readonly page: number;
      readonly limit: number;
      readonly cursor?: PageCursor | undefined;
    }
  /** The exact count instead of an estimate. */
  | { readonly type: 'exact' }
  /** A tab by name, undefined for the first (the whole list). */
  | { readonly type: 'tab'; readonly tab: string | undefined }
  | { readonly type: 'refresh' }
  | { readonly type: 'stepBack' };

/** The default page size of the list screen, replaced by the server's `limit`. */
export const DEFAULT_LIMIT = 10;

export const initialView: ListView = {
  opened: false,
  page: 1,
  cursor: undefined,
  limit: DEFAULT_LIMIT,
  sort: undefined,
  filters: {},
  tab: undefined,
  round: 0,
  exact: false,
};

/** The first tab is the whole list and is not sent; a tab the list does not have is ignored. */
export function tabOf(meta: TableMeta, name: string | undefined): string | undefined {
  if (!name || name === meta.tabs?.[0]?.name) return undefined;
  return meta.tabs?.some((x) => x.name === name) ? name : undefined;
}

/** Back to page 1, and the page and the count read again. */
const firstPage = (view: ListView, change: Partial<ListView>): ListView => ({
  ...view,
  ...change,
  page: 1,
  cursor: undefined,
  round: view.round + 1,
});

/**
 * The move to `page` (of `limit` rows) from the page shown, whose answer gave `shown` (undefined while it is not
 * the shown page's own): the adjacent page by its cursor, when there is one; page 1, a jump or a new page size
 * by number.
 */
export function pageMove(
  view: ListView,
  shown: PageCursors | undefined,
  page: number,
  limit: number,
): ListEvent {
  const move = { type: 'page', page, limit } as const;
  if (limit !== view.limit || page === 1 || !shown) return move;
  if (page === view.page + 1 && shown.next) return { ...move, cursor: { after: shown.next } };
  if (page === view.page - 1 && shown.prev) return { ...move, cursor: { before: shown.prev } };
  return move;
}

/**
 * The list's paging rules in one place (docs/engine.md): a filter, sort or search change goes back to page 1; page 1
 * and a refresh read the count again; an empty page above 1 steps back a page. (The 'export flag' the old console
 * reset here has no counterpart: an export builds its own question.)
 */
export function listReducer(view: ListView, event: ListEvent): ListView {
  switch (event.type) {
    case 'open':
      return {
        ...view,
        opened: true,
        page: 1,
        cursor: undefined,
        exact: false,
        limit: event.start.limit || event.meta.limit || DEFAULT_LIMIT,
        sort: event.start.sort,
        tab: tabOf(event.meta, event.start.tab),
        filters: startFilters(event.meta.top_search, event.start.filters ?? {}),
      };
    case 'apply':
      return firstPage(view, {
        limit: event.start.limit || event.meta.limit || DEFAULT_LIMIT,
        sort: event.start.sort,
        tab: tabOf(event.meta, event.start.tab),
        filters: startFilters(event.meta.top_search, event.start.filters ?? {}),
        exact: false,
      });
    case 'search':
      return firstPage(view, { filters: event.filters, exact: false });
    case 'reset':
      return firstPage(view, { filters: {}, sort: undefined, exact: false });
    case 'sort':
      return firstPage(view, { sort: event.sort });
    case 'page':
      if (event.limit !== view.limit) return firstPage(view, { limit: event.limit });
      if (event.page === 1) return firstPage(view, {});
      return { ...view, page: event.page, cursor: event.cursor };
    case 'exact':
      return { ...view, exact: true };
    case 'tab':
      return firstPage(view, { tab: event.tab, exact: false });
    case 'refresh':
      return { ...view, round: view.round + 1 };
    case 'stepBack':
      return view.page > 1
        ? { ...view, page: view.page - 1, cursor: undefined, round: view.round + 1 }
        : view;
  }
}
