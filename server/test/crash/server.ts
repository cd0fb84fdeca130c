import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DbPlace } from '@yanye/framework/testing';
import pg from 'pg';

/**
 * The real server as a child process, for tests that kill it with SIGKILL and start it again on the same database.
 *
 * It runs the bundle `npm run build` makes (server/build.mjs), built from the current source into a folder of
 * its own under the system's temp folder: a start takes a second or two less than through tsx, which counts
 * when a test restarts the server many times, and nothing depends on a server/dist left by an earlier build.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'server');

/** Children still alive, killed if the test process leaves without stopping them. */
const alive = new Set<ChildProcess>();
let buildDir: string | undefined;
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

let built: Promise<string> | undefined;

/**
 * Bundles the server as server/build.mjs does (our code and the workspace packages inlined, npm packages
 * external), into <tmp>/dist/main.js beside links to node_modules (where the bundle finds its packages) and to
 * server/drizzle (where it finds the migrations). Once per test process; answers the path of main.js.
 */
export function buildServer(): Promise<string> {
  built ??= (async () => {
    const { build } = await import('esbuild');
    const dir = mkdtempSync(join(tmpdir(), 'yanye-crash-build-'));
    buildDir = dir;
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    symlinkSync(join(SERVER, 'drizzle'), join(dir, 'drizzle'), 'dir');
    await build({
      absWorkingDir: SERVER,
      entryPoints: {
        main: 'src/main.ts',
        'sheet-worker': '../packages/framework/server/engine/import-export/sheet-worker.ts',
      },
      outdir: join(dir, 'dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      plugins: [
        {
          name: 'external-npm',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@yanye/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
      logLevel: 'silent',
    });
    return join(dir, 'dist', 'main.js');
  })();
  return built;
}

/** Removes the bundle (the test's afterAll; the exit handler does it otherwise). */
export function removeBuild(): void {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  buildDir = undefined;
  built = undefined;
}

export interface ServerOptions {
  readonly place: DbPlace;
  readonly filesDir: string;
  readonly env?: Record<string, string>;
  /** How long the start may take. */
  readonly timeoutMs?: number;
  /** Each line the server logs while it starts (a test waiting for it to say something before it is ready). */
  readonly onLine?: (line: string) => void;
}

export class ServerProcess {
  private readonly lines: string[] = [];
  private readonly readers = new Set<(line: string) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly pid: number,
  ) {}

  /** `http://127.0.0.1:<port>` once ready. */
  base = '';

  /** Starts the server on a port of its choosing and waits until GET /healthz answers. */
  static async start(o: ServerOptions): Promise<ServerProcess> {
    // The parent's environment minus anything that would point the child elsewhere or make it think it is a test.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) =>
          !/^(VITEST|TEST_|DATABASE_URL|APP_DATABASE_URL|DATA_DIR|FILES_DIR|PORT|NODE_OPTIONS)/.test(k),
      ),
    );
    const env: Record<string, string> = {
      ...(inherited as Record<string, string>),
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED: 'demo',
      WORKERS: 'on',
      FILES_DIR: o.filesDir,
      ...(o.place.url ? { DATABASE_URL: o.place.url } : { DATA_DIR: o.place.dataDir }),
      ...o.env,
    };
    const main = await buildServer();
    const child = spawn(process.execPath, [main], {
      cwd: dirname(main),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid === undefined) throw new Error('the server did not start');
    alive.add(child);
    child.once('exit', () => alive.delete(child));
    const server = new ServerProcess(child, child.pid);
    const listening = new Promise<string>((resolveUrl, reject) => {
      const onLine = (line: string) => {
        o.onLine?.(line);
        const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (m) resolveUrl(m[1]!);
      };
      server.collect(child.stdout!, onLine);
      server.collect(child.stderr!, onLine);
      child.once('exit', (code, signal) =>
        reject(new Error(`the server exited (${code ?? signal}) while starting:\n${server.tail()}`)),
      );
    });
    listening.catch(() => undefined);
    const timeoutMs = o.timeoutMs ?? 60_000;
    const stopTimer = new AbortController();
    const timer = sleep(timeoutMs, undefined, { signal: stopTimer.signal }).then(() => {
      throw new Error(`the server did not start in ${timeoutMs} ms:\n${server.tail()}`);
    });
    timer.catch(() => undefined);
    try {
      server.base = await Promise.race([listening, timer]);
      await Promise.race([server.healthy(), timer]);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    } finally {
      stopTimer.abort();
    }
    return server;
  }

  private collect(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
    let rest = '';
    stream.setEncoding('utf8');
    // Always read: a full pipe would stop the server.
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        this.lines.push(line);
        if (this.lines.length > 200) this.lines.shift();
        onLine(line);
        for (const read of this.readers) read(line);
      }
    });
  }

  private async healthy(): Promise<void> {
    for (;;) {
      const ok = await new Promise<boolean>((done) => {
        const req = httpRequest(`${this.base}/healthz`, { agent: false }, (res) => {
          res.resume();
          res.once('end', () => done(res.statusCode === 200));
        });
        req.once('error', () => done(false));
        req.end();
      });
      if (ok) return;
      if (!this.running) throw new Error(`the server exited while starting:\n${this.tail()}`);
      await sleep(50);
    }
  }

  /** Every line the server writes from now on, matching `pattern`, until the undo is called. */
  collectLines(pattern: RegExp): { readonly lines: string[]; stop(): void } {
    const lines: string[] = [];
    const read = (line: string) => {
      if (pattern.test(line)) lines.push(line);
    };
    this.readers.add(read);
    return { lines, stop: () => this.readers.delete(read) };
  }

  /** The last lines the server wrote, for a failure's message. */
  tail(n = 40): string {
    return this.lines.slice(-n).join('\n');
  }

  /** Log lines (JSON) at warn level or above. */
  problems(): string[] {
    return this.lines.filter((l) => /"level":(40|50|60)/.test(l));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** SIGKILL: no handler runs, nothing is flushed or closed. */
  async kill(): Promise<void> {
    if (!this.running) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM: the graceful stop (main.ts closes the app and the database). */
  async stop(timeoutMs = 15_000): Promise<void> {
    if (!this.running) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const late = sleep(timeoutMs).then(() => 'late' as const);
    if ((await Promise.race([exited, late])) === 'late') {
      await this.kill();
      throw new Error(`the server did not stop on SIGTERM:\n${this.tail()}`);
    }
  }
}

/** Raw SQL on the test database as its owner (row-level security does not apply). */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Opens the database at `place` in this process. PostgreSQL takes other connections any time; a PGlite folder
 * only while no server has it open.
 */
export async function openSql(place: DbPlace): Promise<Sql> {
  if (place.url) {
    const client = new pg.Client({ connectionString: place.url });
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(place.dataDir, { extensions: { pg_trgm } });
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}
