import type { SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDb, Tx } from './handle';

/** How a store's work runs (`Database.inStore`). */
export interface StoreOptions {
  /** A read: its transaction is read only, so a write in it fails. */
  readonly readOnly: boolean;
  /**
   * A statement that must pass before anything else of the work counts (the caller's principal check): sent in
   * the same round trip as the work's first statement, in front of it, so an error in it aborts that statement
   * and every one after it.
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

/** `statement` with its values written in as escaped literals, for the simple protocol. */
function inlined({ text, values }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => pg.escapeLiteral(values[Number(n) - 1]!));
}

type QueryArgs = [config: string | pg.QueryConfig, values?: unknown[]];

/**
 * The client drizzle is given for one store's work, on a pooled connection in pg's pipeline mode: the
 * transaction's opening (BEGIN, the store, the guard) is sent at once without waiting for its answers, so it
 * reaches PostgreSQL in the same round trip as the work's first statement, which pg sends right behind it. Each
 * statement has its own Sync: an error in the opening aborts the transaction, and every statement after it fails
 * ("current transaction is aborted"); the work is told the opening's own error rather than that.
 */
class StoreClient {
  /** The opening's answers; rejected with its first error. */
  readonly opened: Promise<void>;

  constructor(
    private readonly client: pg.PoolClient,
    store: string,
    o: StoreOptions,
    guard: Statement | undefined,
  ) {
    // One message of the simple protocol (no parameters: the values are written in as literals, escaped by
    // pg), so the opening is one write however many statements it holds.
    const opening = [
      o.readOnly ? 'begin read only' : 'begin',
      `select set_config('app.supplier_id', ${pg.escapeLiteral(store)}, true)`,
      ...(guard ? [inlined(guard)] : []),
    ].join('; ');
    this.opened = client.query(opening).then(() => {
      if (guard) o.onGuarded?.();
    });
    // Observed by the work's statements and by `end`; never left unhandled if the work makes none.
    this.opened.catch(() => undefined);
  }

  /** What drizzle calls: the statement goes on the wire now, behind whatever was sent before it. */
  async query(...[config, values]: QueryArgs): Promise<pg.QueryResult> {
    const sent = this.client.query(config, values);
    // An aborted opening fails this statement too; its own error says why.
    sent.catch(() => undefined);
    await this.opened;
    return sent;
  }

  /** The work's end: COMMIT once the opening has passed (its error is the work's), ROLLBACK otherwise. */
  async end(outcome: 'commit' | 'rollback'): Promise<void> {
    if (outcome === 'commit') {
      await this.opened;
      await this.client.query('commit');
    } else {
      await this.client.query('rollback');
    }
  }
}

/** drizzle's pieces a transaction of its own is built from. */
interface DrizzleInternals {
  readonly dialect: PgDialect;
  readonly session: { readonly options: unknown };
}

/**
 * `Database.inStore` on PostgreSQL: one pooled connection (the pool is in pipeline mode, client.ts) as the
 * application role, a transaction whose opening travels with the work's first statement.
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
    let released = false;
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
        if (o.readOnly) {
          // A read's answer is whole once its statements (and the guard) have answered: it does not wait for its
          // COMMIT, and the connection goes back to the pool when that is done.
          await storeClient.opened;
          released = true;
          storeClient.end('commit').then(
            () => client.release(),
            (e: Error) => client.release(e),
          );
          return result;
        }
        await storeClient.end('commit');
        return result;
      } catch (error) {
        await storeClient.end('rollback').catch((e: Error) => {
          broken = e;
        });
        throw error;
      }
    } finally {
      if (!released) client.release(broken);
    }
  };
}
