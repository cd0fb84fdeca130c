// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import * as schema from '@yanye/framework/schema';
import { prepareDatabase } from '@yanye/framework/server';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../src/demo/demo';
import { CONSOLE_MIGRATIONS } from '../src/paths';

/**
 * Migrates and seeds one database of each kind before the API tests start; every test database is then a copy
 * (PostgreSQL's `CREATE DATABASE … TEMPLATE`, PGlite's `loadDataDir`), so a test file waits for a copy rather than
 * for the migrations and the demo seed. The server's two test projects (vitest.config.ts) share the one pair: the
 * first to start makes it, the last to finish drops it.
 */
export default async function setup(project: TestProject) {
  const shared = globalThis as { yanyeTemplates?: Templates };
  shared.yanyeTemplates ??= { made: makeTemplates(), users: 0 };
  const templates = shared.yanyeTemplates;
  templates.users++;
  const { dump, template } = await templates.made;
  project.provide('pgliteTemplate', dump);
  project.provide('pgTemplate', template);

  return async () => {
    if (--templates.users > 0) return;
    shared.yanyeTemplates = undefined;
    rmSync(dump, { force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url && template) await admin(url, `drop database if exists ${template} with (force)`);
  };
}

/** The templates of one run, and how many test projects use them. */
interface Templates {
  readonly made: Promise<{ readonly dump: string; readonly template: string }>;
  users: number;
}

async function makeTemplates(): Promise<{ dump: string; template: string }> {
  // The two templates are made side by side: PGlite seeds in this process while PostgreSQL does its share of the
  // other's work in its own.
  const [dump, template] = await Promise.all([pgliteTemplate(), pgTemplate(process.env.TEST_DATABASE_URL)]);
  return { dump, template };
}

/** A migrated PGlite database with the demo stores, dumped to a file each test database loads. */
async function pgliteTemplate(): Promise<string> {
  const dump = join(tmpdir(), `yanye-template-${randomBytes(6).toString('hex')}.tar`);
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  await prepareDatabase(
    { kind: 'pglite', db: drizzlePglite(client, { schema }), client },
    { migrations: CONSOLE_MIGRATIONS, afterMigrate: seedDemo },
  );
  const blob = await client.dumpDataDir('none');
  writeFileSync(dump, Buffer.from(await blob.arrayBuffer()));
  await client.close();
  return dump;
}

/** A migrated PostgreSQL database with the demo stores, named for the run; '' without `TEST_DATABASE_URL`. */
async function pgTemplate(url: string | undefined): Promise<string> {
  if (!url) return '';
  const template = `yanye_template_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${template}`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  // In pipeline mode, as the console's own owner connection (packages/framework/server/db/client.ts): the seed issues a write's
  // independent statements together, which a plain client queues with pg's deprecation warning.
  const owner = new pg.Client({ connectionString: target.toString(), pipeline: true });
  await owner.connect();
  try {
    await prepareDatabase(
      { kind: 'postgres', db: drizzlePg(owner, { schema }) },
      { migrations: CONSOLE_MIGRATIONS, afterMigrate: seedDemo },
    );
  } finally {
    await owner.end();
  }
  return template;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
