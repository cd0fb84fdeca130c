import { API, type ApplicationStatus, type OutputOf } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { useApiQuery, useApiWrite } from '../../hooks/useApi';

export type ApplicationFilter = '' | 'open' | ApplicationStatus;
export type Application = OutputOf<typeof API.onboarding.enterList>['rows'][number];
export type ApplicationDetail = OutputOf<typeof API.onboarding.enterDetail>;

/**
 * The review of applications to open a store, without UI: the list (filter, keyword, page) and the decisions on
 * an application read in full. Every decision makes the list and the opened application read again.
 */
export function useStoreApplications() {
  const [status, setStatus] = useState<ApplicationFilter>('open');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useApiQuery(API.onboarding.enterList, { status, keyword, page, limit });
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
    busy: claim.isPending || approve.isPending || reject.isPending,
    claim: (detail: ApplicationDetail) => claim.mutateAsync({ id: detail.id }),
    approve: (detail: ApplicationDetail) => approve.mutateAsync({ id: detail.id }),
    reject: (detail: ApplicationDetail, reason: string) => reject.mutateAsync({ id: detail.id, reason }),
  };
}

/** The application opened, read in full (none while none is open). */
export function useApplicationDetail(opened: Application | undefined) {
  const detail = useApiQuery(
    API.onboarding.enterDetail,
    { id: opened?.id ?? 0 },
    { enabled: opened !== undefined },
  );
  return { subject: opened !== undefined ? detail.data : undefined, loading: detail.isFetching };
}
