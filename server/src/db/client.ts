import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppDb, Tx } from './handle';
import { APP_ROLE, type PrepareOptions, prepareDatabase } from './migrate';
import { storeRunner } from './store-runner';
import type { StoreOptions, StoreSession } from './store-session';

export type { AppDb, Queryable, Tx } from './handle';
export { rawRows } from './handle';
export type { StoreOptions, StoreSession } from './store-session';

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: AppDb;
  /**
   * Runs `fn` as store `store` (`app.supplier_id`, which row-level security checks): a request's work, with the
   * fewest round trips the driver allows (store-session.ts).
   */
  inStore<T>(store: number, o: StoreOptions, fn: (tx: Tx, session: StoreSession) => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole database as one tar, consistent (it waits for the transaction in progress, as every
   * statement of the one session does). A PostgreSQL database is backed up by pg_dump (platform/backup.ts).
   */
  dump?(): Promise<Blob>;
  /**
   * LISTENs on `channel` for as long as it is not stopped: `onNotify` gets each notification's payload, and
   * `onGap` is called when notifications may have been missed (the connection was lost and made again).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * `inStore` on PGlite, which has no round trips to save: a transaction (read only for a read), the store set,
 * then the guard, each its own statement. A setting is set in a savepoint there (no `locally`).
 */
function pgliteStore(db: AppDb) {
  return <T>(store: number, o: StoreOptions, fn: (tx: Tx, session: StoreSession) => Promise<T>): Promise<T> =>
    db.transaction(
      async (tx) => {
        await tx.execute(sql`select set_config('app.supplier_id', ${String(store)}, true)`);
        if (o.guard) {
          await tx.execute(o.guard);
          o.onGuarded?.();
        }
        return fn(tx, {});
      },
      o.readOnly ? { accessMode: 'read only' } : undefined,
    );
}

export interface OpenOptions extends PrepareOptions {
  /** PostgreSQL URL; undefined opens PGlite. */
  readonly url?: string | undefined;
  /** Connect the application directly as a restricted login role instead of SET ROLE. */
  readonly appUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  readonly dataDir: string;
  /** PGlite only: start a new data directory from this dump (`dumpDataDir`), as the tests start from a template. */
  readonly loadDataDir?: Blob | undefined;
  readonly poolSize?: number;
}

/**
 * Opens the database: migrates it (and runs `afterMigrate`) as its owner, then hands out a handle that runs as `yanye_app`,
 * a role that is neither superuser nor BYPASSRLS.
 */
export async function openDatabase(o: OpenOptions): Promise<Database> {
  return o.url ? openPostgres(o.url, o) : openPglite(o.dataDir, o);
}

async function openPglite(dataDir: string, o: OpenOptions): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(o.loadDataDir ? { loadDataDir: o.loadDataDir } : {}),
  });
  await prepareDatabase({ kind: 'pglite', db: drizzlePglite(client), client }, o);
  // PGlite is one session: from here on every query of the process runs as the application role.
  await client.exec(`SET ROLE ${APP_ROLE}`);
  const db = drizzlePglite(client) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    inStore: pgliteStore(db),
    dump: () => client.dumpDataDir('none'),
    // One session in the process: a NOTIFY of a committed transaction reaches it at once, and nothing is lost.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, o: OpenOptions): Promise<Database> {
  // In pipeline mode as the pool is: the demo's seed runs the console's own code, which issues a write's
  // independent statements together (`together`, platform/tenancy.ts); on a plain client pg queued them with a
  // deprecation warning (the queue goes in pg 9).
  const ownerClient = new pg.Client({ connectionString: url, pipeline: true });
  await ownerClient.connect();
  try {
    await prepareDatabase({ kind: 'postgres', db: drizzlePg(ownerClient) }, o);
  } finally {
    await ownerClient.end();
  }
  // Without a URL of its own, every connection takes the application role as it starts (`-c role=`), before
  // it runs any query.
  // Pipeline mode (pg's `pipeline` option): a store's work sends its transaction's opening and its first
  // statement without waiting between them (store-session.ts).
  const pool = new pg.Pool({
    connectionString: o.appUrl ?? url,
    max: o.poolSize ?? 10,
    pipeline: true,
    ...(o.appUrl ? {} : { options: `-c role=${APP_ROLE}` }),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do.
  });
  const db = drizzlePg(pool) as unknown as AppDb;
  return {
    kind: 'postgres',
    db,
    inStore: storeRunner(pool, db),
    listen: (channel, onNotify, onGap) => listenPostgres(o.appUrl ?? url, channel, onNotify, onGap),
    close: () => pool.end(),
  };
}

/** How long a lost LISTEN connection waits before it is made again. */
const RELISTEN_MS = 1000;

/**
 * A connection of its own outside the pool, LISTENing on `channel` (a LISTEN holds its connection for good). Lost,
 * it is made again every second until it is back; then `onGap` says notifications may have been missed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    });
    c.on('error', () => {
      // Followed by 'end', which makes it again.
    });
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      if (!stopped) again();
    });
    await c.connect();
    try {
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      await c.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
  };
  const again = () => {
    timer = setTimeout(() => {
      connect().then(onGap, again);
    }, RELISTEN_MS);
    timer.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
