import type { FieldMeta } from '@yanye/protocol';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contactPhoneRule, fieldRules, requiredMessage } from './fieldRules';

const check = (value: unknown) =>
  (contactPhoneRule('Contact number') as RuleObject).validator!(
    {} as RuleObject,
    value,
    () => undefined,
  ) as Promise<void>;

describe('a contact phone in the browser', () => {
  beforeAll(() => vi.stubGlobal('navigator', { language: 'en-US' }));

  it('takes a mainland mobile, a landline with its area code, or nothing', async () => {
    for (const ok of ['13812345678', '010-12345678', '0571-8765432', '', '  '])
      await expect(check(ok)).resolves.toBeUndefined();
  });

  it('refuses what the server refuses, before it is sent', async () => {
    for (const bad of ['123', '12345678', '2381234567', '1381234567x', '010-123'])
      await expect(check(bad), bad).rejects.toThrow(
        /^Contact number should be a mobile number or an area code and landline/,
      );
  });
});

describe('a required field left empty', () => {
  beforeAll(() => vi.stubGlobal('navigator', { language: 'en-US' }));

  it('asks for a pick where the field is picked, and for text where it is typed', () => {
    expect(requiredMessage({ type: 'select', title: 'Warehouse' })).toBe('Please select Warehouse');
    expect(requiredMessage({ type: 'switch', title: 'Enabled' })).toBe('Please select Enabled');
    expect(requiredMessage({ type: 'text', title: 'Name' })).toBe('Please enter Name');
  });

  it('asks for the pick of a grouped select’s group that has none', async () => {
    const group = (name: string, title: string, values: string[]) =>
      ({
        name,
        title,
        type: 'select',
        required: true,
        options: values.map((value) => ({ value, label: value })),
      }) as unknown as FieldMeta;
    const field = {
      name: 'spec',
      title: 'Spec',
      type: 'select',
      required: false,
      rules: { min: null, max: null },
      columns: [group('pack', 'Packaging', ['bag', 'box']), group('life', 'Shelf life', ['1y', '2y'])],
    } as unknown as FieldMeta;
    const grouped = fieldRules(field).find((r) => typeof r === 'object' && 'validator' in r) as RuleObject;
    await expect(grouped.validator!({} as RuleObject, ['bag'], () => undefined)).rejects.toThrow(
      'Please select Shelf life',
    );
  });
});
