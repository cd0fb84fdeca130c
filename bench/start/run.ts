// bench/start: how long the built console takes to start on PGlite, on a fresh data folder with the demo data
// and again on the same folder (a cold start), beside the floor of the stack: a bare Node.js and PGlite opening
// the same folder alone. See bench/README.md for how to run it and the recorded figures.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpuMs } from '../cpu';
import { quantile, report } from '../support';

const ROOT = resolve(import.meta.dirname, '../..');
/** The built server; BENCH_SERVER names another build of it (a copy of an older dist/main.js, for before and after). */
const MAIN = resolve(process.env.BENCH_SERVER ?? join(ROOT, 'server', 'dist', 'main.js'));
const PORT = Number(process.env.BENCH_PORT ?? 8190);
/** Cold starts (and floor runs) on the seeded folder; the medians are reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** First starts, each on a fresh folder with the demo data. */
const FIRST_RUNS = Number(process.env.BENCH_FIRST_RUNS ?? 3);

interface Start {
  /** Spawn to the first answer of /healthz. */
  readonly healthz: number;
  /** Spawn to the sign-in page served (index.html), after /healthz. */
  readonly page: number;
  /** CPU time of the process (every thread) when /healthz answered: what a busy machine does not inflate. */
  readonly cpu: number;
  /** The server's own log of its phases: ms since the process started at the end of each. */
  readonly phases: Record<string, number>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Polls `url` until it answers 200, every 10 ms. */
async function until(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(10);
  }
}

/** Starts the built server on `dataDir`, times it to /healthz and the first page, and stops it. */
async function startServer(dataDir: string): Promise<Start> {
  const base = `http://127.0.0.1:${PORT}`;
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => {
    out += b.toString();
  });
  try {
    await until(`${base}/healthz`, child);
    const healthz = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    await until(`${base}/index`, child);
    const page = performance.now() - started;
    const ready = out.split('\n').find((l) => l.includes('console ready'));
    const phases = ready ? ((JSON.parse(ready) as { phases?: Record<string, number> }).phases ?? {}) : {};
    return { healthz, page, cpu, phases };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Runs `code` in a new Node.js from the server's folder (its packages), timed from spawn to exit. */
async function runNode(code: string): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(ROOT, 'server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => {
    out += b.toString();
  });
  const code_ = await new Promise<number | null>((r) => child.once('exit', r));
  const wall = performance.now() - started;
  if (code_ !== 0) throw new Error(`node -e failed (${code_}): ${code}`);
  return { wall, cpu: Number(out.trim().split('\n').at(-1)) };
}

/** The process's own CPU time, printed last by each floor script. */
const PRINT_CPU = 'const u = process.cpuUsage(); console.log((u.user + u.system) / 1000);';
/** PGlite alone opening `dir` (with the extension the server loads), one query, closed. */
const pgliteOpen = (dir: string) => `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(${JSON.stringify(dir)}, { extensions: { pg_trgm } });
await db.query('select 1');
await db.close();
${PRINT_CPU}`;

const median = (xs: number[]) => quantile(xs, 0.5);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  const folders: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'start-bench-'));
    folders.push(dir);
    return dir;
  };
  try {
    // First starts, each on its own fresh folder, in turns with PGlite making a fresh folder (initdb) alone.
    const first: Start[] = [];
    const initdb: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < FIRST_RUNS; i++) {
      first.push(await startServer(fresh()));
      initdb.push(await runNode(pgliteOpen(join(fresh(), 'pg'))));
      console.log(`first start ${i + 1}: ${seconds(first.at(-1)!.healthz)}`);
    }
    // Cold starts on the first folder, in turns with the floor: Node.js alone, and PGlite opening that folder.
    const dir = folders[0]!;
    const cold: Start[] = [];
    const bare: { wall: number; cpu: number }[] = [];
    const pglite: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      cold.push(await startServer(dir));
      bare.push(await runNode(PRINT_CPU));
      pglite.push(await runNode(pgliteOpen(dir)));
      console.log(`cold start ${i + 1}: ${seconds(cold.at(-1)!.healthz)}`);
    }

    const row = (
      label: string,
      xs: { wall: number; cpu: number }[],
      floor?: { wall: number; cpu: number }[],
    ) => {
      const wall = median(xs.map((x) => x.wall));
      const cpu = median(xs.map((x) => x.cpu));
      const ratio = floor
        ? `${(wall / median(floor.map((x) => x.wall))).toFixed(2)}x / ${(cpu / median(floor.map((x) => x.cpu))).toFixed(2)}x`
        : '';
      return `| ${label} | ${seconds(wall)} | ${seconds(
        quantile(
          xs.map((x) => x.wall),
          0.95,
        ),
      )} | ${seconds(cpu)} | ${ratio} |`;
    };
    const asRuns = (xs: Start[]) => xs.map((x) => ({ wall: x.healthz, cpu: x.cpu }));
    const phaseNames = ['modules', 'migrated', 'seeded', 'database', 'app', 'listen'];
    const phases = (xs: Start[]) =>
      phaseNames
        .map((p) => {
          const values = xs.map((x) => x.phases[p]).filter((v) => v !== undefined);
          return values.length > 0 ? `${p} ${seconds(median(values))}` : undefined;
        })
        .filter((v) => v !== undefined)
        .join(', ');
    const lines = [
      `bench/start, ${new Date().toISOString().slice(0, 10)}, the built server on PGlite, Node ${process.version}, ${FIRST_RUNS} first starts, ${RUNS} cold starts`,
      '',
      '| start (spawn to /healthz answering) | wall p50 | wall p95 | CPU p50 | ratio to its floor at p50, wall / CPU |',
      '|---|---|---|---|---|',
      row('first start, fresh folder, demo data', asRuns(first), initdb),
      row('floor: PGlite making a fresh folder (initdb), alone', initdb),
      row('cold start, the same folder', asRuns(cold), pglite),
      row('floor: PGlite opening that folder, alone', pglite),
      row('floor: Node.js, nothing imported', bare),
      '',
      `First page (/index) served: first start ${seconds(median(first.map((x) => x.page)))}, cold start ${seconds(median(cold.map((x) => x.page)))} (p50, from spawn).`,
      '',
      `The server's phases (p50, ms since the process started at the end of each): first start: ${phases(first)}; cold start: ${phases(cold)}.`,
    ];
    report(import.meta.url, lines);
  } finally {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
