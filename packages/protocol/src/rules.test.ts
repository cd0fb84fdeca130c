import { describe, expect, it } from 'vitest';
import {
  isBankAccount,
  isContactPhone,
  isCreditCode,
  isIdCardNo,
  isPhone,
  isPhoneOf,
  normalizeBankAccount,
  normalizeCreditCode,
  normalizeIdCardNo,
  passwordProblem,
} from './rules';

describe('phone rule', () => {
  it('takes 11 digits starting with 1 and nothing else', () => {
    expect(isPhone('13800010001')).toBe(true);
    for (const bad of ['', '1380001000', '138000100011', '23800010001', '1380001000a', ' 13800010001']) {
      expect(isPhone(bad), bad).toBe(false);
    }
  });
});

describe('phone kinds', () => {
  it('take a mobile only, a landline too, or a service hotline too', () => {
    const takes = (kind: Parameters<typeof isPhoneOf>[0], value: string) => isPhoneOf(kind, value);
    expect(takes('mobile', ' 13800138000 ')).toBe(true);
    expect(takes('mobile', '0371-12345678')).toBe(false);
    expect(takes('contact', '0371-12345678')).toBe(true);
    expect(takes('contact', '95338')).toBe(false);
    for (const line of [
      '95338',
      '950616',
      '11183',
      '400-820-2728',
      '800-820-2728',
      '0371-12345678',
      '13800138000',
    ])
      expect(takes('service', line), line).toBe(true);
    for (const bad of ['call us', '123', '9533', '95338000', '12345678'])
      expect(takes('service', bad), bad).toBe(false);
  });
});

describe('password rule', () => {
  it('wants 8 to 64 characters with a letter and a digit, not built on the username', () => {
    expect(passwordProblem('Demo@2026', 'salt_admin')).toBeUndefined();
    expect(passwordProblem('盐业2026年度', 'clerk')).toBeUndefined();
    expect(passwordProblem('Ab1', 'x')).toBe('passwordWeak');
    expect(passwordProblem('abcdefgh', 'x')).toBe('passwordWeak');
    expect(passwordProblem('12345678', 'x')).toBe('passwordWeak');
    expect(passwordProblem(`a1${'x'.repeat(63)}`, 'x')).toBe('passwordWeak');
    expect(passwordProblem('Salt_Admin2026', 'salt_admin')).toBe('passwordLikeUsername');
  });
});

describe('contact phones', () => {
  it('are mainland mobiles, or landlines with their area code (and 400 numbers)', () => {
    for (const ok of ['13800138000', '0371-12345678', '037112345678', '010-87654321-8012', '400-820-8820'])
      expect(isContactPhone(ok), ok).toBe(true);
    for (const bad of ['123', '12345678', '010-123', '1380013800', '+8613800138000', '0371 1234 5678'])
      expect(isContactPhone(bad), bad).toBe(false);
  });
});

describe('unified social credit codes (GB 32100-2015)', () => {
  it('takes codes whose check character matches, and nothing else', () => {
    for (const ok of ['91350100M000100Y43', '91110000600037341L', '914403001922038216', '91330000MA27U5UQ0W'])
      expect(isCreditCode(ok), ok).toBe(true);
    // One character changed: the check no longer holds.
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y34')).toBe(false);
    expect(isCreditCode('91330000MA27U5UQ0J')).toBe(false);
    for (const bad of [
      '',
      '91350100M000100Y4',
      '91350100M000100Y433',
      '91350100m000100y43',
      '9135O100M000100Y43',
    ])
      expect(isCreditCode(bad), bad).toBe(false);
    // I, O, Z, S and V are not in the alphabet, even where the check would hold; letters in the region code neither.
    expect(isCreditCode('9135010OM000100Y4L')).toBe(false);
    expect(isCreditCode('913501A0M000100Y4X')).toBe(false);
  });

  it('reads a code as typed: spaces out, capitals in', () => {
    expect(normalizeCreditCode(' 9135 0100 m000 100y43 ')).toBe('91350100M000100Y43');
    expect(isCreditCode(normalizeCreditCode('91110000600037341l'))).toBe(true);
  });
});

describe('identity numbers (GB 11643-1999)', () => {
  const today = '20261123';
  it('takes numbers whose check digit matches and whose birth date is real and past', () => {
    for (const ok of ['11010519491231002X', '110101199003074477', '410105198805123017'])
      expect(isIdCardNo(ok, today), ok).toBe(true);
  });

  it('refuses a wrong check digit, a lower-case x, an impossible or future birth date, and other shapes', () => {
    expect(isIdCardNo('110101199003074478', today)).toBe(false);
    expect(isIdCardNo('11010519491231002x', today)).toBe(false);
    // Each with its right check digit: only the date is wrong (30 February, before 1900, after today).
    expect(isIdCardNo('110105194902300020', today)).toBe(false);
    expect(isIdCardNo('110105189912310023', today)).toBe(false);
    expect(isIdCardNo('110105202712310022', today)).toBe(false);
    for (const bad of [
      '',
      '11010519491231002',
      '1101051949123100201',
      '11010519491231002Y',
      '11010519491231002X ',
    ])
      expect(isIdCardNo(bad, today), bad).toBe(false);
  });

  it('makes a typed lower-case x the check digit', () => {
    expect(normalizeIdCardNo(' 110105 19491231 002x')).toBe('11010519491231002X');
  });

  it('checks the birth date against today when no date is given', () => {
    expect(isIdCardNo('11010519491231002X')).toBe(true);
  });
});

describe('bank accounts', () => {
  it('are 8 to 32 digits, grouped as people type them', () => {
    for (const ok of ['12345678', '6222021001116245702', '1100 1010 1000 5212 3456'.replaceAll(' ', '')])
      expect(isBankAccount(ok), ok).toBe(true);
    for (const bad of ['', '1234567', '1'.repeat(33), '6222-0210', '62220210a1116245702', '６２２２０２１０'])
      expect(isBankAccount(bad), bad).toBe(false);
    expect(normalizeBankAccount('6222 0210-0111 6245 702')).toBe('6222021001116245702');
  });
});
