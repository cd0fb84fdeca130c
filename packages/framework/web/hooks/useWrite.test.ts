import { QueryClient } from '@tanstack/react-query';
import { resourceCalls } from '@yanye/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { keys } from '../api/query';
import { ActionKeys, invalidateFolders } from './useWrite';

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

  it('invalidates a folder once, though the action and the record it acts on share it', () => {
    // Invalidated twice, a folder's reads on screen would start, be cancelled, and be sent again.
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    invalidateFolders(client, [
      '/v1/seller/job/JobRecordSet',
      '/v1/seller/job/JobRecordInfo',
      '/v1/seller/job/',
    ]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      keys.folder('/v1/seller/job/'),
    ]);
  });
});

describe('one key per user action', () => {
  const lost = () => new ApiError('Failed to fetch', 'NETWORK', null, 0);
  const refused = () => new ApiError('名称已存在', 'CONFLICT', null, 409);

  /** A send that records the keys it was given and settles when told. */
  function sender() {
    const sent: string[] = [];
    const settle: ((error?: Error) => void)[] = [];
    const send = (key: string) => {
      sent.push(key);
      return new Promise<string>((resolve, reject) => {
        settle.push((error) => (error ? reject(error) : resolve(key)));
      });
    };
    return { sent, settle, send };
  }

  it('drops a second click on the same input while the first runs: one request, one answer', async () => {
    const actions = new ActionKeys<string>();
    const s = sender();
    const a = actions.run({ name: '华北' }, s.send);
    let second = 'pending';
    actions.run({ name: '华北' }, s.send).then(
      () => (second = 'answered'),
      () => (second = 'refused'),
    );
    s.settle[0]!();
    await a;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(s.sent).toHaveLength(1);
    expect(second).toBe('pending');
  });

  it('sends the same input again with the same key after the network lost the answer', async () => {
    const actions = new ActionKeys<string>();
    const s = sender();
    const first = actions.run({ name: '华北' }, s.send);
    s.settle[0]!(lost());
    await expect(first).rejects.toThrow();
    const retry = actions.run({ name: '华北' }, s.send);
    s.settle[1]!();
    await retry;
    expect(s.sent[1]).toBe(s.sent[0]);
    expect(s.sent[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes a refusal, a success or another input as the end of the action: a new key', async () => {
    const actions = new ActionKeys<string>();
    const s = sender();
    const first = actions.run({ name: '华北' }, s.send);
    s.settle[0]!(refused());
    await expect(first).rejects.toThrow();
    const second = actions.run({ name: '华北' }, s.send);
    s.settle[1]!();
    await second;
    const third = actions.run({ name: '华北' }, s.send);
    const other = actions.run({ name: '华南' }, s.send);
    s.settle[2]!();
    s.settle[3]!();
    await Promise.all([third, other]);
    expect(new Set(s.sent).size).toBe(4);
  });
});
