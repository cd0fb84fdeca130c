import type { CountAnswer, TableMeta } from '@yanye/protocol';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call } from '../../api/client';
import { ownedByCatalogue, reportError } from '../../api/errors';
import { scrollToTop } from '../../lib/scroll';
import { type FilterValues, filterParams, startFilters } from './filters';

export type Row = Record<string, unknown> & { readonly id?: number | string };

export interface Sort {
  readonly field: string;
  readonly ascending: boolean;
}

export interface ListState {
  readonly meta: TableMeta | undefined;
  readonly rows: readonly Row[];
  readonly count: number;
  readonly totals: Readonly<Record<string, number>>;
  readonly loading: boolean;
  readonly error: string;
  /** The server does not serve the data path (yet). */
  readonly unserved: boolean;
  /** A first page has been asked for and answered (or refused): until then there is nothing to lay out. */
  readonly loaded: boolean;
  readonly page: number;
  readonly limit: number;
  readonly sort: Sort | undefined;
  readonly filters: FilterValues;
  /** The open tab (`_tab`), undefined for the first, which is the whole list. */
  readonly tab: string | undefined;
  /** How many rows of the filtered list each tab holds. */
  readonly tabCounts: Readonly<Record<string, number>>;
}

/** Where a list opens: a tab and filter values from the page's query (`?_tab=pay&freight_mode=2`). */
export interface ListStart {
  readonly tab?: string;
  readonly filters?: Readonly<Record<string, string>>;
}

/** The default page size of the list screen, replaced by the server's `limit` (SPEC.md §9). */
const DEFAULT_LIMIT = 10;

/**
 * The generic list without UI: metadata, rows, count and totals of one data path, and what changes them.
 * A filter, sort or search change goes back to page 1; page 1 and refreshes fetch the count too; an empty page
 * above 1 steps back a page. Its effect runs again when the screen is shown again (React's <Activity>), which
 * reloads the list as SPEC.md §2.5 asks.
 */
export function useGenericList(api: string, start: ListStart = {}) {
  const [meta, setMeta] = useState<TableMeta>();
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [count, setCount] = useState(0);
  const [totals, setTotals] = useState<Readonly<Record<string, number>>>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [unserved, setUnserved] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  const [sort, setSort] = useState<Sort>();
  const [filters, setFilters] = useState<FilterValues>({});
  const [tab, setTab] = useState<string>();
  const [tabCounts, setTabCounts] = useState<Readonly<Record<string, number>>>({});
  const startRef = useRef(start);
  // The latest request wins: answers to older ones are dropped.
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (o: {
      page: number;
      limit: number;
      sort: Sort | undefined;
      filters: FilterValues;
      tab: string | undefined;
      withCount: boolean;
      meta: TableMeta;
    }) => {
      const mine = ++generation.current;
      setLoading(true);
      setError('');
      const params: Record<string, string | number | boolean> = {
        page: o.page,
        limit: o.limit,
        ...filterParams(o.meta.top_search, o.filters),
      };
      if (o.tab) params._tab = o.tab;
      if (o.sort) {
        params.sort = o.sort.field;
        params.order = o.sort.ascending;
      }
      try {
        const [data, counted] = await Promise.all([
          call<Row[]>('GET', api, params),
          o.withCount
            ? call<CountAnswer>('GET', api, { ...params, _count_sum: 1 })
            : Promise.resolve(undefined),
        ]);
        if (mine !== generation.current) return;
        if (data.length === 0 && o.page > 1) {
          setPage(o.page - 1);
          await fetchPage({ ...o, page: o.page - 1, withCount: true });
          return;
        }
        // One transition for the page, its count and the end of loading: React renders the table in slices
        // that leave the main thread free (no long task), and commits it all at once (nothing shifts).
        startTransition(() => {
          setRows(data);
          if (counted) {
            setCount(counted.count);
            setTotals(counted.totalrow);
            setTabCounts(counted.tabs ?? {});
          }
          setLoaded(true);
          setLoading(false);
        });
      } catch (e) {
        if (mine !== generation.current) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoaded(true);
        setLoading(false);
      }
    },
    [api],
  );

  // State lives in refs for the reload on re-activation, which must see the current page and filters.
  const current = useRef({ page, limit, sort, filters, tab, meta });
  current.current = { page, limit, sort, filters, tab, meta };

  useEffect(() => {
    let cancelled = false;
    const { meta: known } = current.current;
    if (known) {
      void fetchPage({ ...current.current, meta: known, withCount: true });
      return;
    }
    setLoading(true);
    call<TableMeta>('GET', api, { _meta: 1 }, { quiet: true }).then(
      (m) => {
        if (cancelled) return;
        setMeta(m);
        const size = m.limit || DEFAULT_LIMIT;
        setLimit(size);
        // The tabs' first is the whole list; a tab the list does not have is ignored.
        const given = startRef.current;
        const first = m.tabs?.[0]?.name;
        const opening =
          given.tab && given.tab !== first && m.tabs?.some((x) => x.name === given.tab)
            ? given.tab
            : undefined;
        const values = startFilters(m.top_search, given.filters ?? {});
        setTab(opening);
        setFilters(values);
        void fetchPage({
          page: 1,
          limit: size,
          sort: undefined,
          filters: values,
          tab: opening,
          withCount: true,
          meta: m,
        });
      },
      (e: unknown) => {
        // A failed metadata fetch stops loading and is only logged (SPEC.md §8), unless the error catalogue
        // owns it: a dead session, no permission and a lost network are answered as anywhere else.
        if (ownedByCatalogue(e)) reportError(e);
        else console.error('table metadata', e);
        // A data path the server does not serve yet is a screen still being built; say so rather than show
        // an empty table.
        if (!cancelled && e instanceof ApiError && e.code === 'NOT_FOUND') setUnserved(true);
        if (!cancelled) setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, fetchPage]);

  const run = (
    next: Partial<{
      page: number;
      limit: number;
      sort: Sort | undefined;
      filters: FilterValues;
      tab: string | undefined;
    }>,
    withCount: boolean,
  ) => {
    if (!meta) return;
    const o = { page, limit, sort, filters, tab, ...next };
    if ('page' in next) setPage(o.page);
    if ('limit' in next) setLimit(o.limit);
    if ('sort' in next) setSort(o.sort);
    if ('filters' in next) setFilters(o.filters);
    if ('tab' in next) setTab(o.tab);
    void fetchPage({ ...o, meta, withCount: withCount || o.page === 1 });
  };

  return {
    state: {
      meta,
      rows,
      count,
      totals,
      loading,
      error,
      unserved,
      loaded,
      page,
      limit,
      sort,
      filters,
      tab,
      tabCounts,
    } satisfies ListState,
    /** Search with new filter values: back to page 1. */
    search: (values: FilterValues) => run({ filters: values, page: 1 }, true),
    reset: () => run({ filters: {}, page: 1, sort: undefined }, true),
    sortBy: (s: Sort | undefined) => run({ sort: s, page: 1 }, true),
    goTo: (p: number, size: number) => {
      run(size !== limit ? { page: 1, limit: size } : { page: p }, false);
      window.setTimeout(() => scrollToTop(800), 0);
    },
    refresh: () => run({}, true),
    /** Opens a tab (the first is the whole list): back to page 1, the filters kept. */
    openTab: (name: string) =>
      run({ tab: name === meta?.tabs?.[0]?.name ? undefined : name, page: 1 }, false),
  };
}

export type GenericList = ReturnType<typeof useGenericList>;
