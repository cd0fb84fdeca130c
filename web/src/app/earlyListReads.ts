import { PAGES } from '@yanye/catalog';
import { resourceCalls } from '@yanye/protocol';
import { readEarly } from '../api/client';
import { countParams, listStartOf, META_INPUT, pageParams } from '../hooks/list/listParams';
import { initialView, listReducer } from '../hooks/list/listState';

const ignore = () => undefined;

/** The data path of the list page at `pathname`, when the catalogue's list pages there agree on one. */
function listApiAt(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  const apis = new Set(PAGES.filter((p) => p.path === path && p.view === 'list').map((p) => p.api[0]));
  return apis.size === 1 ? [...apis][0] : undefined;
}

/**
 * On a list page, its metadata, then page 1 and its count with the parameters the list opens with
 * (useListController), asked for before the list screen has arrived (earlyReads.ts).
 */
export function startListReads(): void {
  const api = listApiAt(window.location.pathname);
  if (!api) return;
  readEarly(resourceCalls.meta(api), META_INPUT).then((meta) => {
    const start = listStartOf(new URLSearchParams(window.location.search));
    const view = listReducer(initialView, { type: 'open', meta, start });
    void readEarly(resourceCalls.page(api), pageParams(meta, view)).catch(ignore);
    void readEarly(resourceCalls.count(api), countParams(meta, view)).catch(ignore);
  }, ignore);
}
