import { entityByName } from '@yanye/catalog';
import { storeLastDays, useApiQuery } from '@yanye/framework/web';
import { API, resourceCalls } from '@yanye/protocol';
import { useState } from 'react';

const LEDGER = resourceCalls.page(`${entityByName('PaymentLog')!.api}Manage`);

export type SummaryRow = NonNullable<
  ReturnType<typeof useApiQuery<typeof API.finance.summaryRecord>>['data']
>['rows'][number];

/**
 * The summary by day without UI: a period (the last 30 days at first), its day rows newest first, and the day
 * opened, whose ledger rows are read from the payment wallet's ledger list.
 */
export function usePaymentSummary() {
  const [period, setPeriod] = useState<[string, string]>(() => storeLastDays(30));
  const [opened, setOpened] = useState<SummaryRow>();
  const summary = useApiQuery(API.finance.summaryRecord, { start: period[0], end: period[1] });
  const ledger = useApiQuery(
    LEDGER,
    { page: 1, limit: 500, created_at: opened ? `${opened.from},${opened.to}` : '' },
    { enabled: opened !== undefined },
  );
  return {
    period,
    setPeriod,
    loading: summary.isFetching,
    rows: [...(summary.data?.rows ?? [])].reverse(),
    opened,
    open: setOpened,
    close: () => setOpened(undefined),
    ledger: opened ? (ledger.data ?? []) : [],
    ledgerLoading: ledger.isFetching,
  };
}
