import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, type Migrations, openDatabase, rawRows } from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_MIGRATIONS } from '../src/paths';

/**
 * An add-on's stream taking over the tables the console's own migrations made for it before it kept its own
 * (packages/framework/server/db/migrate.ts, `adoptBaseline`; docs/add-ons.md, "Tables and migrations"), on PGlite:
 * the tables there, none there, some there.
 */
const root = mkdtempSync(join(tmpdir(), 'yanye-streams-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stream `addon_demo` whose first migration creates two tables. */
function demoStream(): Migrations {
  const folder = join(root, 'demo-migrations');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  writeFileSync(
    join(folder, '0000_demo.sql'),
    'CREATE TABLE "demo_a" ("id" integer PRIMARY KEY);\n--> statement-breakpoint\nCREATE TABLE "demo_b" ("id" integer PRIMARY KEY);\n',
  );
  const entry = { idx: 0, version: '7', when: 1795900000000, tag: '0000_demo', breakpoints: true };
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [entry] }),
  );
  return { ...CONSOLE_MIGRATIONS, sets: [...CONSOLE_MIGRATIONS.sets, { name: 'addon_demo', folder }] };
}

function dumpOf(database: Database): Promise<Blob> {
  if (!database.dump) throw new Error('PGlite only');
  return database.dump();
}

/** A database on the console's migrations alone, made once: each case starts from a copy of it. */
let console_: Promise<Blob> | undefined;
async function consoleOnly(): Promise<Blob> {
  console_ ??= (async () => {
    const made = await openDatabase({ dataDir: 'memory://', migrations: CONSOLE_MIGRATIONS });
    try {
      return await dumpOf(made);
    } finally {
      await made.close();
    }
  })();
  return console_;
}

/** The console's database, given `before` as its owner, then opened with the stream. */
async function reopened(before: readonly string[]): Promise<Database> {
  const first = await openDatabase({
    dataDir: 'memory://',
    migrations: CONSOLE_MIGRATIONS,
    loadDataDir: await consoleOnly(),
  });
  let blob: Blob;
  try {
    await first.db.execute(sql`reset role`);
    for (const statement of before) await first.db.execute(sql.raw(statement));
    blob = await dumpOf(first);
  } finally {
    await first.close();
  }
  return openDatabase({ dataDir: 'memory://', migrations: demoStream(), loadDataDir: blob });
}

async function asOwner<T>(database: Database, query: string): Promise<T[]> {
  await database.db.execute(sql`reset role`);
  return rawRows<T>(database.db, sql.raw(query));
}

describe('an add-on stream over tables the console made before', () => {
  it('takes its first migration as done when every table it creates is there, keeping their rows', async () => {
    const database = await reopened([
      'create table demo_a (id integer primary key)',
      'create table demo_b (id integer primary key)',
      'insert into demo_a values (7)',
    ]);
    try {
      expect(await asOwner(database, 'select id from demo_a')).toEqual([{ id: 7 }]);
      expect(
        await asOwner(database, 'select count(*)::int as n from drizzle."__drizzle_migrations_addon_demo"'),
      ).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('runs it when none of them is there', async () => {
    const database = await reopened([]);
    try {
      expect(await asOwner(database, "select to_regclass('public.demo_b')::text as t")).toEqual([
        { t: 'demo_b' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses when some are there and some not, naming both, and changes nothing', async () => {
    await expect(reopened(['create table demo_a (id integer primary key)'])).rejects.toThrow(
      /addon_demo begin by creating demo_a, demo_b; this database has demo_a but not demo_b/,
    );
  }, 120_000);
});
