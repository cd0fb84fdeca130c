import { API, resourceCalls } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { folderOf, keys } from './query';

describe('query keys', () => {
  it('file every read under its folder, so a write there reaches all of them', () => {
    const list = keys.call(resourceCalls.page('/v1/jxc/customer/CustomerManage'), { page: 1 });
    const save = keys.folder('/v1/jxc/customer/CustomerSave');
    expect(list.slice(0, save.length)).toEqual([...save]);
    expect(keys.folder(API.workbench.orderCount.path)).toEqual(['api', '/v1/seller/order/']);
    expect(folderOf('/v1/jxc/dept/DeptDel')).toBe('/v1/jxc/dept/');
  });
});
