import type { FilterMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { filterParams, startFilters } from './filters';

const f = (name: string, type: FilterMeta['type'], money = false): FilterMeta => ({
  name,
  title: name,
  type,
  money,
  options: null,
  second_name: [],
});

describe('filterParams', () => {
  const filters = [
    f('name', 'text'),
    f('cat', 'select'),
    f('stock', 'number'),
    f('price', 'number', true),
    f('created', 'datetime'),
    f('day', 'eqdate'),
  ];

  it('merges number ranges, and leaves them out when both sides are empty', () => {
    expect(filterParams(filters, { stock: ['1', ''] })).toEqual({ stock: '1,' });
    expect(filterParams(filters, { stock: ['', '9'] })).toEqual({ stock: ',9' });
    expect(filterParams(filters, { stock: ['', ''] })).toEqual({});
  });

  it('sends money bounds in cents', () => {
    expect(filterParams(filters, { price: ['1.5', '20'] })).toEqual({ price: '150,2000' });
  });

  it('turns milliseconds into seconds, ranges comma-joined', () => {
    expect(filterParams(filters, { created: [1_700_000_000_000, 1_700_086_400_999] })).toEqual({
      created: '1700000000,1700086400',
    });
    expect(filterParams(filters, { day: 1_700_000_000_000 })).toEqual({ day: '1700000000' });
  });

  it('trims text, keeps option values, drops empty ones', () => {
    expect(filterParams(filters, { name: ' 盐 ', cat: 3 })).toEqual({ name: '盐', cat: '3' });
    expect(filterParams(filters, { name: '   ', cat: undefined })).toEqual({});
  });
});

describe('startFilters', () => {
  it('takes a page query’s values for the list’s filters, options by their own value', () => {
    const mode = { ...f('freight_mode', 'select'), options: [{ value: 2, label: '自提' }] };
    const given = { freight_mode: '2', buyer: '王', stock: '1,5', unknown: 'x', status: '' };
    expect(
      startFilters([mode, f('buyer', 'text'), f('stock', 'number'), f('status', 'text')], given),
    ).toEqual({
      freight_mode: 2,
      buyer: '王',
      stock: ['1', '5'],
    });
    // An option the filter does not have is dropped rather than sent.
    expect(startFilters([mode], { freight_mode: '3' })).toEqual({});
  });

  it('reads back what filterParams sends, for every kind (a saved view keeps the sent form)', () => {
    const kinds = [
      f('name', 'text'),
      { ...f('cat', 'select'), options: [{ value: 3, label: '盐' }] },
      f('qty', 'number'),
      { ...f('price', 'number'), money: true },
      f('made', 'date'),
      f('at', 'datetime'),
      f('day', 'eqdate'),
    ];
    const values = {
      name: '精制',
      cat: 3,
      qty: ['1', ''] as const,
      price: ['12.50', '100.00'] as const,
      made: [1_700_000_000_000, 1_700_086_399_000] as const,
      at: [1_700_000_000_000, 1_700_003_600_000] as const,
      day: 1_700_000_000_000,
    };
    const sent = filterParams(kinds, values);
    expect(sent.price).toBe('1250,10000');
    expect(startFilters(kinds, sent)).toEqual(values);
    expect(startFilters(kinds, { made: 'a,b', qty: '1', at: '5' })).toEqual({});
  });
});
