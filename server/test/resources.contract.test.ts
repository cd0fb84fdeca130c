import { entityByName, isDestructive, isIrreversible } from '@yanye/catalog';
import {
  accountRoles,
  accounts,
  dataPaths,
  hashPassword,
  type ResourceDef,
  recordNameKey,
  recordPaths,
  roles,
  withStore,
} from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp, xlsx } from '@yanye/framework/testing';
import {
  type CountAnswer,
  type FieldMeta,
  type FormMeta,
  formatMoney,
  formatNumber,
  type TableMeta,
} from '@yanye/protocol';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STORES } from '../src/demo/stores';
import { RESOURCES } from '../src/resources';

import {
  collation,
  countOf,
  cursorPagesOf,
  declaredOptions,
  filterBy,
  formValue,
  idOf,
  idSet,
  idsOf,
  itIf,
  matches,
  ok,
  otherValue,
  padded,
  pagesOf,
  present,
  probes,
  type Query,
  type Row,
  refusedFile,
  refusedReply,
  rowsOf,
  sample,
  sheet,
  shownCell,
  typedAs,
  WHOLE,
} from './resources.contract.support';

/** Entities whose pages an operator's one role holds: each resource is asked by the holder of another's. */
const OUTSIDER_ENTITIES = ['Notification', 'GoodsCat'] as const;

describe.each(DB_KINDS)('every resource keeps the list and record contract, on %s', (kind) => {
  let t: TestApp;
  /** xinyan's admin and fenggu's: fenggu is the union store, the one whose payment-wallet pages exist. */
  let salt: Client;
  let grain: Client;
  const outsiders = new Map<string, { client: Client; apis: ReadonlySet<string> }>();
  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    // Both stores install every add-on whose entities are asked here: the asking store, and the other so that
    // their wall is tried against a store that may use them (a store without the add-on is refused its calls
    // before the wall is reached).
    const keys = new Set(RESOURCES.flatMap((d) => entityByName(d.name)?.group.pluginKey ?? []));
    for (const client of [salt, grain])
      for (const key of keys) {
        const r = await client.post('/v1/addons/install', { key });
        if (r.status !== 200 && r.status !== 409) throw new Error(`install ${key}: ${r.body.msg}`);
      }
    // Operators of the same store whose one role opens the pages of one entity, and nothing else.
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const entity of OUTSIDER_ENTITIES) {
      const facts = entityByName(entity)!;
      const pages = [facts.group, ...facts.pages];
      const apis = [...new Set(pages.flatMap((p) => p.api))];
      const username = `outsider_${entity.toLowerCase()}`;
      await withStore(t.database.db, Number(salt.suid), async (db) => {
        const [role] = await db
          .insert(roles)
          .values({
            name: `只管${facts.title.zh}`,
            description: '',
            pathArr: pages.map((p) => p.path),
            apiArr: apis,
          })
          .returning({ id: roles.id });
        const [account] = await db
          .insert(accounts)
          .values({ username, passwordHash: hash, nickName: username })
          .returning({ id: accounts.id });
        await db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
      });
      const client = await signedIn(t, username, 'xinyan');
      // The role does open its own page: a refusal elsewhere is the role's, not a broken account's.
      const own = await client.get(`${facts.api}Manage`, { limit: 1 });
      if (own.status !== 200) throw new Error(`${username} cannot open its own page: ${own.status}`);
      outsiders.set(entity, { client, apis: new Set(apis) });
    }
  });
  afterAll(() => t?.close());

  describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def: ResourceDef) => {
    // A union store's own pages (the payment wallet) are asked by its admin, and those kept from union stores (the
    // supplied goods) by a store outside the union; the other store is refused them whole.
    const audience = entityByName(def.name)?.group.audience;
    const unionOnly = audience === 'union';
    const walled = unionOnly || audience === 'nonUnion';
    // An add-on's entities are asked by the demo store that has it (its demo rows are there).
    const pluginKey = entityByName(def.name)?.group.pluginKey;
    const home = pluginKey ? DEMO_STORES.find((s) => s.addons.includes(pluginKey))?.admin : undefined;
    const byGrain = unionOnly || home === 'grain_admin';
    let admin: Client;
    let other: Client;
    beforeAll(() => {
      admin = byGrain ? grain : salt;
      other = byGrain ? salt : grain;
    });
    const lists = dataPaths(def).map(([path]) => path);
    const paths = recordPaths(def);
    const hasForm = def.fields.length > 0;
    const columns = Object.entries(def.columns);
    const filters = columns.flatMap(([key, c]) => (c.filter ? [[key, c.filter, c] as const] : []));
    const sums = columns.filter(([, c]) => c.sum).map(([key]) => key);
    const exportable = columns.filter(([, c]) => c.exportable);

    const expectSums = (counted: CountAnswer, rows: readonly Row[], what: string) => {
      expect(Object.keys(counted.totalrow).sort(), what).toEqual([...sums].sort());
      for (const key of sums) {
        const total = rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
        expect(counted.totalrow[key], `${what}: sum of ${key}`).toBeCloseTo(total, 2);
      }
    };

    /** What the store holds of the resource, read from the database: rows of its table and of its lines. */
    const stored = () =>
      withStore(t.database.db, Number(admin.suid), async (db) => {
        const [rows] = await db.select({ n: count() }).from(def.table);
        const [lines] = def.lines ? await db.select({ n: count() }).from(def.lines.table) : [{ n: 0 }];
        return { rows: rows!.n, lines: lines!.n };
      });

    /** The id of one of the store's records that the resource serves. */
    const anId = () =>
      withStore(t.database.db, Number(admin.suid), async (db) => {
        const [row] = await db.select({ id: def.table.id }).from(def.table).where(def.scope).limit(1);
        expect(row, `${def.name}: the demo store has a record`).toBeDefined();
        return Number(row!.id);
      });

    /** A filter, as sent, that finds some of `rows` (and, if `strict`, not all of them). */
    const subset = (rows: readonly Row[], strict: boolean): Query | undefined => {
      for (const [key, filter] of filters) {
        const value = filterBy(rows, key, filter);
        if (!present(value)) continue;
        const sent = probes[filter](value)[0]!;
        const found = rows.filter((r) => matches[filter](r[key], sent)).length;
        if (found > 0 && (!strict || found < rows.length)) return { [key]: sent };
      }
      return undefined;
    };

    /** A filter narrowing a list too long to read whole to a set that is not. */
    const narrowing = async (path: string, rows: readonly Row[]): Promise<Query | undefined> => {
      for (const [key, filter] of filters) {
        const value = filterBy(rows, key, filter);
        for (const sent of present(value) ? probes[filter](value) : []) {
          const { count } = await countOf(admin, path, { [key]: sent });
          if (count > 0 && count <= WHOLE) return { [key]: sent };
        }
      }
      return undefined;
    };

    const exported = async (c: Client, path: string, query: Query) => {
      const raw = await c.download(path, { ...query, _down_excel: 1, _excel_file_name: 'contract' });
      expect(raw.statusCode, `${path} export ${JSON.stringify(query)}`).toBe(200);
      expect(raw.headers['content-type']).toContain('spreadsheetml');
      return { raw, rows: await sheet(raw.rawPayload) };
    };

    itIf(lists.length > 0)(
      'describes its lists as it declares them: each column and filter, its sums, actions and offers',
      async () => {
        for (const path of lists) {
          const meta = ok<TableMeta>(await admin.get(path, { _meta: 1 }), path);
          expect(meta.column_names).toEqual(columns.map(([key]) => key));
          for (const [key, c] of columns) {
            expect(meta.rows[key], `${path} ${key}`).toMatchObject({
              name: key,
              type: c.type,
              kind: c.kind,
              title: c.title.zh,
              sort: c.sortable,
              sum: c.sum,
              money: c.money,
              showTableRow: c.visible ? '1' : '0',
              decimal: c.decimals ?? null,
              item_align: c.align,
            });
            const options = declaredOptions(c.options);
            if (options) expect(meta.rows[key]!.options, `${path} ${key}`).toEqual(options);
            if (c.options) expect(meta.rows[key]!.options, `${path} ${key}`).not.toBeNull();
          }
          expect(meta.top_search.map((f) => f.name)).toEqual(filters.map(([key]) => key));
          for (const [key, filter, c] of filters) {
            const found = meta.top_search.find((f) => f.name === key)!;
            expect(found, `${path} filter ${key}`).toMatchObject({
              type: filter,
              title: c.title.zh,
              money: c.money,
              second_name: [],
            });
            if (filter === 'select') expect(found.options, `${path} filter ${key} offers`).not.toBeNull();
          }
          expect(meta.show_sum).toBe(sums.length > 0);
          expect(meta.show_excel).toBe(def.exportable ?? false);
          expect(meta.show_excel_async).toBe(def.exportAsync ?? false);
          expect(meta.show_excel_import).toBe(def.importable ?? false);
          expect(meta.has_form).toBe(hasForm);
          const actions = meta.actions.map((a) => a.name);
          expect(actions).toEqual([...Object.keys(def.actions), ...(def.delLabel ? ['Del'] : [])]);
          for (const a of meta.actions) {
            expect(a.title.length, `${path} ${a.name}`).toBeGreaterThan(0);
            // What it does in full, for the question before it; red when it destroys or undoes.
            expect(a.summary?.length, `${path} ${a.name}`).toBeGreaterThan(0);
            expect(a.danger ?? false, `${path} ${a.name}`).toBe(isDestructive(a.api));
            if (a.name !== 'Del')
              expect(a.irreversible ?? false, `${path} ${a.name}`).toBe(isIrreversible(a.api));
          }
          const del = meta.actions.find((a) => a.name === 'Del');
          if (del)
            expect([del.restorable, del.irreversible], `${path} Del`).toEqual([!!def.trash, !def.trash]);
        }
      },
    );

    itIf(lists.length > 0)(
      'pages through its rows, and counts and sums them as its pages hold them',
      async () => {
        for (const path of lists) {
          const meta = ok<TableMeta>(await admin.get(path, { _meta: 1 }), path);
          const { counted, rows } = await rowsOf(admin, path);
          // A list too long to read whole is read through a filter that narrows it.
          const narrow = counted.count <= WHOLE ? {} : await narrowing(path, rows);
          expect(narrow, `${def.name} ${path}: no filter narrows its ${counted.count} rows`).toBeDefined();
          const set = counted.count <= WHOLE ? { counted, rows } : await rowsOf(admin, path, narrow!);
          const what = `${path} ${JSON.stringify(narrow)}`;
          expect(set.rows.length, what).toBe(set.counted.count);
          expect(new Set(set.rows.map(idOf)).size, `${what}: no row on two pages`).toBe(set.rows.length);
          expectSums(set.counted, set.rows, what);
          const first = ok<Row[]>(await admin.get(path, {}), path);
          expect(first.length, `${path}: the first page holds the list's page size`).toBe(
            Math.min(counted.count, meta.limit),
          );
          // Past the last page: an empty page, never an error.
          const beyond = ok<Row[]>(await admin.get(path, { page: 999_999, limit: 100 }), path);
          expect(beyond).toEqual([]);
          for (const bad of [{ limit: 501 }, { limit: 0 }, { page: 0 }] as Query[]) {
            expect((await admin.get(path, bad)).status, `${path} ${JSON.stringify(bad)}`).toBe(400);
          }
        }
      },
    );

    itIf(lists.length > 0)(
      'filters by each declared filter on the server: exactly the rows that match, counted and summed',
      async () => {
        for (const path of lists) {
          const meta = ok<TableMeta>(await admin.get(path, { _meta: 1 }), path);
          const { counted, rows: all } = await rowsOf(admin, path);
          for (const [key, filter] of filters) {
            const what = `${def.name} ${path} filter ${key} (${filter})`;
            const value = filterBy(all, key, filter);
            expect
              .soft(present(value), `${what}: no row of the demo store holds a value to filter by`)
              .toBe(true);
            if (!present(value)) continue;
            const offered = meta.top_search.find((f) => f.name === key)?.options?.map((o) => String(o.value));
            const held = all
              .map((r) => r[key])
              .filter(present)
              .map(String);
            const strays = offered ? held.filter((v) => !offered.includes(v)) : [];
            expect(strays, `${what}: values held that the filter does not offer`).toEqual([]);
            for (const [i, sent] of probes[filter](value).entries()) {
              const label = `${what} = ${sent}`;
              const rows = await pagesOf(admin, path, { [key]: sent });
              for (const r of rows) expect(matches[filter](r[key], sent), `${label}: row ${r.id}`).toBe(true);
              // The first use of each filter is counted and summed too, over the set it finds.
              const found = i === 0 ? await countOf(admin, path, { [key]: sent }) : undefined;
              if (found && found.count <= WHOLE) {
                expect(rows.length, label).toBe(found.count);
                expectSums(found, rows, label);
              }
              if (counted.count <= WHOLE) {
                expect(idSet(rows), label).toEqual(idSet(all.filter((r) => matches[filter](r[key], sent))));
              }
            }
            if (filter === 'select') {
              // A value no option offers finds nothing, or is refused; never a failure of the server.
              const odd = await admin.get<Row[]>(path, { [key]: 'no-such-option' });
              expect.soft([200, 400], `${what} = no-such-option: ${odd.body.msg}`).toContain(odd.status);
              if (odd.body.status) expect(odd.body.data, what).toEqual([]);
            } else if (filter !== 'text') {
              for (const bad of ['abc', '1,2,3']) {
                expect((await admin.get(path, { [key]: bad })).status, `${what} = ${bad}`).toBe(400);
              }
            }
          }
        }
      },
    );

    itIf(lists.length > 0)(
      'sorts by each sortable column both ways across pages, and refuses any other sort',
      async () => {
        for (const path of lists) {
          for (const [key, c] of columns) {
            if (!c.sortable) continue;
            const up = await pagesOf(admin, path, { sort: key, order: 'true' });
            const down = await pagesOf(admin, path, { sort: key, order: 'false' });
            const what = `${def.name} ${path} sort ${key}`;
            // By cursor, the same rows in the same pages, both ways.
            const upByCursor = await cursorPagesOf(admin, path, { sort: key, order: 'true' });
            expect(idsOf(upByCursor), what).toEqual(idsOf(up.slice(0, upByCursor.length)));
            const downByCursor = await cursorPagesOf(admin, path, { sort: key, order: 'false' });
            expect(idsOf(downByCursor), what).toEqual(idsOf(down.slice(0, downByCursor.length)));
            // Ties are broken by id the same way, so one order is the other read backwards.
            if (up.length < WHOLE) {
              expect(down.map(idOf), what).toEqual(up.map(idOf).reverse());
            }
            const texts = up.map((r) => r[key]).filter((v): v is string => typeof v === 'string');
            const rank = await collation(t, texts);
            const position = (v: unknown) => (typeof v === 'string' ? rank.get(v)! : Number(v));
            for (const [rows, ascending] of [
              [up, true],
              [down, false],
            ] as const) {
              // PostgreSQL puts empty values last when ascending, first when descending.
              const empty = rows.map((r) => r[key] === null);
              const settled = [...empty].sort((a, b) => Number(a) - Number(b));
              expect(empty, `${what}: empty values at one end`).toEqual(
                ascending ? settled : settled.reverse(),
              );
              for (let i = 1; i < rows.length; i++) {
                const [a, b] = [rows[i - 1]!, rows[i]!];
                if (a[key] === null || b[key] === null) continue;
                const step = (position(b[key]) - position(a[key])) * (ascending ? 1 : -1);
                const tie = (idOf(b) - idOf(a)) * (ascending ? 1 : -1);
                expect(
                  step > 0 || (step === 0 && tie > 0),
                  `${what} ${ascending}: row ${i} (${a.id}, ${b.id})`,
                ).toBe(true);
              }
            }
          }
          const unsortable = columns.find(([, c]) => !c.sortable)?.[0] ?? 'no_such_column';
          expect((await admin.get(path, { sort: unsortable })).status, path).toBe(400);
          expect((await admin.get(path, { sort: 'id; drop table goods' })).status, path).toBe(400);
        }
      },
    );

    itIf(def.exportable)(
      'exports each list as it shows it: every column, two chosen ones, a filtered set',
      async () => {
        const timeZone = t.config.TIME_ZONE;
        for (const path of lists) {
          const meta = ok<TableMeta>(await admin.get(path, { _meta: 1 }), path);
          const all = await rowsOf(admin, path);
          const shown = (keys: readonly string[], r: Row) =>
            keys.map((key) => shownCell(def.columns[key]!, meta.rows[key]!, r[key], timeZone));
          const check = async (query: Query, keys: readonly string[], set: typeof all) => {
            const what = `${path} export ${JSON.stringify(query)}`;
            const got = (await exported(admin, path, query)).rows;
            expect(got[0], `${what}: the header`).toEqual(keys.map((key) => def.columns[key]!.title.zh));
            expect(got.length - 1, `${what}: a line a row`).toBe(set.counted.count);
            const lines = padded(got.slice(1, set.rows.length + 1), keys.length);
            expect(lines, what).toEqual(set.rows.map((r) => shown(keys, r)));
          };
          const everything = exportable.map(([key]) => key);
          await check({}, everything, all);
          // Two columns, asked in an order of the asker's own.
          const two = everything.slice(-2).reverse();
          expect(two, `${def.name}: two exportable columns`).toHaveLength(2);
          await check({ _excel_down_culumns: two.join(',') }, two, all);
          // A filtered set: the rows the filter finds, no more.
          const narrow = subset(all.rows, true) ?? subset(all.rows, false);
          expect(narrow, `${def.name} ${path}: a filter to export by`).toBeDefined();
          await check(narrow!, everything, await rowsOf(admin, path, narrow!));
        }
      },
    );

    // A document's import (one row a line, rows grouped into documents) has its own tests: jxc-import.
    const importsRecords = Boolean(def.importable && !def.lines);

    itIf(importsRecords)(
      'imports a filled template as one new record holding the values typed, and its example row not at all',
      async () => {
        const path = lists[0]!;
        const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
        const tpl = await admin.download(path, { _down_excel_import_tpl: 1 });
        expect(tpl.statusCode).toBe(200);
        const [header] = await sheet(tpl.rawPayload);
        expect(header, 'the template holds the fields an import fills').toEqual(
          def.fields.filter((f) => f.importable).map((f) => f.title.zh),
        );
        const importable = header!.map((title) => form.fields.find((f) => f.title === title)!);
        const before = await countOf(admin, path);
        const held = await stored();
        const ids = async () =>
          withStore(t.database.db, Number(admin.suid), async (db) =>
            (await db.select({ id: def.table.id }).from(def.table)).map((r) => Number(r.id)),
          );
        const old = new Set(await ids());
        const row = importable.map(sample);
        const r = await admin.upload(path, 'contract.xlsx', await xlsx([header!, row]), {
          _excel_import: '1',
        });
        expect(r.body, JSON.stringify(row)).toMatchObject({
          status: true,
          data: { inserted: 1, updated: 0 },
        });
        expect((await countOf(admin, path)).count).toBe(before.count + 1);
        const added = (await ids()).filter((id) => !old.has(id));
        expect(added, 'one new record').toHaveLength(1);
        // Read back: each field holds what its cell said.
        const record = ok<Row>(await admin.get(paths.info, { id: added[0]! }), paths.info);
        importable.forEach((f, i) => {
          expect(typedAs(f, record[f.name], t.config.TIME_ZONE), `${def.name}.${f.name}`).toEqual(row[i]);
        });
        const empty = await admin.upload(path, 'template.xlsx', tpl.rawPayload, { _excel_import: '1' });
        expect(empty.status).toBe(400);
        expect(await stored()).toEqual({ ...held, rows: held.rows + 1 });
      },
    );

    itIf(importsRecords && def.exportable)(
      'imports its own export of the template columns back: the rows it exported are restored as they were',
      async () => {
        const path = lists[0]!;
        const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
        const fields = form.fields.filter(
          (f) => def.fields.find((d) => d.name === f.name)?.importable && def.columns[f.name]?.exportable,
        );
        expect(
          def.columns.id?.exportable,
          `${def.name}: the export carries ids, so it imports as updates`,
        ).toBe(true);
        const keys = ['id', ...fields.map((f) => f.name)];
        const before = await pagesOf(admin, path);
        const project = (rows: readonly Row[]) =>
          [...rows].sort((a, b) => idOf(a) - idOf(b)).map((r) => keys.map((key) => r[key]));
        const file = await exported(admin, path, { _excel_down_culumns: keys.join(',') });
        // One record is changed after the export: the import must bring each of its columns back.
        const newest = before.reduce((a, b) => (idOf(b) > idOf(a) ? b : a));
        const id = idOf(newest);
        const changes = Object.fromEntries(fields.map((f) => [f.name, otherValue(f, newest[f.name], id)]));
        ok(await admin.post(paths.save, { id, ...changes }), `${paths.save} ${JSON.stringify(changes)}`);
        const r = await admin.upload(path, 'export.xlsx', file.raw.rawPayload, { _excel_import: '1' });
        expect(r.body, path).toMatchObject({ status: true, data: { inserted: 0, updated: before.length } });
        const back = ok<Row>(await admin.get(paths.info, { id }), paths.info);
        for (const f of fields) {
          const what = `${def.name}.${f.name}, exported as ${def.columns[f.name]!.title.zh}, imported back`;
          expect(back[f.name], what).toEqual(newest[f.name]);
        }
        const after = await pagesOf(admin, path);
        expect(project(after), keys.join(',')).toEqual(project(before));
      },
    );

    itIf(lists.length > 0)(
      'names its rows and records by one column: the list’s record_name, the Info’s _name',
      async () => {
        const named = def.recordName && def.columns[def.recordName] ? def.recordName : null;
        const path = lists[0]!;
        const meta = ok<TableMeta>(await admin.get(path, { _meta: 1 }), path);
        expect(meta.record_name ?? null).toBe(named);
        const [row] = ok<Row[]>(await admin.get(path, { page: 1, limit: 1 }), path);
        if (!hasForm || !named || !row) return;
        const info = ok<Row>(await admin.get(paths.info, { id: idOf(row) }), paths.info);
        // Said as the list says it, when the resource's own table holds it (a joined name is the list's alone).
        if (recordNameKey(def)) expect(info._name).toBe(String(row[named] ?? ''));
        else expect(info).not.toHaveProperty('_name');
      },
    );

    itIf(hasForm)('describes its form as it declares it', async () => {
      const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
      expect(form.fields.map((f) => f.name)).toEqual([
        ...def.fields.map((f) => f.name),
        ...(def.lines ? [def.lines.name] : []),
      ]);
      for (const f of def.fields) {
        const meta = form.fields.find((x) => x.name === f.name)!;
        expect(meta, f.name).toMatchObject({
          title: f.title.zh,
          type: f.type,
          required: f.required,
          rules: { min: f.min ?? null, max: f.max ?? null },
          multiple: f.multiple,
          hidden: f.hidden,
        });
        const options = declaredOptions(f.options);
        if (options) expect(meta.options, f.name).toEqual(options);
      }
    });

    itIf(hasForm && def.savable)(
      'refuses a save that breaks any field’s rule, naming the field, and changes nothing',
      async () => {
        const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
        const fields = form.fields.filter((f) => f.type !== 'lines');
        const held = await stored();
        // Every field right but the one broken, so the refusal can only be that field's.
        const valid = Object.fromEntries(fields.map((f) => [f.name, formValue(f)]));
        // The refusal names the field by the label its form shows, states the rule with its limit (`limits`,
        // as the form writes them) in plain words, and tells the form which field to show it under.
        const refused = async (f: FieldMeta, value: unknown, why: string, limits: readonly string[] = []) => {
          const body = { ...valid, [f.name]: value };
          if (value === undefined) delete body[f.name];
          const r = await admin.post(paths.save, body);
          const what = `${def.name}.${f.name} ${why}`;
          expect(r.status, `${what}: ${r.body.msg}`).toBe(400);
          expect(r.body, what).toMatchObject({ status: false, code: 'BAD_INPUT', data: { field: f.name } });
          expect(r.body.msg, what).toContain(f.title);
          for (const limit of limits) expect(r.body.msg, what).toContain(limit);
          expect(r.body.msg, what).not.toMatch(/格式错误|太长或太大|太短或太小/);
        };
        const shown = (f: FieldMeta, n: number) => (f.type === 'money' ? formatMoney(n) : formatNumber(n));
        for (const f of fields) {
          if (f.required) await refused(f, undefined, 'missing');
          if ((f.type === 'text' || f.type === 'textarea') && f.rules.max !== null) {
            await refused(f, 'x'.repeat(f.rules.max + 1), 'too long', [
              `最多 ${formatNumber(f.rules.max)} 个字`,
            ]);
          }
          if (f.type === 'text') await refused(f, { not: 'text' }, 'not text');
          if (f.type === 'number' || f.type === 'money') {
            await refused(f, 'abc', 'not a number');
            const { min, max } = f.rules;
            const both = min !== null && max !== null ? [shown(f, min), shown(f, max)] : undefined;
            if (max !== null && max < Number.MAX_SAFE_INTEGER)
              await refused(f, max + 1, 'past its most', both ?? [shown(f, max)]);
            if (min !== null && min > Number.MIN_SAFE_INTEGER)
              await refused(f, min - 1, 'under its least', both ?? [shown(f, min)]);
          }
          if ((f.type === 'select' || f.type === 'radio') && f.options) {
            await refused(f, f.multiple ? ['no-such-option'] : 'no-such-option', 'not an option');
          }
          if (f.type === 'phone') await refused(f, '123', 'not a phone number');
        }
        expect(await stored()).toEqual(held);
      },
    );

    const uniqueFields = def.savable ? def.fields.filter((f) => f.unique) : [];
    itIf(uniqueFields.length > 0)(
      'refuses a value a unique field already holds in another record',
      async () => {
        const rows = ok<Row[]>(await admin.get(lists[0]!, { limit: 2 }), lists[0]!);
        expect(rows, 'two records to compare').toHaveLength(2);
        const [a, b] = rows.map((r) => Number(r.id));
        const first = ok<Row>(await admin.get(paths.info, { id: a! }), paths.info);
        const second = ok<Row>(await admin.get(paths.info, { id: b! }), paths.info);
        for (const f of uniqueFields) {
          const taken = await admin.post(paths.save, { id: b, [f.name]: first[f.name] });
          expect(taken.status, f.name).toBe(409);
          expect(taken.body.msg).toContain(f.title.zh);
          expect(taken.body.msg).toContain(String(first[f.name]));
          // A record keeps its own value.
          expect((await admin.post(paths.save, { id: a, [f.name]: first[f.name] })).status).toBe(200);
        }
        expect(ok<Row>(await admin.get(paths.info, { id: b! }), paths.info)).toEqual(second);
      },
    );

    it("keeps to its store: another store's user lists, counts, sums, exports, reads and changes none of its rows", async () => {
      const held = await stored();
      for (const path of lists) {
        const mine = await pagesOf(admin, path);
        expect(mine.length, `${path}: rows to keep in`).toBeGreaterThan(0);
        if (walled) {
          refusedReply(
            await other.get(path, { page: 1, limit: 10 }),
            `${path} for a store of the other kind`,
          );
          continue;
        }
        const theirs = await rowsOf(other, path);
        const ids = new Set(theirs.rows.map(idOf));
        for (const r of mine) expect(ids.has(idOf(r)), `${path} ${r.id}`).toBe(false);
        // Their count and sums are of their own rows only.
        expect(theirs.rows.length, `${path}: read whole`).toBe(theirs.counted.count);
        expectSums(theirs.counted, theirs.rows, `${path} for the other store`);
        if (def.exportable) {
          const sheetRows = (await exported(other, path, {})).rows.slice(1);
          expect(sheetRows.length, `${path} exported to the other store`).toBe(theirs.counted.count);
          const at = exportable.findIndex(([key]) => key === 'id');
          if (at >= 0) {
            const mineIds = new Set(mine.map(idOf));
            for (const line of sheetRows) expect(mineIds.has(Number(line[at])), `${path} export`).toBe(false);
          }
        }
      }
      const id = await anId();
      const record = hasForm ? ok<Row>(await admin.get(paths.info, { id }), paths.info) : undefined;
      // Not found in the other store; a store of the other kind is refused the pages before that.
      const missing = walled ? [403] : [404];
      if (hasForm) {
        expect(missing).toContain((await other.get(paths.info, { id })).status);
        if (def.savable) expect(missing).toContain((await other.post(paths.save, { id })).status);
      }
      if (def.delLabel) expect(missing).toContain((await other.post(paths.del, { id })).status);
      for (const action of Object.values(def.actions)) {
        const body = action.batch ? { ids: [id] } : { id };
        expect([400, ...missing], action.path).toContain((await other.post(action.path, body)).status);
      }
      expect(await stored()).toEqual(held);
      if (record) expect(ok<Row>(await admin.get(paths.info, { id }), paths.info)).toEqual(record);
    });

    it('refuses an operator whose role opens another page but not this one, and changes nothing', async () => {
      const [entity] = OUTSIDER_ENTITIES.filter((e) => e !== def.name);
      const { client: outsider, apis } = outsiders.get(entity!)!;
      const own = [...lists, ...Object.values(paths), ...Object.values(def.actions).map((a) => a.path)];
      for (const api of own) expect(apis.has(api), `the ${entity} role holds ${api}`).toBe(false);
      const held = await stored();
      const id = await anId();
      const record = hasForm ? ok<Row>(await admin.get(paths.info, { id }), paths.info) : undefined;
      for (const path of lists) {
        refusedReply(await outsider.get(path, { _meta: 1 }), `${path} meta`);
        refusedReply(await outsider.get(path, { limit: 10 }), `${path} page`);
        refusedReply(await outsider.get(path, { _count_sum: 1 }), `${path} count`);
        refusedFile(await outsider.download(path, { _down_excel_import_tpl: 1 }), `${path} template`);
        refusedFile(
          await outsider.download(path, { _down_excel: 1, _excel_file_name: 'x' }),
          `${path} export`,
        );
        if (def.exportAsync) {
          const queued = await outsider.post(path, { _down_excel: 2, _excel_file_name: 'x' });
          refusedReply(queued, `${path} async export`);
        }
        if (def.importable) {
          const tpl = await admin.download(path, { _down_excel_import_tpl: 1 });
          const [header] = await sheet(tpl.rawPayload);
          const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
          // A column of no form field (a document's group, its lines') is left blank: the call is refused first.
          const row = header!.map((title) => {
            const f = form.fields.find((x) => x.title === title);
            return f ? sample(f) : '';
          });
          const upload = await outsider.upload(path, 'x.xlsx', await xlsx([header!, row]), {
            _excel_import: '1',
          });
          refusedReply(upload, `${path} import`);
        }
      }
      if (hasForm) {
        const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
        const valid = Object.fromEntries(
          form.fields.filter((f) => f.type !== 'lines').map((f) => [f.name, formValue(f)]),
        );
        refusedReply(await outsider.get(paths.info, { _meta: 1 }), 'form');
        refusedReply(await outsider.get(paths.info, { id }), 'info');
        if (def.savable) {
          refusedReply(await outsider.post(paths.save, valid), 'save new');
          refusedReply(await outsider.post(paths.save, { ...valid, id }), 'save');
        }
      }
      if (def.delLabel) refusedReply(await outsider.post(paths.del, { id }), 'del');
      for (const action of Object.values(def.actions)) {
        refusedReply(await outsider.post(action.path, action.batch ? { ids: [id] } : { id }), action.path);
      }
      if (def.options) refusedReply(await outsider.get(paths.options), 'options');
      expect(await stored()).toEqual(held);
      if (record) expect(ok<Row>(await admin.get(paths.info, { id }), paths.info)).toEqual(record);
      const tasks = ok<unknown[]>(await outsider.get('/v1/seller/export/ExportManage'), 'export tasks');
      expect(tasks, 'no export queued').toEqual([]);
    });

    itIf(def.options)('offers its rows to other forms, by keyword and by id', async () => {
      const options = ok<{ value: number; label: string }[]>(await admin.get(paths.options), paths.options);
      expect(options.length).toBeGreaterThan(0);
      const first = options[0]!;
      const byId = ok<{ value: number }[]>(
        await admin.get(paths.options, { ids: String(first.value) }),
        paths.options,
      );
      expect(byId.map((o) => o.value)).toEqual([first.value]);
      const none = ok<unknown[]>(await admin.get(paths.options, { ids: '0' }), paths.options);
      expect(none).toEqual([]);
      const word = first.label.split(' ')[0]!.slice(0, 2);
      const found = ok<{ label: string }[]>(await admin.get(paths.options, { keyword: word }), paths.options);
      expect(found.length).toBeGreaterThan(0);
      const theirs = await other.get(paths.options, { ids: String(first.value) });
      if (walled) refusedReply(theirs, `${paths.options} for a store of the other kind`);
      else expect(ok<unknown[]>(theirs, paths.options)).toEqual([]);
    });
  });
});
