import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountAnswer, CursorPage, TableMeta } from '@yanye/protocol';
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef } from 'react';
import { ApiError } from '../../api/client';
import { ownedByCatalogue, reportError } from '../../api/errors';
import { JUST_READ_MS } from '../../api/query';
import { afterPaint } from '../../lib/afterPaint';
import { scrollToTop } from '../../lib/scroll';
import { useReportedError } from '../useReportedError';
import type { FilterValues } from './filters';
import { countQuery, isMetaKey, metaQuery, pageQuery, pathKey } from './listQueries';
import {
  initialView,
  type ListStart,
  listReducer,
  type PageCursors,
  pageMove,
  type Sort,
  tabOf,
} from './listState';
import type { Row } from './row';
import { type Selection, useSelection } from './useSelection';

const NO_ROWS: readonly Row[] = [];
const NO_NUMBERS: Readonly<Record<string, number>> = {};

/**
 * A failed metadata read stops loading and is only logged, unless the error catalogue owns it: a
 * dead session, no permission and a lost network are answered as anywhere else.
 */
function reportMetaError(error: unknown): void {
  if (ownedByCatalogue(error)) reportError(error);
  else console.error('table metadata', error);
}

export interface ListController {
  readonly meta: TableMeta | undefined;
  readonly rows: readonly Row[];
  readonly count: number;
  readonly totals: Readonly<Record<string, number>>;
  /** The count and the totals are an estimate (the exact ones would be slow): shown as "约 N". */
  readonly estimated: boolean;
  /** Asks for the exact count and totals, however long they take. */
  readonly countExactly: () => void;
  /** How many rows of the filtered list each tab holds. */
  readonly tabCounts: Readonly<Record<string, number>>;
  /** A read the user asked for is under way, or an answer is still being laid out (a refresh the list makes by
   * itself, shown again or after a write elsewhere, is not shown). */
  readonly loading: boolean;
  /** Nothing to lay out yet: the metadata, the first page and its count are still coming. */
  readonly settling: boolean;
  readonly error: string;
  /** The server does not serve the data path (yet). */
  readonly unserved: boolean;
  readonly page: number;
  readonly limit: number;
  readonly sort: Sort | undefined;
  readonly filters: FilterValues;
  /** The open tab, undefined for the first (the whole list). */
  readonly tab: string | undefined;
  readonly selection: Selection;
  /** Search with new filter values: back to page 1. */
  readonly search: (filters: FilterValues) => void;
  readonly reset: () => void;
  readonly sortBy: (sort: Sort | undefined) => void;
  /**
   * Another page, or another page size (back to page 1); the page scrolls back to the top. The page after or
   * before the one shown is read by its cursor, any other by its number.
   */
  readonly goTo: (page: number, limit: number) => void;
  /** Opens a tab by name (the first is the whole list): back to page 1, the filters kept, nothing selected. */
  readonly openTab: (name: string) => void;
  /** Opens the list anew where `start` says (a saved view): its filters, tab, sort and page size, page 1. */
  readonly apply: (start: ListStart) => void;
  /** Reads the page and the count again. */
  readonly refresh: () => void;
}

/**
 * The generic list without UI (react-admin's `useListController`): the metadata, the page and the count of one
 * data path as cached queries (`keys.call`), and what the user asks of them in one reducer (`listReducer`).
 * Writes anywhere in the path's folder make them stale (`useWrite`), so they read again.
 */
export function useListController(api: string, start: ListStart = {}, hold = false): ListController {
  const client = useQueryClient();
  const metaRead = useQuery(metaQuery(api));
  const meta = metaRead.data;
  const [view, dispatch] = useReducer(listReducer, initialView);
  // Where the list opens is read once, when its metadata comes (and nothing holds it: the saved view it opens
  // with is still being read): in the same render, so the first page is asked for at once.
  if (meta && !view.opened && !hold) dispatch({ type: 'open', meta, start });

  const pageRead = useQuery(pageQuery(api, meta, view));
  const countRead = useQuery(countQuery(api, meta, view));

  // The page and the count are read again on each round (a search, a refresh, page 1), and each time the view
  // is shown again: the shell keeps views alive in <Activity>, which runs effects again when it shows one. Shown
  // (or opened) with an answer only just read (its menu entry was rested on: warmList), that answer stands.
  // A read already under way is joined, not restarted. A round the user asked for is read at once; a view shown
  // again draws the rows it holds first and reads them again after that frame is painted, so the refresh's
  // renders do not hold back the click's paint.
  const lastRound = useRef<number | undefined>(undefined);
  useEffect(() => {
    const newRound = lastRound.current !== undefined && lastRound.current !== view.round;
    lastRound.current = view.round;
    const refresh = () => {
      const freshSince = Date.now() - JUST_READ_MS;
      void client.invalidateQueries(
        {
          queryKey: pathKey(api),
          predicate: (q) => !isMetaKey(q.queryKey) && (newRound || q.state.dataUpdatedAt < freshSince),
        },
        { cancelRefetch: false },
      );
    };
    if (newRound) {
      refresh();
      return;
    }
    return afterPaint(refresh);
  }, [client, api, view.round]);

  // An empty page above the first (its last rows deleted) steps back a page.
  const answered = pageRead.data !== undefined && !pageRead.isPlaceholderData && !pageRead.isFetching;
  const empty = answered && pageRead.data?.rows.length === 0;
  // What the shown page's own answer says of its neighbours (not a page kept on screen while another is read).
  const neighbours = useRef<{ cursors: PageCursors | undefined; view: typeof view }>({
    cursors: undefined,
    view,
  });
  neighbours.current = { cursors: pageRead.isPlaceholderData ? undefined : pageRead.data, view };
  useEffect(() => {
    if (empty && view.page > 1) dispatch({ type: 'stepBack' });
  }, [empty, view.page]);

  useReportedError(metaRead.error, reportMetaError);
  useReportedError(pageRead.error, reportError);
  useReportedError(countRead.error, reportError);

  // The page and its count are laid out together, at a transition's priority: React renders the table in
  // slices that leave the main thread free, and commits it at once (nothing shifts).
  const data = useMemo(
    (): { rows: readonly Row[] | undefined; counted: CountAnswer | undefined } => ({
      rows: (pageRead.data as CursorPage | undefined)?.rows,
      counted: countRead.data,
    }),
    [pageRead.data, countRead.data],
  );
  const shown = useDeferredValue(data);
  const rows = shown.rows ?? NO_ROWS;
  const selection = useSelection(rows);
  const clearSelection = selection.clear;

  const metaFailed = meta === undefined && metaRead.isError;
  const pageError = pageRead.error ?? countRead.error;
  const settling =
    !metaFailed &&
    ((shown.rows === undefined && !pageRead.isError) || (shown.counted === undefined && !countRead.isError));

  const search = useCallback((filters: FilterValues) => dispatch({ type: 'search', filters }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const sortBy = useCallback((sort: Sort | undefined) => dispatch({ type: 'sort', sort }), []);
  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  const goTo = useCallback((page: number, limit: number) => {
    const { cursors, view: from } = neighbours.current;
    dispatch(pageMove(from, cursors, page, limit));
    window.setTimeout(() => scrollToTop(800), 0);
  }, []);
  const countExactly = useCallback(() => dispatch({ type: 'exact' }), []);
  const apply = useCallback(
    (next: ListStart) => {
      if (!meta) return;
      clearSelection();
      dispatch({ type: 'apply', meta, start: next });
    },
    [meta, clearSelection],
  );
  const openTab = useCallback(
    (name: string) => {
      if (!meta) return;
      clearSelection();
      dispatch({ type: 'tab', tab: tabOf(meta, name) });
    },
    [meta, clearSelection],
  );

  // A read the user asked for (a search, a page, a refresh: a new round or a new query) shows the table's spinner;
  // one the list makes by itself (shown again from its tag, a write elsewhere in its folder) refreshes the rows
  // in the background, with nothing drawn until they come.
  const fetching = pageRead.isFetching || countRead.isFetching;
  const doneRound = useRef(view.round);
  if (!fetching) doneRound.current = view.round;
  const asked = pageRead.isPlaceholderData || countRead.isPlaceholderData || doneRound.current !== view.round;

  const estimated = shown.counted?.estimated === true;
  // An estimate from a sample may miss rare rows: never fewer than the rows seen up to this page.
  const counted = shown.counted?.count ?? 0;
  const count = estimated ? Math.max(counted, (view.page - 1) * view.limit + rows.length) : counted;
  return {
    meta,
    rows,
    count,
    totals: shown.counted?.totalrow ?? NO_NUMBERS,
    estimated,
    countExactly,
    tabCounts: shown.counted?.tabs ?? NO_NUMBERS,
    loading: (fetching && asked) || data !== shown,
    settling,
    error: pageError ? pageError.message : '',
    unserved: metaRead.error instanceof ApiError && metaRead.error.code === 'NOT_FOUND',
    page: view.page,
    limit: view.limit,
    sort: view.sort,
    filters: view.filters,
    tab: view.tab,
    selection,
    search,
    reset,
    sortBy,
    goTo,
    openTab,
    apply,
    refresh,
  };
}
