import { rawRows } from '@yanye/framework/server';
import { DB_KINDS, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Ready to distribute by store (docs/scaling.md): Citus can shard every store-owned table by `supplier_id`
 * without a change to the schema when each of them keys its rows, its unique values and its references within the
 * store. Read from the migrated database's own catalogue, so a new table is held to it by itself.
 *
 * A store-owned table is one with a `supplier_id` column. The others are the platform's own (the stores, the
 * store applications and their payments, captchas, codes and sign-in attempts before a store is known): small,
 * and replicated to every node as Citus reference tables.
 */

interface Constraint {
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  target: string | null;
  target_columns: string[] | null;
}

interface UniqueIndex {
  table: string;
  name: string;
  columns: string[];
}

describe.each(DB_KINDS)('the schema is ready to distribute by store on %s', (kind) => {
  let t: TestApp;
  let storeOwned: Set<string>;
  let allTables: string[];
  let constraints: Constraint[];
  let uniqueIndexes: UniqueIndex[];

  beforeAll(async () => {
    t = await startApp(kind);
    const db = t.database.db;
    const tables = await rawRows<{ table: string; owned: boolean }>(
      db,
      sql`select c.relname as "table",
                 exists (select 1 from pg_attribute a
                          where a.attrelid = c.oid and a.attname = 'supplier_id' and not a.attisdropped) as owned
            from pg_class c
           where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
    );
    allTables = tables.map((r) => r.table);
    storeOwned = new Set(tables.filter((r) => r.owned).map((r) => r.table));
    constraints = await rawRows<Constraint>(
      db,
      sql`select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type,
                 array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
                 case when c.contype = 'f' then c.confrelid::regclass::text end as target,
                 case when c.contype = 'f' then array(
                   select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                     join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) end
                   as target_columns
            from pg_constraint c
           where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'u', 'f')`,
    );
    uniqueIndexes = await rawRows<UniqueIndex>(
      db,
      sql`select t.relname as "table", i.relname as name,
                 array(select coalesce(a.attname::text, '(expression)')
                         from unnest(x.indkey) with ordinality k(n, o)
                         left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.n
                        order by k.o) as columns
            from pg_index x
            join pg_class i on i.oid = x.indexrelid
            join pg_class t on t.oid = x.indrelid
           where t.relnamespace = 'public'::regnamespace and x.indisunique`,
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('finds the store-owned tables', () => {
    // The schema has well over a hundred store-owned tables; a catalogue query that matched none would pass
    // every check below.
    expect(storeOwned.size).toBeGreaterThan(100);
    // The stores themselves are the platform's: `suppliers.id` is what every other table's supplier_id names.
    expect(allTables).toContain('suppliers');
    expect(storeOwned.has('suppliers')).toBe(false);
  });

  it("leads every store-owned table's primary key with supplier_id", () => {
    const wrong: string[] = [];
    for (const table of storeOwned) {
      const pk = constraints.find((c) => c.table === table && c.type === 'p');
      if (pk?.columns[0] !== 'supplier_id')
        wrong.push(`${table}: ${pk ? `(${pk.columns})` : 'no primary key'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('includes supplier_id in every unique constraint and unique index of a store-owned table', () => {
    const wrong = uniqueIndexes
      .filter((u) => storeOwned.has(u.table) && !u.columns.includes('supplier_id'))
      .map((u) => `${u.table}.${u.name} (${u.columns})`);
    expect(wrong).toEqual([]);
  });

  it('keys every foreign key between store-owned tables by supplier_id on both sides', () => {
    const wrong = constraints
      .filter((c) => c.type === 'f' && storeOwned.has(c.table) && storeOwned.has(c.target ?? ''))
      .filter((c) => {
        const at = c.columns.indexOf('supplier_id');
        return at < 0 || c.target_columns?.[at] !== 'supplier_id';
      })
      .map((c) => `${c.table}.${c.name} (${c.columns}) → ${c.target} (${c.target_columns})`);
    expect(wrong).toEqual([]);
  });

  it('has no foreign key from a platform table to a store-owned one (a reference table cannot point into a shard)', () => {
    const wrong = constraints
      .filter((c) => c.type === 'f' && !storeOwned.has(c.table) && storeOwned.has(c.target ?? ''))
      .map((c) => `${c.table}.${c.name} → ${c.target}`);
    expect(wrong).toEqual([]);
  });
});
