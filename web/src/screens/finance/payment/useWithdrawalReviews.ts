import { API, type WithdrawalState } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { useApiQuery, useApiWrite } from '../../../hooks/useApi';

export type WithdrawalFilter = '' | WithdrawalState;
interface Target {
  readonly supplier_id: number;
  readonly id: number;
}

/** The platform's review of withdrawals, without UI: the list (status, keyword, page) and the decisions. */
export function useWithdrawalReviews() {
  const [status, setStatus] = useState<WithdrawalFilter>('applied');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const list = useApiQuery(API.finance.withdrawalList, { status, keyword, page, limit });
  const approve = useApiWrite(API.finance.withdrawalApprove, [API.finance.withdrawalList.path]);
  const reject = useApiWrite(API.finance.withdrawalReject, [API.finance.withdrawalList.path]);
  return {
    status,
    filter: useCallback((next: WithdrawalFilter) => {
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
