import type { CountAnswer, FieldMeta, FormMeta, TableMeta } from '@yanye/protocol';
import ExcelJS from '@zlooun/exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoles, accounts, roles } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/demo/demo';
import { dataPaths, type ResourceDef, recordPaths } from '../src/engine/resource';
import { hashPassword } from '../src/platform/password';
import { withTenant } from '../src/platform/tenancy';
import { RESOURCES } from '../src/resources';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from './helpers';

/**
 * The contract every resource keeps, run over every registered resource (a new entity is covered by registering
 * it): its metadata, pages, count and sums, each filter and sort it declares, export, template and an import
 * round trip, save validation, and its store wall and permissions. Bespoke behaviour has its own tests.
 */

type Row = Record<string, unknown> & { id?: unknown };

/** A test of a capability the resource has; one it lacks has no test (not a skipped one). */
const itIf = (has: unknown): ((name: string, fn: () => Promise<void>) => void) =>
  has ? it : () => undefined;

function ok<T>(
  reply: { status: number; body: { status: boolean; msg: string; data?: unknown } },
  what: string,
): T {
  if (!reply.body.status) throw new Error(`${what}: ${reply.status} ${reply.body.msg}`);
  return reply.body.data as T;
}

async function sheet(raw: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as never);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('import');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const unique = () => `契约${Math.random().toString(36).slice(2, 8)}`;

/** A cell value an import takes for a field, as a person would type it. */
function sample(f: FieldMeta): unknown {
  const label = f.options?.[0]?.label;
  const byType: Record<FieldMeta['type'], () => unknown> = {
    text: () => unique().slice(0, f.rules.max ?? 60),
    textarea: () => unique(),
    phone: () => '13800138000',
    number: () => Math.min(Math.max(f.rules.min ?? 0, 1), f.rules.max ?? 1),
    money: () => 12.5,
    select: () => label,
    radio: () => label,
    switch: () => '是',
    image: () => '',
    images: () => '',
    date: () => '2026-01-01',
    datetime: () => '2026-01-01 09:00:00',
    tree: () => 0,
    lines: () => undefined,
  };
  return byType[f.type]();
}

/** Whether a row's value satisfies a filter sent as `sent`. */
const matches: Record<string, (value: unknown, sent: string) => boolean> = {
  text: (v, sent) =>
    String(v ?? '')
      .toLowerCase()
      .includes(sent.toLowerCase()),
  select: (v, sent) => String(v) === sent,
  number: (v, sent) => Number(v) === Number(sent.split(',')[0]),
  date: (v, sent) => Number(v) === Number(sent.split(',')[0]),
  datetime: (v, sent) => Number(v) === Number(sent.split(',')[0]),
};

/** The value to filter by, as the list's filter bar would send it for a row's value. */
const filterValue: Record<string, (v: unknown) => string> = {
  text: (v) => String(v).slice(0, 2),
  select: (v) => String(v),
  number: (v) => `${v},${v}`,
  date: (v) => `${v},${v}`,
  datetime: (v) => `${v},${v}`,
};

describe.each(DB_KINDS)('every resource keeps the list and record contract, on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  let nobody: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    other = await signedIn(t, 'grain_admin');
    // An operator of the same store whose one role opens no page at all.
    const hash = await hashPassword(DEMO_PASSWORD);
    await withTenant(t.database.db, Number(admin.suid), async (db) => {
      const [role] = await db
        .insert(roles)
        .values({ name: '空角色', description: '', pathArr: [], apiArr: [] })
        .returning({ id: roles.id });
      const [account] = await db
        .insert(accounts)
        .values({ username: 'nobody', passwordHash: hash, nickName: '无权限' })
        .returning({ id: accounts.id });
      await db.insert(accountRoles).values({ accountId: account!.id, roleId: role!.id });
    });
    nobody = await signedIn(t, 'nobody', 'xinyan');
  });
  afterAll(() => t?.close());

  describe.each(RESOURCES.map((def) => [def.name, def] as const))('%s', (_name, def: ResourceDef) => {
    const lists = dataPaths(def).map(([path]) => path);
    const paths = recordPaths(def);
    const hasForm = def.fields.length > 0;
    const sums = Object.entries(def.columns)
      .filter(([, c]) => c.sum)
      .map(([key]) => key);

    it('describes its lists: columns, filters, sums, actions and what it offers', async () => {
      for (const path of lists) {
        const meta = ok<TableMeta>(await admin.get(path, { _meta: 1 }), path);
        expect(meta.column_names).toEqual(Object.keys(def.columns));
        expect(meta.top_search.map((f) => f.name)).toEqual(
          Object.entries(def.columns)
            .filter(([, c]) => c.filter)
            .map(([key]) => key),
        );
        expect(meta.show_sum).toBe(sums.length > 0);
        expect(meta.show_excel).toBe(def.exportable ?? false);
        expect(meta.show_excel_import).toBe(def.importable ?? false);
        expect(meta.has_form).toBe(hasForm);
        const actions = meta.actions.map((a) => a.name);
        expect(actions).toEqual([...Object.keys(def.actions), ...(def.delLabel ? ['Del'] : [])]);
        for (const a of meta.actions) expect(a.title.length, `${path} ${a.name}`).toBeGreaterThan(0);
      }
    });

    it('pages through its rows, and counts and sums them as its pages hold them', async () => {
      for (const path of lists) {
        const counted = ok<CountAnswer>(await admin.get(path, { _count_sum: 1 }), path);
        expect(Object.keys(counted.totalrow).sort()).toEqual([...sums].sort());
        const all: Row[] = [];
        for (let page = 1; all.length < counted.count && page <= 20; page++) {
          all.push(...ok<Row[]>(await admin.get(path, { page, limit: 100 }), path));
        }
        if (counted.count > 2000) continue;
        expect(all.length, path).toBe(counted.count);
        for (const key of sums) {
          const total = all.reduce((n, r) => n + Number(r[key] ?? 0), 0);
          expect(counted.totalrow[key], `${path} ${key}`).toBeCloseTo(total, 2);
        }
        // Past the last page: an empty page, never an error.
        const beyond = ok<Row[]>(await admin.get(path, { page: 999_999, limit: 100 }), path);
        expect(beyond).toEqual([]);
        expect((await admin.get(path, { limit: 501 })).status).toBe(400);
      }
    });

    it('filters by each declared filter, on the server', async () => {
      for (const path of lists) {
        const rows = ok<Row[]>(await admin.get(path, { limit: 100 }), path);
        for (const [key, c] of Object.entries(def.columns)) {
          if (!c.filter || !matches[c.filter]) continue;
          const holder = rows.find((r) => r[key] !== null && r[key] !== undefined && r[key] !== '');
          if (!holder) continue;
          const sent = filterValue[c.filter]!(holder[key]);
          const found = ok<Row[]>(await admin.get(path, { [key]: sent, limit: 100 }), `${path} ${key}`);
          expect(found.length, `${path} ${key}=${sent}`).toBeGreaterThan(0);
          for (const r of found)
            expect(matches[c.filter]!(r[key], sent), `${path} ${key}=${sent}`).toBe(true);
          const counted = ok<CountAnswer>(await admin.get(path, { [key]: sent, _count_sum: 1 }), path);
          expect(counted.count).toBeGreaterThanOrEqual(found.length);
        }
      }
    });

    it('sorts by each sortable column both ways, and refuses any other sort', async () => {
      for (const path of lists) {
        const { count } = ok<CountAnswer>(await admin.get(path, { _count_sum: 1 }), path);
        for (const [key, c] of Object.entries(def.columns)) {
          if (!c.sortable || count > 500) continue;
          const up = ok<Row[]>(await admin.get(path, { sort: key, order: 'true', limit: 500 }), path);
          const down = ok<Row[]>(await admin.get(path, { sort: key, order: 'false', limit: 500 }), path);
          // Ties are broken by id the same way, so one order is the other read backwards.
          expect(
            down.map((r) => r.id),
            `${path} ${key}`,
          ).toEqual(up.map((r) => r.id).reverse());
          if (c.type === 'number' || c.type === 'datetime' || c.type === 'date') {
            // PostgreSQL puts empty values last when ascending.
            const values = up
              .filter((r) => r[key] !== null && r[key] !== undefined)
              .map((r) => Number(r[key]));
            for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
          }
        }
        const unsortable = Object.entries(def.columns).find(([, c]) => !c.sortable)?.[0] ?? 'no_such_column';
        expect((await admin.get(path, { sort: unsortable })).status, path).toBe(400);
        expect((await admin.get(path, { sort: 'id; drop table goods' })).status, path).toBe(400);
      }
    });

    itIf(def.exportable)('exports what its list shows, titled as the list titles it', async () => {
      const path = lists[0]!;
      const { count } = ok<CountAnswer>(await admin.get(path, { _count_sum: 1 }), path);
      const raw = await admin.download(path, { _down_excel: 1, _excel_file_name: 'contract' });
      expect(raw.statusCode, path).toBe(200);
      expect(raw.headers['content-type']).toContain('spreadsheetml');
      const rows = await sheet(raw.rawPayload);
      const exported = Object.values(def.columns).filter((c) => c.exportable);
      expect(rows[0]).toEqual(exported.map((c) => c.title.zh));
      expect(rows.length - 1).toBe(count);
    });

    itIf(def.importable)(
      'imports a filled template as one new record, and its example row not at all',
      async () => {
        const path = lists[0]!;
        const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
        const tpl = await admin.download(path, { _down_excel_import_tpl: 1 });
        expect(tpl.statusCode).toBe(200);
        const [header] = await sheet(tpl.rawPayload);
        const importable = form.fields.filter((f) => header!.includes(f.title));
        expect(header!.length).toBe(importable.length);
        const before = ok<CountAnswer>(await admin.get(path, { _count_sum: 1 }), path).count;
        const row = header!.map((title) => sample(importable.find((f) => f.title === title)!));
        const r = await admin.upload(path, 'contract.xlsx', await xlsx([header!, row]), {
          _excel_import: '1',
        });
        expect(r.body, JSON.stringify(row)).toMatchObject({
          status: true,
          data: { inserted: 1, updated: 0 },
        });
        expect(ok<CountAnswer>(await admin.get(path, { _count_sum: 1 }), path).count).toBe(before + 1);
        const empty = await admin.upload(path, 'template.xlsx', tpl.rawPayload, { _excel_import: '1' });
        expect(empty.status).toBe(400);
        expect(ok<CountAnswer>(await admin.get(path, { _count_sum: 1 }), path).count).toBe(before + 1);
      },
    );

    itIf(hasForm)('describes its form, and refuses a save that breaks it, changing nothing', async () => {
      const form = ok<FormMeta>(await admin.get(paths.info, { _meta: 1 }), paths.info);
      expect(form.fields.map((f) => f.name)).toEqual([
        ...def.fields.map((f) => f.name),
        ...(def.lines ? [def.lines.name] : []),
      ]);
      const count = async () =>
        lists[0] ? ok<CountAnswer>(await admin.get(lists[0]!, { _count_sum: 1 }), lists[0]!).count : 0;
      const before = await count();
      const required = form.fields.find((f) => f.required && f.type !== 'lines');
      if (required) {
        const r = await admin.post(paths.save, {});
        expect(r.status).toBe(400);
        expect(r.body.msg, paths.save).toContain(required.title);
      }
      const text = form.fields.find((f) => f.type === 'text' && f.rules.max !== null);
      if (text) {
        const long = await admin.post(paths.save, { [text.name]: 'x'.repeat((text.rules.max ?? 0) + 1) });
        expect(long.status, text.name).toBe(400);
        const shape = await admin.post(paths.save, { [text.name]: { not: 'text' } });
        expect(shape.status, text.name).toBe(400);
        expect(shape.body.msg).toContain(text.title);
      }
      const number = form.fields.find((f) => f.type === 'number' || f.type === 'money');
      if (number) expect((await admin.post(paths.save, { [number.name]: 'abc' })).status).toBe(400);
      expect(await count()).toBe(before);
    });

    const unique = def.fields.filter((f) => f.unique);
    itIf(unique.length > 0)('refuses a value a unique field already holds in another record', async () => {
      const rows = ok<Row[]>(await admin.get(lists[0]!, { limit: 2 }), lists[0]!);
      expect(rows, 'two records to compare').toHaveLength(2);
      const [a, b] = rows.map((r) => Number(r.id));
      const first = ok<Row>(await admin.get(paths.info, { id: a! }), paths.info);
      const second = ok<Row>(await admin.get(paths.info, { id: b! }), paths.info);
      for (const f of unique) {
        const taken = await admin.post(paths.save, { id: b, [f.name]: first[f.name] });
        expect(taken.status, f.name).toBe(409);
        expect(taken.body.msg).toContain(f.title.zh);
        expect(taken.body.msg).toContain(String(first[f.name]));
        // A record keeps its own value.
        expect((await admin.post(paths.save, { id: a, [f.name]: first[f.name] })).status).toBe(200);
      }
      expect(ok<Row>(await admin.get(paths.info, { id: b! }), paths.info)).toEqual(second);
    });

    it("keeps to its store: another store's user finds, reads, changes and deletes none of its rows", async () => {
      for (const path of lists) {
        const mine = ok<Row[]>(await admin.get(path, { limit: 50 }), path);
        const theirs = ok<Row[]>(await other.get(path, { limit: 500 }), path);
        const ids = new Set(theirs.map((r) => String(r.id)));
        for (const r of mine) expect(ids.has(String(r.id)), `${path} ${r.id}`).toBe(false);
      }
      const [row] = lists[0] ? ok<Row[]>(await admin.get(lists[0], { limit: 1 }), lists[0]) : [];
      if (!row) return;
      const id = Number(row.id);
      if (hasForm) {
        expect((await other.get(paths.info, { id })).status).toBe(404);
        expect((await other.post(paths.save, { id })).status).toBe(404);
      }
      if (def.delLabel) expect((await other.post(paths.del, { id })).status).toBe(404);
      for (const action of Object.values(def.actions)) {
        const body = action.batch ? { ids: [id] } : { id };
        expect([400, 404], action.path).toContain((await other.post(action.path, body)).status);
      }
    });

    it('refuses a user whose roles do not open its pages', async () => {
      for (const path of lists) {
        expect((await nobody.get(path, { _meta: 1 })).status, path).toBe(403);
        expect((await nobody.get(path, {})).status, path).toBe(403);
      }
      if (hasForm) {
        expect((await nobody.get(paths.info, { _meta: 1 })).status).toBe(403);
        expect((await nobody.post(paths.save, {})).status).toBe(403);
      }
      if (def.delLabel) expect((await nobody.post(paths.del, { id: 1 })).status).toBe(403);
      for (const action of Object.values(def.actions)) {
        expect((await nobody.post(action.path, { id: 1, ids: [1] })).status, action.path).toBe(403);
      }
      if (def.options) expect((await nobody.get(paths.options)).status).toBe(403);
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
      expect(
        ok<unknown[]>(await other.get(paths.options, { ids: String(first.value) }), paths.options),
      ).toEqual([]);
    });
  });
});
