import { useInfiniteQuery } from '@tanstack/react-query';
import type { EntityFacts } from '@yanye/catalog';
import { API, type HistoryEntry } from '@yanye/protocol';
import { call } from '../../api/client';
import { folderOf } from '../../api/query';

const PAGE_SIZE = 20;

export interface RecordHistory {
  readonly entries: readonly HistoryEntry[];
  readonly loading: boolean;
  /** Why it could not be read (no permission), in the user's language. */
  readonly error: string | undefined;
  /** Older entries are there to read. */
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  loadMore(): void;
}

/**
 * A record's history (the operator log's entries of it), newest first, twenty at a time: each further page read
 * after the last entry shown (by key). Read when shown, afresh each time it is shown again, and again after a
 * write of the entity (a save, an audit on the record's page): it is kept in the entity's folder of reads.
 */
export function useRecordHistory(entity: EntityFacts, id: number): RecordHistory {
  const contract = API.history.recordHistory;
  const object = entity.name;
  const query = useInfiniteQuery({
    queryKey: ['api', folderOf(entity.api), contract.path, { object, id }],
    queryFn: ({ pageParam }) =>
      call(
        contract,
        { object, id, limit: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
        { quiet: true },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchOnMount: 'always',
  });
  return {
    entries: query.data?.pages.flatMap((p) => p.rows) ?? [],
    loading: query.isPending,
    error: query.error ? query.error.message : undefined,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
