import { ADDONS } from '@yanye/catalog';
import {
  conditionSql,
  type Field,
  type ResourceDef,
  recordPaths,
  referenceColumnOf,
  withStore,
} from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API, MAX_MONEY_CENTS } from '@yanye/protocol';
import { and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';

/**
 * Every quantity, price, percentage and sort number a merchant types has its range declared once, on its field:
 * the form's input stops at it, the server refuses beyond it (a Save, an import and an action alike, by the
 * field's schema), and the refusal names the field. Run over every form that saves, every document line and
 * every action's field of the resource registry, and every add-on setting, so a new one is covered.
 */

type Where = 'form' | 'line' | 'action';
interface Numeric {
  readonly def: ResourceDef;
  readonly f: Field;
  readonly where: Where;
}

const isNumeric = (f: Field) => (f.type === 'number' || f.type === 'money') && !referenceColumnOf(f);

const NUMERIC: Numeric[] = RESOURCES.flatMap((def) => [
  ...(def.savable ? def.fields.filter(isNumeric).map((f) => ({ def, f, where: 'form' as const })) : []),
  ...(def.savable
    ? (def.lines?.fields ?? []).filter(isNumeric).map((f) => ({ def, f, where: 'line' as const }))
    : []),
  ...Object.values(def.actions).flatMap((a) =>
    (a.fields ?? []).filter(isNumeric).map((f) => ({ def, f, where: 'action' as const })),
  ),
]);

const name = ({ def, f, where }: Numeric) => `${def.name}${where === 'form' ? '' : ` ${where}`}.${f.name}`;

describe('every number a form takes', () => {
  it('declares its least and its most, money within 0 and 99,999,999.99 yuan', () => {
    expect(NUMERIC.length).toBeGreaterThan(80);
    for (const n of NUMERIC) {
      const { f } = n;
      expect(f.min, `${name(n)}: its least`).toBeTypeOf('number');
      expect(f.max, `${name(n)}: its most`).toBeTypeOf('number');
      expect(f.min!, name(n)).toBeLessThan(f.max!);
      if (f.type === 'money') expect(f.max!, `${name(n)}: money`).toBeLessThanOrEqual(MAX_MONEY_CENTS);
    }
    for (const addon of ADDONS)
      for (const f of addon.settings)
        if (f.type === 'number') {
          expect(f.min, `${addon.key}.${f.name}`).toBeTypeOf('number');
          expect(f.max, `${addon.key}.${f.name}`).toBeTypeOf('number');
        }
  });
});

describe.each(DB_KINDS)('numbers beyond their range, on %s', (kind) => {
  let t: TestApp;
  let stores: Client[];
  beforeAll(async () => {
    t = await startApp(kind);
    stores = [await signedIn(t, 'salt_admin'), await signedIn(t, 'grain_admin')];
    for (const c of stores) {
      const listed = await c.get(API.addons.addonList.path, { cate: '', title: '' });
      for (const a of (listed.body.data as { key: string; installed: number }[]).filter((x) => !x.installed))
        await c.post(API.addons.addonInstall.path, { key: a.key });
    }
  });
  afterAll(() => t?.close());

  /** A record of `def` that may be edited, in whichever demo store has one, and the client of that store. */
  const editable = async (def: ResourceDef) => {
    for (const c of stores) {
      const where = and(
        def.scope,
        def.editableWhen ? conditionSql(def, def.editableWhen.condition) : undefined,
      );
      const [row] = await withStore(t.database.db, Number(c.suid), (db) =>
        db.select({ id: def.table.id }).from(def.table).where(where).orderBy(def.table.id).limit(1),
      );
      if (row) return { c, id: Number(row.id) };
    }
    throw new Error(`${def.name}: no record to edit in the demo stores`);
  };

  const FORMS = NUMERIC.filter((n) => n.where === 'form');
  it.each(FORMS.map((n) => [name(n), n] as const))(
    'refuses %s just past either end, naming it, and changes nothing',
    async (_name, { def, f }) => {
      const { c, id } = await editable(def);
      const info = async () =>
        (await c.get(recordPaths(def).info, { id })).body.data as Record<string, unknown>;
      const before = await info();
      const lines = def.lines ? { [def.lines.name]: before[def.lines.name] } : {};
      const step = 10 ** -(f.type === 'money' ? 0 : (f.decimals ?? 0));
      for (const [value, lang] of [
        [f.max! + step, 'zh'],
        [f.min! - step, 'en'],
      ] as const) {
        const r = await c.post(recordPaths(def).save, { id, ...lines, [f.name]: value }, { lang });
        expect(r.status, `${name({ def, f, where: 'form' })} = ${value}: ${r.body.msg}`).toBe(400);
        expect(r.body.msg.toLowerCase()).toContain(f.title[lang].toLowerCase());
      }
      expect(await info()).toEqual(before);
    },
  );
});
