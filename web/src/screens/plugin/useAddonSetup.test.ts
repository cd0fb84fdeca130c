import { describe, expect, it } from 'vitest';
import { type SetupInfo, toValues, unchanged } from './useAddonSetup';

const field = (name: string, type: SetupInfo['fields'][number]['type']) => ({
  name,
  type,
  title: name,
  hint: '',
  unit: '',
  required: 0 as const,
  min: null,
  max: null,
  decimals: 0,
  options: [],
  phone: null,
});

const info: SetupInfo = {
  key: 'x',
  title: 'X',
  fields: [field('name', 'text'), field('n', 'number'), field('on', 'switch'), field('secret', 'secret')],
  values: { name: 'a', n: 3, on: false },
  secrets: { secret: { set: 1, masked: '••••••abcd' } },
  updated_at: 1,
};

describe('the plugin settings form', () => {
  it('sends a secret only when something was typed into it', () => {
    expect(toValues(info, { name: 'a', n: 3, on: false, secret: '' })).toEqual({
      name: 'a',
      n: 3,
      on: false,
    });
    expect(toValues(info, { name: 'a', n: 3, on: false, secret: '  ' })).toEqual({
      name: 'a',
      n: 3,
      on: false,
    });
    expect(toValues(info, { name: 'a', n: 3, on: true, secret: 'new' })).toEqual({
      name: 'a',
      n: 3,
      on: true,
      secret: 'new',
    });
    // A cleared number goes as null: the server puts the default back.
    expect(toValues(info, { name: 'a', on: false })).toMatchObject({ n: null });
  });

  it('knows a save that would change nothing, and one that retypes a secret', () => {
    expect(unchanged(info, toValues(info, { name: 'a', n: 3, on: false, secret: '' }))).toBe(true);
    expect(unchanged(info, toValues(info, { name: 'b', n: 3, on: false }))).toBe(false);
    expect(unchanged(info, toValues(info, { name: 'a', n: 3, on: false, secret: 'x' }))).toBe(false);
  });
});
