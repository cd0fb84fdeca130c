import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsOfYuan,
  centsToYuanText,
  formatMoney,
  formatYuan,
  MAX_MONEY_CENTS,
  parseYuan,
  roundedCents,
  yuanDigits,
  yuanNumber,
} from './money';

describe('money', () => {
  it('shows two decimals and thousands separators, a minus sign before a negative amount', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(13_905_275)).toBe('139,052.75');
    expect(formatMoney(25_000_000)).toBe('250,000.00');
    expect(formatMoney(-1250)).toBe('\u221212.50');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(MAX_MONEY_CENTS)).toBe('99,999,999.99');
    expect(formatYuan(-1250)).toBe('\u2212¥12.50');
    expect(formatYuan('100000')).toBe('¥1,000.00');
  });

  it('reads nothing as 0.00 on screen and as blank in an input', () => {
    for (const nothing of [null, undefined, '', 'abc', Number.NaN]) {
      expect(formatMoney(nothing)).toBe('0.00');
      expect(centsToYuanText(nothing)).toBe('');
    }
    expect(centsToYuanText(-5)).toBe('-0.05');
    expect(centsToYuanText(123456)).toBe('1234.56');
  });

  it('counts the digits of the largest amount a field takes', () => {
    expect(yuanDigits(MAX_MONEY_CENTS)).toBe(8);
    expect(yuanDigits(100_000_000)).toBe(7);
    expect(yuanDigits(99)).toBe(1);
    expect(yuanNumber(13_905_275)).toBe(139_052.75);
    expect(yuanNumber(null)).toBeNull();
  });

  it('takes yuan held as a number exactly, and refuses a number that is no amount', () => {
    expect(centsOfYuan(0.29)).toBe(29);
    expect(centsOfYuan(12.5)).toBe(1250);
    expect(centsOfYuan(-3)).toBe(-300);
    for (const bad of [1.005, Number.NaN, Number.POSITIVE_INFINITY, 1e21])
      expect(() => centsOfYuan(bad)).toThrow(RangeError);
  });

  it('rounds the yuan of an outside service to cents, half up', () => {
    expect(roundedCents('25.80')).toBe(2580);
    expect(roundedCents('25.8')).toBe(2580);
    expect(roundedCents('25')).toBe(2500);
    expect(roundedCents('25.805')).toBe(2581);
    expect(roundedCents('25.8049')).toBe(2580);
    expect(roundedCents('-1.005')).toBe(-101);
    for (const bad of ['', '1,000', '¥1', '1e3', '.5']) expect(roundedCents(bad), bad).toBeUndefined();
  });

  it('parses yuan to cents without float drift', () => {
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('1,234.5')).toBe(123_450);
    expect(parseYuan('¥ 12')).toBe(1200);
    expect(parseYuan('-¥12.50')).toBe(-1250);
    expect(parseYuan('\u221212.50')).toBe(-1250);
    expect(parseYuan('.5')).toBe(50);
    expect(parseYuan('-0')).toBe(0);
    // Zeros past the fen change nothing; a third figure that is not one is refused, never cut.
    expect(parseYuan('1.500')).toBe(150);
    expect(parseYuan('2.0000')).toBe(200);
    for (const bad of ['', '-', '.', '1.005', '1,23', '12a', '1e3', '--1', '1.2.3'])
      expect(parseYuan(bad), bad).toBeUndefined();
  });

  it('gives back the cents it showed, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }), (cents) => {
        expect(parseYuan(formatMoney(cents))).toBe(cents);
        expect(parseYuan(centsToYuanText(cents))).toBe(cents);
        // A spreadsheet's number cell reads back as the amount it was written from.
        expect(parseYuan(String(yuanNumber(cents)))).toBe(cents);
      }),
    );
  });
});
