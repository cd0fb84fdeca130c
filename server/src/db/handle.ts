import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The application's handle: it runs as the restricted role, so row-level security applies to it. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the application's handle. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
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
