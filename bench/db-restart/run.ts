// bench/db-restart: the console's database restarted under a write load, as a managed database's maintenance
// window, a failover or an operator's restart does: the console must live, answer 503 meanwhile, lose nothing
// it answered ok, do nothing twice, and write again by itself once the database is back.
//
//   npm run build && npm run bench:db-restart
//
// It makes a PostgreSQL cluster of its own (initdb into a temporary folder, its own port; as root it runs the
// server as the `postgres` user), starts the built console on it with the demo data, and signs in as
// salt_admin. `BENCH_WRITERS` (8) writers add departments as fast as they can, each write with an
// Idempotency-Key of its own, sent again with it after a 503 or a failed connection (server/test/crash/
// write-load.ts). Every `BENCH_GAP_SECONDS` (8) the cluster is restarted with `pg_ctl restart -m fast`,
// `BENCH_RESTARTS` (3) times. It then prints, for each restart and in all: whether the process lived, the writes
// answered ok and lost, duplicates, writes never answered ok, and the seconds from the restart until writes
// succeed again (aim: 10 s or less), beside the seconds the restart itself took. Exits 1 if any of these fail.
//
// `BENCH_SERVER` runs another build (the path of its dist/main.js). `BENCH_PG_BIN` names PostgreSQL's programs (default: the newest /usr/lib/postgresql/<v>/bin), `BENCH_PG_PORT`
// (5499) and `BENCH_PORT` (8197) the ports.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { HttpClient } from '../../server/test/crash/client';
import { type Rows, WriteLoad } from '../../server/test/crash/write-load';
import { report } from '../support';

const ROOT = resolve(import.meta.dirname, '../..');
/** The built server; `BENCH_SERVER` names another build of it (an older dist/main.js, for before and after). */
const MAIN = resolve(process.env.BENCH_SERVER ?? join(ROOT, 'server', 'dist', 'main.js'));
const WRITERS = Number(process.env.BENCH_WRITERS ?? 8);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const GAP_MS = Number(process.env.BENCH_GAP_SECONDS ?? 8) * 1000;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5499);
const PORT = Number(process.env.BENCH_PORT ?? 8197);
/** The aim: writes succeed again this soon after a restart began. */
const AIM_SECONDS = 10;

/** PostgreSQL's programs: `BENCH_PG_BIN`, else those of the newest version Debian installed. */
function pgBin(): string {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0)
    throw new Error('no PostgreSQL programs under /usr/lib/postgresql: set BENCH_PG_BIN');
  return join('/usr/lib/postgresql', versions[0]!, 'bin');
}

/** A cluster of the bench's own in a temporary folder, run as `postgres` when the bench runs as root. */
class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'yanye-db-restart-'));
  private readonly data = join(this.dir, 'data');
  private readonly bin = pgBin();
  private readonly asRoot = userInfo().uid === 0;

  /** Runs one of PostgreSQL's programs; never blocking the event loop, where the writers go on meanwhile. */
  private async run(program: string, args: string[]): Promise<void> {
    const path = join(this.bin, program);
    const [cmd, argv] = this.asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    await promisify(execFile)(cmd, argv);
  }

  async init(): Promise<void> {
    mkdirSync(this.data);
    if (this.asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(this.dir, uid, gid);
      chownSync(this.data, uid, gid);
    }
    await this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
  }

  private pgCtl(action: string, extra: string[] = []): Promise<void> {
    return this.run('pg_ctl', [
      action,
      '-D',
      this.data,
      '-w',
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      `-p ${PG_PORT} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      ...extra,
    ]);
  }

  start(): Promise<void> {
    return this.pgCtl('start');
  }

  /** The restart an operator makes: the running sessions are ended, and it waits until it takes connections. */
  restart(): Promise<void> {
    return this.pgCtl('restart', ['-m', 'fast']);
  }

  async remove(): Promise<void> {
    // Not running: nothing to stop.
    await this.run('pg_ctl', ['stop', '-D', this.data, '-m', 'immediate']).catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${PG_PORT}/${database}`;
  }
}

/** A connection as the cluster's owner, for the bench's own statements. */
async function connect(url: string): Promise<Rows & { close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}

/** The console, started from the build, its log lines counted. */
function startConsole(databaseUrl: string, filesDir: string) {
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED: 'demo',
      WORKERS: 'on',
      LOG_FORMAT: 'json',
      FILES_DIR: filesDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { away: 0, back: 0, worse: [] as string[], last: [] as string[] };
  let rest = '';
  const read = (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      log.last.push(line.slice(0, 300));
      if (log.last.length > 20) log.last.shift();
      if (line.includes('the database went away')) log.away++;
      else if (line.includes('the database is back')) log.back++;
      else if (/"level":(50|60)/.test(line) || line.startsWith('node:') || /Error/.test(line.slice(0, 40)))
        log.worse.push(line.slice(0, 300));
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  return { child, log, alive: () => child.exitCode === null && child.signalCode === null };
}

async function healthy(base: string, alive: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive()) throw new Error('the console stopped while starting');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`the console did not answer /healthz in ${ms} ms`);
}

const seconds = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? 'not within 30 s' : `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error('no build: run `npm run build` first');
  const cluster = new Cluster();
  const filesDir = mkdtempSync(join(tmpdir(), 'yanye-db-restart-files-'));
  let console_: ReturnType<typeof startConsole> | undefined;
  try {
    await cluster.init();
    await cluster.start();
    const admin = await connect(cluster.url('postgres'));
    await admin.query('create database yanye');
    await admin.close();
    console.log(`cluster on port ${PG_PORT} (${pgBin()}); starting the console with the demo data …`);
    console_ = startConsole(cluster.url('yanye'), filesDir);
    const base = `http://127.0.0.1:${PORT}`;
    const started = console_;
    await healthy(base, started.alive, 180_000).catch((error: Error) => {
      throw new Error(`${error.message}:\n${started.log.last.join('\n')}`);
    });
    const client = new HttpClient(base);
    await client.login('salt_admin');
    const store = Number(client.suid);

    const load = new WriteLoad(client, { writers: WRITERS, giveUpMs: 60_000 });
    load.start();
    const rows: string[] = [];
    const gaps: (number | undefined)[] = [];
    for (let i = 1; i <= RESTARTS; i++) {
      await sleep(GAP_MS);
      const began = Date.now();
      await cluster.restart();
      const accepting = Date.now();
      // Until writes succeed again, or the aim is well past.
      let outage = load.outage(began);
      while (Date.now() - began < 30_000 && outage && outage.firstOkAfter === undefined) {
        await sleep(100);
        outage = load.outage(began);
      }
      const gap = outage ? (outage.firstOkAfter ?? Number.NaN) - began : 0;
      gaps.push(Number.isNaN(gap) ? undefined : gap);
      rows.push(
        `| ${i} | ${console_.alive() ? 'yes' : '**no**'} | ${seconds(accepting - began)} | ${outage ? seconds(gap) : 'no write failed'} |`,
      );
    }
    await sleep(3000);
    await load.stop();
    const sql = await connect(cluster.url('yanye'));
    const check = await load.check(sql, store);
    await sql.close();
    const alive = console_.alive();
    const worst = Math.max(...gaps.map((g) => g ?? Number.POSITIVE_INFINITY));
    const failed =
      !alive ||
      check.lost.length > 0 ||
      check.duplicates.length > 0 ||
      check.notOk.length > 0 ||
      !(worst <= AIM_SECONDS * 1000);
    report(import.meta.url, [
      `# The database restarted under a write load (${new Date().toISOString().slice(0, 16)}Z)`,
      '',
      `${WRITERS} writers adding departments with Idempotency-Keys; \`pg_ctl restart -m fast\` ${RESTARTS} times, ${GAP_MS / 1000} s apart; PostgreSQL from ${pgBin()}.`,
      '',
      '| restart | process alive | restart took (until it takes connections) | writes succeed again after |',
      '|---|---|---|---|',
      ...rows,
      '',
      '| figure | value | aim |',
      '|---|---|---|',
      `| process alive at the end | ${alive ? 'yes' : '**no**'} | yes |`,
      `| writes | ${check.writes} (${check.sentAgain} sent again with their key) | |`,
      `| answered ok | ${check.ok} | |`,
      `| answered ok and lost | ${check.lost.length} | 0 |`,
      `| duplicates | ${check.duplicates.length} | 0 |`,
      `| never answered ok | ${check.notOk.length} | 0 |`,
      `| answers by status | ${Object.entries(check.statuses)
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')} | no 500 |`,
      `| slowest return of writes | ${seconds(Number.isFinite(worst) ? worst : undefined)} | ≤ ${AIM_SECONDS} s |`,
      `| log: went away / back | ${console_.log.away} / ${console_.log.back} | once each per restart |`,
      `| log: other errors | ${console_.log.worse.length} | 0 |`,
      ...(console_.log.worse.length > 0 ? ['', '```', ...console_.log.worse.slice(0, 5), '```'] : []),
      ...(check.lost.length + check.duplicates.length + check.notOk.length > 0
        ? [
            '',
            `lost: ${check.lost.slice(0, 5)}; duplicates: ${check.duplicates.slice(0, 5)}; not ok: ${check.notOk.slice(0, 5)}`,
          ]
        : []),
    ]);
    process.exitCode = failed ? 1 : 0;
  } finally {
    console_?.child.kill('SIGKILL');
    await cluster.remove();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

await main();
