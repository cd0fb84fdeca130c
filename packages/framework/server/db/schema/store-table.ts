import type { BuildColumns, BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  pgTable,
} from 'drizzle-orm/pg-core';
import { oneRowPerStore, storeTableConstraints, storeTableKeys, supplierId } from './columns';
import { suppliers } from './suppliers';

/**
 * Tables of a store declared in one call: the store's key columns and constraints (docs/tenancy.md) are the
 * helper's, so a table says only its own columns, indexes and checks. The SQL is that of `pgTable` with
 * `storeTableKeys()` spread first and `storeTableConstraints` (or `oneRowPerStore`) beside its indexes.
 */

type StoreKeys = ReturnType<typeof storeTableKeys>;
type StoreColumn = { readonly supplierId: ReturnType<typeof supplierId> };
/** A table's own indexes and checks, over all its columns (the leading ones too); they do not steer inference. */
type Extras<Name extends string, Columns extends Record<string, PgColumnBuilderBase>> = (
  self: BuildExtraConfigColumns<Name, NoInfer<Columns>, 'pg'>,
) => PgTableExtraConfigValue[];
type Table<Name extends string, Columns extends Record<string, PgColumnBuilderBase>> = PgTableWithColumns<{
  name: Name;
  schema: undefined;
  columns: BuildColumns<Name, Columns, 'pg'>;
  dialect: 'pg';
}>;

/**
 * A table of the store's rows: `supplier_id` and `id` lead its columns and its primary key, and the store is its
 * foreign key; `columns` and `extras` (indexes, checks, the store keys of its references) are its own.
 */
export function storeTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  extras?: Extras<Name, StoreKeys & Columns>,
): Table<Name, StoreKeys & Columns> {
  const all: StoreKeys & Columns = { ...storeTableKeys(), ...columns };
  return pgTable<Name, StoreKeys & Columns>(name, all, (t) => [
    ...storeTableConstraints(t, suppliers),
    ...(extras?.(t) ?? []),
  ]);
}

/** A table of one row per store (its settings, its token): the store is its primary key and its reference. */
export function oneRowPerStoreTable<Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  columns: Columns,
  extras?: Extras<Name, StoreColumn & Columns>,
): Table<Name, StoreColumn & Columns> {
  const all: StoreColumn & Columns = { supplierId: supplierId(), ...columns };
  return pgTable<Name, StoreColumn & Columns>(name, all, (t) => [
    ...oneRowPerStore(t, suppliers),
    ...(extras?.(t) ?? []),
  ]);
}
