import { departments, goods, inStore, rawRows, together, withStore } from '@yanye/framework/server';
import { DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

describe.each(DB_KINDS)('tenancy on %s', (kind) => {
  let t: TestApp;
  let salt: number;
  let grain: number;
  beforeAll(async () => {
    t = await startApp(kind);
    salt = Number((await signedIn(t, 'salt_admin')).suid);
    grain = Number((await signedIn(t, 'grain_admin')).suid);
  });
  afterAll(() => t?.close());

  it('runs the application as a role that is neither superuser nor BYPASSRLS', async () => {
    const [me] = await rawRows<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      t.database.db,
      sql`select rolname, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ rolname: 'yanye_app', rolsuper: false, rolbypassrls: false });
  });

  it('puts row-level security on every table with a supplier_id column', async () => {
    const tables = await rawRows<{ relname: string; relrowsecurity: boolean; policies: number }>(
      t.database.db,
      sql`select c.relname, c.relrowsecurity,
                 (select count(*)::int from pg_policies p where p.tablename = c.relname) as policies
            from pg_class c join pg_attribute a on a.attrelid = c.oid
           where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attname = 'supplier_id'`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const table of tables)
      expect(table, table.relname).toMatchObject({ relrowsecurity: true, policies: 1 });
  });

  it("hides one store's rows from another even in a hand-written query without a supplier filter", async () => {
    const seen = await withStore(t.database.db, grain, (db) =>
      rawRows<{ supplier_id: number; username: string }>(
        db.tx,
        sql`select supplier_id, username from accounts`,
      ),
    );
    expect(seen.map((r) => r.username)).toEqual(['grain_admin']);
    const byId = await withStore(t.database.db, grain, (db) =>
      rawRows(db.tx, sql`select * from accounts where supplier_id = ${salt}`),
    );
    expect(byId).toEqual([]);
    const stores = await withStore(t.database.db, grain, (db) =>
      rawRows(db.tx, sql`select id from suppliers`),
    );
    expect(stores).toEqual([{ id: grain }]);
  });

  it("cannot write into another store's rows", async () => {
    const insert = withStore(t.database.db, grain, (db) =>
      rawRows(db.tx, sql`insert into roles (supplier_id, name) values (${salt}, 'intruder') returning id`),
    );
    await expect(insert).rejects.toThrow();
    const updated = await withStore(t.database.db, grain, (db) =>
      rawRows(db.tx, sql`update accounts set nick_name = 'x' where supplier_id = ${salt} returning id`),
    );
    expect(updated).toEqual([]);
  });

  it('runs statements asked for while others run, in their order, in the store, with no queueing left to pg', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      for (const readOnly of [true, false]) {
        // An export reads its next batch while it writes the last one: statements asked for at once.
        const got = await inStore(t.database, salt, { readOnly }, (db) =>
          Promise.all(
            [1, 2, 3].map((n) =>
              rawRows<{ n: number; store: string }>(
                db.tx,
                sql`select ${n}::int as n, current_setting('app.supplier_id') as store from pg_sleep(0.02)`,
              ),
            ),
          ),
        );
        expect(got.map((rows) => rows[0])).toEqual([1, 2, 3].map((n) => ({ n, store: String(salt) })));
      }
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
  });

  it('sends a write’s statements issued together in one message, each answered as if it had gone alone', async () => {
    const name = `together-${kind}-${Date.now()}`;
    // Each statement alone first: what the answers must be.
    const alone = await inStore(t.database, salt, { readOnly: false }, async (db) => [
      await db.select({ id: goods.id, name: goods.name }).from(goods).orderBy(goods.id).limit(2),
      await rawRows(db.tx, sql`select 5::int as n, 7::bigint as b, null::text as none, 'x' as x`),
    ]);
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const [rows, raw, inserted] = await inStore(t.database, salt, { readOnly: false }, (db) =>
      together(
        db.select({ id: goods.id, name: goods.name }).from(goods).orderBy(goods.id).limit(2),
        rawRows(db.tx, sql`select 5::int as n, 7::bigint as b, null::text as none, 'x' as x`),
        db.insert(departments).values({ name, type: 'sales' }).returning({ id: departments.id }),
      ),
    );
    const messages = sent.mock.calls.length;
    sent.mockRestore();
    expect([rows, raw]).toEqual(alone);
    expect(inserted).toEqual([{ id: expect.any(Number) }]);
    // The opening with the three statements, then the COMMIT.
    if (kind === 'postgres') expect(messages).toBe(2);
    // A statement refused among others: the first error in their order is told, and nothing of the work is kept.
    const refused = inStore(t.database, salt, { readOnly: false }, (db) =>
      together(
        db.insert(departments).values({ name: `${name}-2`, type: 'sales' }),
        rawRows(db.tx, sql`select 1 / 0 as never`),
        rawRows(db.tx, sql`select 1 as after`),
      ),
    );
    await expect(refused).rejects.toMatchObject({ cause: { code: '22012' } });
    const kept = await inStore(t.database, salt, { readOnly: true }, (db) =>
      rawRows(db.tx, sql`select name from departments where name like ${`${name}%`}`),
    );
    expect(kept).toEqual([{ name }]);
  });

  it('carries any value exactly, whether written into the message as a literal or sent as a parameter', async () => {
    // Quotes, a backslash, a placeholder and a comment inside a value, and a value pg converts itself (a date).
    const hostile = `O'Brien \\ "$1" -- /* $2 */ ';drop table goods;--`;
    const when = new Date('2026-11-26T01:02:03.000Z');
    for (const readOnly of [true, false]) {
      const [row] = await inStore(t.database, salt, { readOnly }, (db) =>
        rawRows<{ text: string; n: string; none: null; yes: boolean; at: string; store: string }>(
          db.tx,
          sql`select ${hostile}::text as text, ${12345678901234}::bigint::text as n, ${null}::int as none,
                     ${true}::boolean as yes, ${when}::timestamptz::text as at,
                     '$1' || current_setting('app.supplier_id') as store`,
        ),
      );
      expect(row).toMatchObject({
        text: hostile,
        n: '12345678901234',
        none: null,
        yes: true,
        store: `$1${salt}`,
      });
      expect(new Date(row!.at).toISOString()).toBe(when.toISOString());
    }
    // The value went in whole: no statement of it ran.
    expect(
      await inStore(t.database, salt, { readOnly: true }, (db) =>
        rawRows(db.tx, sql`select 1 from goods limit 1`),
      ),
    ).toHaveLength(1);
  });

  it('sees no store rows at all outside a store transaction', async () => {
    expect(await rawRows(t.database.db, sql`select id from accounts`)).toEqual([]);
    expect(await rawRows(t.database.db, sql`select id from login_logs`)).toEqual([]);
  });
});

// A connection of its own, outside the app's handle: only PostgreSQL has more than one.
describe.each(DB_KINDS.filter((k) => k === 'postgres'))('row-level security on %s', (kind) => {
  let t: TestApp;
  let salt: number;
  beforeAll(async () => {
    t = await startApp(kind);
    salt = Number((await signedIn(t, 'salt_admin')).suid);
  });
  afterAll(() => t?.close());

  it('holds for a separate connection as the application role', async () => {
    const client = new pg.Client({ connectionString: t.url, options: '-c role=yanye_app' });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('app.supplier_id', $1, true)`, [String(salt)]);
      const { rows } = await client.query('select distinct supplier_id from operator_logs');
      expect(rows).toEqual([{ supplier_id: salt }]);
      await client.query('rollback');
    } finally {
      await client.end();
    }
  });
});
