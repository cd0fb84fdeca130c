import { storeDayFromToday, useApiQuery, useApiWrite, useNotify } from '@yanye/addon-kit/web';
import { useCallback, useState } from 'react';
import { settlementSettingInfo, settlementSettingSave, settlementStatementFetch } from '../contract';

export type SettlementTerms = {
  readonly cycle: 'T1' | 'T7' | 'M';
  readonly account_name: string;
  readonly bank_name: string;
  /** Blank keeps the saved number. */
  readonly account_no: string;
  readonly fee_rate: number;
};

/**
 * The settlement screen without its layout: the terms as the provider has them, saving new ones through it, and
 * fetching the provider's statements of some days (by default the store's last week up to yesterday). A write
 * makes the terms and the statements' list read again (their folder).
 */
export function useSettlementSetting() {
  const notify = useNotify();
  const info = useApiQuery(settlementSettingInfo);
  const save = useApiWrite(settlementSettingSave);
  const fetcher = useApiWrite(settlementStatementFetch);
  const [range, setRange] = useState<readonly [string, string]>(() => [
    storeDayFromToday(-7),
    storeDayFromToday(-1),
  ]);
  const [fetched, setFetched] = useState<{ fetched: number; matched: number; differs: number }>();

  const submit = useCallback(
    async (terms: SettlementTerms) => {
      const done = await save.mutateAsync(terms).catch(() => undefined);
      if (done) notify.success(done.msg);
      return done !== undefined;
    },
    [save, notify],
  );

  const fetchStatements = useCallback(async () => {
    const done = await fetcher.mutateAsync({ begin: range[0], end: range[1] }).catch(() => undefined);
    if (!done) return;
    setFetched(done.data);
    notify.success(done.msg);
  }, [fetcher, range, notify]);

  return {
    info: info.data,
    loading: info.isLoading,
    error: info.error,
    submit,
    saving: save.isPending,
    range,
    setRange,
    fetchStatements,
    fetching: fetcher.isPending,
    fetched,
  };
}
