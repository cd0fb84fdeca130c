import { type QueryObserverResult, useQueries, useQueryClient } from '@tanstack/react-query';
import type { CatalogPage } from '@yanye/catalog';
import { call, folderOf, keys, onWrite } from '@yanye/framework/web';
import { API, type Contract } from '@yanye/protocol';
import { useCallback, useEffect, useMemo } from 'react';

/** Counts shown on menu entries, by page name. */
export type Badges = ReadonlyMap<string, number>;

/** How often the menu counts are asked for again while the console is on screen. */
const BADGE_REFRESH_MS = 60_000;

/** Writes come in bursts (a batch, a save and its reload): one count request answers them all. */
const BADGE_WRITE_DELAY_MS = 300;

type Counts = Readonly<Record<string, number>>;

/**
 * What is counted: a call, what it is asked, and the fields of its answer that add up to the count. A review
 * queue is counted by its own list asked for what waits, one row long: its `count` is the number waiting.
 */
const COUNTERS: readonly { contract: Contract; params: Record<string, string>; keys: readonly string[] }[] = [
  { contract: API.workbench.orderCount, params: { order_status: 'submit,pay' }, keys: ['submit', 'pay'] },
  { contract: API.workbench.refundCount, params: {}, keys: ['refund', 'return'] },
  // The platform's review centre: applications to open a store, certifications and withdrawals waiting.
  { contract: API.onboarding.enterList, params: { status: 'open', limit: '1' }, keys: ['count'] },
  { contract: API.onboarding.certList, params: { status: 'applied', limit: '1' }, keys: ['count'] },
  { contract: API.finance.withdrawalList, params: { status: 'applied', limit: '1' }, keys: ['count'] },
];

/** A write under one of these folders may move a menu count. */
const COUNTED_FOLDERS = COUNTERS.map((c) => folderOf(c.contract.path));

/**
 * Counts shown on the menus: orders unpaid and to ship, refunds and returns, the platform's reviews waiting, read
 * through the query cache when the frame opens, every minute while the console is on screen, when it comes back
 * on screen, and 300 ms after this console's last write to orders or refunds (a newer request replaces one in
 * flight, so the latest answer wins). A count shows on the page that uses its call and every folder above it,
 * only when the route set holds that page; a count that could not be read is not shown.
 */
export function useBadges(pages: readonly CatalogPage[]): Badges {
  const queryClient = useQueryClient();
  const counted = useMemo(
    () => COUNTERS.map((c) => ({ ...c, page: pages.find((p) => p.api.includes(c.contract.path)) })),
    [pages],
  );

  useEffect(() => {
    let timer: number | undefined;
    const stop = onWrite((path) => {
      if (!COUNTED_FOLDERS.some((folder) => path.startsWith(folder))) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        for (const c of COUNTERS)
          void queryClient.invalidateQueries({ queryKey: keys.call(c.contract, c.params), exact: true });
      }, BADGE_WRITE_DELAY_MS);
    });
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [queryClient]);

  const combine = useCallback(
    (results: QueryObserverResult<Counts>[]) => {
      const next = new Map<string, number>();
      results.forEach((r, i) => {
        const c = counted[i];
        if (!c?.page || !r.data || r.isError) return;
        const count = c.keys.reduce((sum, k) => sum + (Number(r.data[k]) || 0), 0);
        if (count <= 0) return;
        for (const name of c.page.trail) next.set(name, (next.get(name) ?? 0) + count);
      });
      return next;
    },
    [counted],
  );

  return useQueries({
    queries: counted.map((c) => ({
      queryKey: keys.call(c.contract, c.params),
      queryFn: () => call(c.contract, c.params, { quiet: true }) as Promise<Counts>,
      enabled: c.page !== undefined,
      refetchInterval: BADGE_REFRESH_MS,
      refetchOnWindowFocus: true,
    })),
    combine,
  });
}
