import { describe, expect, it } from 'vitest';
import { qtyDecimals } from './lineDecimals';

describe('a line’s quantity decimals', () => {
  it('are the picked unit’s when its option says them as a number, else the column’s', () => {
    expect(qtyDecimals({ value: 1, label: '袋', decimals: 0 }, 3)).toBe(0);
    expect(qtyDecimals({ value: 2, label: '千克', decimals: 3 }, 0)).toBe(3);
    expect(qtyDecimals({ value: 3, label: '件' }, 3)).toBe(3);
    expect(qtyDecimals({ value: 4, label: '箱', decimals: '2' }, 3)).toBe(3);
    expect(qtyDecimals({ value: 5, label: '吨', decimals: 1.5 }, 3)).toBe(3);
    expect(qtyDecimals(undefined, null)).toBe(0);
  });
});
