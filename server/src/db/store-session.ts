import { is, SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDb, Tx } from './handle';
import { inlined, type Statement } from './inline-sql';

/** How a store's work runs (`Database.inStore`). */
export interface StoreOptions {
  /**
   * A read: no BEGIN or COMMIT; each statement runs in the implicit transaction of its own message, read only,
   * with the store set in front of it in that message. Under READ COMMITTED each statement of a transaction takes
   * its own snapshot anyway, so a read gives up nothing by it; a write in it fails.
   */
  readonly readOnly: boolean;
  /**
   * A statement that must pass before anything else of the work counts (the caller's principal check): sent in
   * the same message as the work's first statement, in front of it, so an error in it skips that statement.
   */
  readonly guard?: SQL | undefined;
  /** Told once the guard has passed. */
  onGuarded?(): void;
}

/** What a store's work may ask of its session besides statements (`Database.inStore` hands it over). */
export interface StoreSession {
  /**
   * Runs `fn` with PostgreSQL's setting `name` at `value` for each statement `fn` sends, written as a local
   * setting in the prefix of the statement's own message, so it costs no message of its own and lasts no longer
   * than the statement. Only a read on PostgreSQL has it (each statement there is a transaction of its own, where
   * nothing set before would last); in a transaction the caller sets it in a savepoint instead.
   */
  readonly locally?: <T>(name: string, value: string, fn: () => Promise<T>) => Promise<T>;
  /**
   * Sends `query`, whose answer nobody waits for (the operator log's row), in front of the work's next statement,
   * in that statement's message, or in its COMMIT's: it costs no message of its own, and an error of it fails
   * that statement (or the COMMIT), so the work, as its own would. Only a write on PostgreSQL has it; false when
   * the query's values cannot be written into its text: then it is for the caller to run.
   */
  readonly later?: (query: SQL | Statement) => boolean;
  /**
   * Sends a statement already in text, with its values as the driver takes them (platform/insert-rows.ts: an
   * insert compiled once per shape), as any statement of the work: no query builder turns it into text again.
   * Only a write on PostgreSQL has it.
   */
  readonly run?: (text: string, values: readonly unknown[]) => Promise<unknown>;
}

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/**
 * The client drizzle is given for one store's work, on a pooled connection in pg's pipeline mode (client.ts).
 * The store setting and the guard travel in the same message as a statement, in front of it: one message of
 * the simple protocol whose statements run in one implicit transaction (or in the explicit one a write's BEGIN
 * at its head opens), each value written in as a literal escaped by pg (`pg.escapeLiteral`). A message is one
 * write to the socket and one Sync: an error in a statement of it skips those after it. So a read costs one
 * message a statement, and a write one message for its BEGIN, store, guard and first statement, one a statement
 * after it, and its COMMIT. A statement whose values cannot be written as literals goes with its parameters
 * behind its prefix, sent alone just before it.
 */
class StoreClient {
  /** A write's opening (BEGIN, the store, the guard), until it has gone with a statement. */
  private opening: string[] | undefined;
  /** The guard, until it has passed; a read sends it with each statement until then. */
  private guard: string | undefined;
  /** The opening's answer once it has gone, alone or with a statement; rejected with its error. */
  private opened: Promise<unknown> | undefined;
  /** A read that had to open a transaction for a statement sent with its parameters. */
  private readOpen = false;
  /** A write's statements held by `later`, to go in front of its next statement or its COMMIT. */
  private held: string[] = [];
  /** A read's settings for its statements while a `locally` runs: `set_config(...)` calls of the prefix. */
  private readonly local = new Map<string, string>();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly store: string,
    private readonly o: StoreOptions,
    guard: Statement | undefined,
  ) {
    this.guard = guard && inlined(guard);
    if (!o.readOnly)
      this.opening = [
        'begin',
        `select set_config('app.supplier_id', ${pg.escapeLiteral(store)}, true)`,
        ...(this.guard ? [this.guard] : []),
      ];
  }

  /**
   * What a read's statement carries in front of it: the store (read only), the settings of a `locally` running,
   * and the guard until it passed.
   */
  private readPrefix(): string[] {
    let settings = '';
    for (const call of this.local.values()) settings += `, ${call}`;
    return [
      `select set_config('app.supplier_id', ${pg.escapeLiteral(this.store)}, true), set_config('transaction_read_only', 'on', true)${settings}`,
      ...(this.guard ? [this.guard] : []),
    ];
  }

  /** `StoreSession.locally` for a read. */
  async locally<T>(name: string, value: string, fn: () => Promise<T>): Promise<T> {
    if (!this.o.readOnly) throw new Error('a local setting of a statement in a transaction');
    if (this.local.has(name)) throw new Error(`${name} is set locally already`);
    this.local.set(name, `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`);
    try {
      return await fn();
    } finally {
      this.local.delete(name);
      // A statement sent with its parameters opened a transaction, where the setting lasts till it ends: undone.
      // (A transaction a cancelled statement aborted takes no statement: its error is the one that counts.)
      if (this.readOpen)
        await this.client.query(`set local ${pg.escapeIdentifier(name)} to default`).catch(() => undefined);
    }
  }

  private passed(): void {
    if (this.guard === undefined) return;
    this.guard = undefined;
    this.o.onGuarded?.();
  }

  /** `StoreSession.later` for a write. */
  later(statement: Statement): boolean {
    if (this.o.readOnly) throw new Error('a statement held in a read');
    const text = inlined(statement);
    if (text === undefined) return false;
    // Before the work's first statement, it joins the opening, which goes with that statement.
    if (this.opening) this.opening.push(text);
    else this.held.push(text);
    return true;
  }

  /** What drizzle calls: the statement goes on the wire now, behind whatever was sent before it. */
  async query(...[config, values]: QueryArgs): Promise<pg.QueryResult> {
    const c: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
    const prefix = this.o.readOnly ? this.readPrefix() : this.opening;
    if (!prefix && this.held.length > 0) return this.withHeld(c, values);
    if (!prefix) {
      // A write's later statement: its transaction is open (or its opening on the way, which fails it too).
      const sent = this.client.query(c, values ?? c.values);
      sent.catch(() => undefined);
      await this.opened;
      return sent;
    }
    const text = inlined({ text: c.text, values: values ?? c.values ?? [] });
    if (text === undefined) return this.withParameters(prefix, c, values);
    const guarded = this.guard !== undefined;
    if (!this.o.readOnly) this.opening = undefined;
    // No values and no name: pg sends it as one message of the simple protocol.
    const sent = this.client.query({
      ...c,
      name: undefined,
      text: [...prefix, text].join(';\n'),
      values: [],
    });
    if (!this.o.readOnly) this.opened = sent;
    const results = (await sent) as unknown as pg.QueryResult | pg.QueryResult[];
    if (guarded) this.passed();
    return Array.isArray(results) ? results[results.length - 1]! : results;
  }

  /**
   * A write's later statement behind the statements `later` held: in one message of the simple protocol with
   * them, its values written in; or, when they cannot be, behind them sent alone.
   */
  private async withHeld(c: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const held = this.held;
    this.held = [];
    const text = inlined({ text: c.text, values: values ?? c.values ?? [] });
    if (text === undefined) {
      const before = this.client.query(held.join(';\n'));
      before.catch(() => undefined);
      const sent = this.client.query(c, values ?? c.values);
      sent.catch(() => undefined);
      await this.opened;
      await before;
      return sent;
    }
    const sent = this.client.query({ ...c, name: undefined, text: [...held, text].join(';\n'), values: [] });
    sent.catch(() => undefined);
    await this.opened;
    const results = (await sent) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? results[results.length - 1]! : results;
  }

  /**
   * A statement that keeps its parameters: its prefix goes alone just before it (a read's in a read-only
   * transaction of its own, which `end` commits).
   */
  private async withParameters(
    prefix: string[],
    c: pg.QueryConfig,
    values?: unknown[],
  ): Promise<pg.QueryResult> {
    let head = prefix;
    if (this.o.readOnly && !this.readOpen) {
      head = ['begin read only', ...prefix];
      this.readOpen = true;
    }
    if (!this.o.readOnly) this.opening = undefined;
    const guarded = this.guard !== undefined;
    const opened = this.client.query(head.join(';\n'));
    opened.catch(() => undefined);
    if (!this.o.readOnly || this.readOpen) this.opened = opened;
    const sent = this.client.query(c, values ?? c.values);
    sent.catch(() => undefined);
    await opened;
    if (guarded) this.passed();
    return sent;
  }

  /** A read that made no statement still has its guard checked before its answer counts. */
  async settle(): Promise<void> {
    if (this.guard) await this.query('select 1');
  }

  /**
   * The work's end: a write's COMMIT (its opening's error is the work's) or ROLLBACK; a read's COMMIT only if it
   * opened a transaction.
   */
  async end(outcome: 'commit' | 'rollback'): Promise<void> {
    if (this.o.readOnly && !this.readOpen) return;
    if (outcome === 'rollback') {
      this.held = [];
      await this.client.query('rollback');
      return;
    }
    // A write that made no statement: its opening goes now, with nothing behind it.
    if (this.opening) await this.query('select 1');
    await this.opened;
    // What `later` still holds goes with the COMMIT: an error in it skips the COMMIT, and the work rolls back.
    const held = this.held;
    this.held = [];
    await this.client.query([...held, 'commit'].join(';\n'));
  }
}

/** drizzle's pieces a transaction of its own is built from. */
interface DrizzleInternals {
  readonly dialect: PgDialect;
  readonly session: { readonly options: unknown };
}

/**
 * `Database.inStore` on PostgreSQL: one pooled connection (the pool is in pipeline mode, client.ts) as the
 * application role; the store and the guard travel with the work's first statement.
 */
export function storeRunner(pool: pg.Pool, db: AppDb) {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const statement = (query: SQL): Statement => {
    const { sql, params } = dialect.sqlToQuery(query);
    return { text: sql, values: params };
  };
  return async <T>(
    store: number,
    o: StoreOptions,
    fn: (tx: Tx, session: StoreSession) => Promise<T>,
  ): Promise<T> => {
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
      try {
        const result = await fn(
          tx,
          o.readOnly
            ? { locally: (name, value, work) => storeClient.locally(name, value, work) }
            : {
                later: (query) => storeClient.later(is(query, SQL) ? statement(query) : query),
                run: (text, values) => storeClient.query({ text }, [...values]),
              },
        );
        if (o.readOnly) await storeClient.settle();
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
