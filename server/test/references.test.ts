import { entityByName } from '@yanye/catalog';
import * as schema from '@yanye/framework/schema';
import {
  conditionSql,
  type Field,
  type ResourceDef,
  rawRows,
  recordPaths,
  referenceOf,
  withStore,
} from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp, xlsx } from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { and, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PICTURES } from '../src/demo/pictures';
import { DEMO_STORES } from '../src/demo/stores';
import { ADDON_SERVERS } from '../src/installed-addons';
import { RESOURCES } from '../src/resources';
import { IMMUTABLE, KEYED, NONE_CHECKED, TABLES } from './references.support';

/**
 * Every foreign id a write takes is a row of the writer's store (docs/tenancy.md), checked by the engine from the schema's
 * foreign keys, and held by the database with composite keys `(supplier_id, x) → (supplier_id, id)`. The cases
 * are made from the schema and the resources' declarations, so a new reference is covered (or fails) by itself.
 * The schema's own keys are checked without an app in references-schema.test.ts.
 */

/** What else a form must say for a reference field to be in force (an advert links to one kind of thing). */
const IN_FORCE: Readonly<Record<string, Record<string, unknown>>> = {
  'Advertising.goods_id': { link_type: 'goods', news_id: 0 },
  'Advertising.news_id': { link_type: 'news', goods_id: 0 },
  'RecycleOrder.point_id': { mode: 'point' },
  'RecycleOrder.address_id': { mode: 'home', point_id: 0 },
};

type Body = { status: boolean; data?: unknown; msg: string };
async function data<T>(reply: Promise<{ body: Body }>): Promise<T> {
  const { body } = await reply;
  if (!body.status) throw new Error(body.msg);
  return body.data as T;
}

/** The SQLSTATE of a database error under drizzle's wrapper. */
function sqlState(error: unknown): string | undefined {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 4; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

class Rollback extends Error {}

const resource = (name: string) => RESOURCES.find((r) => r.name === name)!;
const SHOP = resource('Shop');

/** A reference-bearing field of a resource's form or of its lines. */
interface RefField {
  readonly def: ResourceDef;
  readonly f: Field;
  readonly line: boolean;
}

// A record the console only reads (no page lists its Save) takes no write to check.
const REF_FIELDS: RefField[] = RESOURCES.filter((def) => def.savable).flatMap((def) => [
  ...def.fields.filter((f) => referenceOf(f.column)).map((f) => ({ def, f, line: false })),
  ...(def.lines?.fields ?? []).filter((f) => referenceOf(f.column)).map((f) => ({ def, f, line: true })),
]);

describe.each(DB_KINDS)('references in writes on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let salt: number;
  let grain: number;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    salt = Number(admin.suid);
    // The other demo store with inventory data: its ids are the foreign ones.
    grain = Number((await signedIn(t, 'grain_admin')).suid);
    // It has no role of its own yet: one to name.
    await withStore(t.database.db, grain, (db) => db.insert(schema.roles).values({ name: '外店角色' }));
    // Nor the add-ons' business: each is installed there and given its demo rows, whose ids are foreign too.
    const grainAdmin = await signedIn(t, 'grain_admin');
    const store = DEMO_STORES.find((s) => s.loginName === 'fenggu')!;
    const [owner] = await rows<{ id: number }>(grain, sql`select id::int as id from accounts where is_main`);
    for (const addon of ADDON_SERVERS) {
      await grainAdmin.post(API.addons.addonInstall.path, { key: addon.key });
      await withStore(t.database.db, grain, (db) =>
        (addon.seed ?? (async () => undefined))(db, {
          store,
          now: Math.floor(Date.now() / 1000),
          pictures: DEMO_PICTURES,
          adminId: owner!.id,
        }),
      );
    }
    // And this store gets the add-ons its demo has not, with their demo rows: each key is tried on a row of it.
    const here = DEMO_STORES.find((s) => s.loginName === 'xinyan')!;
    const [mine] = await rows<{ id: number }>(salt, sql`select id::int as id from accounts where is_main`);
    for (const addon of ADDON_SERVERS.filter((a) => !here.addons.includes(a.key))) {
      await admin.post(API.addons.addonInstall.path, { key: addon.key });
      await withStore(t.database.db, salt, (db) =>
        (addon.seed ?? (async () => undefined))(db, {
          store: here,
          now: Math.floor(Date.now() / 1000),
          pictures: DEMO_PICTURES,
          adminId: mine!.id,
        }),
      );
    }
  });
  afterAll(() => t?.close());

  const rows = <T>(store: number, query: SQL) =>
    withStore(t.database.db, store, (db) => rawRows<T>(db.tx, query));
  const count = async (table: PgTable) =>
    (await rows<{ n: number }>(salt, sql`select count(*)::int as n from ${table}`))[0]!.n;
  /** An id of `table` in the other store, if it has a row (an add-on only the salt store has has none there). */
  const foreignIdIfAny = async (table: PgTable) => {
    const [row] = await rows<{ id: number }>(
      grain,
      sql`select id::int as id from ${table} order by id limit 1`,
    );
    return row?.id;
  };
  /** An id of `table` in the other store. */
  const foreignId = async (table: PgTable) => {
    const id = await foreignIdIfAny(table);
    if (id === undefined) throw new Error(`the other store has no ${getTableName(table)}`);
    return id;
  };
  /** The SQLSTATE a statement ends with in the store ('ok' when it passes), rolled back either way. */
  const attempt = async (query: SQL): Promise<string | undefined> => {
    try {
      await withStore(t.database.db, salt, async (db) => {
        await db.tx.execute(query);
        throw new Rollback();
      });
    } catch (error) {
      if (error instanceof Rollback) return 'ok';
      return sqlState(error);
    }
    return 'ok';
  };
  /** What a save of `def` may be refused by, naming the field `f` by its title (a line's too). */
  const names = (r: RefField, lang: 'zh' | 'en', msg: string) =>
    expect(msg.toLowerCase(), `${r.def.name}.${r.f.name}`).toContain(r.f.title[lang].toLowerCase());

  /** A record of `def` that may still be edited, with its form's values. */
  const editable = async (def: ResourceDef) => {
    const where = and(
      def.scope,
      def.editableWhen ? conditionSql(def, def.editableWhen.condition) : undefined,
    );
    const [row] = await withStore(t.database.db, salt, (db) =>
      db.select({ id: def.table.id }).from(def.table).where(where).orderBy(def.table.id).limit(1),
    );
    if (!row) throw new Error(`${def.name}: no editable record in the demo store`);
    const info = await data<Record<string, unknown>>(
      admin.get(recordPaths(def).info, { id: Number(row.id) }),
    );
    return { id: Number(row.id), info };
  };
  /** The row as stored, for "nothing changed". */
  const stored = async (def: ResourceDef, id: number) => {
    const [row] = await rows<Record<string, unknown>>(salt, sql`select * from ${def.table} where id = ${id}`);
    const lines = def.lines
      ? await rows(salt, sql`select * from ${def.lines.table} where doc_id = ${id} order by id`)
      : [];
    return { row, lines };
  };

  it.each(REF_FIELDS.map((r) => [`${r.def.name} ${r.line ? 'line ' : ''}${r.f.name}`, r] as const))(
    'refuses %s of another store or of none, creating or changing, and saves nothing',
    async (_name, r) => {
      const { def, f } = r;
      const target = referenceOf(f.column)!.table;
      const bad: [unknown, 'zh' | 'en'][] = [
        [await foreignId(target), 'zh'],
        [999_999, 'en'],
      ];
      const { id, info } = await editable(def);
      const line0 = (info[def.lines?.name ?? ''] as Record<string, unknown>[] | undefined)?.[0];
      const context = IN_FORCE[`${def.name}.${f.name}`] ?? {};
      // A record no page edits (a top-up is reversed, never changed) is only ever created.
      const entity = entityByName(def.name)!;
      const changeable = entity.pages.some(
        (p) => p.path.includes(':id') && p.api.includes(recordPaths(def).save),
      );
      for (const [value, lang] of bad) {
        // Changing the record: the field alone, or the lines with the first one naming it.
        const before = await stored(def, id);
        // A document's Save always carries its lines.
        const lines = def.lines
          ? { [def.lines.name]: [{ ...line0, ...(r.line ? { [f.name]: value } : {}) }] }
          : {};
        const change = { id, ...context, ...lines, ...(r.line ? {} : { [f.name]: value }) };
        if (changeable) {
          const changed = await admin.post(recordPaths(def).save, change, { lang });
          expect(changed.status, `${def.name}.${f.name} = ${value}: ${changed.body.msg}`).toBe(400);
          names(r, lang, changed.body.msg);
          expect(await stored(def, id)).toEqual(before);
        }

        // A new record like it, but for the foreign id (and for what must differ: names, codes, order lines).
        const copy: Record<string, unknown> = { ...info };
        delete copy.id;
        for (const x of def.fields) {
          if ((x.unique || x.name === 'name') && typeof copy[x.name] === 'string') copy[x.name] += `·${lang}`;
        }
        if (def.lines) {
          const keep = (l: Record<string, unknown>) => {
            const out: Record<string, unknown> = { ...l };
            delete out.id;
            for (const x of def.lines!.fields) {
              if (referenceOf(x.column) && !x.column!.notNull && x !== f) delete out[x.name];
            }
            return out;
          };
          copy[def.lines.name] = (copy[def.lines.name] as Record<string, unknown>[]).map(keep);
          if (r.line) (copy[def.lines.name] as Record<string, unknown>[])[0]![f.name] = value;
        }
        if (!r.line) copy[f.name] = value;
        Object.assign(copy, context);
        const rowsBefore = await count(def.table);
        const created = await admin.post(recordPaths(def).save, copy, { lang });
        expect(created.status, `new ${def.name} with ${f.name} = ${value}: ${created.body.msg}`).toBe(400);
        names(r, lang, created.body.msg);
        expect(await count(def.table)).toBe(rowsBefore);
      }
    },
  );

  it('still takes none where a reference allows it, and a row of the store', async () => {
    const dept = await data<{ value: number }[]>(admin.get(API.jxc.deptTree.path));
    const shop = await data<{ id: number }>(
      admin.post(recordPaths(SHOP).save, { name: '无部门门店', dept_id: 0, status: 1 }),
    );
    const [row] = await rows<{ dept_id: number; dept_ref: number | null }>(
      salt,
      sql`select dept_id::int, dept_ref::int from shops where id = ${shop.id}`,
    );
    expect(row).toEqual({ dept_id: 0, dept_ref: null });
    await data(admin.post(recordPaths(SHOP).save, { id: shop.id, dept_id: dept[0]!.value }));
  });

  it('refuses a batch action, a warehouse operator and an import naming a foreign id', async () => {
    const shop = await data<{ id: number }>(
      admin.post(recordPaths(SHOP).save, { name: '换部门门店', dept_id: 0, status: 1 }),
    );
    for (const [deptId, lang, title] of [
      [await foreignId(schema.departments), 'zh', '所属部门'],
      [999_999, 'en', 'department'],
    ] as const) {
      const r = await admin.post(
        SHOP.actions.ChangeDepart!.path,
        { ids: [shop.id], dept_id: deptId },
        { lang },
      );
      expect(r.status).toBe(400);
      expect(r.body.msg.toLowerCase()).toContain(title);
    }
    const [kept] = await rows<{ dept_id: number }>(
      salt,
      sql`select dept_id::int from shops where id = ${shop.id}`,
    );
    expect(kept!.dept_id).toBe(0);

    // The accounts a warehouse names as its operators (a list of ids in one column) are the store's.
    const [house] = await rows<{ id: number; operator_ids: number[] }>(
      salt,
      sql`select id::int, operator_ids from warehouses order by id limit 1`,
    );
    const other = await admin.post(recordPaths(resource('Warehouse')).save, {
      id: house!.id,
      operator_ids: [await foreignId(schema.accounts)],
    });
    expect(other.status).toBe(400);
    expect(other.body.msg).toContain('仓管员');
    const [same] = await rows<{ operator_ids: number[] }>(
      salt,
      sql`select operator_ids from warehouses where id = ${house!.id}`,
    );
    expect(same!.operator_ids).toEqual(house!.operator_ids);

    // An import goes through the same checks: a category of the other store is no category of this one.
    const goods = await count(schema.goods);
    const file = await xlsx([
      ['商品分类', '商品名称', '单位', '售价'],
      [await foreignId(schema.goodsCats), '别家分类的商品', '袋', 1],
    ]);
    const onSale = Object.keys(resource('Goods').views)[0]!;
    const imported = await admin.upload(onSale, 'goods.xlsx', file, {
      _excel_import: '1',
    });
    expect(imported.status).toBe(400);
    expect(imported.body.msg).toContain('商品分类');
    expect(await count(schema.goods)).toBe(goods);
  });

  it('has the database refuse a reference to another store or to nothing (SQLSTATE 23503)', async () => {
    const [constraints] = await Promise.all([
      rawRows<{ conname: string }>(
        t.database.db,
        sql`select conname from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
      ),
    ]);
    const inDatabase = new Set(constraints.map((c) => c.conname));
    // PostgreSQL keeps 63 bytes of a name (two older keys drizzle named are longer).
    const declared = TABLES.flatMap((table) =>
      getTableConfig(table).foreignKeys.map((fk) => fk.getName().slice(0, 63)),
    );
    expect(declared.filter((name) => !inDatabase.has(name))).toEqual([]);

    const untried: string[] = [];
    for (const { table, column, key } of KEYED) {
      const target = referenceOf(column)!.table;
      const one = sql`(select ctid from ${table} limit 1)`;
      const [any] = await rows(salt, sql`select 1 from ${table} limit 1`);
      if (!any) {
        untried.push(key);
        continue;
      }
      // A ledger row is changed by nobody (insufficient privilege); its keys are in the database (above).
      const refused = getTableName(table) in IMMUTABLE ? '42501' : '23503';
      const other = await foreignIdIfAny(target);
      for (const value of other === undefined ? [999_999] : [other, 999_999]) {
        const state = await attempt(
          sql`update ${table} set ${sql.identifier(column.name)} = ${value} where ctid = ${one}`,
        );
        expect(state, `${key} = ${value}`).toBe(refused);
      }
      // None, where the column has it, passes (unless a check ties it to the row's kind).
      if (refused === '23503' && (referenceOf(column)!.zeroIsNone || !column.notNull)) {
        const none = referenceOf(column)!.zeroIsNone ? 0 : null;
        const state = await attempt(
          sql`update ${table} set ${sql.identifier(column.name)} = ${none} where ctid = ${one}`,
        );
        expect(key in NONE_CHECKED ? ['ok', '23514'] : ['ok'], `${key} = ${none}`).toContain(state);
      }
    }
    // Tables the demo store may have no row of yet (none is seeded): an insert of its own shows the first.
    // The payment wallet's are the union store's alone (the salt store has no withdrawals).
    const UNSEEDED = [
      'export_tasks.account_id',
      'uploads.account_id',
      'withdrawals.bank_card_id',
      'withdrawals.account_id',
      // A user's column settings: the demo's users keep the lists' defaults.
      'list_column_settings.account_id',
      // Saved views of lists and defaults: the demo's users keep none.
      'list_views.owner_id',
      'list_view_defaults.account_id',
      'list_view_defaults.view_id',
      // Live events are written by the database's triggers alone, and the demo raises none; nor has any user
      // saved live settings.
      'live_events.account_id',
      'live_settings.account_id',
    ];
    expect(untried.filter((key) => !UNSEEDED.includes(key))).toEqual([]);
    expect(untried).toContain('export_tasks.account_id');
    const account = await foreignId(schema.accounts);
    expect(
      await attempt(
        sql`insert into export_tasks (supplier_id, account_id, title, api, params)
            values (${salt}, ${account}, 'x', '/x', '{}'::jsonb)`,
      ),
    ).toBe('23503');
    // A direct insert naming another store's rows, as a hand-written query might.
    expect(
      await attempt(
        sql`insert into shops (supplier_id, name, dept_id) values (${salt}, '别家部门', ${await foreignId(schema.departments)})`,
      ),
    ).toBe('23503');
    expect(
      await attempt(
        sql`insert into clock_ins (supplier_id, account_id, shop_id, kind, clock_time)
            select ${salt}, ${account}, id, 'in', 0 from shops limit 1`,
      ),
    ).toBe('23503');
  });
});
