import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StoreTable } from '../../platform/tenancy';

// The table a resource serves, and its rows as drizzle reads and writes them.

/** A table the engine can serve: a store table with an `id`. */
export type ResourceTable = PgTable & StoreTable & { readonly id: PgColumn };

/** A row of the table, as drizzle reads it. */
export type RowOf<T extends PgTable> = T['$inferSelect'];

/** Column values for an insert or update, by the table's property names (`creditLimit`). */
export type ValuesOf<T extends PgTable> = Partial<T['$inferInsert']>;
