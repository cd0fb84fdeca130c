import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { API, resourceCalls } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { folderOf, keys, queryClient } from './query';

describe('query keys', () => {
  it('file every read under its folder, so a write there reaches all of them', () => {
    const list = keys.call(resourceCalls.page('/v1/jxc/customer/CustomerManage'), { page: 1 });
    const save = keys.folder('/v1/jxc/customer/CustomerSave');
    expect(list.slice(0, save.length)).toEqual([...save]);
    expect(keys.folder(API.workbench.orderCount.path)).toEqual(['api', '/v1/seller/order/']);
    expect(folderOf('/v1/jxc/dept/DeptDel')).toBe('/v1/jxc/dept/');
  });
});

describe('the query client', () => {
  const { queries, mutations } = queryClient.getDefaultOptions();
  const retry = queries?.retry as (failures: number, error: unknown) => boolean;

  it('never sends a write twice by itself: a second save would be a second record', () => {
    expect(mutations?.retry).toBe(false);
  });

  it('sends a write and a read while the browser says it is offline: a real outage fails and says so', async () => {
    onlineManager.setOnline(false);
    try {
      const sent: string[] = [];
      const write = new MutationObserver(queryClient, {
        mutationFn: async () => {
          sent.push('write');
          return 1;
        },
      });
      await expect(write.mutate()).resolves.toBe(1);
      const read = await queryClient.fetchQuery({
        queryKey: ['offline test'],
        queryFn: async () => {
          sent.push('read');
          return 2;
        },
      });
      expect(read).toBe(2);
      expect(sent).toEqual(['write', 'read']);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('asks a read again once after a lost network, and never after a refusal', () => {
    const lost = new ApiError('Failed to fetch', 'NETWORK', null, 0);
    expect(retry(0, lost)).toBe(true);
    expect(retry(1, lost)).toBe(false);
    expect(retry(0, new ApiError('无操作权限', 'NO_PERMISSION', null, 403))).toBe(false);
    expect(retry(0, new ApiError('记录不存在', 'NOT_FOUND', null, 404))).toBe(false);
  });
});
