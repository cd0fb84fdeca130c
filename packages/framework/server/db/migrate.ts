import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
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
 * The migrations a console runs: drizzle's folder (its SQL files and `meta/_journal.json`) and the repeatable
 * script run after them on every change (the tenancy walls). The application says where they are.
 */
export interface Migrations {
  readonly folder: string;
  readonly repeatable: string;
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
  const journal = readFileSync(join(migrations.folder, 'meta', '_journal.json'), 'utf8');
  const hash = createHash('sha256').update(journal).update('\0').update(repeatable).update('\0');
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
      if (owner.kind === 'pglite') {
        await migratePglite(owner.db, { migrationsFolder: o.migrations.folder });
        await owner.client.exec(repeatable);
      } else {
        await migratePg(owner.db, { migrationsFolder: o.migrations.folder });
        await owner.db.$client.query(repeatable);
      }
      await preparePinyin(db as unknown as AppDb);
      await db.execute(sql.raw(`comment on table drizzle.__drizzle_migrations is '${stamp}'`));
    }
    await o.afterMigrate?.(db as unknown as AppDb);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(hashtext('yanye-migrate'))`);
  }
}
