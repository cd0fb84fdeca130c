// Starting the built console and the system Chromium: shared by the browser tests and bench/web, so no test
// runner is imported here.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { computeSign, DEFAULT_SIGN_SALT, type Envelope } from '@yanye/protocol';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

/** The repository's root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The system Chromium (Debian's package); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

const NO_CHROMIUM = [
  'The browser tests need Chromium, and this machine has none.',
  'On Debian or Ubuntu: sudo apt-get install -y chromium fonts-noto-cjk',
  'Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH to its executable.',
].join('\n');

/**
 * Before the browser suite: a Chromium to drive. Missing, it is installed from Debian's packages when the suite
 * runs as root in CI (`CI` set, as .ci/run sets it); anywhere else the suite stops at once with how to install it,
 * rather than in every test.
 */
export function ensureChromium(): void {
  if (findChromium()) return;
  const root = process.getuid?.() === 0;
  if (!(root && process.env.CI && existsSync('/usr/bin/apt-get'))) throw new Error(NO_CHROMIUM);
  console.log('Chromium missing: installing Debian chromium and fonts-noto-cjk');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'],
  ]) {
    const done = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (done.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed\n${NO_CHROMIUM}`);
  }
  if (!findChromium()) throw new Error(NO_CHROMIUM);
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder the built server has migrated and seeded once (global-setup.ts): each file's copy. */
    e2eTemplate: string;
  }
}

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * The built console (`npm run build` first), started as the README starts it, on a PGlite folder of its own: a
 * copy of the run's seeded template (global-setup.ts), or a fresh folder it seeds itself when there is none.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yanye-e2e-'));
  const template = inject('e2eTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = await bootServer(dataDir, env);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server on `dataDir` and waits until it answers (seeding a fresh folder on a busy machine may
 * take longer than the 90 s default); `stop` ends it and leaves the folder.
 */
export async function bootServer(
  dataDir: string,
  env: Record<string, string>,
  waitMs = 90_000,
): Promise<RunningServer> {
  const entry = join(ROOT, 'server/dist/main.js');
  if (!existsSync(entry)) throw new Error('server/dist/main.js missing: run `npm run build` first');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start in ${waitMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * The flags this machine needs: no sandbox as root, and no background networking, whose connections the closed
 * network refuses (the tool library's env notes).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Headless system Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export interface ApiSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly suid: string;
  get<T>(path: string, query?: Record<string, string>): Promise<Envelope<T>>;
  post<T>(path: string, body?: Record<string, unknown>): Promise<Envelope<T>>;
}

let lastStamp = 0;

/**
 * The timestamp of a write: each of a test's writes is an action of its own, never the replay of an equal one
 * sent from the same address, as two sign-ins of one account by two test sessions would otherwise
 * be. Each write of the process is stamped one second after the last, within the accepted window (±300 s), so
 * no two share a timestamp (stamping each a little before the clock collided once a second passed between two).
 */
function actionTime(now: number): number {
  const next = Math.max(now - 250, lastStamp + 1);
  lastStamp = next > now + 250 ? now - 250 : next;
  return lastStamp;
}

/**
 * Signs in over HTTP as the browser would (headers, sign) and answers a client for that session: for what a
 * test must arrange outside the page (a role narrowed by the administrator, a session handed over in the URL).
 */
export async function apiSession(url: string, username: string, store = ''): Promise<ApiSession> {
  let token = '';
  let suid = '';
  const send = async <T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000);
    const timestamp = method === 'POST' ? actionTime(now) : now;
    const headers: Record<string, string> = {
      device: 'web',
      timestamp: String(timestamp),
      accesstoken: token,
      supplieruid: suid,
      lang: 'zh',
      sign: computeSign(params, timestamp, process.env.SIGN_SALT ?? DEFAULT_SIGN_SALT),
    };
    const query = method === 'GET' ? `?${new URLSearchParams(params as Record<string, string>)}` : '';
    const r = await fetch(`${url}${path}${query}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
    });
    return (await r.json()) as Envelope<T>;
  };
  const login = await send<{ access_token: string; refresh_token: string }>('POST', '/v1/public/user/login', {
    username,
    password: 'Demo@2026',
    name: store,
    type: 'account',
    captcha: '',
  });
  if (!login.status) throw new Error(`sign-in of ${username} failed: ${login.msg}`);
  token = login.data.access_token;
  suid = String(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).suid);
  return {
    accessToken: token,
    refreshToken: login.data.refresh_token,
    suid,
    get: (path, query = {}) => send('GET', path, query),
    post: (path, body = {}) => send('POST', path, body),
  };
}
