import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDb, Tx } from '../db/client';

/** A table with the tenant column. */
export interface TenantTable {
  readonly supplierId: PgColumn;
}

/**
 * The request-scoped database handle: one transaction bound to one store. It scopes what it is asked to
 * (`where`, `row`), and the transaction carries the store in `app.supplier_id`, which row-level security
 * checks on every tenant table as the second wall.
 */
export class TenantDb {
  constructor(
    readonly tx: Tx,
    readonly supplierId: number,
  ) {}

  /** The condition that confines a query on `table` to this store, and-ed with `conditions`. */
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.supplierId, this.supplierId), ...conditions)!;
  }

  /** `values` with this store's id, for an insert. */
  row<T extends object>(values: T): T & { supplierId: number } {
    return { ...values, supplierId: this.supplierId };
  }
}

/** Runs `fn` in a transaction bound to `supplierId`; every query in it sees only that store's rows. */
export async function withTenant<T>(
  db: AppDb,
  supplierId: number,
  fn: (tenant: TenantDb) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(supplierId) || supplierId <= 0)
    throw new Error(`invalid supplier id ${supplierId}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.supplier_id', ${String(supplierId)}, true)`);
    return fn(new TenantDb(tx, supplierId));
  });
}
