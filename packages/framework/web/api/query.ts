import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { Contract, InputOf, OutputOf } from '@yanye/protocol';
import { call } from './client';
import { ApiError } from './errors';

/**
 * The one cache of what the console has read (TanStack Query): identical reads in flight are one request, a
 * screen shown again reads from the cache and refreshes behind it. A read is tried again only after a lost
 * network, once; a write is never tried again by itself (a second save would be a second record).
 *
 * Every read and write is sent whatever the browser says of its network (`networkMode: 'always'`). TanStack's
 * default holds them while the browser reports itself offline, and Chromium does so on a network interface's
 * change as well as on a real outage: a click was held so, with no request, no message and its dialog spinning
 * (browser tests saw it on a quiet machine). The client answers a real outage itself: a write is sent once more
 * with its key, and what still fails is said in a message (`NETWORK`).
 */
export { JUST_READ_MS } from './freshness';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      staleTime: 0,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 1 && error instanceof ApiError && error.code === 'NETWORK',
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

/**
 * Query keys, by the API path they read: every read starts with its path's folder (the customers' calls), so a
 * write in that folder (a save, a delete, an import, an audit) invalidates all the folder's reads at once. What a
 * write changes elsewhere (an audit moves stock) is read again when that screen is shown again.
 */
export const keys = {
  /** Everything read in a path's folder. */
  folder: (path: string) => ['api', folderOf(path)] as const,
  /** One read: the contract's path and its input. */
  call: (contract: Contract, input: unknown) =>
    ['api', folderOf(contract.path), contract.path, input] as const,
};

/** The folder of a path: everything up to its last slash. */
export function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/**
 * A read of a contract as a query: keyed by its path and input (`keys.call`), so every screen asking the same
 * shares one request and one cached answer, and a write in its folder makes it stale. Refusals are not shown
 * by the error catalogue: the screen says them in place.
 */
export function apiQuery<C extends Contract>(contract: C, input: InputOf<C> = {} as InputOf<C>) {
  return queryOptions({
    queryKey: keys.call(contract, input),
    queryFn: (): Promise<OutputOf<C>> => call(contract, input, { quiet: true }),
  });
}
