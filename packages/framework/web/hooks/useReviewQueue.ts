import type { Contract, InputOf, OutputOf } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { useApiQuery, useApiWrite } from './useApi';

/** A store's row the platform decides on: its store and its id. */
export interface ReviewTarget {
  readonly supplier_id: number;
  readonly id: number;
}

/** The calls of one review queue: a list by status, keyword and page, and the two decisions. */
export interface ReviewCalls<L extends Contract, A extends Contract, R extends Contract> {
  readonly list: L;
  readonly approve: A;
  readonly reject: R;
}

/** The rows a list call answers. */
type RowsOf<L extends Contract> = OutputOf<L> extends { rows: infer Rows } ? Rows : never;

/**
 * A review list without UI, read by its `list` call: by status (`first` on opening), keyword and page; a new
 * filter or search goes back to page 1.
 */
export function useReviewList<F extends string, L extends Contract>(list: L, first: F) {
  const [status, setStatus] = useState<F>(first);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const read = useApiQuery(list, { status, keyword, page, limit } as InputOf<L>);
  const data = read.data as (OutputOf<L> & { rows: unknown[]; count: number }) | undefined;
  return {
    status,
    filter: useCallback((next: F) => {
      setStatus(next);
      setPage(1);
    }, []),
    search: useCallback((text: string) => {
      setKeyword(text.trim());
      setPage(1);
    }, []),
    page,
    limit,
    paginate: useCallback((nextPage: number, nextLimit: number) => {
      setPage(nextPage);
      setLimit(nextLimit);
    }, []),
    rows: (data?.rows ?? []) as RowsOf<L>,
    count: data?.count ?? 0,
    loading: read.isFetching,
  };
}

/**
 * The platform's review of rows across stores (certifications, withdrawals), without UI: the list
 * (`useReviewList`) and the decisions, after which the list reads again.
 */
export function useReviewQueue<S extends string, L extends Contract, A extends Contract, R extends Contract>(
  calls: ReviewCalls<L, A, R>,
  first: S,
) {
  const list = useReviewList<S | '', L>(calls.list, first);
  const approve = useApiWrite(calls.approve, [calls.list.path]);
  const reject = useApiWrite(calls.reject, [calls.list.path]);
  return {
    ...list,
    busy: approve.isPending || reject.isPending,
    approve: (t: ReviewTarget) => approve.mutateAsync({ supplier_id: t.supplier_id, id: t.id } as InputOf<A>),
    reject: (t: ReviewTarget, reason: string) =>
      reject.mutateAsync({ supplier_id: t.supplier_id, id: t.id, reason } as InputOf<R>),
  };
}
