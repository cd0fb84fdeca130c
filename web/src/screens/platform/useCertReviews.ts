import { API } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { useApiQuery, useApiWrite } from '../../hooks/useApi';

export type CertFilter = '' | 'applied' | 'approved' | 'rejected';
interface Target {
  readonly supplier_id: number;
  readonly id: number;
}

/** The review of store certifications, without UI: the list (filter, keyword, page) and the decisions. */
export function useCertReviews() {
  const [status, setStatus] = useState<CertFilter>('applied');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useApiQuery(API.onboarding.certList, { status, keyword, page, limit });
  const approve = useApiWrite(API.onboarding.certApprove, [API.onboarding.certList.path]);
  const reject = useApiWrite(API.onboarding.certReject, [API.onboarding.certList.path]);

  return {
    status,
    filter: useCallback((next: CertFilter) => {
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
    rows: list.data?.rows ?? [],
    count: list.data?.count ?? 0,
    loading: list.isFetching,
    busy: approve.isPending || reject.isPending,
    approve: (t: Target) => approve.mutateAsync({ supplier_id: t.supplier_id, id: t.id }),
    reject: (t: Target, reason: string) =>
      reject.mutateAsync({ supplier_id: t.supplier_id, id: t.id, reason }),
  };
}
