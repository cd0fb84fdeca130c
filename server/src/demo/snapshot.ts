import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as schema from '@yanye/framework/schema';
import { type AppDb, prepareDatabase } from '@yanye/framework/server';
import { formatDate } from '@yanye/protocol';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { CONSOLE_MIGRATIONS, consoleStamp, SERVER_ROOT } from '../paths';

/**
 * The demo as the build leaves it: a PGlite data folder migrated and seeded with the demo stores, in
 * `server/dist/demo-snapshot/`, so the first start on the embedded database copies it in under a second instead of
 * seeding for twenty (docs/operations.md, "First start"). It is taken only when it fits: the same migrations as
 * this server's, made today in the demo's time zone and within the hour (the demo's orders and collections run
 * up to the moment it was seeded, and a merchant opening it expects them to run up to now), no store key of its own (`ADDON_SECRET_KEY`:
 * the demo's add-on secrets are sealed with the key made when it was seeded). Otherwise the start seeds afresh.
 */

/**
 * How old a snapshot may be, in seconds. The demo's times are relative to when it was seeded, and it keeps an
 * hour's margin where a count of days depends on it (a token's days to lapse): within an hour a merchant, and a
 * test, reads the figures the seed meant.
 */
const MAX_AGE = 3_600;

export const SNAPSHOT_DIR = join(SERVER_ROOT, 'dist', 'demo-snapshot');
const DATA = 'data';
const META = 'meta.json';

export interface SnapshotMeta {
  /** Unix seconds: when it was seeded. */
  readonly madeAt: number;
  /** Its day in `timeZone`. */
  readonly day: string;
  readonly timeZone: string;
  /** The migrations and tenancy script it was prepared with (`preparedStamp`). */
  readonly stamp: string;
  readonly stores: number;
  readonly rows: number;
}

/**
 * Seeds the demo into a new PGlite data folder, `dir`/data, beside what it is (meta.json). A folder, not a dump:
 * copied by the operating system it is ready in a third of the time PGlite takes to unpack a dump of it.
 */
export async function makeDemoSnapshot(
  seed: (owner: AppDb) => Promise<void>,
  timeZone: string,
  dir = SNAPSHOT_DIR,
): Promise<SnapshotMeta> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(join(dir, DATA), { extensions: { pg_trgm } });
  try {
    await prepareDatabase(
      { kind: 'pglite', db: drizzlePglite(client, { schema }), client },
      { migrations: CONSOLE_MIGRATIONS, afterMigrate: seed },
    );
    const tables = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const counts = tables.rows.map((t) => `select count(*) as n from ${t.name}`).join(' union all ');
    const counted = await client.query<{ stores: number; rows: number }>(
      `select (select count(*)::int from suppliers) as stores, (select sum(n)::int from (${counts}) c) as rows`,
    );
    const madeAt = Math.floor(Date.now() / 1000);
    const meta: SnapshotMeta = {
      madeAt,
      day: formatDate(madeAt, timeZone),
      timeZone,
      stamp: consoleStamp(),
      stores: counted.rows[0]?.stores ?? 0,
      rows: counted.rows[0]?.rows ?? 0,
    };
    await client.exec('checkpoint');
    await client.close();
    writeFileSync(join(dir, META), `${JSON.stringify(meta, null, 2)}\n`);
    return meta;
  } finally {
    if (!client.closed) await client.close();
  }
}

/** Why the build's snapshot is not taken, or the snapshot to load. */
export type SnapshotChoice =
  | { readonly take: true; readonly meta: SnapshotMeta; readonly folder: string }
  | { readonly take: false; readonly why: string };

/** The build's snapshot for a first start in `dataDir` at `now`, when it fits (see the file's comment). */
export function demoSnapshotFor(
  o: {
    readonly dataDir: string;
    readonly timeZone: string;
    readonly sealKeyFromEnv: boolean;
    readonly now: number;
  },
  dir = SNAPSHOT_DIR,
): SnapshotChoice {
  if (o.dataDir.startsWith('memory://')) return { take: false, why: 'a database in memory' };
  if (existsSync(o.dataDir) && readdirSync(o.dataDir).includes('PG_VERSION'))
    return { take: false, why: 'the data folder holds a database already' };
  if (!existsSync(join(dir, META))) return { take: false, why: 'no snapshot in this build' };
  const meta = JSON.parse(readFileSync(join(dir, META), 'utf8')) as SnapshotMeta;
  if (meta.stamp !== consoleStamp()) return { take: false, why: 'the snapshot has other migrations' };
  if (meta.timeZone !== o.timeZone || meta.day !== formatDate(o.now, o.timeZone))
    return { take: false, why: `the snapshot's demo ends on ${meta.day}, not today` };
  if (o.now - meta.madeAt > MAX_AGE)
    return {
      take: false,
      why: `the snapshot was made ${Math.round((o.now - meta.madeAt) / 60)} minutes ago`,
    };
  if (o.sealKeyFromEnv) return { take: false, why: 'ADDON_SECRET_KEY is set' };
  return { take: true, meta, folder: join(dir, DATA) };
}

/** Copies the snapshot's data folder into `dataDir`, which holds no database yet (the uploads may be there). */
export function copySnapshot(folder: string, dataDir: string): void {
  cpSync(folder, dataDir, { recursive: true, filter: (source) => !source.endsWith('postmaster.pid') });
}
