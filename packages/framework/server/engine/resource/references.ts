import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { isRefId, noneAsNullOf } from '../../db/schema/columns';
import { AppError } from '../../platform/errors';
import type { StoreDb, StoreTable } from '../../platform/tenancy';

/**
 * References (F7): a foreign id a write takes must be a row of the writer's store. The table a reference
 * column points at is read from its foreign key in the schema, so the check and the database agree.
 */

/** What a reference column points at: rows of another table of the store, by the table's foreign key. */
export interface Reference {
  readonly table: PgTable & StoreTable;
  readonly id: PgColumn;
  /** The column says "none" with 0 (its key holds on a `noneAsNull` twin); NULL is none for every reference. */
  readonly zeroIsNone: boolean;
}

const references = new WeakMap<PgColumn, Reference | null>();

/**
 * The reference a column declares (`refId`), read from its table's composite foreign key `(supplier_id, column)`
 * or, for a column that says none with 0, `(supplier_id, twin)`. Undefined for any other column.
 */
export function referenceOf(column: PgColumn | undefined): Reference | undefined {
  if (!column || !isRefId(column)) return undefined;
  let found = references.get(column);
  if (found === undefined) {
    found = null;
    for (const fk of getTableConfig(column.table).foreignKeys) {
      const { columns, foreignColumns, foreignTable } = fk.reference();
      const key = columns[1];
      if (columns[0]?.name !== 'supplier_id' || !key) continue;
      const zeroIsNone = noneAsNullOf(key) === column.name;
      if (key.name !== column.name && !zeroIsNone) continue;
      // The key's columns may be stand-ins built for the table's extra config: take the table's own by name.
      const id = Object.values(getTableColumns(foreignTable)).find((c) => c.name === foreignColumns[1]?.name);
      if (!id) continue;
      found = { table: foreignTable as PgTable & StoreTable, id, zeroIsNone };
      break;
    }
    references.set(column, found);
  }
  return found ?? undefined;
}

/**
 * The reference column whose rows a field's ids are: its own column when that is a reference, else the one it
 * `refersTo` (ids kept elsewhere); undefined for a field that holds no ids.
 */
export function referenceColumnOf(f: {
  readonly column: PgColumn | undefined;
  readonly refersTo: PgColumn | undefined;
}): PgColumn | undefined {
  return f.column && referenceOf(f.column) ? f.column : f.refersTo;
}

export const notInStore = (field: string) =>
  new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonValue' } });

export function referenceOrFail(column: PgColumn): Reference {
  const ref = referenceOf(column);
  if (!ref) throw new Error(`${column.name} is not a reference with a foreign key in the store`);
  return ref;
}

/**
 * The ids among values of a reference column, refusing anything that cannot be one (a word, -1, 1.5) as
 * `fieldInvalid` naming `field`. None is no id: NULL, and 0 where the column says none with 0.
 */
export function referenceIds(column: PgColumn, values: readonly unknown[], field: string): number[] {
  const ref = referenceOrFail(column);
  const ids: number[] = [];
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const id = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
    if (ref.zeroIsNone && id === 0) continue;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw notInStore(field);
    ids.push(id);
  }
  return ids;
}

/**
 * Refuses values of a reference column that are no row of this store (another store's id, 999999, a word) with
 * `fieldInvalid` naming `field`: the check of every foreign id a write takes, found from the column's declared
 * foreign key (the database holds the same key). None passes. `known` keeps ids already found, for a caller
 * that checks many rows (an import).
 */
export async function assertInStore(
  db: StoreDb,
  column: PgColumn,
  values: readonly unknown[],
  field: string,
  known: Set<number> = new Set(),
): Promise<void> {
  const wanted = referenceIds(column, values, field).filter((id) => !known.has(id));
  await lookUp(db, column, wanted, known);
  for (const id of wanted) if (!known.has(id)) throw notInStore(field);
}

/** Adds to `known` those of `ids` that are rows of the store in the table `column` refers to. */
export async function lookUp(
  db: StoreDb,
  column: PgColumn,
  ids: readonly number[],
  known: Set<number>,
): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !known.has(id));
  if (wanted.length === 0) return;
  const ref = referenceOrFail(column);
  const rows = await db.select({ id: ref.id }).from(ref.table).where(inArray(ref.id, wanted));
  for (const row of rows) known.add(Number(row.id));
}

/** Ids to look up in the table a reference column points at, and the set that keeps those found. */
export interface LookUp {
  readonly column: PgColumn;
  readonly ids: readonly number[];
  readonly known: Set<number>;
}

/**
 * `lookUp` for several reference columns in one statement (a UNION ALL of one select a column, each tagged with
 * its place): a save checks its document's materials and units, or its warehouse and operator, in one round trip.
 */
export async function lookUpAll(db: StoreDb, asks: readonly LookUp[]): Promise<void> {
  const wanted = asks
    .map((a) => ({ ...a, ids: [...new Set(a.ids)].filter((id) => !a.known.has(id)) }))
    .filter((a) => a.ids.length > 0);
  if (wanted.length <= 1) {
    for (const a of wanted) await lookUp(db, a.column, a.ids, a.known);
    return;
  }
  const selects = wanted.map((a, i) => {
    const ref = referenceOrFail(a.column);
    // The tag is a constant of ours, written in as a number so every branch's column has one type.
    return db
      .select({ ask: sql<number>`${sql.raw(String(i))}`, id: ref.id })
      .from(ref.table)
      .where(inArray(ref.id, a.ids));
  });
  type Select = (typeof selects)[number];
  const union = selects
    .slice(1)
    .reduce<Select>((q, next) => q.unionAll(next) as unknown as Select, selects[0]!);
  for (const row of await union) wanted[Number(row.ask)]!.known.add(Number(row.id));
}

/** What `referenceColumns` reads of a resource: its table and its fields' columns (a resource is one). */
interface ReferenceHolder {
  readonly table: PgTable;
  readonly fields: readonly { readonly name: string; readonly column?: PgColumn | undefined }[];
}

/** The table's reference columns, each with its key and the name of the field carrying it (or its own). */
export function referenceColumns(
  def: ReferenceHolder,
): readonly { key: string; column: PgColumn; field: string }[] {
  let found = referencesOf.get(def);
  if (found) return found;
  found = Object.entries(getTableColumns(def.table))
    .filter(([, column]) => referenceOf(column))
    .map(([key, column]) => ({
      key,
      column,
      field: def.fields.find((f) => f.column === column)?.name ?? column.name,
    }));
  referencesOf.set(def, found);
  return found;
}

const referencesOf = new WeakMap<
  ReferenceHolder,
  readonly { key: string; column: PgColumn; field: string }[]
>();
