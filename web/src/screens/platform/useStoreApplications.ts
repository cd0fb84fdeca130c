import { API, type ApplicationStatus } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { useApiQuery, useApiWrite } from '../../hooks/useApi';

export type ApplicationFilter = '' | 'open' | ApplicationStatus;

/**
 * The review of applications to open a store, without UI: the list (filter, keyword, page), the one opened,
 * and the decisions on it. Every decision makes the list and the opened application read again.
 */
export function useStoreApplications() {
  const [status, setStatus] = useState<ApplicationFilter>('open');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [opened, setOpened] = useState<number>();
  const list = useApiQuery(API.onboarding.enterList, { status, keyword, page, limit });
  const detail = useApiQuery(
    API.onboarding.enterDetail,
    { id: opened ?? 0 },
    { enabled: opened !== undefined },
  );
  const claim = useApiWrite(API.onboarding.enterClaim);
  const approve = useApiWrite(API.onboarding.enterApprove);
  const reject = useApiWrite(API.onboarding.enterReject);

  const filter = useCallback((next: ApplicationFilter) => {
    setStatus(next);
    setPage(1);
  }, []);
  const search = useCallback((text: string) => {
    setKeyword(text.trim());
    setPage(1);
  }, []);
  const paginate = useCallback((nextPage: number, nextLimit: number) => {
    setPage(nextPage);
    setLimit(nextLimit);
  }, []);

  return {
    status,
    filter,
    search,
    page,
    limit,
    paginate,
    rows: list.data?.rows ?? [],
    count: list.data?.count ?? 0,
    loading: list.isFetching,
    opened,
    open: setOpened,
    close: () => setOpened(undefined),
    detail: opened !== undefined ? detail.data : undefined,
    detailLoading: detail.isFetching,
    busy: claim.isPending || approve.isPending || reject.isPending,
    claim: (id: number) => claim.mutateAsync({ id }),
    approve: (id: number) => approve.mutateAsync({ id }),
    reject: (id: number, reason: string) => reject.mutateAsync({ id, reason }),
  };
}
