import { describe, expect, it } from 'vitest';
import { decimalsOver, formatDecimal, numericChange, sanitizeNumeric } from './numeric';

describe('numeric input', () => {
  it('keeps digits, one decimal point and a leading minus in a filter', () => {
    expect(sanitizeNumeric('a1b2.3.4-5')).toBe('12.345');
    expect(sanitizeNumeric('-12.5')).toBe('-12.5');
    expect(sanitizeNumeric('1-2')).toBe('12');
    expect(sanitizeNumeric('-3', false)).toBe('3');
  });

  it('refuses whole a change that is not a number, keeping what the box held, rather than make another number of it', () => {
    const price = (held: string, typed: string, negative = false) => numericChange(held, typed, negative);
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
    // A dot, a leading minus and an empty box are all on the way to a number.
    expect(price('', '-', true)).toEqual({ value: '-' });
    expect(price('', '')).toEqual({ value: '' });
  });

  it('keeps decimals beyond the field’s as typed, for its rule to refuse: 3.5 is never made 3', () => {
    expect(numericChange('3', '3.5', false)).toEqual({ value: '3.5' });
    expect(numericChange('12.34', '12.345', false)).toEqual({ value: '12.345' });
    expect(decimalsOver('3.5', 0)).toBe(true);
    expect(decimalsOver('12.345', 2)).toBe(true);
    expect(decimalsOver('12.34', 2)).toBe(false);
    // Trailing zeros say nothing more: 3.0 bags is 3 bags.
    expect(decimalsOver('3.0', 0)).toBe(false);
    expect(decimalsOver('3.500', 1)).toBe(false);
    expect(decimalsOver('', 0)).toBe(false);
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
