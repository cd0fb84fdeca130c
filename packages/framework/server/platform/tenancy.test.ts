import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/handle';
import { departments, platformSecrets, roles, shops, suppliers } from '../db/schema';
import { StoreDb } from './tenancy';

// The handle's queries as SQL, without a database: drizzle's mock builds them as it would for PostgreSQL.
const db = new StoreDb(drizzle.mock() as unknown as Tx, 7);

describe('the store handle', () => {
  it('confines a select without a where, and keeps the store when a where is added', () => {
    const bare = db.select().from(shops).toSQL();
    expect(bare.sql).toMatch(/where "shops"\."supplier_id" = \$1$/);
    expect(bare.params).toEqual([7]);

    const filtered = db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, 3), eq(shops.status, 1)))
      .toSQL();
    expect(filtered.sql).toContain('where ("shops"."supplier_id" = $1 and ("shops"."id" = $2 and');
    expect(filtered.params).toEqual([7, 3, 1]);
  });

  it('keeps the store on a where given as a function of the selection', () => {
    const q = db
      .select({ n: shops.name })
      .from(shops)
      .where((s) => eq(s.n, 'x'))
      .toSQL();
    expect(q.params).toEqual([7, 'x']);
  });

  it('confines a join to another store table to the same store', () => {
    const q = db
      .select({ shop: shops.name, dept: departments.name })
      .from(shops)
      .leftJoin(departments, eq(departments.id, shops.deptId))
      .toSQL();
    expect(q.sql).toContain(
      'left join "departments" on ("departments"."supplier_id" = "shops"."supplier_id" and "departments"."id" = "shops"."dept_id")',
    );
  });

  it("joins the store's own row, or a table linked by the store alone, without a condition of its own", () => {
    const q = db
      .select({ shop: shops.name, store: suppliers.storeName })
      .from(shops)
      .innerJoin(suppliers, undefined)
      .toSQL();
    expect(q.sql).toContain('inner join "suppliers" on "suppliers"."id" = "shops"."supplier_id"');
  });

  it('confines updates and deletes, with or without a where', () => {
    const update = db.update(roles).set({ name: 'x' }).where(eq(roles.id, 2)).toSQL();
    expect(update.sql).toMatch(/where \("roles"\."supplier_id" = \$\d and "roles"\."id" = \$\d\)$/);
    expect(update.params).toContain(7);

    const everything = db.delete(roles).toSQL();
    expect(everything.sql).toBe('delete from "roles" where "roles"."supplier_id" = $1');
    expect(everything.params).toEqual([7]);
  });

  it("scopes the stores' own table by its id: a store owns its row", () => {
    const q = db.update(suppliers).set({ intro: 'hi' }).toSQL();
    expect(q.sql).toMatch(/where "suppliers"\."id" = \$2$/);
    expect(q.params).toEqual(['hi', 7]);
  });

  it('fills in the store on insert, whatever the values say', () => {
    const q = db
      .insert(roles)
      .values([{ name: 'a' }, { name: 'b', supplierId: 99 } as never])
      .toSQL();
    expect(q.params.filter((p) => p === 7)).toHaveLength(2);
    expect(q.params).not.toContain(99);
  });

  it('refuses to build a query on a table no store owns', () => {
    expect(() => db.select().from(platformSecrets)).toThrow(/no store owns/);
    expect(() => db.update(platformSecrets as never)).toThrow(/no store owns/);
  });
});
