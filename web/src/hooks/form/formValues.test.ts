import type { FieldMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { toBodyValue, toFormValue } from './formValues';

const field = (type: FieldMeta['type']): FieldMeta => ({
  name: 'x',
  title: 'X',
  type,
  required: false,
  rules: { min: null, max: null },
  decimal: null,
  options: null,
  options_api: null,
  tip: null,
  default: null,
  multiple: false,
  hidden: false,
  columns: null,
});

describe('form values', () => {
  it('hold money as yuan text to type into, and send it back as the same cents', () => {
    const money = field('money');
    expect(toFormValue(money, 25_000_000)).toBe('250000.00');
    expect(toFormValue(money, -1250)).toBe('-12.50');
    expect(toFormValue(money, null)).toBe('');
    expect(toBodyValue(money, '250000.00')).toBe(25_000_000);
    expect(toBodyValue(money, '0.29')).toBe(29);
    expect(toBodyValue(money, '')).toBeUndefined();
    expect(toBodyValue(money, '1.005')).toBeUndefined();
  });

  it('show a card number in groups of four', () => {
    expect(toFormValue(field('bankcard'), '6222021234567890128')).toBe('6222 0212 3456 7890 128');
    expect(toFormValue(field('bankcard'), null)).toBe('');
  });
});
