// bench/cluster: one server process, then two, on one PostgreSQL, under the same mix of calls from a load
// generator (autocannon): the throughput ratio of two to one, and each run's p99.
//
//   npm run build && npm run bench:cluster
//
// The processes are the built server (`node server/dist/main.js`) on the database `yanye_bench_cluster`, made
// and seeded with the demo stores by the first start (dropped and made again by every run, so both sides see
// the same data). Each runs its workers (exports, ERP pushes, add-on sweeps), as a deployment would. The load:
// per connection, in turn, page 1 of the goods list, its count and sums, saving a 5-line inbound document, and
// auditing the document it just saved; connections go round-robin over the processes. The figure is requests
// per second over `BENCH_SECONDS` (20) after a 5 s warm-up; `BENCH_CONNECTIONS` (16).
//
// `BENCH_CLUSTER_AGAINST=<another checkout, built>`: instead, this checkout's server and that one's, one process
// each on the same seeded database, take the mix in turns, `BENCH_TURNS` (3) times each, and the table gives
// each turn's CPU a request. This machine's speed moves by a quarter from one minute to the next: two builds
// are compared only so.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type CpuShare, sampled } from '../cpu';
import { ADMIN_URL, urlFor } from '../support';
import { CLUSTER_DB, drive, type Figures, type Fixture, fixture, serverEnv } from './mix';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DB = CLUSTER_DB;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BASE_PORT = 8290;

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
}

/** The bare floor (bench/cluster/bare.ts), as one process of its own, without tsx's wrapper process. */
function startBare(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/cluster/bare.ts', String(port), urlFor(DB)],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return healthy(child, port, '/page?store=0');
}

/** Where the first server writes a CPU profile of its run (`BENCH_PROFILE=<dir>`): then only one process runs. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** Another checkout, built, to measure in turns with this one (`BENCH_CLUSTER_AGAINST`). */
const AGAINST = process.env.BENCH_CLUSTER_AGAINST;
const TURNS = Number(process.env.BENCH_TURNS ?? 3);

function startServer(port: number, profile = false, root = ROOT): Promise<ChildProcess> {
  // A profiled process starts on the seeded database; it does not seed again.
  const flags = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...flags, 'server/dist/main.js'], {
    cwd: root,
    env: serverEnv(port, urlFor(DB), { SEED: 'demo', WORKERS: 'on' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return healthy(child, port, '/healthz');
}

/** `child` once `path` on `port` answers. */
function healthy(child: ChildProcess, port: number, path: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        const r = await fetch(`http://127.0.0.1:${port}${path}`);
        if (r.ok) return resolve(child);
      } catch {}
      if (child.exitCode !== null) return reject(new Error(`server on ${port} exited ${child.exitCode}`));
      if (Date.now() > deadline) return reject(new Error(`server on ${port} did not start`));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}

/** The servers' CPU time per request of the run, in ms. */
function cpuPerRequest(r: Figures, c: CpuShare): number {
  return (c.servers * 1000) / r.rps;
}

async function measure(processes: number, f: Fixture, servers: ChildProcess[]): Promise<[Figures, CpuShare]> {
  const ports = Array.from({ length: processes }, (_, i) => BASE_PORT + i);
  await drive(ports, f, 5, CONNECTIONS);
  return sampled(servers, () => drive(ports, f, SECONDS, CONNECTIONS));
}

/** The same mix against the bare floor, one process. */
async function measureBare(f: Fixture): Promise<[Figures, CpuShare]> {
  const port = BASE_PORT + 5;
  const bare = await startBare(port);
  try {
    await drive([port], f, 5, CONNECTIONS, true);
    return await sampled([bare], () => drive([port], f, SECONDS, CONNECTIONS, true));
  } finally {
    await stop(bare);
  }
}

/** One turn of one server: its CPU a request (ms) and requests a second. */
interface Turn {
  readonly cpu: number;
  readonly rps: number;
}

/** This checkout's server (`ours`, on BASE_PORT) and `root`'s, measured in turns on the same database. */
async function inTurns(ours: ChildProcess, f: Fixture, root: string): Promise<void> {
  const other = await startServer(BASE_PORT + 2, false, root);
  const figures: [Turn, Turn][] = [];
  try {
    for (let turn = 0; turn < TURNS; turn++) {
      const pair: Turn[] = [];
      for (const [port, server] of [
        [BASE_PORT, ours],
        [BASE_PORT + 2, other],
      ] as const) {
        await drive([port], f, 5, CONNECTIONS);
        const [r, c] = await sampled([server], () => drive([port], f, SECONDS, CONNECTIONS));
        pair.push({ cpu: cpuPerRequest(r, c), rps: r.rps });
      }
      figures.push([pair[0]!, pair[1]!]);
      console.log(
        `turn ${turn + 1}: ${pair[0]!.cpu.toFixed(2)} ms against ${pair[1]!.cpu.toFixed(2)} ms a request`,
      );
    }
  } finally {
    await stop(other);
    await stop(ours);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const cell = (t: Turn) => `${t.cpu.toFixed(2)} ms, ${t.rps.toFixed(0)}/s`;
  const mid = (side: 0 | 1): Turn => ({
    cpu: median(figures.map((x) => x[side].cpu)),
    rps: median(figures.map((x) => x[side].rps)),
  });
  const lines = [
    `bench/cluster in turns, ${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s after a 5 s warm-up each, one process each; this checkout against ${root}`,
    '',
    "| turn | this checkout: server CPU a request, requests a second, PostgreSQL's cores busy | the other | CPU ratio |",
    '|---|---|---|---|',
    ...figures.map(([a, b], i) => `| ${i + 1} | ${cell(a)} | ${cell(b)} | ${(a.cpu / b.cpu).toFixed(2)}x |`),
    `| median | ${cell(mid(0))} | ${cell(mid(1))} | ${median(figures.map(([a, b]) => a.cpu / b.cpu)).toFixed(2)}x |`,
  ];
  console.log(lines.join('\n'));
}

async function main() {
  await recreateDatabase();
  // The first process migrates and seeds; the second starts on the seeded database.
  let first = await startServer(BASE_PORT);
  const f = await fixture(BASE_PORT, urlFor(DB));
  if (PROFILE_DIR) {
    // The profile is of the calls, not of the seeding: the process that seeded gives way to one that profiles.
    await stop(first);
    first = await startServer(BASE_PORT, true);
  }
  if (AGAINST) {
    await inTurns(first, f, AGAINST);
    return;
  }
  let second: ChildProcess | undefined;
  try {
    const [one, oneCpu] = await measure(1, f, [first]);
    console.log(
      `one process: ${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms, ${cpuPerRequest(one, oneCpu).toFixed(2)} ms of server CPU a request`,
    );
    if (PROFILE_DIR) {
      console.log(`profile written to ${PROFILE_DIR}: npx tsx bench/profile.ts ${PROFILE_DIR}`);
      return;
    }
    const [bare, bareCpu] = await measureBare(f);
    console.log(
      `bare floor: ${bare.rps.toFixed(0)} req/s, ${cpuPerRequest(bare, bareCpu).toFixed(2)} ms of server CPU a request`,
    );
    second = await startServer(BASE_PORT + 1);
    const [two, twoCpu] = await measure(2, f, [first, second]);
    console.log(`two processes: ${two.rps.toFixed(0)} req/s, p99 ${two.p99} ms`);
    const cpuRow = (label: string, c: CpuShare) =>
      `| ${label} | ${c.servers.toFixed(2)} | ${c.postgres.toFixed(2)} | ${c.generator.toFixed(2)} | ${c.idle.toFixed(2)} |`;
    const row = (label: string, r: Figures, c: CpuShare) =>
      `| ${label} | ${r.rps.toFixed(0)} | ${cpuPerRequest(r, c).toFixed(2)} ms | ${r.p50} ms | ${r.p99} ms | ${r.errors + r.non2xx + r.refused} |`;
    const lines = [
      `bench/cluster, ${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s after a 5 s warm-up; mix per connection: goods page 1, its count and sums, an inbound save (5 lines), its audit`,
      '',
      '| server | requests/s | server CPU a request | p50 | p99 | errors, non-2xx or refused |',
      '|---|---|---|---|---|---|',
      row('the console, one process', one, oneCpu),
      row('the console, two processes', two, twoCpu),
      row('bare Fastify + pg, one process (bench/cluster/bare.ts)', bare, bareCpu),
      '',
      `Two processes against one: ${(two.rps / one.rps).toFixed(2)}x the throughput. One process against the bare floor: ${(one.rps / bare.rps).toFixed(2)}x the requests a second, ${(cpuPerRequest(one, oneCpu) / cpuPerRequest(bare, bareCpu)).toFixed(2)}x the CPU a request.`,
      '',
      `Where the machine's ${oneCpu.cores} cores went during each run (cores busy on average):`,
      '',
      '| server | the servers | PostgreSQL | the load generator | idle |',
      '|---|---|---|---|---|',
      cpuRow('the console, one process', oneCpu),
      cpuRow('the console, two processes', twoCpu),
      cpuRow('bare, one process', bareCpu),
    ];
    console.log(lines.join('\n'));
    writeFileSync(join(ROOT, 'bench/cluster/last-run.md'), `${lines.join('\n')}\n`);
  } finally {
    if (second) await stop(second);
    await stop(first);
  }
}

await main();
