import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  APP_ROLE,
  type Database,
  loadConfig,
  openDatabase,
  rawRows,
  walletMismatches,
  withStore,
} from '@yanye/framework/server';
import { BOTH_DB_KINDS, type DbKind, signedIn } from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CONSOLE_MIGRATIONS, consoleStamp, MIGRATIONS_DIR } from '../src/paths';
import { ledgerMismatches } from '../src/resources/jxc/ledger-checks';
import { comparable, freshSchema, SCHEMA, type SchemaLine } from './schema-compare';

/**
 * Upgrades keep data (docs/operations.md, "Upgrades"): a database made by an earlier release, with its demo
 * stores' documents and ledgers, is opened by this one, migrated forward, and still adds up and signs in. The
 * fixture is that release's database as `pg_dump` wrote it (test/fixtures/README.md says how it was made).
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'release-2026-11-25.sql.gz');
const dump = gunzipSync(readFileSync(FIXTURE)).toString('utf8');

/** The console's store tables whose rows an upgrade must keep, one of each kind of record. */
const CORE_KEPT = ['accounts', 'wallets', 'wallet_logs', 'stocks', 'stock_logs', 'purchases', 'orders'];

/**
 * Every installed add-on's tables, as its own migrations create them: the release's console created them in its
 * own stream, and this one hands them to each add-on's (docs/add-ons.md, "Tables and migrations").
 */
const ADDON_TABLES = CONSOLE_MIGRATIONS.sets
  .slice(1)
  .flatMap((set) =>
    readMigrationFiles({ migrationsFolder: set.folder }).flatMap((m) =>
      [...m.sql.join('\n').matchAll(/CREATE TABLE "(\w+)"/g)].map((x) => x[1] as string),
    ),
  );

/** The store tables whose rows an upgrade must keep: the console's, and every add-on's. */
const KEPT = [...CORE_KEPT, ...ADDON_TABLES];

/** What the release's database holds, counted as its owner before this release opens it: rows by store and table. */
const COUNTED = `select supplier_id as store, ${KEPT.map((t) => `(select count(*)::int from ${t} x where x.supplier_id = s.id) as ${t}`).join(', ')}
  from (select id, id as supplier_id from suppliers) s order by id`;

interface Release {
  readonly url?: string;
  readonly dataDir: string;
  readonly loadDataDir?: Blob;
  readonly before: Record<string, number>[];
  drop(): Promise<void>;
}

/** The release's database, loaded as its owner: a PGlite dump to open, or a PostgreSQL database's URL. */
async function loadRelease(kind: DbKind): Promise<Release> {
  if (kind === 'pglite') {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    await client.exec(dump);
    // The dump empties the search path for its own statements.
    await client.exec('set search_path to public');
    const before = (await client.query<Record<string, number>>(COUNTED)).rows;
    const blob = await client.dumpDataDir('none');
    await client.close();
    return { dataDir: 'memory://', loadDataDir: blob, before, drop: async () => {} };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `yanye_upgrade_${randomBytes(6).toString('hex')}`;
  const run = async (url: string, text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Record<string, number>>(text)).rows;
    } finally {
      await client.end();
    }
  };
  await run(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await run(url.toString(), dump);
  return {
    url: url.toString(),
    dataDir: 'memory://',
    before: await run(url.toString(), COUNTED),
    drop: async () => {
      await run(admin, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The same counts, each store's as the application reads them (as the store, under row-level security). */
async function countsOf(database: Database, store: number): Promise<Record<string, number>> {
  return withStore(database.db, store, async (db) => {
    const out: Record<string, number> = { store };
    for (const table of KEPT) {
      const [row] = await rawRows<{ n: number }>(db.tx, sql.raw(`select count(*)::int as n from ${table}`));
      out[table] = row!.n;
    }
    return out;
  });
}

describe.each(BOTH_DB_KINDS)('an earlier release’s database opened by this one, on %s', (kind) => {
  let release: Release;
  let database: Database;
  /**
   * A query as the database's owner: the migrations' journal is not the application's to read. PGlite is one
   * session, which runs as the application from the start on (db/client.ts): the owner's role is taken back for
   * the query.
   */
  async function asOwner<T>(query: SQL): Promise<T[]> {
    if (kind === 'postgres') {
      const db = drizzle(release.url!);
      db.$client.on('error', () => {});
      try {
        return await rawRows<T>(db, query);
      } finally {
        await db.$client.end();
      }
    }
    await database.db.execute(sql`reset role`);
    try {
      return await rawRows<T>(database.db, query);
    } finally {
      await database.db.execute(sql.raw(`set role ${APP_ROLE}`));
    }
  }
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };

  beforeAll(async () => {
    release = await loadRelease(kind);
    database = await openDatabase({
      url: release.url,
      dataDir: release.dataDir,
      migrations: CONSOLE_MIGRATIONS,
      ...(release.loadDataDir ? { loadDataDir: release.loadDataDir } : {}),
    });
  });
  afterAll(async () => {
    await database?.close();
    await release?.drop();
  });

  it('is migrated forward to this release’s schema', async () => {
    const rows = await asOwner<{ n: number; stamp: string }>(
      sql`select (select count(*)::int from drizzle.__drizzle_migrations) as n,
              obj_description(to_regclass('drizzle.__drizzle_migrations'), 'pg_class') as stamp`,
    );
    expect(rows[0]).toEqual({ n: journal.entries.length, stamp: consoleStamp() });
    // The fixture is older than this release: there was something to migrate.
    expect(dump).not.toContain(consoleStamp());
  });

  it('hands each add-on the tables the release’s console made for it, as its own migrations make them', async () => {
    expect(ADDON_TABLES.length).toBeGreaterThan(60);
    for (const set of CONSOLE_MIGRATIONS.sets.slice(1)) {
      const journal = readMigrationFiles({ migrationsFolder: set.folder });
      const rows = await asOwner<{ hash: string }>(
        sql.raw(`select hash from drizzle."__drizzle_migrations_${set.name}" order by created_at`),
      );
      expect(
        rows.map((r) => r.hash),
        set.name,
      ).toEqual(journal.map((m) => m.hash));
    }
    // The same tables, columns, keys, checks, indexes and row-level security as a database made new by this release.
    expect(comparable(await asOwner<SchemaLine>(SCHEMA))).toEqual(comparable(await freshSchema(kind)));
  });

  it('keeps every record, its add-ons’ too, and its ledgers still add up', async () => {
    expect(release.before.length).toBe(4);
    for (const table of CORE_KEPT)
      expect(
        release.before.reduce((n, s) => n + s[table]!, 0),
        table,
      ).toBeGreaterThan(0);
    for (const before of release.before) {
      const id = before.store!;
      expect(await countsOf(database, id)).toEqual(before);
      expect(
        await withStore(database.db, id, (db) => walletMismatches(db)),
        `wallets of store ${id}`,
      ).toEqual([]);
      expect(await withStore(database.db, id, (db) => ledgerMismatches(db)), `stock of store ${id}`).toEqual(
        [],
      );
    }
  });

  it('fills the pinyin readings and the pinyin of the goods and members it had (docs/shell.md, "Pinyin")', async () => {
    const [row] = await asOwner<{ readings: number; goods: number; members: number; unfilled: number }>(
      sql`select (select count(*)::int from pinyin_chars) as readings,
                 (select count(*)::int from goods) as goods, (select count(*)::int from members) as members,
                 (select count(*)::int from goods where name_py = '' and name <> '')
                   + (select count(*)::int from members where nick_py = '' and nick_name <> '') as unfilled`,
    );
    expect(row?.readings).toBeGreaterThan(20_000);
    expect(row?.goods).toBeGreaterThan(0);
    expect(row?.members).toBeGreaterThan(0);
    expect(row?.unfilled).toBe(0);
    const [salt] = await asOwner<{ py: string }>(
      sql`select name_py as py from goods where name = '精制加碘食用盐' limit 1`,
    );
    expect(salt?.py).toBe('jingzhijiadianshiyongyan jzjdsyy');
  });

  it('serves its stores: the release’s accounts sign in and read their data', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' });
    const app = await buildApp({ config, database, logger: false, workers: false });
    await app.ready();
    try {
      const t = { app, config, clock: { now: Math.floor(Date.now() / 1000) } };
      const admin = await signedIn(t, 'salt_admin');
      const listed = await admin.get<{ key: string; installed: unknown }[]>(API.addons.addonList.path);
      if (!listed.body.status) throw new Error(listed.body.msg);
      // 鑫盐商贸's add-ons, installed under the release, are installed still.
      expect(listed.body.data.filter((a) => a.installed).length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
