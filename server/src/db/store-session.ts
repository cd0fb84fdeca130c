import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDb, Tx } from './handle';

/** How a store's work runs (`Database.inStore`). */
export interface StoreOptions {
  /**
   * A read: no BEGIN or COMMIT; each statement runs in an implicit transaction of its own, read only, with the
   * store set in front of it in the same round trip. Under READ COMMITTED each statement of a transaction takes
   * its own snapshot anyway, so a read gives up nothing by it; a write in it fails.
   */
  readonly readOnly: boolean;
  /**
   * A statement that must pass before anything else of the work counts (the caller's principal check): sent in
   * the same round trip as the work's first statement, in front of it, so an error in it aborts that statement
   * too; sent alone at the end if the work made none.
   */
  readonly guard?: SQL | undefined;
  /** Told once the guard has passed. */
  onGuarded?(): void;
}

/** A statement as the wire carries it. */
interface Statement {
  readonly text: string;
  readonly values: readonly string[];
}

/** What pg's Query does on the wire, which its type declarations leave out. */
interface WireConnection {
  parse(o: { text: string; name: string; types: number[] }): void;
  bind(o: { portal: string; statement: string; values: readonly string[] }): void;
  execute(o: { portal: string; rows: number }): void;
}
interface QueryInternals {
  prepare(connection: WireConnection): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: WireConnection): void;
}
const base = pg.Query.prototype as unknown as QueryInternals;

/**
 * A pg query with statements written in front of it, all before one Sync: one round trip, one implicit
 * transaction (or the explicit one a `begin` among them opens). The statements' own rows are dropped; an error
 * in any of them skips the rest and fails the query.
 */
class PrefixedQuery extends pg.Query {
  private skipping: number;

  constructor(
    config: pg.QueryConfig,
    values: unknown[] | undefined,
    private readonly prefix: readonly Statement[],
    callback: (error: Error | null, result?: pg.QueryResult) => void,
  ) {
    super({ ...config, ...(values ? { values } : {}), callback } as pg.QueryConfig);
    this.skipping = prefix.length;
  }

  /** Always the extended protocol: the simple one would send the query without its prefix. */
  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: WireConnection): void {
    for (const s of this.prefix) {
      connection.parse({ text: s.text, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: s.values });
      connection.execute({ portal: '', rows: 0 });
    }
    base.prepare.call(this, connection);
  }

  handleDataRow(msg: unknown): void {
    if (this.skipping === 0) base.handleDataRow.call(this, msg);
  }

  handleCommandComplete(msg: unknown, connection: WireConnection): void {
    if (this.skipping > 0) this.skipping--;
    else base.handleCommandComplete.call(this, msg, connection);
  }
}

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/**
 * The client drizzle is given for one store's work: it puts the store (and the guard, once) in front of the
 * statements it is asked to run, in the same round trip.
 */
class StoreClient {
  private guard: Statement | undefined;
  /**
   * The last statement sent: each waits for the one before it. The work may ask for a statement while another is
   * running (an export reads its next batch while it writes this one), and pg would queue it itself, a use it has
   * deprecated; the order is ours to keep.
   */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly store: string,
    private readonly o: StoreOptions,
    guard: Statement | undefined,
  ) {
    this.guard = guard;
  }

  /** A read's statements each set the store again: each is a transaction of its own. */
  private storeStatement(): Statement {
    return {
      text: "select set_config('app.supplier_id', $1, true), set_config('transaction_read_only', 'on', true)",
      values: [this.store],
    };
  }

  /** Runs `config` with `prefix` in front of it, in one round trip; the guard passed if `prefix` carried it. */
  private run(prefix: Statement[], [config, values]: QueryArgs): Promise<pg.QueryResult> {
    const guarded = this.guard !== undefined && prefix.includes(this.guard);
    const queryConfig = typeof config === 'string' ? { text: config } : config;
    return new Promise((resolve, reject) => {
      const query = new PrefixedQuery(queryConfig, values, prefix, (error, result) => {
        if (error) return reject(error);
        if (guarded) this.passed();
        resolve(result!);
      });
      this.client.query(query);
    });
  }

  private passed(): void {
    this.guard = undefined;
    this.o.onGuarded?.();
  }

  /** Sends `send` once the statement before it has ended, however that ended. */
  private inTurn<R>(send: () => Promise<R>): Promise<R> {
    const turn = this.last.then(send, send);
    this.last = turn.catch(() => undefined);
    return turn;
  }

  /** What drizzle calls. */
  query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.inTurn(() =>
      this.o.readOnly
        ? this.run([this.storeStatement(), ...(this.guard ? [this.guard] : [])], [config, values])
        : this.client.query(config, values),
    );
  }

  /** A write: BEGIN, the store and the guard, in one round trip before the work starts. */
  async begin(): Promise<void> {
    const setStore = { text: "select set_config('app.supplier_id', $1, true)", values: [this.store] };
    const begin = { text: 'begin', values: [] };
    if (this.guard) await this.run([begin, setStore], [this.guard.text, [...this.guard.values]]);
    else await this.run([begin], [setStore.text, [...setStore.values]]);
    if (this.guard) this.passed();
  }

  /** A read that made no statement still has its guard checked before its answer counts. */
  async settle(): Promise<void> {
    if (this.guard) await this.inTurn(() => this.run([this.storeStatement(), this.guard!], ['select 1']));
  }

  /** A write's end, after whatever the work still had running. */
  end(statement: 'commit' | 'rollback'): Promise<pg.QueryResult> {
    return this.inTurn(() => this.client.query(statement));
  }
}

/** drizzle's pieces a transaction of its own is built from. */
interface DrizzleInternals {
  readonly dialect: PgDialect;
  readonly session: { readonly options: unknown };
}

/**
 * `Database.inStore` on PostgreSQL: one pooled connection as the application role, the store set in the same
 * round trip as the first statement (a write also opens its transaction there), the guard with it.
 */
export function storeRunner(pool: pg.Pool, db: AppDb) {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const statement = (query: SQL): Statement => {
    const { sql, params } = dialect.sqlToQuery(query);
    return { text: sql, values: params.map(String) };
  };
  return async <T>(store: number, o: StoreOptions, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const storeClient = new StoreClient(client, String(store), o, o.guard && statement(o.guard));
      const own = new NodePgSession(
        storeClient as unknown as pg.PoolClient,
        dialect,
        undefined,
        session.options as never,
      );
      const tx = new NodePgTransaction(dialect, own, undefined) as unknown as Tx;
      if (o.readOnly) {
        const result = await fn(tx);
        await storeClient.settle();
        return result;
      }
      try {
        await storeClient.begin();
        const result = await fn(tx);
        await storeClient.end('commit');
        return result;
      } catch (error) {
        await storeClient.end('rollback').catch((e: Error) => {
          broken = e;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
}
