import { input } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { contactPhone, get, line, post } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundsOf, changedKeys, defineSettings, sameValues, storedOver } from './define';
import { SETTINGS } from './settings.routes';

const minutes = z
  .union([z.number(), z.string()])
  .pipe(z.coerce.number<number | string>().int().min(5).max(60));
const Schema = z.object({ name: line(20), minutes, phone: contactPhone });
const info = get('/v1/test/Info', {
  summary: 'test',
  response: z.object({ value: Schema, updated_at: z.number(), fields: z.array(z.unknown()) }),
});
const save = post('/v1/test/Save', { summary: 'test', body: Schema.partial(), response: z.object({}) });
const title = T('测试', 'Test', 'Prueba', 'テスト');
const fields = [
  input('name', title, 'text'),
  input('minutes', title, 'number', { required: true }),
  input('phone', title, 'phone'),
];
const defaults = { name: '', minutes: 30, phone: '' };

describe('settings declarations', () => {
  it('take the bounds of each value from its schema', () => {
    expect(boundsOf(Schema.shape.name)).toEqual({ max: 20 });
    expect(boundsOf(Schema.shape.minutes)).toEqual({ min: 5, max: 60 });
    expect(boundsOf(Schema.shape.phone)).toEqual({ max: 30 });
    expect(boundsOf(z.boolean())).toEqual({});
    const def = defineSettings({
      name: 'test',
      title,
      schema: Schema,
      info: info as never,
      save,
      fields,
      defaults,
    });
    expect(def.fields.map((f) => [f.name, f.min, f.max, f.default])).toEqual([
      ['name', undefined, 20, ''],
      ['minutes', 5, 60, 30],
      ['phone', undefined, 30, ''],
    ]);
  });

  it('refuse at start a page whose fields, save or defaults do not fit its values', () => {
    const decl = { name: 'test', title, schema: Schema, info: info as never, save, fields, defaults };
    expect(() => defineSettings({ ...decl, fields: fields.slice(1) })).toThrow(/must name the values/);
    expect(() => defineSettings({ ...decl, fields: [...fields, fields[0]!] })).toThrow(
      /must name the values/,
    );
    const saveLess = post('/v1/test/Save', {
      summary: 'test',
      body: Schema.pick({ name: true }).partial(),
      response: z.object({}),
    });
    expect(() => defineSettings({ ...decl, save: saveLess })).toThrow(/must take exactly its values/);
    expect(() => defineSettings({ ...decl, defaults: { ...defaults, minutes: 1 } })).toThrow(
      /defaults break its schema/,
    );
    expect(() => defineSettings({ ...decl, check: () => ({ field: 'name', message: title }) })).toThrow(
      /defaults break its rules/,
    );
  });

  it('read a stored record over the defaults, value by value', () => {
    const def = { schema: Schema, defaults };
    expect(storedOver(def, undefined)).toEqual(defaults);
    expect(storedOver(def, [1, 2])).toEqual(defaults);
    expect(storedOver(def, { name: '丰谷', minutes: 45, extra: 1 })).toEqual({
      name: '丰谷',
      minutes: 45,
      phone: '',
    });
    expect(storedOver(def, { minutes: 500, phone: 'not a phone' })).toEqual(defaults);
  });

  it('tell what a save changes', () => {
    expect(
      changedKeys(['name', 'minutes', 'phone'], defaults, {
        ...defaults,
        phone: '0371-12345678',
        minutes: 30,
      }),
    ).toEqual(['phone']);
    expect(changedKeys(['name'], defaults, defaults)).toEqual([]);
    expect(sameValues({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });

  it('declare every page of the console so that it starts', () => {
    expect(SETTINGS.map((s) => s.name)).toEqual(['system', 'copyright', 'appdown', 'inventory']);
    for (const s of SETTINGS)
      expect(
        s.fields.every((f) => f.default !== undefined),
        s.name,
      ).toBe(true);
  });
});
