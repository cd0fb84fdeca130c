import { and, eq, is, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  type PgColumn,
  type PgInsertBase,
  type PgQueryResultHKT,
  PgTable,
  type PgTable as PgTableType,
} from 'drizzle-orm/pg-core';
import type { Database, StoreOptions, StoreSession } from '../db/client';
import { isAbortedBefore } from '../db/errors';
import type { AppDb, Tx } from '../db/handle';
import { suppliers } from '../db/schema';

/** A table with the store column. */
export interface StoreTable {
  readonly supplierId: PgColumn;
}

/** A table one store owns rows of: a store table, or the stores themselves (a store owns its own row). */
export type ScopedTable = PgTableType & (StoreTable | typeof suppliers);

/** The values of an insert into a store table, without the store: the handle fills it in. */
export type StoreInsert<T extends PgTableType> = Omit<T['$inferInsert'], 'supplierId'>;

/** The column that says which store a row belongs to, or undefined for a table no store owns. */
function storeColumn(table: unknown): PgColumn | undefined {
  if (table === suppliers) return suppliers.id;
  if (!is(table, PgTable)) return undefined;
  const column = (table as unknown as Partial<StoreTable>).supplierId;
  return column;
}

function scopeOf(table: unknown, supplierId: number): SQL {
  const column = storeColumn(table);
  if (!column) throw new Error('a store query on a table no store owns');
  return eq(column, supplierId);
}

type Where = SQL | undefined | ((...args: never[]) => SQL | undefined);

/**
 * Makes a builder's `where` keep the store: the scope is set at once (a query without `where` is still confined)
 * and every later `where(c)` becomes `where(scope and c)`.
 */
function keepScope<B extends { where(w: never): unknown }>(builder: B, scope: SQL): B {
  const original = builder.where.bind(builder) as (w: Where) => B;
  const scoped = (w: Where): B => {
    if (typeof w === 'function') return original((...args: never[]) => and(scope, w(...args)));
    return original(and(scope, w));
  };
  original(scope);
  (builder as unknown as { where: typeof scoped }).where = scoped;
  return builder;
}

const JOINS = ['leftJoin', 'rightJoin', 'innerJoin', 'fullJoin'] as const;

/** Joins to another store table are confined to the same store as the table the query is from. */
function keepJoinsInStore(builder: object, base: PgColumn): void {
  const b = builder as Record<(typeof JOINS)[number], (table: unknown, on: Where) => unknown>;
  for (const name of JOINS) {
    const original = b[name].bind(builder);
    b[name] = (table, on) => {
      const column = storeColumn(table);
      if (!column || typeof on === 'function') return original(table, on);
      return original(table, and(eq(column, base), on));
    };
  }
}

/**
 * The request-scoped database handle: one transaction bound to one store. Every query built through it is
 * confined to that store (`select`, `update`, `delete` add the condition, `insert` the column; joins to other
 * store tables stay in the store), and the transaction carries the store in `app.supplier_id`, which
 * row-level security checks on every store table as the second wall. `tx` is there for raw SQL and for
 * savepoints; a handler never writes the store condition itself.
 */
export class StoreDb {
  constructor(
    readonly tx: Tx,
    readonly supplierId: number,
    /** A read (`inStore` with `readOnly`): each statement is a transaction of its own, and nothing is written. */
    readonly readOnly = false,
    o: {
      /**
       * What a select's store condition compares with: the store, or a placeholder for a statement compiled
       * once and then run for any store with the store filled in (`templateHandle`).
       */
      readonly scopeValue?: number | Placeholder;
      readonly session?: StoreSession;
    } = {},
  ) {
    this.scopeValue = o.scopeValue ?? supplierId;
    this.session = o.session ?? {};
  }

  private readonly scopeValue: number | Placeholder;
  /** What the work may ask of its session besides statements (a read's local setting: db/store-session.ts). */
  readonly session: StoreSession;

  /** `select(...).from(table)`, confined to this store whatever `where` is added. */
  readonly select: Tx['select'] = ((fields?: Record<string, unknown>) => {
    const builder = (fields ? this.tx.select(fields as never) : this.tx.select()) as unknown as {
      from(table: unknown): object;
    };
    const from = builder.from.bind(builder);
    builder.from = (table: unknown) => {
      const query = from(table) as { where(w: never): unknown };
      const column = storeColumn(table);
      if (column) {
        keepScope(query, eq(column, this.scopeValue));
        keepJoinsInStore(query, column);
      } else if (is(table, PgTable)) throw new Error('a store query on a table no store owns');
      return query;
    };
    return builder;
  }) as unknown as Tx['select'];

  /** `update(table).set(...)`, confined to this store whatever `where` is added. */
  readonly update: Tx['update'] = ((table: ScopedTable) => {
    const builder = this.tx.update(table as PgTableType);
    const set = builder.set.bind(builder);
    const scope = scopeOf(table, this.supplierId);
    (builder as { set: unknown }).set = (values: never) => keepScope(set(values), scope);
    return builder;
  }) as unknown as Tx['update'];

  /** `delete(table)`, confined to this store whatever `where` is added. */
  readonly delete: Tx['delete'] = ((table: ScopedTable) =>
    keepScope(
      this.tx.delete(table as PgTableType),
      scopeOf(table, this.supplierId),
    )) as unknown as Tx['delete'];

  /** `insert(table).values(...)`: each row gets this store's id. */
  insert<T extends PgTableType & StoreTable>(table: T) {
    const builder = this.tx.insert(table);
    return {
      values: (values: StoreInsert<T> | readonly StoreInsert<T>[]): PgInsertBase<T, PgQueryResultHKT> => {
        const rows = (Array.isArray(values) ? values : [values]).map((v) => ({
          ...(v as object),
          supplierId: this.supplierId,
        }));
        return builder.values(rows as never) as unknown as PgInsertBase<T, PgQueryResultHKT>;
      },
    };
  }

  /** Runs `fn` in a savepoint: a refusal inside it (a unique key) can be answered without losing the request. */
  savepoint<T>(fn: (db: StoreDb) => Promise<T>): Promise<T> {
    if (this.readOnly) throw new Error('a savepoint in a read');
    return this.tx.transaction((tx) => fn(new StoreDb(tx as unknown as Tx, this.supplierId)));
  }

  /** The store condition of `table`, for raw SQL that cannot be built through this handle. */
  scope(table: ScopedTable): SQL {
    return scopeOf(table, this.supplierId);
  }
}

/**
 * A handle on `db`'s transaction whose selects compare the store column with `store`, a placeholder: for
 * building the text of a statement once (engine/list/list-sql.ts), which is then run for a store with `store` filled
 * in with that store's id. Its selects are confined as any handle's; it makes no updates, deletes or inserts.
 */
export function templateHandle(db: StoreDb, store: Placeholder): StoreDb {
  return new StoreDb(db.tx, db.supplierId, db.readOnly, { scopeValue: store });
}

/**
 * Runs pieces of a store's work together: their statements are issued in the same turn, so a request's store
 * session sends them in one message (db/store-session.ts). Answers as awaiting them one after another would:
 * every piece's value, or the first error in their order (the refusal a user would have met first), once all
 * have ended; a piece that only found the transaction aborted by another's error (SQLSTATE 25P02) gives way to
 * that error. Only for pieces that do not depend on one another; in a write, one piece's error rolls back what
 * the others did.
 */
export async function together<T extends readonly unknown[]>(
  ...pieces: { readonly [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(pieces);
  const errors = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  if (errors.length > 0) throw errors.find((e) => !isAbortedBefore(e)) ?? errors[0];
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Runs `fn` in a transaction bound to `supplierId`; every query in it sees only that store's rows. */
export async function withStore<T>(
  db: AppDb,
  supplierId: number,
  fn: (store: StoreDb) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(supplierId) || supplierId <= 0)
    throw new Error(`invalid supplier id ${supplierId}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.supplier_id', ${String(supplierId)}, true)`);
    return fn(new StoreDb(tx, supplierId));
  });
}

/**
 * Runs `fn` as `supplierId` through `Database.inStore`: the request's way in, with the store set (and the guard
 * sent) in the same message as the first statement; a read runs without BEGIN and COMMIT (db/store-session.ts).
 */
export function inStore<T>(
  database: Database,
  supplierId: number,
  o: StoreOptions,
  fn: (store: StoreDb) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(supplierId) || supplierId <= 0)
    throw new Error(`invalid supplier id ${supplierId}`);
  return database.inStore(supplierId, o, (tx, session) =>
    fn(new StoreDb(tx, supplierId, o.readOnly, { session })),
  );
}

/**
 * Runs `fn` as another store inside the same transaction (the platform deciding a store's withdrawal, only after
 * `assertPlatform`): the store setting is switched to the store and back. Deferred checks (a wallet against its
 * ledger) are run before switching back, while the store's rows are still visible to them.
 */
export async function asStore<T>(
  db: StoreDb,
  supplierId: number,
  fn: (store: StoreDb) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(supplierId) || supplierId <= 0)
    throw new Error(`invalid supplier id ${supplierId}`);
  // A read's statements each set its own store again: a switch would not last to the next one.
  if (db.readOnly) throw new Error('a switch of store in a read');
  const back = () => db.tx.execute(sql`select set_config('app.supplier_id', ${String(db.supplierId)}, true)`);
  await db.tx.execute(sql`select set_config('app.supplier_id', ${String(supplierId)}, true)`);
  let result: T;
  try {
    result = await fn(new StoreDb(db.tx, supplierId));
    await db.tx.execute(sql`set constraints all immediate`);
    await db.tx.execute(sql`set constraints all deferred`);
  } catch (error) {
    // A failed statement has aborted the transaction, which rolls back whatever the setting: keep its error.
    await back().catch(() => undefined);
    throw error;
  }
  await back();
  return result;
}
