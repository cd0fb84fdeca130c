import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { apiQuery } from '@yanye/framework/web';
import { API, type OutputOf } from '@yanye/protocol';

/** One period's totals (SalesSummary with a period). */
export type Totals = Exclude<OutputOf<typeof API.workbench.salesSummary>, { today: unknown }>;

export interface Report {
  readonly totals: Totals;
  readonly days: OutputOf<typeof API.reports.salesTrend>;
  readonly categories: OutputOf<typeof API.reports.categorySales>;
  readonly shops: OutputOf<typeof API.reports.shopSales>;
}

/** A period as days (`2026-11-01`): the server counts them in the store's time zone. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

/**
 * The four reports of a period through the query cache: a period seen before shows at once and is read again
 * behind it; the report shown stays while another period is read.
 */
export function useSalesReport(period: Period): {
  readonly report: Report | undefined;
  readonly loading: boolean;
  readonly error: string;
} {
  return useQueries({
    queries: [
      { ...apiQuery(API.workbench.salesSummary, period), placeholderData: keepPreviousData },
      { ...apiQuery(API.reports.salesTrend, period), placeholderData: keepPreviousData },
      { ...apiQuery(API.reports.categorySales, period), placeholderData: keepPreviousData },
      { ...apiQuery(API.reports.shopSales, period), placeholderData: keepPreviousData },
    ],
    combine: ([totals, days, categories, shops]) => {
      const failed = [totals, days, categories, shops].find((r) => r.error);
      const loading = [totals, days, categories, shops].some((r) => r.isFetching);
      const report =
        totals.data && 'buyers' in totals.data && days.data && categories.data && shops.data
          ? { totals: totals.data, days: days.data, categories: categories.data, shops: shops.data }
          : undefined;
      return { report, loading, error: failed?.error?.message ?? '' };
    },
  });
}
