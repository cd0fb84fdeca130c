import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDb, Tx } from './handle';

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

/** A statement as the wire carries it. */
interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * A value written into a statement's text as a literal, as pg would send it as a parameter: text, untyped, so
 * PostgreSQL gives it the type its place wants, exactly as it types a parameter. Undefined for a value pg
 * converts in ways of its own (a date, a buffer, an array, an object): such a statement keeps its parameters.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return pg.escapeLiteral(value);
    case 'number':
      return Number.isFinite(value) ? `'${value}'` : undefined;
    case 'bigint':
      return `'${value}'`;
    case 'boolean':
      return value ? "'true'" : "'false'";
    default:
      return undefined;
  }
}

/**
 * A quoted string, a quoted name, a comment, or a placeholder (`$1`): the placeholders are the only matches
 * replaced, so a `$1` inside a string or a name is left alone. (The statements are drizzle's and ours: no
 * dollar-quoted bodies.)
 */
const TOKENS = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|\$(\d+)/g;

/** `statement` with its values written in as literals, for a message of the simple protocol; or undefined. */
function inlined({ text, values }: Statement): string | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const l = literal(value);
    if (l === undefined) return undefined;
    literals.push(l);
  }
  if (literals.length === 0) return text;
  return text.replace(TOKENS, (match, n: string | undefined) => (n ? literals[Number(n) - 1]! : match));
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

  /** What a read's statement carries in front of it: the store (read only) and the guard until it passed. */
  private readPrefix(): string[] {
    return [
      `select set_config('app.supplier_id', ${pg.escapeLiteral(this.store)}, true), set_config('transaction_read_only', 'on', true)`,
      ...(this.guard ? [this.guard] : []),
    ];
  }

  private passed(): void {
    if (this.guard === undefined) return;
    this.guard = undefined;
    this.o.onGuarded?.();
  }

  /** What drizzle calls: the statement goes on the wire now, behind whatever was sent before it. */
  async query(...[config, values]: QueryArgs): Promise<pg.QueryResult> {
    const c: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
    const prefix = this.o.readOnly ? this.readPrefix() : this.opening;
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
      await this.client.query('rollback');
      return;
    }
    // A write that made no statement: its opening goes now, with nothing behind it.
    if (this.opening) await this.query('select 1');
    await this.opened;
    await this.client.query('commit');
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
      try {
        const result = await fn(tx);
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
