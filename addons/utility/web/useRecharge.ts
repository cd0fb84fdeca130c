import { useQuery } from '@tanstack/react-query';
import {
  type FlowEvent,
  formMetaQuery,
  pageByName,
  recordQuery,
  useApiQuery,
  useApiWrite,
  useNotify,
} from '@yanye/addon-kit/web';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { type OrderState, providerBalance, rechargeAudit, rechargeRefund, rechargeSync } from '../contract';

/** The order's Info call, as the pages list it. */
const INFO = pageByName('UtilityRechargeInfo')!.api.find((a) => a.endsWith('Info'))!;

/** States the provider may still move: an operator may ask it, or refund after asking it. */
const OPEN: readonly OrderState[] = ['pending', 'submitted'];

/**
 * One top-up order without its layout (its review page and its details page): the record and its history,
 * approving or rejecting it while it waits for review, asking the provider about it, and refunding it. Each
 * step's answer (what the provider said) is told, and the record read again.
 */
export function useRecharge(mode: 'audit' | 'order') {
  const { id } = useParams();
  const notify = useNotify();
  const meta = useQuery(formMetaQuery(INFO));
  const record = useQuery(recordQuery(INFO, id));
  const row = record.data as (Record<string, unknown> & { _history?: readonly FlowEvent[] }) | undefined;
  const state = row?.state as OrderState | undefined;
  const balance = useApiQuery(providerBalance, {}, { enabled: mode === 'audit' && state === 'audit' });
  const audit = useApiWrite(rechargeAudit);
  const sync = useApiWrite(rechargeSync);
  const refund = useApiWrite(rechargeRefund);

  const told = useCallback(
    (done: { msg: string; data: { state: OrderState } } | undefined) => {
      if (!done) return false;
      if (done.data.state === 'success' || done.data.state === 'submitted') notify.success(done.msg);
      else notify.warning(done.msg);
      return true;
    },
    [notify],
  );

  const review = useCallback(
    async (pass: boolean, remark: string) =>
      told(await audit.mutateAsync({ id: Number(id), pass: pass ? 1 : 0, remark }).catch(() => undefined)),
    [audit, id, told],
  );
  const ask = useCallback(
    async () => told(await sync.mutateAsync({ id: Number(id) }).catch(() => undefined)),
    [sync, id, told],
  );
  const giveBack = useCallback(
    async (reason: string) =>
      told(await refund.mutateAsync({ id: Number(id), reason }).catch(() => undefined)),
    [refund, id, told],
  );

  return {
    meta: meta.data,
    row,
    state,
    history: row?._history,
    error: meta.error ?? record.error,
    providerBalance: balance.data,
    providerError: balance.error,
    canReview: state === 'audit',
    canAsk: state !== undefined && OPEN.includes(state),
    review,
    ask,
    giveBack,
    busy: audit.isPending || sync.isPending || refund.isPending,
  };
}
