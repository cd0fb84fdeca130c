import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { resourceCalls, type TableMeta } from '@yanye/protocol';
import { apiQuery, keys } from '../../api/query';
import { countParams, META_INPUT, pageParams } from './listParams';
import type { ListView } from './listState';

/**
 * The table metadata of a data path. It changes with the code, not with the data: read once and kept (a write
 * in its folder makes it stale, and the shown data stay while it is read again).
 */
export function metaQuery(api: string) {
  return queryOptions({
    ...apiQuery(resourceCalls.meta(api), META_INPUT),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/**
 * The shown page stays while the next is read (no empty table between two pages). Its answer holds its rows and
 * the cursors of its neighbours (`rows`, `prev`, `next`).
 */
export function pageQuery(api: string, meta: TableMeta | undefined, view: ListView) {
  return queryOptions({
    ...apiQuery(resourceCalls.cursorPage(api), pageParams(meta, view)),
    enabled: meta !== undefined && view.opened,
    placeholderData: keepPreviousData,
  });
}

export function countQuery(api: string, meta: TableMeta | undefined, view: ListView) {
  return queryOptions({
    ...apiQuery(resourceCalls.count(api), countParams(meta, view)),
    enabled: meta !== undefined && view.opened,
    placeholderData: keepPreviousData,
  });
}

/** Every read of one data path (its metadata, pages and counts): `keys.call` files them under it. */
export function pathKey(api: string): QueryKey {
  return [...keys.folder(api), api];
}

/** Whether a read of a data path is its metadata (which a refresh of the rows leaves alone). */
export function isMetaKey(key: QueryKey): boolean {
  const input = key[3];
  return typeof input === 'object' && input !== null && '_meta' in input;
}
