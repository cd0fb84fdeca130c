import type { CatalogPage } from '@yanye/catalog';
import {
  formMetaQuery,
  JUST_READ_MS,
  metaQuery,
  queryClient,
  recordQuery,
  setAddressWarmer,
  type Warmth,
  warmList,
} from '@yanye/framework/web';
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import type { ConsoleState } from './boot';
import { menuLeaves } from './routeSet';
import { routeOf } from './routing';
import { preloadScreen } from './screens';

/**
 * The frame's warming: a link or menu entry rested on fetches what its screen opens with (`warmPage`), for the
 * pages this user may open; the section of the page `shown` reads its lists' metadata when the page is idle.
 */
export function useWarming(state: ConsoleState, home: string, shown: CatalogPage | undefined): void {
  useEffect(
    () =>
      setAddressWarmer((path, warmth) => {
        const url = new URL(path, window.location.origin);
        const target = routeOf(url.pathname, url.search, state, home);
        if (target.kind === 'screen') warmPage(target.page, url.pathname, warmth);
      }),
    [state, home],
  );
  const section = shown?.trail[0];
  const { menu } = state;
  useEffect(() => {
    const node = section ? menu.find((n) => n.page.name === section) : undefined;
    return node ? warmSection(menuLeaves(node.children)) : undefined;
  }, [menu, section]);
}

/**
 * An address about to be opened (its link or menu entry rested on): its screen's chunk, and the reads it opens
 * with, fetched before the click: a list's metadata and first page (warmList), a form's fields and its record.
 * Each lands where the screen reads it (the module loader, the query cache), so the click draws at once.
 */
export function warmPage(page: CatalogPage, pathname: string, warmth: Warmth = 'whole'): void {
  preloadScreen(page);
  const api = page.api[0];
  if (page.view === 'list' && api) {
    if (warmth === 'whole') warmList(queryClient, api, page.name);
    else void queryClient.prefetchQuery(metaQuery(api));
    return;
  }
  const infoApi = page.api.find((a) => a.endsWith('Info'));
  if (page.view !== 'form' || !infoApi) return;
  void queryClient.prefetchQuery(formMetaQuery(infoApi));
  if (warmth === 'screen') return;
  const id = matchPath(page.path, pathname)?.params.id;
  if (id) void queryClient.prefetchQuery({ ...recordQuery(infoApi, id), staleTime: JUST_READ_MS });
}

/**
 * The lists of the section on screen, their metadata read once the page is idle: a list's metadata is read once
 * a session (it changes with the code), and a first visit to a list of the section then waits for one round trip
 * (its page and count) rather than two. Answers a cancel for when the section changes first.
 */
export function warmSection(leaves: readonly CatalogPage[]): () => void {
  const run = () => {
    for (const page of leaves) {
      const api = page.api[0];
      if (page.view === 'list' && api) void queryClient.prefetchQuery(metaQuery(api));
    }
  };
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 1_000);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: 5_000 });
  return () => window.cancelIdleCallback(idle);
}
