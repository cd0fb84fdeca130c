import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  ALWAYS_THERE,
  type Availability,
  ConnectFailed,
  refusedForNow,
  watchAvailability,
} from './availability';
import type { AppDb, Tx } from './handle';
import { APP_ROLE, type PrepareOptions, prepareDatabase } from './migrate';
import { storeRunner } from './store-runner';
import type { StoreOptions, StoreSession } from './store-session';

export type { Availability, AvailabilityChange } from './availability';
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
  /** Whether the database answers: PostgreSQL can go away (a restart, a failover) and come back. */
  readonly availability: Availability;
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
  /** PostgreSQL only: how long the start waits for a database that does not take connections yet (ms). */
  readonly waitForDatabaseMs?: number;
  /** Told, once, that the start waits for the database, and why. */
  readonly onWaiting?: ((reason: string) => void) | undefined;
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
    availability: ALWAYS_THERE,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, o: OpenOptions): Promise<Database> {
  // In pipeline mode as the pool is: the demo's seed runs the console's own code, which issues a write's
  // independent statements together (`together`, platform/tenancy.ts); on a plain client pg queued them with a
  // deprecation warning (the queue goes in pg 9).
  const ownerClient = await connectWhenThere(
    () => new pg.Client({ connectionString: url, pipeline: true }),
    o.waitForDatabaseMs ?? WAIT_FOR_DATABASE_MS,
    o.onWaiting,
  );
  try {
    await prepareDatabase({ kind: 'postgres', db: drizzlePg(ownerClient) }, o);
  } finally {
    await ownerClient.end();
  }
  const appUrl = o.appUrl ?? url;
  // Without a URL of its own, every connection takes the application role as it starts (`-c role=`), before
  // it runs any query.
  const asApp = o.appUrl ? {} : { options: `-c role=${APP_ROLE}` };
  const availability = watchAvailability(() => look(appUrl, asApp));
  const noticed = (error: unknown, connectedAt?: number) => {
    availability.noticed(error, connectedAt);
  };
  // Pipeline mode (pg's `pipeline` option): a store's work sends its transaction's opening and its first
  // statement without waiting between them (store-session.ts).
  const pool = new WatchedPool(
    {
      connectionString: appUrl,
      max: o.poolSize ?? 10,
      pipeline: true,
      // A host that does not answer at all (no refusal) fails a connection in this time, not in the system's
      // two minutes; it is also how long a request waits for a connection of a full pool.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection whose peer vanished without a word (a failover's old primary) is found out by TCP.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...asApp,
    },
    noticed,
  );
  const db = drizzlePg(pool) as unknown as AppDb;
  return {
    kind: 'postgres',
    db,
    inStore: storeRunner(pool, db),
    listen: (channel, onNotify, onGap) => listenPostgres(appUrl, channel, onNotify, onGap, noticed),
    availability,
    close: async () => {
      availability.close();
      await pool.end();
    },
  };
}

/** How long a start waits for a database that is not there yet (a machine starting both at once). */
const WAIT_FOR_DATABASE_MS = 60_000;

/**
 * A connection made as soon as the database takes it: while it refuses (it is starting, or not up yet), tried
 * again every second for up to `waitMs`, `onWaiting` told once why. Anything else (a wrong password, a database
 * that does not exist) fails at once.
 */
async function connectWhenThere(
  make: () => pg.Client,
  waitMs: number,
  onWaiting?: (reason: string) => void,
): Promise<pg.Client> {
  const until = Date.now() + waitMs;
  for (let told = false; ; ) {
    const client = make();
    // A connection lost later fails its query with the error; unheard, its 'error' event would end the process.
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch (error) {
      // Its socket is closed already (pg's `end` on it could wait for an 'end' that has been).
      if (!refusedForNow(error) || Date.now() > until) throw error;
      if (!told) onWaiting?.(error instanceof Error ? error.message : String(error));
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** How long a new connection may take, and a request may wait for one of a full pool. */
const CONNECT_TIMEOUT_MS = 30_000;
/** How long a look at a database that went away may take. */
const LOOK_TIMEOUT_MS = 3000;

/** Whether the database answers: a connection of its own, `select 1`, closed; throws while it does not. */
async function look(url: string, extra: pg.ClientConfig): Promise<void> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: LOOK_TIMEOUT_MS, ...extra });
  c.on('error', () => {});
  // A connection that could not be made has no socket left to close.
  await c.connect();
  try {
    await c.query('select 1');
  } finally {
    await c.end().catch(() => {});
  }
}

type Release = (release?: boolean | Error) => void;
type OnConnect = (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

/**
 * pg's pool, with every error of its connections heard: an error nobody listens for ends the process (Node's
 * rule for an 'error' event), and pg's pool listens only on the connections it holds idle, so a connection lost
 * while a request had it (a restart, `pg_terminate_backend`) would take the console down. Each error, and each
 * connection the pool could not make, is told to `noticed` (the database's availability); the request that had
 * the connection gets the error from its query, and the pool drops the connection. A connection that could not
 * be made fails as `ConnectFailed`.
 */
class WatchedPool extends pg.Pool {
  private readonly noticed: (error: unknown, connectedAt?: number) => void;

  constructor(config: pg.PoolConfig, noticed: (error: unknown, connectedAt?: number) => void) {
    super(config);
    this.noticed = noticed;
    this.on('connect', (client) => {
      const connectedAt = Date.now();
      client.on('error', (error) => noticed(error, connectedAt));
    });
    // An idle connection's error, which the connection's own listener above has heard too.
    this.on('error', () => {});
  }

  // pg's own `query` takes its connection through this too (with a callback).
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: OnConnect): void;
  override connect(callback?: OnConnect): Promise<pg.PoolClient> | undefined {
    if (!callback)
      return super.connect().catch((error: unknown) => {
        throw this.failed(error);
      });
    super.connect((error, client, done) => {
      callback(error && this.failed(error), client, done);
    });
    return undefined;
  }

  private failed(error: unknown): Error {
    // A full pool that gave no connection in time says nothing of the database.
    const failed =
      error instanceof Error && /^timeout exceeded/.test(error.message) ? error : new ConnectFailed(error);
    this.noticed(failed);
    return failed;
  }
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
  noticed: (error: unknown, connectedAt?: number) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    c.on('notification', (m) => {
      if (m.channel === channel) onNotify(m.payload ?? '');
    });
    // Followed by 'end', which makes it again.
    let connectedAt: number | undefined;
    c.on('error', (error) => noticed(error, connectedAt));
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      if (!stopped) again();
    });
    await c.connect();
    connectedAt = Date.now();
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
