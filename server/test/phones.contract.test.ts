import { ADDONS, type Addon, type SettingField } from '@yanye/catalog';
import {
  conditionSql,
  dataPaths,
  type Field,
  importFields,
  type ResourceDef,
  recordPaths,
  withStore,
} from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  readXlsx,
  sheetRows,
  signedIn,
  startApp,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import { API, type FormMeta, type PhoneKind } from '@yanye/protocol';
import { and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';

/**
 * A phone number is checked wherever it is typed, by the kind its field declares once (`PhoneKind`): a mobile
 * only, a landline too, or a service hotline too. Run over every phone field of every form that saves, every
 * importable list with one, and every add-on setting of type phone, from the registries, so a new one is
 * covered by being declared.
 */

/** Numbers each kind takes, and numbers it refuses (the first refused one also in English). */
const NUMBERS: Readonly<Record<PhoneKind, { takes: string[]; refuses: string[] }>> = {
  mobile: { takes: ['13912345678'], refuses: ['0371-66881234', '1391234567', '95338'] },
  contact: {
    takes: ['13912345678', '0371-66881234', '400-820-2728'],
    refuses: ['95338', '66881234', 'call us'],
  },
  service: { takes: ['95338', '950616', '400-820-2728', '0371-66881234'], refuses: ['call us', '123'] },
};

/** What each kind's refusal says, in Chinese and English. */
const SAID: Readonly<Record<PhoneKind, [string, string]>> = {
  mobile: ['手机号', 'mobile'],
  contact: ['座机', 'landline'],
  service: ['95338', '95338'],
};

/** A new value of a phone field a unique field may take: the digits vary. */
const fresh = (kind: PhoneKind, n: number) =>
  kind === 'mobile'
    ? `139${String(n).padStart(8, '0')}`
    : NUMBERS[kind].takes[n % NUMBERS[kind].takes.length]!;

const SAVES: { def: ResourceDef; f: Field }[] = RESOURCES.filter((def) => def.savable).flatMap((def) =>
  def.fields.filter((f) => f.type === 'phone').map((f) => ({ def, f })),
);
const SETTINGS: { addon: Addon; f: SettingField & { type: 'phone' } }[] = ADDONS.flatMap((addon) =>
  addon.settings
    .filter((f): f is SettingField & { type: 'phone' } => f.type === 'phone')
    .map((f) => ({ addon, f })),
);

/** Records no save changes once made: their numbers are taken when they are made, tested there. */
const MADE_ONCE: Readonly<Record<string, string>> = {
  RecycleOrder: 'an order is not changed once placed; recycle-order-addresses.test.ts places them',
};

/** Fields named like phones that are no phone field, each with why. */
const NOT_PHONES: Readonly<Record<string, string>> = {};

describe('the phone fields', () => {
  it('are declared as phones wherever a form takes one, each with its kind', () => {
    expect(SAVES.length).toBeGreaterThan(10);
    expect(SETTINGS.map((s) => `${s.addon.key}.${s.f.name}`).sort()).toEqual([
      'cloudbuy.contact_phone',
      'waybill.sender_phone',
    ]);
    for (const def of RESOURCES.filter((d) => d.savable)) {
      for (const f of def.fields) {
        const key = `${def.name}.${f.name}`;
        if (/phone|mobile|(^|_)tel$/.test(f.name) && f.type !== 'phone')
          expect(NOT_PHONES[key], `${key} is typed as ${f.type}`).toBeDefined();
      }
    }
    for (const addon of ADDONS)
      for (const f of addon.settings)
        if (/phone|mobile|(^|_)tel$/.test(f.name)) expect(f.type, `${addon.key}.${f.name}`).toBe('phone');
  });
});

describe.each(DB_KINDS)('phone numbers typed, on %s', (kind) => {
  let t: TestApp;
  let stores: Client[];
  let n = 0;
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

  const refusedAs = (r: Reply, what: string, words: string[]) => {
    expect(r.status, `${what}: ${r.body.msg}`).toBe(400);
    for (const w of words) expect(r.body.msg.toLowerCase(), what).toContain(w.toLowerCase());
  };

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

  it.each(SAVES.map((s) => [`${s.def.name}.${s.f.name} (${s.f.phone})`, s] as const))(
    'saves %s with the numbers its kind takes, and refuses the others saying what it takes',
    async (_name, { def, f }) => {
      const phone = f.phone!;
      const { c, id } = await editable(def);
      const info = async () =>
        (await c.get(recordPaths(def).info, { id })).body.data as Record<string, unknown>;
      const before = await info();
      // A document's Save always carries its lines.
      const lines = def.lines ? { [def.lines.name]: before[def.lines.name] } : {};
      const save = (value: string, lang: 'zh' | 'en' = 'zh') =>
        c.post(recordPaths(def).save, { id, ...lines, [f.name]: value }, { lang });
      for (const [i, value] of NUMBERS[phone].refuses.entries()) {
        const lang = i === 0 ? 'en' : 'zh';
        // What the kind takes is said (the field's naming is the refusal wording's own concern).
        refusedAs(await save(value, lang), `${value}`, [SAID[phone][lang === 'zh' ? 0 : 1]]);
      }
      expect(await info()).toEqual(before);
      if (MADE_ONCE[def.name]) return;
      for (const _ of NUMBERS[phone].takes) {
        const value = fresh(phone, ++n);
        const r = await save(value);
        expect(r.status, `${value}: ${r.body.msg}`).toBe(200);
        expect((await info())[f.name]).toBe(value);
      }
      expect((await save(String(before[f.name] ?? ''))).status).toBe(200);
    },
  );

  const IMPORTS = RESOURCES.filter((def) => def.importable).flatMap((def) =>
    importFields(def)
      .filter((f) => f.type === 'phone')
      .map((f) => ({ def, f })),
  );
  it.each(IMPORTS.map((s) => [`${s.def.name}.${s.f.name}`, s] as const))(
    'refuses an import of %s holding a number its kind refuses, the column named, and writes nothing',
    async (_name, { def, f }) => {
      const c = stores[0]!;
      const path = dataPaths(def)[0]![0];
      const form = (await c.get(recordPaths(def).info, { _meta: 1 })).body.data as FormMeta;
      const [header] = sheetRows(
        await readXlsx((await c.download(path, { _down_excel_import_tpl: 1 })).rawPayload),
      );
      const column = header!.indexOf(f.title.zh);
      expect(column, `${f.name} in the template`).toBeGreaterThanOrEqual(0);
      // A row of the template's example, the phone replaced: a refusal can then only be the phone's.
      const meta = header!.map((title) => form.fields.find((m) => m.title === title)!);
      const row: unknown[] = meta.map((m) => {
        const byType: Partial<Record<string, unknown>> = {
          text: `号码${++n}`.slice(0, m.rules.max ?? 20),
          number: Math.min(Math.max(m.rules.min ?? 0, 1), m.rules.max ?? 1),
          select: m.options?.[0]?.label ?? '',
          radio: m.options?.[0]?.label ?? '',
          region: '北京市 市辖区 东城区',
          switch: '是',
        };
        return byType[m.type] ?? '';
      });
      const count = () =>
        withStore(t.database.db, Number(c.suid), async (db) => (await db.select().from(def.table)).length);
      const before = await count();
      row[column] = NUMBERS[f.phone!].refuses[0];
      const r = await c.upload(path, 'phones.xlsx', await xlsx([header!, row]), { _excel_import: '1' });
      refusedAs(r, `${def.name} import`, ['第2行', f.title.zh, SAID[f.phone!][0]]);
      expect(await count()).toBe(before);
    },
  );

  it.each(SETTINGS.map((s) => [`${s.addon.key}.${s.f.name}`, s] as const))(
    'keeps the add-on setting %s to its kind, a blank allowed',
    async (_name, { addon, f }) => {
      const c = stores[0]!;
      const phone = f.kind ?? 'contact';
      const read = (await c.get(API.addons.addonSetupInfo.path, { key: addon.key })).body.data as {
        values: Record<string, unknown>;
      };
      const save = (value: string, lang: 'zh' | 'en' = 'zh') =>
        c.post(
          API.addons.addonSetupSave.path,
          { key: addon.key, values: { ...read.values, [f.name]: value } },
          { lang },
        );
      for (const [i, value] of NUMBERS[phone].refuses.entries()) {
        const lang = i === 0 ? 'en' : 'zh';
        refusedAs(await save(value, lang), value, [f.title[lang], SAID[phone][lang === 'zh' ? 0 : 1]]);
      }
      for (const value of [...NUMBERS[phone].takes, '']) expect((await save(value)).status, value).toBe(200);
    },
  );
});
