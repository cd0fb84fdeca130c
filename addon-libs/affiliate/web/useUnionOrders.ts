import { unionCalls, useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useMemo, useState } from 'react';

/** The ranges a sync by hand may ask for: from the last sync (none), or the last so many hours. */
export const SYNC_RANGES = [0, 6, 24, 72] as const;

/**
 * The orders screen's sync without its layout: the latest runs and state changes, the token's state, and the
 * sync button. A sync makes every read of the union's calls stale, so the orders list below reads again.
 */
export function useUnionOrders(key: string) {
  const calls = useMemo(() => unionCalls(key), [key]);
  const info = useApiQuery(calls.orderSyncInfo, {}, { enabled: key !== '' });
  const sync = useApiWrite(calls.orderSync);
  const notify = useNotify();
  const [hours, setHours] = useState<number>(0);
  const { mutateAsync } = sync;

  const run = useCallback(async () => {
    const done = await mutateAsync(hours > 0 ? { hours } : {}).catch(() => undefined);
    if (done) notify.success(done.msg);
  }, [hours, mutateAsync, notify]);

  return {
    info: info.data,
    loading: info.isLoading,
    error: info.error,
    hours,
    setHours,
    run,
    syncing: sync.isPending,
  };
}
