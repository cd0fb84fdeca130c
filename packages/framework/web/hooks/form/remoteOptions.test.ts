import { describe, expect, it } from 'vitest';
import { endpoint, heldValues, isNone, optionQuery } from './remoteOptions';

describe('remote options', () => {
  it('treat 0, negative ids and empty values as nothing picked', () => {
    for (const v of [undefined, null, '', 0, -1, '0', ' 0 ', '-3', 0.0]) expect(isNone(v)).toBe(true);
    for (const v of [1, '7', 'vendor', '0a']) expect(isNone(v)).toBe(false);
    expect(heldValues(0)).toEqual([]);
    expect(heldValues([0, 3, '4', -2])).toEqual([3, '4']);
  });

  it('never ask for the option of an id of 0 or less', () => {
    expect(optionQuery('/x/CustomerOptions', 0).enabled).toBe(false);
    expect(optionQuery('/x/CustomerOptions', '0').enabled).toBe(false);
    expect(optionQuery('/x/CustomerOptions', 5).enabled).toBe(true);
  });

  it('send an API’s own parameters, and a field’s current value where it names one', () => {
    const api = '/x/WarehouseOperatorList?warehouse_id={warehouse_id}&type=staff';
    expect(endpoint(api, (name) => (name === 'warehouse_id' ? 3 : undefined))).toEqual({
      path: '/x/WarehouseOperatorList',
      fixed: { warehouse_id: '3', type: 'staff' },
      dependent: true,
    });
    expect(endpoint(api).fixed).toEqual({ type: 'staff' });
  });
});
