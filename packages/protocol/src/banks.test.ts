import { describe, expect, it } from 'vitest';
import { BANKS, bankByCode, groupCardNo } from './banks';
import { isLuhn, maskCardNo } from './contracts/finance';

describe('the banks a card may be of', () => {
  it('are each named once by a three-digit bank code, in every language', () => {
    const codes = BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const b of BANKS) {
      expect(b.code).toMatch(/^\d{3}$/);
      expect(Object.values(b.name).every((n) => n.length > 1)).toBe(true);
    }
    expect(
      ['ICBC', 'ABC', 'BOC', 'CCB', 'BOCOM', 'CMB', 'PSBC'].map(
        (s) => BANKS.find((b) => b.short === s)?.code,
      ),
    ).toEqual(['102', '103', '104', '105', '301', '308', '403']);
    expect(bankByCode('308')?.name.zh).toBe('招商银行');
    expect(bankByCode('999')).toBeUndefined();
  });
});

describe('a card number', () => {
  it('reads in groups of four, whatever was typed between the digits', () => {
    expect(groupCardNo('6222021234567890128')).toBe('6222 0212 3456 7890 128');
    expect(groupCardNo('6222-0212 3456')).toBe('6222 0212 3456');
    expect(groupCardNo('')).toBe('');
  });

  it('is checked with Luhn and masked in lists', () => {
    expect(isLuhn('6222021234567890128')).toBe(true);
    expect(isLuhn('6222021234567890124')).toBe(false);
    expect(isLuhn('62220212345')).toBe(false);
    expect(maskCardNo('6222021234567890128')).toBe('6222 **** **** 0128');
  });
});
