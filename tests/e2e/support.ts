import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { computeSign, DEFAULT_SIGN_SALT, type Envelope } from '@yanye/protocol';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** The system Chromium (Debian's package); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian chromium or set CHROMIUM_PATH');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The built console (`npm run build` first), started as the README starts it, on a fresh PGlite folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = join(ROOT, 'server/dist/main.js');
  if (!existsSync(entry)) throw new Error('server/dist/main.js missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'yanye-e2e-'));
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
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless system Chromium with the flags this machine needs (no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A page that fails the test on any console error or CSP violation. */
export async function strictPage(
  browser: Browser,
  locale = 'zh-CN',
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 4')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/**
 * Signs in from `path` as `username` (the salt store's main account by default; an operator with its `store`
 * account) and waits to land back on it.
 */
export async function signIn(
  page: Page,
  url: string,
  path: string,
  username = 'salt_admin',
  store = '',
): Promise<void> {
  await page.goto(`${url}${path}`);
  if (store) await page.getByLabel('店铺账号（操作员登录时填写）').fill(store);
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(`${url}${path}`);
}

/**
 * After a failed test, prints what the page showed (its address, the tags, messages, dialogs and alerts) and
 * saves a screenshot under test-results/, so a failure in CI can be read without running it again.
 */
export function explainFailures(current: () => Page | undefined): void {
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const page = current();
    if (!page || page.isClosed()) return;
    const seen = await page
      .evaluate(() => {
        const texts = (selector: string) =>
          [...document.querySelectorAll(selector)].map((e) => e.textContent?.trim()).filter(Boolean);
        return {
          url: window.location.href,
          tags: texts('.shell-tag a'),
          messages: texts('.ant-message-notice, .ant-notification-notice'),
          dialogs: texts('.ant-modal-content'),
          alerts: texts('[role="alert"]'),
        };
      })
      .catch((error: unknown) => ({ unreadable: String(error) }));
    console.error(`[e2e] ${ctx.task.name} failed; the page showed:`, JSON.stringify(seen));
    const file = join(
      ROOT,
      'test-results',
      `${ctx.task.name.replace(/[^\w\u4e00-\u9fff-]+/g, '_').slice(0, 80)}.png`,
    );
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  });
}

export interface ApiSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly suid: string;
  get<T>(path: string, query?: Record<string, string>): Promise<Envelope<T>>;
  post<T>(path: string, body?: Record<string, unknown>): Promise<Envelope<T>>;
}

/**
 * Signs in over HTTP as the browser would (headers, sign) and answers a client for that session: for what a
 * test must arrange outside the page (a role narrowed by the administrator, a session handed over in the URL).
 */
export async function apiSession(url: string, username: string, store = ''): Promise<ApiSession> {
  let token = '';
  let suid = '';
  const send = async <T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>) => {
    const timestamp = Math.floor(Date.now() / 1000);
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
