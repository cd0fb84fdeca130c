import type { FilterMeta, TableMeta } from '@yanye/protocol';
import { resourceCalls } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { keys } from '../../api/query';
import { pageParams } from './listParams';
import { countQuery, isMetaKey, metaQuery, pageQuery, pathKey } from './listQueries';
import { initialView, type ListView } from './listState';

const API = '/v1/seller/goods/GoodsShowManage';

const meta = {
  top_search: [
    { name: 'name', title: '名称', type: 'text', money: false, options: null, second_name: [] },
  ] satisfies FilterMeta[],
  limit: 20,
} as unknown as TableMeta;

const view = (o: Partial<ListView> = {}): ListView => ({ ...initialView, opened: true, limit: 20, ...o });

describe('list queries', () => {
  it('ask a page with its filters, tab, sort and order', () => {
    const v = view({
      page: 3,
      filters: { name: ' 盐 ' },
      tab: 'pay',
      sort: { field: 'price', ascending: false },
    });
    expect(pageParams(meta, v)).toEqual({
      page: 3,
      limit: 20,
      name: '盐',
      _tab: 'pay',
      sort: 'price',
      order: false,
      _cursor: 1,
    });
    // The adjacent page by its cursor: the number still sent, the server reads by key.
    expect(pageParams(meta, view({ page: 4, cursor: { after: 'A' } }))).toMatchObject({
      page: 4,
      _after: 'A',
    });
    expect(pageParams(meta, view({ page: 2, cursor: { before: 'B' } }))).toMatchObject({
      page: 2,
      _before: 'B',
    });
    expect(pageParams(meta, view({ page: 2 }))).not.toHaveProperty('_after');
  });

  it('count once per filters and tab: paging and sorting share the count', () => {
    const a = countQuery(API, meta, view({ page: 1 }));
    const b = countQuery(API, meta, view({ page: 4, sort: { field: 'price', ascending: true } }));
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(keys.call(resourceCalls.count(API), { _count_sum: 1, _estimate: 1 }));
    // The exact count, once asked for, is another read.
    expect(countQuery(API, meta, view({ exact: true })).queryKey).toEqual(
      keys.call(resourceCalls.count(API), { _count_sum: 1 }),
    );
    expect(countQuery(API, meta, view({ tab: 'pay' })).queryKey).not.toEqual(a.queryKey);
    expect(pageQuery(API, meta, view({ page: 2 })).queryKey).not.toEqual(
      pageQuery(API, meta, view({ page: 1 })).queryKey,
    );
  });

  it('file every read of a data path under its folder, the metadata told apart', () => {
    const reads = [metaQuery(API), pageQuery(API, meta, view()), countQuery(API, meta, view())];
    for (const read of reads) {
      expect(read.queryKey.slice(0, keys.folder(API).length)).toEqual([...keys.folder(API)]);
      expect(read.queryKey.slice(0, 3)).toEqual(pathKey(API));
    }
    expect(reads.map((r) => isMetaKey(r.queryKey))).toEqual([true, false, false]);
  });

  it('wait for the metadata and the opening before asking for rows', () => {
    expect(pageQuery(API, undefined, view()).enabled).toBe(false);
    expect(countQuery(API, meta, { ...view(), opened: false }).enabled).toBe(false);
    expect(pageQuery(API, meta, view()).enabled).toBe(true);
  });
});
