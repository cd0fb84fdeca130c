import { randomBytes } from 'node:crypto';
import { openDatabase, rawRows } from '@yanye/framework/server';
import type { DbKind } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { CONSOLE_MIGRATIONS } from '../src/paths';

// A database's schema as lines to compare with another's: the upgrade test holds an upgraded database to one made
// new by this release.

export type SchemaLine = { what: string };

/**
 * The public schema as lines to compare, in an order of their own (a column added by a later migration sits last
 * in its table, and is the same column): columns with their types, nullability and defaults; constraints; indexes;
 * row-level security and its policies.
 */
export const SCHEMA = sql.raw(`select what from (
    select format('column %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, coalesce(column_default, '')) as what
      from information_schema.columns where table_schema = 'public'
    union all
    select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
    union all
    select format('table %s rls %s %s', relname, relrowsecurity, relforcerowsecurity)
      from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
    union all
    select format('policy %s.%s %s %s', tablename, policyname, qual, with_check) from pg_policies where schemaname = 'public'
  ) s order by what collate "C"`);

/**
 * The lines without the parentheses of the checks' expressions, sorted: a check restored from the release's dump reads
 * `((a AND b) AND c)` where the same check made by a migration reads `(a AND b AND c)`.
 */
export const comparable = (lines: readonly SchemaLine[]) =>
  lines.map(({ what }) => (what.startsWith('constraint ') ? what.replace(/[()]/g, '') : what)).sort();

/** The schema of a database made new by this release (its migrations, every add-on's included). */
export async function freshSchema(kind: DbKind): Promise<SchemaLine[]> {
  if (kind === 'pglite') {
    const fresh = await openDatabase({ dataDir: 'memory://', migrations: CONSOLE_MIGRATIONS });
    try {
      await fresh.db.execute(sql`reset role`);
      return await rawRows<SchemaLine>(fresh.db, SCHEMA);
    } finally {
      await fresh.close();
    }
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `yanye_fresh_${randomBytes(6).toString('hex')}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const server = drizzle(admin);
  await server.execute(sql.raw(`create database ${name}`));
  try {
    const fresh = await openDatabase({
      url: url.toString(),
      dataDir: 'memory://',
      migrations: CONSOLE_MIGRATIONS,
    });
    await fresh.close();
    const owner = drizzle(url.toString());
    // The database is dropped with force right after: a connection still closing then is told so, and that is no
    // error of the test's.
    owner.$client.on('error', () => {});
    try {
      return await rawRows<SchemaLine>(owner, SCHEMA);
    } finally {
      await owner.$client.end();
    }
  } finally {
    await server.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await server.$client.end();
  }
}
