import { describe, expect, it } from 'vitest';
import { formatDecimal, numericChange, sanitizeNumeric, sanitizePrice, truncateDecimals } from './numeric';

describe('numeric input', () => {
  it('keeps digits, one decimal point and a leading minus', () => {
    expect(sanitizeNumeric('a1b2.3.4-5')).toBe('12.345');
    expect(sanitizeNumeric('-12.5')).toBe('-12.5');
    expect(sanitizeNumeric('1-2')).toBe('12');
    expect(sanitizeNumeric('-3', false)).toBe('3');
  });

  it('refuses whole a change that is not a number, keeping what the box held, rather than make another number of it', () => {
    const price = (held: string, typed: string, negative = false) =>
      numericChange(held, typed, (t) => sanitizePrice(t, 2, negative), negative);
    // A pasted amount with a second dot, a letter or a minus inside is not a number: the box keeps its own.
    expect(price('8.00', '12.3.4x')).toEqual({ value: '8.00', refused: 'notNumber' });
    expect(price('', '12abc3')).toEqual({ value: '', refused: 'notNumber' });
    expect(price('1', '1-2', true)).toEqual({ value: '1', refused: 'notNumber' });
    // A letter typed at the end: refused, what was there stays.
    expect(price('12', '12a')).toEqual({ value: '12', refused: 'notNumber' });
    // A negative where none may go is refused as such, not taken for its size.
    expect(price('', '-5')).toEqual({ value: '', refused: 'negative' });
    expect(price('', '-5', true)).toEqual({ value: '-5' });
    // What an amount copied from a list carries is dropped: grouping, spaces, the currency.
    expect(price('', '¥1,234.50')).toEqual({ value: '1234.50' });
    expect(price('', ' 2 000 元')).toEqual({ value: '2000' });
    // Decimals beyond the box's are cut as typing one more does nothing, as before.
    expect(price('', '12.345')).toEqual({ value: '12.34' });
    // A whole number box: a dot, a leading minus and an empty box are all on the way to a number.
    const count = (typed: string) => numericChange('', typed, (t) => sanitizeNumeric(t), true);
    expect(count('-')).toEqual({ value: '-' });
    expect(count('')).toEqual({ value: '' });
    expect(count('abc')).toEqual({ value: '', refused: 'notNumber' });
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
