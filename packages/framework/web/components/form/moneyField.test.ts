import type { FieldMeta } from '@yanye/protocol';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldMeta } from '../../lib/meta.support';
import { cardNumberRule, fieldRules } from './fieldRules';
import { boundByRow, moneyProblem, moneyRange } from './moneyField';

const field = (o: Partial<FieldMeta> = {}): FieldMeta =>
  fieldMeta({ name: 'amount', title: '退款金额', type: 'money', decimal: 2, ...o });

const check = (rule: unknown, value: unknown) =>
  (rule as RuleObject).validator!({} as RuleObject, value, () => undefined) as Promise<void>;

describe('a money field', () => {
  beforeAll(() => vi.stubGlobal('navigator', { language: 'zh-CN' }));

  it('takes 0 to 99,999,999.99 unless it says otherwise', () => {
    expect(moneyRange(field())).toEqual({ min: 0, max: 9_999_999_999 });
    expect(moneyRange(field({ rules: { min: -100, max: 500 } }))).toEqual({ min: -100, max: 500 });
  });

  it('names its range when an amount is outside it or no amount, and leaves blank to required', () => {
    const f = field({ rules: { min: 1, max: null } });
    expect(moneyProblem(f, '', 'zh')).toBeUndefined();
    expect(moneyProblem(f, '12.50', 'zh')).toBeUndefined();
    expect(moneyProblem(f, '0', 'zh')).toBe('退款金额须在 0.01 到 99,999,999.99 之间');
    expect(moneyProblem(f, '100000000', 'en')).toBe('退款金额 must be between 0.01 and 99,999,999.99');
    // A third decimal is said as the rule it breaks, not as a range it may be within.
    expect(moneyProblem(f, '1.005', 'zh')).toBe('退款金额最多 2 位小数');
    expect(moneyProblem(f, '1.500', 'zh')).toBeUndefined();
  });

  it('is held to the row it acts on: a refund to what is refundable', async () => {
    const f = field({ rules: { min: 1, max: null }, max_key: 'refundable' });
    const held = boundByRow(f, { refundable: 12_000 });
    expect(held.bound).toBe(12_000);
    expect(held.field.rules).toEqual({ min: 1, max: 12_000 });
    const [rule] = fieldRules(held.field);
    await expect(check(rule, '120')).resolves.toBeUndefined();
    await expect(check(rule, '120.01')).rejects.toThrow('退款金额须在 0.01 到 120.00 之间');
    // A row that says nothing leaves the field to the server, and shows no bound.
    const loose = boundByRow(f, {});
    expect(loose.bound).toBeUndefined();
    expect(loose.field.max_key).toBeUndefined();
  });
});

describe('a bank card number in the browser', () => {
  beforeAll(() => vi.stubGlobal('navigator', { language: 'zh-CN' }));
  const rule = cardNumberRule({ title: '卡号' });

  it('takes a number passing the Luhn check, typed in groups or not, and nothing', async () => {
    for (const ok of ['6222 0212 3456 7890 128', '6222021234567890128', '4111-1111-1111-1111', ''])
      await expect(check(rule, ok), ok).resolves.toBeUndefined();
  });

  it('refuses what the server refuses: a wrong check digit, too short, too long', async () => {
    for (const bad of ['6222 0212 3456 7890 124', '6222 0212 345', '62220212345678901284'])
      await expect(check(rule, bad), bad).rejects.toThrow(/校验位/);
  });
});
