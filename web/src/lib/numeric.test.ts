import { describe, expect, it } from 'vitest';
import { centsToYuan, sanitizeNumeric, sanitizePrice, truncateDecimals, yuanToCents } from './numeric';

describe('numeric input', () => {
  it('keeps digits, one decimal point and a leading minus', () => {
    expect(sanitizeNumeric('a1b2.3.4-5')).toBe('12.345');
    expect(sanitizeNumeric('-12.5')).toBe('-12.5');
    expect(sanitizeNumeric('1-2')).toBe('12');
    expect(sanitizeNumeric('-3', false)).toBe('3');
  });

  it('truncates on blur instead of rounding', () => {
    expect(truncateDecimals('1.999', 2)).toBe('1.99');
    expect(truncateDecimals('1.5', 0)).toBe('1');
    expect(truncateDecimals('.5', 3)).toBe('0.5');
    expect(truncateDecimals('-', 2)).toBe('');
    expect(truncateDecimals('12.', 2)).toBe('12');
  });

  it('formats prices with two decimals at most', () => {
    expect(sanitizePrice('12.345')).toBe('12.34');
    expect(sanitizePrice('-1.2')).toBe('1.2');
    // Where the amount may deduct, a leading minus stays (and only a leading one).
    expect(sanitizePrice('-1.234', 2, true)).toBe('-1.23');
    expect(sanitizePrice('1-2', 2, true)).toBe('12');
    expect(sanitizePrice('1.2.3')).toBe('1.23');
  });
});

describe('money', () => {
  it('shows cents as yuan, and 0 for nothing', () => {
    expect(centsToYuan(1250)).toBe('12.50');
    expect(centsToYuan(null)).toBe('0');
    expect(centsToYuan(0)).toBe('0');
  });

  it('reads yuan as exact cents', () => {
    expect(yuanToCents('0.29')).toBe(29);
    expect(yuanToCents('12')).toBe(1200);
    expect(yuanToCents('12.345')).toBe(1234);
    expect(yuanToCents('-1.5')).toBe(-150);
    expect(yuanToCents('abc')).toBeUndefined();
    expect(yuanToCents('')).toBeUndefined();
  });
});
