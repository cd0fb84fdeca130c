import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { AfterMigrate, AppDb } from './handle';
import { pinyinSource, preparePinyin } from './pinyin';
import type * as schema from './schema';

/** The role the application runs as (see drizzle/repeatable/tenancy.sql). */
export const APP_ROLE = 'yanye_app';

/**
 * One stream of migrations: drizzle's folder (its SQL files and `meta/_journal.json`) under a name of its own.
 * The console's stream is the first; an add-on that owns its tables brings its own (docs/add-ons.md, "Tables and
 * migrations"), recorded apart, so no stream's numbering waits on another's.
 */
export interface MigrationSet {
  /** `console` for the console's own; `addon_<key>` for an add-on's. */
  readonly name: string;
  readonly folder: string;
}

/**
 * The migrations a console runs, in order (the console's first), and the repeatable script run after all of them
 * on every change (the tenancy walls: grants and row-level security of every table, an add-on's included). The
 * application says where they are.
 */
export interface Migrations {
  readonly sets: readonly MigrationSet[];
  readonly repeatable: string;
}

/** Where drizzle records the applied migrations of a stream: its own table, the console's as drizzle names it. */
const migrationsTable = (set: MigrationSet, first: boolean) =>
  first ? '__drizzle_migrations' : `__drizzle_migrations_${set.name}`;

type Rows<T> = { rows: T[] };

/**
 * Before a stream other than the console's first runs on a database: when every table its first migration creates
 * is already there, that migration is recorded as applied instead of run. This is how an add-on takes over the tables
 * the console's own migrations created for it before it kept migrations of its own: a database made then keeps its
 * rows, and a new one gets the same tables from the add-on. Some of them there and some not is refused, naming both.
 */
async function adoptBaseline(db: Owner['db'], set: MigrationSet, table: string): Promise<void> {
  const [first] = readMigrationFiles({ migrationsFolder: set.folder });
  const creates = [...(first?.sql.join('\n') ?? '').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(\w+)"/g)];
  const tables = creates.map((m) => m[1] as string);
  if (!first || tables.length === 0) return;
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql.raw(
      `create table if not exists drizzle."${table}" (id serial primary key, hash text not null, created_at bigint)`,
    ),
  );
  const recorded = (await db.execute(
    sql.raw(`select 1 from drizzle."${table}" limit 1`),
  )) as unknown as Rows<unknown>;
  if (recorded.rows.length > 0) return;
  const found = (await db.execute(
    sql`select t as name from (values ${sql.join(
      tables.map((t) => sql`(${t})`),
      sql`, `,
    )}) as v(t) where to_regclass('public.' || quote_ident(t)) is not null`,
  )) as unknown as Rows<{ name: string }>;
  const present = found.rows.map((r) => r.name);
  if (present.length === 0) return;
  if (present.length < tables.length) {
    const missing = tables.filter((t) => !present.includes(t));
    throw new Error(
      `The migrations ${set.name} begin by creating ${tables.join(', ')}; this database has ${present.join(', ')} but not ${missing.join(', ')}, so they can neither run nor be taken as done. Restore the missing tables from a backup, or drop the others if they hold nothing, and start again.`,
    );
  }
  await db.execute(
    sql.raw(
      `insert into drizzle."${table}" (hash, created_at) values ('${first.hash}', ${Number(first.folderMillis)})`,
    ),
  );
}

export interface PrepareOptions {
  /** What to migrate with. */
  readonly migrations: Migrations;
  /** Run once the schema is current (the demo data, when asked for); it decides for itself whether to act. */
  readonly afterMigrate?: AfterMigrate | undefined;
  /** Told before the migrations and the tenancy script run (not when the database is current). */
  readonly onMigrate?: (() => void) | undefined;
}

type Schema = typeof schema;

/** A connection as the database owner, used only to prepare the database. */
export type Owner =
  | { readonly kind: 'pglite'; readonly db: PgliteDatabase<Schema>; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly db: NodePgDatabase<Schema> & { $client: pg.Client } };

/**
 * What the database is once prepared: the migration journal, the repeatable script and the source of the pinyin
 * readings (db/pinyin.ts). Kept as the comment of drizzle's migrations table once all are applied, so a start on
 * a prepared database reads one row instead of checking every migration and running the script again.
 */
export function preparedStamp(
  migrations: Migrations,
  repeatable = readFileSync(migrations.repeatable, 'utf8'),
): string {
  const [first, ...more] = migrations.sets;
  if (!first) throw new Error("no migrations: the console's own stream comes first");
  const journalOf = (set: MigrationSet) => readFileSync(join(set.folder, 'meta', '_journal.json'), 'utf8');
  const hash = createHash('sha256').update(journalOf(first)).update('\0').update(repeatable).update('\0');
  for (const set of more) hash.update(set.name).update('\0').update(journalOf(set)).update('\0');
  return `prepared ${hash.update(pinyinSource()).digest('hex')}`;
}

/**
 * Migrates, applies the repeatable tenancy script and runs `afterMigrate`, as the database owner; the first two
 * only when the database was not prepared with this very journal and script. Several processes starting at
 * once take turns on an advisory lock, so each step runs once.
 */
export async function prepareDatabase(owner: Owner, o: PrepareOptions): Promise<void> {
  const { db } = owner;
  await db.execute(sql`select pg_advisory_lock(hashtext('yanye-migrate'))`);
  try {
    const repeatable = readFileSync(o.migrations.repeatable, 'utf8');
    const stamp = preparedStamp(o.migrations, repeatable);
    // The role is the cluster's, not the database's: a database restored into another cluster needs it again.
    const checked = (await db.execute(
      sql`select obj_description(to_regclass('drizzle.__drizzle_migrations'), 'pg_class') as stamp,
                 exists (select 1 from pg_roles where rolname = ${APP_ROLE}) as role`,
    )) as unknown as { rows: { stamp: string | null; role: boolean }[] };
    const current = checked.rows[0];
    if (current?.stamp !== stamp || !current?.role) {
      o.onMigrate?.();
      for (const [i, set] of o.migrations.sets.entries()) {
        const config = { migrationsFolder: set.folder, migrationsTable: migrationsTable(set, i === 0) };
        if (i > 0) await adoptBaseline(db, set, config.migrationsTable);
        if (owner.kind === 'pglite') await migratePglite(owner.db, config);
        else await migratePg(owner.db, config);
      }
      if (owner.kind === 'pglite') await owner.client.exec(repeatable);
      else await owner.db.$client.query(repeatable);
      await preparePinyin(db as unknown as AppDb);
      await db.execute(sql.raw(`comment on table drizzle.__drizzle_migrations is '${stamp}'`));
    }
    await o.afterMigrate?.(db as unknown as AppDb);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(hashtext('yanye-migrate'))`);
  }
}
