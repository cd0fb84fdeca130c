import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_TIME_ZONE, formatDate } from '@yanye/protocol';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type AfterMigrate,
  type Config,
  type Database,
  loadConfig,
  type Migrations,
  openDatabase,
} from '../server';

/**
 * The console a test starts (docs/testing.md): the application composes it, the framework only runs it, so the
 * harness is given it once, by a setup file of the test run (server/test/console.setup.ts), before any test asks.
 */
export interface TestConsole {
  /** The app on an opened database, as the application builds it. */
  buildApp(o: {
    readonly config: Config;
    readonly database: Database;
    readonly now: () => number;
    readonly logger: boolean;
    readonly logStream?: { write(line: string): void };
    readonly workers: boolean;
    readonly workerPollMs: number;
    readonly checkResponses: boolean;
  }): Promise<FastifyInstance>;
  /** The console's migrations. */
  readonly migrations: Migrations;
  /** The demo stores' seed, run on a new database when `SEED` is `demo`. */
  readonly seedDemo: AfterMigrate;
  /** The demo accounts' password, which `signedIn` signs in with. */
  readonly demoPassword: string;
}

let given: TestConsole | undefined;

/** Gives the harness the console it starts. */
export function provideTestConsole(console: TestConsole): void {
  given = console;
}

/** The console given to the harness; a test run without one is told where it is given. */
export function testConsole(): TestConsole {
  if (!given)
    throw new Error('no console to test: the test run gives it in a setup file (provideTestConsole)');
  return given;
}

/** What the run's global setup gives each test file (server/test/global-setup.ts makes them). */
declare module 'vitest' {
  interface ProvidedContext {
    /** A dump of a migrated PGlite database with the demo stores, which each test database starts from. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database with the demo stores, which each test database is copied from. */
    pgTemplate: string;
  }
}

export type DbKind = 'pglite' | 'postgres';

/**
 * The database an API file runs on: PostgreSQL when TEST_DATABASE_URL is set (CI sets it), PGlite otherwise. The
 * two run the same SQL (PGlite is PostgreSQL compiled to WebAssembly); what differs is the layer under it (one
 * connection or a pool, LISTEN, dumps, locks between connections), and the files that test that layer run on
 * both (`BOTH_DB_KINDS`). The browser suite runs every screen on PGlite, as the README starts the console.
 */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/** PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set: for the files that test the database layer. */
export const BOTH_DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  /** The server clock; tests move it with `clock.now += n`. */
  readonly clock: { now: number };
  /** A URL of the test database for hand-written queries (PostgreSQL only). */
  readonly url: string | undefined;
  close(): Promise<void>;
}

async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(process.env.TEST_DATABASE_URL!);
  const name = `yanye_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // A copy of the migrated, seeded template the global setup made (test/global-setup.ts).
  const template = inject('pgTemplate');
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Where a test database lives, so a second app can open the same one (a restart). */
export interface DbPlace {
  readonly kind: DbKind;
  readonly url: string | undefined;
  readonly dataDir: string;
  /** PGlite in memory: the template to start from (a folder on disk is filled from it when made). */
  readonly template: Blob | undefined;
  drop(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/** The migrated, seeded PGlite database the global setup dumped (test/global-setup.ts). */
function pgliteDump(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/** A fresh database: a new PostgreSQL database, or a PGlite folder (`memory://` unless it must survive). */
export async function createPlace(kind: DbKind, persistent = false): Promise<DbPlace> {
  if (kind === 'postgres') {
    const pgDb = await createPgDatabase();
    return { kind, url: pgDb.url, dataDir: 'memory://', template: undefined, drop: pgDb.drop };
  }
  const template = pgliteDump();
  if (!persistent) return { kind, url: undefined, dataDir: 'memory://', template, drop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'yanye-test-'));
  if (template) await (await PGlite.create(dir, { loadDataDir: template })).close();
  return {
    kind,
    url: undefined,
    dataDir: dir,
    template: undefined,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface StartOptions {
  readonly env?: Record<string, string>;
  /** Run the export worker; off by default. */
  readonly workers?: boolean;
  /** How often the worker looks for work (default 50 ms); a long one lets a test drive it with `tick()`. */
  readonly workerPollMs?: number;
  /** Where the app logs (at the `LOG_LEVEL` of `env`, which is silent unless set); no log without it. */
  readonly logStream?: { write(line: string): void };
}

/** The real app on the database at `place`; closing it leaves the database. */
export async function startAppAt(place: DbPlace, o: StartOptions = {}): Promise<TestApp> {
  const filesDir = join(tmpdir(), `yanye-files-${place.dataDir === 'memory://' ? 'mem' : 'disk'}`);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'demo', FILES_DIR: filesDir, ...o.env });
  const database = await openDatabase({
    url: place.url,
    dataDir: place.dataDir,
    migrations: testConsole().migrations,
    afterMigrate: config.SEED === 'demo' ? testConsole().seedDemo : undefined,
    loadDataDir: place.template,
    poolSize: 20,
  });
  const clock = { now: Math.floor(Date.now() / 1000) };
  const app = await testConsole().buildApp({
    config,
    database,
    now: () => clock.now,
    logger: o.logStream !== undefined,
    ...(o.logStream ? { logStream: o.logStream } : {}),
    workers: o.workers ?? false,
    workerPollMs: o.workerPollMs ?? 50,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    url: place.url,
    close: async () => {
      // A file that listened (the local receivers) may leave a connection busy with a request its client gave up
      // on (a slow receiver's answer): closed gracefully, it would hold the server for its keep-alive (72 s).
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database.close();
    },
  };
}

/** The real app on a fresh database of the given kind, seeded with the demo stores; closing drops it. */
export async function startApp(kind: DbKind, o: StartOptions = {}): Promise<TestApp> {
  const place = await createPlace(kind);
  const t = await startAppAt(place, o);
  return {
    ...t,
    close: async () => {
      await t.close();
      await place.drop();
    },
  };
}

/**
 * A time zone whose day at `now` (unix seconds) is not the default zone's: a server told it keeps a store's days
 * apart from Shanghai's at whatever hour the test runs. Kiritimati (UTC+14) is on a later day than Shanghai from
 * 10:00 to 16:00 UTC, Pago Pago (UTC-11) on an earlier one the rest of the day.
 */
export function zoneOnAnotherDay(now: number): string {
  const kiritimati = 'Pacific/Kiritimati';
  return formatDate(now, kiritimati) !== formatDate(now, DEFAULT_TIME_ZONE)
    ? kiritimati
    : 'Pacific/Pago_Pago';
}

export interface OutboxRecord {
  readonly id: number;
  readonly channel: 'sms' | 'wechat' | 'kefu' | 'erp';
  readonly recipient: string;
  readonly template: string;
  readonly body: string;
  readonly params: Record<string, string>;
  readonly created_at: number;
}

/** The outbox as an operator reads it at /dev/outbox.json (from the loopback address), newest first. */
export async function readOutbox(t: TestApp, channel?: OutboxRecord['channel']): Promise<OutboxRecord[]> {
  const raw = await t.app.inject({
    method: 'GET',
    url: '/dev/outbox.json',
    query: channel ? { channel } : {},
  });
  if (raw.statusCode !== 200) throw new Error(`outbox: ${raw.statusCode} ${raw.body.slice(0, 200)}`);
  return raw.json<{ data: OutboxRecord[] }>().data;
}

/** The last sign-in code texted to `phone` by the local SMS implementation, if any. */
export async function lastSmsCode(t: TestApp, phone: string): Promise<string | undefined> {
  const sms = await readOutbox(t, 'sms');
  return sms.find((m) => m.recipient === phone)?.params.code;
}

export interface FakeRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface FakeService {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly requests: FakeRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on a free port standing in for an outside service (SMS provider, WeChat). */
export async function fakeService(
  answer: (request: FakeRequest) => { status: number; body: unknown },
): Promise<FakeService> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
