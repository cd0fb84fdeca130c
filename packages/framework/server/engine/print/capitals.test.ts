import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyInCapitals } from './capitals';

describe('moneyInCapitals', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [5, '伍分'],
    [10, '壹角整'],
    [50, '伍角整'],
    [55, '伍角伍分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [150, '壹元伍角整'],
    [1000, '壹拾元整'],
    [10_000, '壹佰元整'],
    [10_005, '壹佰元零伍分'],
    [100_500, '壹仟零伍元整'],
    [105_000, '壹仟零伍拾元整'],
    [123_456, '壹仟贰佰叁拾肆元伍角陆分'],
    [1_000_000, '壹万元整'],
    [1_000_100, '壹万零壹元整'],
    [1_010_000, '壹万零壹佰元整'],
    [1_100_000, '壹万壹仟元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_000_100, '壹亿零壹元整'],
    [10_001_000_000, '壹亿零壹万元整'],
    [12_345_678_901, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元零壹分'],
    [9_999_999_999, '玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [-10_000, '负壹佰元整'],
  ])('%d cents → %s', (cents, text) => {
    expect(moneyInCapitals(cents)).toBe(text);
  });

  it('takes a bigint beyond a safe number, and refuses a fraction of a cent', () => {
    expect(moneyInCapitals(10n ** 17n + 1n)).toBe('壹仟万亿元零壹分');
    expect(() => moneyInCapitals(1.5)).toThrow(RangeError);
    expect(() => moneyInCapitals(10n ** 22n)).toThrow(RangeError);
  });

  it('writes every amount with capitals only, one 零 at a time, never ending in 零', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999_99 }), (cents) => {
        const text = moneyInCapitals(cents);
        expect(text).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
        expect(text).not.toMatch(/零零|零元|零万|零亿|零整|零角/);
        expect(text.endsWith('整') || text.endsWith('分')).toBe(true);
      }),
    );
  });

  it('reads back as the amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), (cents) => {
        expect(readCapitals(moneyInCapitals(cents))).toBe(cents);
      }),
    );
  });
});

/** The inverse, written plainly for the test: capitals back to cents. */
function readCapitals(text: string): number {
  const digit = '零壹贰叁肆伍陆柒捌玖';
  const small: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
  let total = 0;
  let section = 0;
  let current = 0;
  let yuan = 0;
  let fraction = 0;
  for (const ch of text) {
    const d = digit.indexOf(ch);
    if (d >= 0) current = d;
    else if (small[ch]) {
      section += current * small[ch]!;
      current = 0;
    } else if (ch === '万') {
      section = (section + current) * 10_000;
      total += section;
      section = 0;
      current = 0;
    } else if (ch === '亿') {
      total = (total + section + current) * 100_000_000;
      section = 0;
      current = 0;
    } else if (ch === '元') {
      yuan = total + section + current;
      current = 0;
    } else if (ch === '角') {
      fraction += current * 10;
      current = 0;
    } else if (ch === '分') {
      fraction += current;
      current = 0;
    }
  }
  return yuan * 100 + fraction;
}
