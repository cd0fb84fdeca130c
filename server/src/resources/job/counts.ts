import { and, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * How many rows of `table` meet `where` (the applications of a job), as a list column. The subquery is nested one
 * level down on purpose: a list read from one table has drizzle drop the table names of the columns at the top of
 * a selected expression, which would bind the outer row's columns to the inner table and count the wrong rows.
 */
export function countOf(table: PgTable, ...where: (SQL | undefined)[]): SQL<number> {
  const counted = sql`(select count(*) from ${table} where ${and(...where)})`;
  return sql<number>`${counted}`.mapWith(Number);
}
