import { QueryClient } from '@tanstack/react-query';
import { resourceCalls } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { keys } from '../api/query';
import { invalidateFolders } from './useWrite';

describe('a write', () => {
  it('makes stale every read in the folders it wrote to, and no other', () => {
    const client = new QueryClient();
    const page = keys.call(resourceCalls.page('/v1/jxc/purchase/PurchaseManage'), { page: 2 });
    const count = keys.call(resourceCalls.count('/v1/jxc/purchase/PurchaseManage'), { _count_sum: 1 });
    const other = keys.call(resourceCalls.page('/v1/jxc/inbound/InboundManage'), { page: 1 });
    for (const key of [page, count, other]) client.setQueryData(key, []);
    invalidateFolders(client, ['/v1/jxc/purchase/PurchaseAudit', '/v1/jxc/purchase/PurchaseManage']);
    expect(client.getQueryState(page)?.isInvalidated).toBe(true);
    expect(client.getQueryState(count)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
