import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { withPinyin } from '../../db/pinyin';
import type { StoreDb } from '../../platform/tenancy';
import type { ResourceDef } from '../resource/resource-decl';

/** Rows to a statement: every column is one parameter whatever the count, this only bounds a statement's size. */
const ROWS_PER_STATEMENT = 10_000;

/** A value as the column's driver takes it, as text (the database casts it back), or null. */
function asText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // A value written as SQL (a drizzle `sql` default) cannot travel as text; no import gives one.
  if (is(value, SQL)) throw new Error(`${column.name}: an SQL value cannot be inserted in bulk`);
  const driven = column.mapToDriverValue(value);
  if (driven === null || driven === undefined) return null;
  return typeof driven === 'string' ? driven : String(driven);
}

/**
 * What a column a row leaves out gets from the ORM rather than the database (a `$defaultFn`), as a drizzle
 * insert would; undefined where the database's default applies.
 */
function ormDefault(column: PgColumn): (() => unknown) | undefined {
  if (column.defaultFn) return column.defaultFn;
  return column.onUpdateFn && !column.hasDefault ? column.onUpdateFn : undefined;
}

/** The value the database gives a column a row leaves out: its default, or NULL. */
function columnDefault(column: PgColumn): SQL {
  if (is(column.default, SQL)) return column.default;
  if (column.default === undefined) return sql`null`;
  return sql`${asText(column, column.default)}::${sql.raw(column.getSQLType())}`;
}

/**
 * Inserts many new records into the store (an import), in their order: each column travels as one text array
 * that the database unnests and casts to the column's type, so a statement has a handful of parameters however
 * many rows it holds (no 65,535-parameter limit), works alike on PostgreSQL and PGlite, and costs one round trip
 * per 10,000 rows. A column some rows leave out takes its default in those, as in a drizzle insert. Names that
 * keep their pinyin (goods, members) get it here, as the database's trigger would give it (db/pinyin.ts).
 */
export async function insertMany(
  def: Pick<ResourceDef, 'table'>,
  db: StoreDb,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = getTableColumns(def.table) as Record<string, PgColumn>;
  const byOrm = Object.entries(columns).filter(([, c]) => ormDefault(c) !== undefined);
  const named = await withPinyin(def.table, db.tx, rows);
  const full = named.map((row) => {
    const out = { ...row };
    for (const [key, column] of byOrm) if (out[key] === undefined) out[key] = ormDefault(column)!();
    return out;
  });
  for (let i = 0; i < full.length; i += ROWS_PER_STATEMENT) {
    await db.tx.execute(statement(def.table, columns, db.supplierId, full.slice(i, i + ROWS_PER_STATEMENT)));
  }
}

function statement(
  table: ResourceDef['table'],
  columns: Record<string, PgColumn>,
  supplierId: number,
  rows: readonly Record<string, unknown>[],
): SQL {
  const given = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) if (row[key] !== undefined && key !== 'supplierId') given.add(key);
  }
  const keys = [...given].filter((k) => columns[k] !== undefined);
  const arrays: SQL[] = [];
  const names: SQL[] = [];
  const selected: SQL[] = [sql`${supplierId}::integer`];
  for (const [i, key] of keys.entries()) {
    const column = columns[key]!;
    const value = sql.identifier(`c${i}`);
    const cast = sql`${value}::${sql.raw(column.getSQLType())}`;
    arrays.push(sql`${sql.param(rows.map((r) => asText(column, r[key])))}::text[]`);
    names.push(sql`${value}`);
    if (rows.every((r) => r[key] !== undefined)) {
      selected.push(cast);
      continue;
    }
    // Left out by some rows: a second array says which, and those take the column's default.
    const left = sql.identifier(`d${i}`);
    arrays.push(sql`${sql.param(rows.map((r) => (r[key] === undefined ? 't' : 'f')))}::boolean[]`);
    names.push(sql`${left}`);
    selected.push(sql`case when ${left} then ${columnDefault(column)} else ${cast} end`);
  }
  const targets = [columns.supplierId!, ...keys.map((k) => columns[k]!)].map((c) => sql.identifier(c.name));
  // With no column given, every row is the defaults: one row per element of a series.
  const source =
    keys.length === 0
      ? sql`generate_series(1, ${rows.length})`
      : sql`unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(names, sql`, `)})`;
  return sql`insert into ${table} (${sql.join(targets, sql`, `)}) select ${sql.join(selected, sql`, `)} from ${source}`;
}
