import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * The application's handle: it runs as the restricted role, so row-level security applies to it. Made without
 * drizzle's relational query API (`db.query.<table>`), which nothing uses: with a schema, drizzle builds a query
 * builder for each of the schema's tables on every transaction, a twentieth of a list page's cost.
 */
export type AppDb = PgDatabase<PgQueryResultHKT>;
/** A transaction of the application's handle. */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Either: whatever runs queries. */
export type Queryable = AppDb | Tx;

/** The rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export async function rawRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Work done once on a freshly migrated database, as its owner and under the migration lock (the demo data):
 * the layers above hand it in, so the database layer knows nothing of them.
 */
export type AfterMigrate = (owner: AppDb) => Promise<void>;
