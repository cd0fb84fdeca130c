import type { FieldMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { fieldMeta } from '../../lib/meta.support';
import { toBodyValue, toFormValue } from './formValues';

const field = (type: FieldMeta['type']): FieldMeta => fieldMeta({ name: 'x', title: 'X', type });

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
