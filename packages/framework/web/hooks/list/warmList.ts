import type { QueryClient } from '@tanstack/react-query';
import { API } from '@yanye/protocol';
import { apiQuery } from '../../api/query';
import { countQuery, metaQuery, pageQuery } from './listQueries';
import { initialView, listReducer } from './listState';

/** A warm read is not asked again while it is this fresh (the list, once open, reads its page again anyway). */
const WARM_FOR = 30_000;

const ignore = () => undefined;

/**
 * Reads a list before it is opened (its menu entry hovered): the metadata, the user's column settings and saved
 * views, then page 1 and its count as the list opens them with no saved view. Into the query cache the list reads
 * from, so a click on the entry draws the rows at once, then reads them again in the background as every list
 * does when it is shown.
 */
export function warmList(client: QueryClient, api: string, routeName: string): void {
  void client.prefetchQuery({
    ...apiQuery(API.lists.columnSettings, { list: routeName }),
    staleTime: WARM_FOR,
  });
  void client.prefetchQuery({ ...apiQuery(API.lists.listViews, { list: routeName }), staleTime: WARM_FOR });
  client.fetchQuery(metaQuery(api)).then((meta) => {
    const view = listReducer(initialView, { type: 'open', meta, start: {} });
    void client.prefetchQuery({ ...pageQuery(api, meta, view), staleTime: WARM_FOR });
    void client.prefetchQuery({ ...countQuery(api, meta, view), staleTime: WARM_FOR });
  }, ignore);
}
