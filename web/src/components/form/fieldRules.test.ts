import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contactPhoneRule } from './fieldRules';

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
