import { Column, getTableColumns, is, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Statement } from '../db/inline-sql';
import type { StoreDb, StoreInsert, StoreTable } from './tenancy';

/**
 * Rows inserted by a statement compiled once per shape: the table, and which columns each row gives. Building a
 * multi-row insert was the largest part of a save's and an audit's CPU (drizzle walks every value of every row,
 * checking each piece's kind with `is()`), and its text is the same for every insert of the same shape. So drizzle
 * builds it once, with a placeholder for each value, and an insert of that shape then only maps its values as
 * their columns do (`mapToDriverValue`) and sends the text with them (`StoreSession.run`). A column a row leaves
 * out is its default as drizzle writes it: its `$defaultFn` called for each insert, else the column's DEFAULT.
 * Where there is no `run` (PGlite), or a value or a default is itself SQL, drizzle builds the insert as before.
 * server/test/insert-rows.test.ts holds the rows written to drizzle's own.
 */

type Row = Readonly<Record<string, unknown>>;

/** A compiled insert: its text, and for each parameter the row and the column whose value it takes. */
interface Compiled {
  readonly text: string;
  readonly params: readonly { readonly row: number; readonly key: string; readonly column: PgColumn }[];
}

const compiled = new WeakMap<PgTable, Map<string, Compiled>>();

/**
 * The function that fills a column a row leaves out, as drizzle chooses it: the `$defaultFn`, else the
 * `$onUpdateFn` of a column without a DEFAULT; none, and the column's DEFAULT is written.
 */
const fillOf = (column: PgColumn): (() => unknown) | undefined =>
  column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined);

/** Whether `row` sends a value for the column: given, or filled by a function. */
const sends = (row: Row, name: string, column: PgColumn) =>
  row[name] !== undefined || fillOf(column) !== undefined;

/** Which of the table's columns each row sends: the shape's key. */
function shapeOf(columns: readonly (readonly [string, PgColumn])[], rows: readonly Row[]): string {
  let key = '';
  for (const row of rows) {
    for (const [name, column] of columns) key += sends(row, name, column) ? '1' : '0';
    key += '|';
  }
  return key;
}

function compile(
  db: StoreDb,
  table: PgTable & StoreTable,
  columns: readonly (readonly [string, PgColumn])[],
  rows: readonly Row[],
  returningId: boolean,
): Compiled {
  const template = rows.map((row, i) => {
    const slots: Record<string, Placeholder> = {};
    for (const [name, column] of columns)
      if (sends(row, name, column)) slots[name] = sql.placeholder(`${i}:${name}`);
    return slots;
  });
  const insert = db.tx.insert(table).values(template as never);
  const { sql: text, params } = (
    returningId ? insert.returning({ id: (table as unknown as { id: PgColumn }).id }) : insert
  ).toSQL();
  return {
    text,
    // Each value is a parameter drizzle made of a placeholder, with the column that maps it (its encoder).
    params: params.map((p: unknown) => {
      const param = is(p, Param) ? p : undefined;
      const held: unknown = param?.value;
      const column: unknown = param?.encoder;
      if (!is(held, Placeholder) || !is(column, Column)) throw new Error('an insert with a value of its own');
      const at = held.name.indexOf(':');
      return {
        row: Number(held.name.slice(0, at)),
        key: held.name.slice(at + 1),
        column: column as PgColumn,
      };
    }),
  };
}

/** The value a compiled insert sends for `row`'s `key`: given, or its column's default; SQL is not compiled. */
function sentValue(row: Row, key: string, column: PgColumn): unknown {
  let value = row[key];
  if (value === undefined) value = fillOf(column)?.();
  if (is(value, SQL) || is(value, Placeholder)) throw NOT_COMPILED;
  return value === null ? null : column.mapToDriverValue(value);
}

const NOT_COMPILED = new Error('not compiled');

/** Up to this many rows an insert is compiled: a document's lines, its ledger rows; an import's thousands are not. */
const MOST_ROWS = 50;

/**
 * The statement inserting `values` into `table` for `db`'s store, compiled per shape, with its values as the
 * driver takes them; undefined when it is not compiled (too many rows, or a value or a default that is SQL).
 * With `returningId`, it answers each row's `id`.
 */
export function insertStatement<T extends PgTable & StoreTable>(
  db: StoreDb,
  table: T,
  values: readonly StoreInsert<T>[],
  o: { readonly returningId?: boolean } = {},
): Statement | undefined {
  const returningId = o.returningId === true;
  if (values.length === 0 || values.length > MOST_ROWS) return undefined;
  const rows = values.map((v) => ({ ...(v as Row), supplierId: db.supplierId }));
  // Every column: one drizzle never inserts (a generated one) takes no placeholder in the text it builds.
  const columns = Object.entries(getTableColumns(table));
  let byShape = compiled.get(table);
  if (!byShape) {
    byShape = new Map();
    compiled.set(table, byShape);
  }
  const shape = `${returningId ? 'id' : ''}|${shapeOf(columns, rows)}`;
  let c = byShape.get(shape);
  if (!c) {
    c = compile(db, table, columns, rows, returningId);
    byShape.set(shape, c);
  }
  try {
    return {
      text: c.text,
      values: c.params.map(({ row, key, column }) => sentValue(rows[row]!, key, column)),
    };
  } catch (error) {
    if (error !== NOT_COMPILED) throw error;
    return undefined;
  }
}

/** Inserts `values` into `table` for `db`'s store, by a statement compiled per shape where it can. */
export async function insertRows<T extends PgTable & StoreTable>(
  db: StoreDb,
  table: T,
  values: readonly StoreInsert<T>[],
): Promise<void> {
  if (values.length === 0) return;
  const run = db.session.run;
  const statement = run && insertStatement(db, table, values);
  if (statement) await run(statement.text, statement.values);
  else await db.insert(table).values(values);
}

/** Inserts one row into `table` for `db`'s store and answers its id: compiled per shape where it can be. */
export async function insertRecord<T extends PgTable & StoreTable & { id: PgColumn }>(
  db: StoreDb,
  table: T,
  values: StoreInsert<T>,
): Promise<number> {
  const run = db.session.run;
  const statement = run && insertStatement(db, table, [values], { returningId: true });
  if (statement) {
    const { rows } = (await run(statement.text, statement.values)) as { rows: { id: unknown }[] };
    return Number(rows[0]!.id);
  }
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return Number(row!.id);
}
