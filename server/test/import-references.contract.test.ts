import {
  dataPaths,
  type Field,
  importFields,
  type ResourceDef,
  rawRows,
  recordPaths,
  referenceColumnOf,
  referenceOf,
  withStore,
} from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  readXlsx,
  sheetRows,
  signedIn,
  startApp,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import type { FieldMeta, FormMeta } from '@yanye/protocol';
import { API } from '@yanye/protocol';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';

/**
 * An import holds every id it takes to the importing store, as a Save does: a sheet whose reference cell names
 * another store's row (a category, a unit, a collector's recycle points, one id among several) is refused, the
 * column named, and nothing is written. Run over every importable list and every reference it imports, found
 * from the resource registry, so a new list or reference is covered by being declared.
 */

/** Fields of importable lists that hold ids yet are not imported, each with why. */
const NOT_IMPORTED: Readonly<Record<string, string>> = {};

/** Importable fields named like ids that are no rows of the store, each with why. */
const NOT_REFERENCES: Readonly<Record<string, string>> = {
  'WxReplyKeyword.media_id': "the id WeChat gave an uploaded picture or voice: WeChat's, not a row of ours",
};

interface Case {
  readonly def: ResourceDef;
  readonly f: Field;
  readonly target: PgTable;
}

// A document's import saves each document through its form's Save, which holds every id to the store; its sheet
// (one row a line) is not one record a row, and has its own tests: jxc-import.
const IMPORTABLE = RESOURCES.filter((def) => def.importable && !def.lines);
const CASES: Case[] = IMPORTABLE.flatMap((def) =>
  importFields(def).flatMap((f) => {
    const ref = referenceColumnOf(f);
    return ref ? [{ def, f, target: referenceOf(ref)!.table }] : [];
  }),
);

const unique = () => `导入${Math.random().toString(36).slice(2, 8)}`;

/** A cell an import takes for a field, as a person would type it (the reference under test is set apart). */
function sample(f: FieldMeta): unknown {
  const byType: Record<FieldMeta['type'], () => unknown> = {
    text: () => unique().slice(0, f.rules.max ?? 60),
    textarea: () => unique(),
    richtext: () => `<p>${unique()}</p>`,
    phone: () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    number: () => Math.min(Math.max(f.rules.min ?? 0, 1), f.rules.max ?? 1),
    money: () => 12.5,
    select: () => f.options?.[0]?.label ?? '',
    radio: () => f.options?.[0]?.label ?? '',
    switch: () => '是',
    image: () => '',
    images: () => '',
    file: () => '',
    date: () => '2026-01-01',
    datetime: () => '2026-01-01 09:00:00',
    tree: () => 0,
    lines: () => '',
    region: () => '北京市 市辖区 东城区',
    bankcard: () => '4111111111111111',
  };
  return byType[f.type]();
}

describe('the importable lists', () => {
  it('import every reference they hold, and name like ids only references', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(7);
    expect(
      CASES.some((c) => c.f.multiple),
      'a reference of several ids',
    ).toBe(true);
    for (const def of IMPORTABLE) {
      for (const f of def.fields) {
        const key = `${def.name}.${f.name}`;
        if (referenceColumnOf(f) && !f.importable)
          expect(NOT_IMPORTED[key], `${key} is not imported`).toBeDefined();
        if (f.importable && /_ids?$/.test(f.name) && !referenceColumnOf(f))
          expect(NOT_REFERENCES[key], `${key} holds ids of no declared reference`).toBeDefined();
      }
    }
  });
});

describe.each(DB_KINDS)("imports naming another store's rows, on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  let salt: number;
  let grain: number;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    salt = Number(admin.suid);
    grain = Number((await signedIn(t, 'grain_admin')).suid);
    // The add-ons' lists import too: every add-on installed.
    const listed = await admin.get(API.addons.addonList.path, { cate: '', title: '' });
    for (const a of (listed.body.data as { key: string; installed: number }[]).filter(
      (x) => x.installed === 0,
    ))
      await admin.post(API.addons.addonInstall.path, { key: a.key });
  });
  afterAll(() => t?.close());

  const rows = <T>(store: number, query: SQL) =>
    withStore(t.database.db, store, (db) => rawRows<T>(db.tx, query));
  const count = async (table: PgTable) =>
    (await rows<{ n: number }>(salt, sql`select count(*)::int as n from ${table}`))[0]!.n;
  const ids = async (store: number, table: PgTable) =>
    (await rows<{ id: number }>(store, sql`select id::int as id from ${table} order by id limit 2`)).map(
      (r) => r.id,
    );

  it.each(CASES.map((c) => [`${c.def.name}.${c.f.name}`, c] as const))(
    "refuses %s naming another store's row, the column named, and writes nothing",
    async (_name, { def, f, target }) => {
      const path = dataPaths(def)[0]![0];
      const form = (await admin.get(recordPaths(def).info, { _meta: 1 })).body.data as FormMeta;
      const tpl = await admin.download(path, { _down_excel_import_tpl: 1 });
      const [header] = sheetRows(await readXlsx(tpl.rawPayload));
      const metas = header!.map((title) => form.fields.find((m) => m.title === title)!);
      const column = metas.findIndex((m) => m.name === f.name);
      expect(column, `${f.name} is a column of the template`).toBeGreaterThanOrEqual(0);
      // Its own rows: a pick the form offers when it offers any, else the table's first rows.
      const offered = metas[column]!.options?.map((o) => Number(o.value));
      const own = offered?.length ? offered.slice(0, 2) : await ids(salt, target);
      const [foreign] = await ids(grain, target);
      expect(own.length, `${getTableName(target)} rows of this store`).toBeGreaterThan(0);
      expect(foreign, `${getTableName(target)} rows of the other store`).toBeDefined();
      const sheet = (cell: unknown) => {
        const row = metas.map(sample);
        row[column] = cell;
        return xlsx([header!, row]);
      };
      const upload = async (cell: unknown, lang: 'zh' | 'en') =>
        admin.upload(path, 'refs.xlsx', await sheet(cell), { _excel_import: '1' }, { lang });
      const written = async () => [await count(def.table), f.refersTo ? await count(f.refersTo.table) : 0];

      // The same row naming the store's own rows is taken: only the reference can be refused below.
      const before = await written();
      const taken = await upload(f.multiple ? own.join('、') : own[0], 'zh');
      expect(taken.body, JSON.stringify(own)).toMatchObject({ status: true, data: { inserted: 1 } });
      const held = await written();
      expect(held[0]).toBe(before[0]! + 1);

      const bad: [unknown, 'zh' | 'en'][] = [
        [foreign, 'zh'],
        [String(foreign), 'en'],
        ...(f.multiple ? ([[`${own[0]}、${foreign}`, 'zh']] as [unknown, 'zh'][]) : []),
      ];
      for (const [cell, lang] of bad) {
        const r = await upload(cell, lang);
        const what = `${def.name}.${f.name} = ${cell}`;
        expect(r.status, `${what}: ${r.body.msg}`).toBe(400);
        expect(r.body.msg, what).toContain(f.title[lang]);
        expect(r.body.msg, what).toContain(lang === 'zh' ? '第2行' : 'Row 2');
        expect(await written(), what).toEqual(held);
      }
    },
  );
});
