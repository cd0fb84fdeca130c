import { useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { claimFile, type DeskOrder, deskOrders, policyCancel, policyInsure } from '../contract';

/** What a row of the desk offers, from its policy, its return and its claim. */
export function offers(row: DeskOrder) {
  const p = row.policy;
  const inForce = p?.state === 'insured';
  const returned = row.return_status === 'returned' || row.return_status === 'refunded';
  return {
    insure: !p || p.state === 'refused',
    cancel: inForce && !row.claim,
    file: inForce && returned && (!row.claim || row.claim.confirmed === 0),
  };
}

/**
 * The insure-and-claim desk without its layout: shipped orders searched and paged, and the three steps a row may
 * take, each through the insurer. Every write reads the desk and the policy and claim lists again (one folder).
 */
export function useFreightinsDesk() {
  const notify = useNotify();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useApiQuery(deskOrders, { keyword, page });
  const insure = useApiWrite(policyInsure);
  const cancel = useApiWrite(policyCancel);
  const file = useApiWrite(claimFile);

  const search = useCallback((text: string) => {
    setKeyword(text.trim().slice(0, 40));
    setPage(1);
  }, []);

  const told = useCallback(
    (done: { msg: string } | undefined) => {
      if (done) notify.success(done.msg);
      return done !== undefined;
    },
    [notify],
  );

  return {
    rows: list.data?.rows ?? [],
    more: list.data?.more === 1,
    loading: list.isLoading,
    error: list.error,
    page,
    setPage,
    search,
    insure: async (orderId: number) =>
      told(await insure.mutateAsync({ order_id: orderId }).catch(() => undefined)),
    cancel: async (id: number, reason: string) =>
      told(await cancel.mutateAsync({ id, reason }).catch(() => undefined)),
    file: async (policyId: number) =>
      told(await file.mutateAsync({ policy_id: policyId }).catch(() => undefined)),
    busy: insure.isPending || cancel.isPending || file.isPending,
  };
}
