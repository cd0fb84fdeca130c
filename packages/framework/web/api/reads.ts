// TanStack Query's three hooks that read, as every screen of the console uses them: the lint sends every import
// of them here (biome.json, noRestrictedImports), so no read is written without this.
import {
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
} from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * Whether the view the component is in is the one on screen: the shell keeps the others alive, laid out and
 * mounted but not drawn (docs/shell.md, "Kept views"). Outside the shell (a test, a page of its own) it is.
 */
export const ViewShownContext = createContext(true);

/** Whether the component's view is on screen. */
export function useViewShown(): boolean {
  return useContext(ViewShownContext);
}

/**
 * The shell keeps the views behind their tags mounted and laid out, only not drawn, so that one comes back at
 * once (docs/shell.md, "Kept views"). Their reads sleep meanwhile, as React's `<Activity>` made them do when it
 * held the views: a read of a view not on screen is not subscribed to the cache (a write elsewhere marks it
 * stale without reading it, its polling stops), and it wakes when the view comes back, reading again what has
 * gone stale since: the tag's list, record or tree refreshes behind what it shows.
 */
export const useQuery = ((options, client) =>
  useTanstackQuery(
    { ...options, subscribed: useViewShown() && options.subscribed !== false },
    client,
  )) as typeof useTanstackQuery;

/** `useQuery` for several reads at once; they sleep and wake together with their view. */
export const useQueries = ((options, client) =>
  useTanstackQueries(
    { ...options, subscribed: useViewShown() && options.subscribed !== false },
    client,
  )) as typeof useTanstackQueries;

/** `useQuery` for a read by pages (a record's history); it sleeps and wakes with its view. */
export const useInfiniteQuery = ((options, client) =>
  useTanstackInfiniteQuery(
    { ...options, subscribed: useViewShown() && options.subscribed !== false },
    client,
  )) as typeof useTanstackInfiniteQuery;
