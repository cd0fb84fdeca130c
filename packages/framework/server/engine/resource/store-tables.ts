import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * What a store table's checks say of its columns, beside the tables themselves (`storeTable`,
 * db/schema/store-table.ts).
 */

/** A check's condition that a text column holds one of `values`: `"table"."column" in ('a', 'b')`. */
export function isOneOf(column: PgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
