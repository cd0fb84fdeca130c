// Shared by the benchmarks: the bench database, a signed client through the real HTTP stack, and timing in pairs.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { computeSign } from '@yanye/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the bench database when it is missing (kept between runs: filling it is the slow part). */
export async function ensureDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export interface Timing {
  p50: number;
  p95: number;
}

/** The p50 and p95 of each side of a pair, and of the bare baseline when there is one. */
export interface PairTiming {
  server: Timing;
  sql: Timing;
  bare?: Timing;
}

/**
 * The server call and the direct SQL (and the bare baseline, when given), run in turns so all see the same
 * machine: a busy moment slows each side rather than one side of the ratio.
 */
export async function pair(
  runs: number,
  server: () => Promise<unknown>,
  direct: () => Promise<unknown>,
  bare?: () => Promise<unknown>,
): Promise<PairTiming> {
  const sides = [['server', server], ['sql', direct], ...(bare ? [['bare', bare] as const] : [])] as const;
  for (let i = 0; i < 3; i++) for (const [, fn] of sides) await fn();
  const samples: Record<string, number[]> = { server: [], sql: [], bare: [] };
  for (let i = 0; i < runs; i++) {
    for (const [side, fn] of sides) {
      const start = performance.now();
      await fn();
      samples[side]!.push(performance.now() - start);
    }
  }
  const timing = (xs: number[]) => ({ p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) });
  return {
    server: timing(samples.server!),
    sql: timing(samples.sql!),
    ...(bare ? { bare: timing(samples.bare!) } : {}),
  };
}

/** A statement as the driver was given it: its text and its parameters. */
export interface CapturedSql {
  readonly text: string;
  readonly values: unknown[];
}

/**
 * The last statement `run` sends through `pg` whose text matches `pattern` (a query hook on every client, removed
 * again): the exact SQL and parameters the console sends, for the bare baseline to run.
 */
export async function captureSql(pattern: RegExp, run: () => Promise<unknown>): Promise<CapturedSql> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let captured: CapturedSql | undefined;
  proto.query = function (this: unknown, config: unknown, values?: unknown, ...rest: unknown[]) {
    const c = (typeof config === 'string' ? { text: config } : config) as {
      text?: string;
      values?: unknown[];
    };
    if (typeof c?.text === 'string' && pattern.test(c.text)) {
      captured = { text: c.text, values: [...((Array.isArray(values) ? values : c.values) ?? [])] };
    }
    return original.call(this, config, values, ...rest);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  if (!captured) throw new Error(`no statement matching ${pattern} was sent`);
  return captured;
}

/**
 * The stack's floor: a bare Fastify instance (the console's version) with one route that runs `statement` on a
 * `pg` pool as the database owner, with no sign, token, principal, transaction or store setting, and answers the
 * rows as JSON; called through `inject`, as the console is. `call()` makes one request.
 */
export async function bareBaseline(url: string, statement: CapturedSql) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const app = Fastify({ logger: false });
  app.get('/page', async () => (await pool.query(statement.text, statement.values)).rows);
  await app.ready();
  return {
    async call() {
      const r = await app.inject({ method: 'GET', url: '/page' });
      if (r.statusCode !== 200) throw new Error(`bare baseline: ${r.statusCode} ${r.body.slice(0, 200)}`);
      return r;
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** Signed calls through `app.inject`, as the browser makes them. */
export class Api {
  token = '';
  suid = '';
  constructor(
    readonly app: FastifyInstance,
    readonly salt: string,
  ) {}

  headers(params: Record<string, unknown>) {
    const ts = Math.floor(Date.now() / 1000);
    return {
      timestamp: String(ts),
      sign: computeSign(params, ts, this.salt),
      accesstoken: this.token,
      supplieruid: this.suid,
    };
  }

  async get(url: string, query: Record<string, string>) {
    const r = await this.app.inject({ method: 'GET', url, query, headers: this.headers(query) });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return r;
  }

  async post(url: string, body: Record<string, unknown>) {
    const r = await this.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...this.headers(body), 'content-type': 'application/json' },
    });
    return r.json() as { status: boolean; msg: string; data: Record<string, unknown> };
  }
}

/**
 * The table of server-against-SQL pairs every database benchmark prints, headed by `callHeader`; with the bare
 * baseline columns when any pair has one.
 */
export function pairTable(results: Readonly<Record<string, PairTiming>>, callHeader = 'call'): string[] {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const withBare = Object.values(results).some((r) => r.bare);
  const bareCells = (r: PairTiming) =>
    withBare ? (r.bare ? ` ${ms(r.bare.p50)} | ${(r.server.p50 / r.bare.p50).toFixed(2)}x |` : ' | |') : '';
  return [
    `| ${callHeader} | server p50 | server p95 | SQL p50 | SQL p95 | ratio at p50 |${withBare ? ' bare p50 | vs bare at p50 |' : ''}`,
    `|---|---|---|---|---|---|${withBare ? '---|---|' : ''}`,
    ...Object.entries(results).map(
      ([label, r]) =>
        `| ${label} | ${ms(r.server.p50)} | ${ms(r.server.p95)} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${(r.server.p50 / r.sql.p50).toFixed(2)}x |${bareCells(r)}`,
    ),
  ];
}

/** The API signed in as the salt store's main account, answering for `store`. */
export async function signedInApi(app: FastifyInstance, salt: string, store: number): Promise<Api> {
  const api = new Api(app, salt);
  const login = await api.post('/v1/public/user/login', { username: 'salt_admin', password: 'Demo@2026' });
  if (!login.status) throw new Error(`sign-in refused: ${login.msg}`);
  api.token = String(login.data.access_token);
  api.suid = String(store);
  return api;
}

/**
 * A connection as the application role, and the store's transaction to run the engine's SQL in, as a request
 * does: the other side of every pair.
 */
export async function storeConnection(url: string, store: number) {
  const client = new pg.Client({ connectionString: url, options: '-c role=yanye_app' });
  await client.connect();
  const inStoreSession = async <T>(work: () => Promise<T>): Promise<T> => {
    await client.query('begin');
    await client.query(`select set_config('app.supplier_id', $1, true)`, [String(store)]);
    const result = await work();
    await client.query('commit');
    return result;
  };
  return {
    client,
    inStoreSession,
    /** One statement in the store's transaction. */
    query: (text: string, values: unknown[]) => inStoreSession(() => client.query(text, values)),
  };
}

/** Prints a benchmark's report and keeps it as `last-run.md` beside the benchmark (`here` is its import.meta.url). */
export function report(here: string, lines: readonly string[]): void {
  console.log(lines.join('\n'));
  writeFileSync(new URL('./last-run.md', here), `${lines.join('\n')}\n`);
}
