import { describe, expect, it } from 'vitest';
import { formatDecimal, sanitizeNumeric, sanitizePrice, truncateDecimals } from './numeric';

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
    // No more digits before the dot than asked.
    expect(sanitizePrice('123456789.129', 2, false, 8)).toBe('12345678.12');
    expect(sanitizePrice('-123456789', 2, true, 8)).toBe('-12345678');
  });
});

describe('a measure in a list', () => {
  it('keeps its decimals and groups thousands, as the export writes it', () => {
    expect(formatDecimal('1234.5', 3)).toBe('1,234.500');
    expect(formatDecimal(-20, 2)).toBe('\u221220.00');
    expect(formatDecimal(1_000_000, 0)).toBe('1,000,000');
    expect(formatDecimal('-0.0001', 2)).toBe('0.00');
    expect(formatDecimal('abc', 2)).toBe('abc');
  });
});
