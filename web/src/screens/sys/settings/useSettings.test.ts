import { toFormValues } from '@yanye/framework/web';
import { fieldMeta } from '@yanye/framework/web/testing';
import type { FieldMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { payloadOf } from './useSettings';

const field = (name: string, type: FieldMeta['type'], extra: Partial<FieldMeta> = {}): FieldMeta =>
  fieldMeta({ name, title: name, type, decimal: type === 'money' ? 2 : null, ...extra });

const fields = [
  field('site_name', 'text'),
  field('order_cancel_minutes', 'number'),
  field('min_order_amount', 'money'),
  field('invoice_open', 'switch'),
];
const stored = { site_name: '鑫盐商城', order_cancel_minutes: 30, min_order_amount: 20_000, invoice_open: 1 };

describe('settings payloads (the unchanged-save guard)', () => {
  it('are the same for the stored values and the form holding them untouched', () => {
    const held = payloadOf(fields, toFormValues(fields, stored));
    expect(
      payloadOf(fields, {
        site_name: '鑫盐商城',
        order_cancel_minutes: '30',
        min_order_amount: '200.00',
        invoice_open: true,
      }),
    ).toBe(held);
    expect(JSON.parse(held)).toEqual(stored);
  });

  it('differ as soon as one value does', () => {
    const held = payloadOf(fields, toFormValues(fields, stored));
    const form = toFormValues(fields, stored);
    expect(payloadOf(fields, { ...form, order_cancel_minutes: '45' })).not.toBe(held);
    expect(payloadOf(fields, { ...form, invoice_open: false })).not.toBe(held);
    expect(payloadOf(fields, { ...form, min_order_amount: '200.01' })).not.toBe(held);
  });
});
