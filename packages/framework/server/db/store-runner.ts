import { is, SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { AppDb, Tx } from './handle';
import type { Statement } from './inline-sql';
import { StoreClient, type StoreOptions, type StoreSession } from './store-session';

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
