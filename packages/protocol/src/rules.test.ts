import { describe, expect, it } from 'vitest';
import { isContactPhone, isPhone, passwordProblem } from './rules';

describe('phone rule', () => {
  it('takes 11 digits starting with 1 and nothing else', () => {
    expect(isPhone('13800010001')).toBe(true);
    for (const bad of ['', '1380001000', '138000100011', '23800010001', '1380001000a', ' 13800010001']) {
      expect(isPhone(bad), bad).toBe(false);
    }
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
