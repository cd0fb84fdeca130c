import { type CatalogPage, isScreen, pageByName } from '@yanye/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiSession,
  explainFailures,
  launchBrowser,
  openInConsole,
  type RunningServer,
  readData,
  routePages,
  startServer,
} from './support';

/**
 * Every page of a record (`…/edit/:id`, `…/info/:id`, `…/set/:id`) that each demo account can open, derived from
 * the catalogue and the account's own grants as the console derives its route set: a screen added to the
 * catalogue is opened here without a line of this file changing. Each is opened with a real record, the first
 * row its list answers, shown, hidden and shown again (a kept-alive view comes back), and must neither throw
 * nor fall to the error boundary's screen. A page several accounts can open is the same screen and is opened once.
 */

const ACCOUNTS = ['salt_admin', 'grain_admin', 'pay_admin', 'platform_admin'] as const;

/** A page of one record: what this test opens. */
const RECORD_PAGE = /\/(edit|info|set)\/:id$/;

/** The pages of records the account can open. */
async function recordPages(api: ApiSession): Promise<CatalogPage[]> {
  return (await routePages(api)).filter((p) => isScreen(p) && RECORD_PAGE.test(p.path));
}

/** The first record id an answer holds: a list's rows, a tree's nodes, whatever shape the list's call has. */
function firstId(data: unknown): number | undefined {
  if (Array.isArray(data)) {
    for (const item of data) {
      const id = firstId(item);
      if (id !== undefined) return id;
    }
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record.id === 'number' && record.id > 0) return record.id;
  for (const value of Object.values(record)) {
    if (typeof value !== 'object') continue;
    const id = firstId(value);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** A real record of the page: the first its list answers, through the list's own call. */
async function recordOf(api: ApiSession, page: CatalogPage): Promise<number | undefined> {
  const list = pageByName(page.listPage ?? '');
  const call = list?.api[0];
  if (!call) return undefined;
  return firstId(await readData<unknown>(api, call, { page: '1', limit: '5' }));
}

describe('every record page of every demo account', () => {
  let server: RunningServer;
  let browser: Browser;
  let current: Page | undefined;
  /** Record pages opened (by their catalogue path), and those an account had no record for. */
  const opened = new Set<string>();
  const recordless = new Set<string>();
  explainFailures(() => current);
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // A page another account has opened already is the same screen: each is opened once, by the first account
  // holding a record for it.
  it.each(ACCOUNTS)(
    'opens each record page %s can open, with a real record, hidden and shown again, without a failure',
    async (username) => {
      const api = await apiSession(server.url, username);
      const targets: [string, string][] = [];
      for (const p of await recordPages(api)) {
        if (opened.has(p.path)) continue;
        const id = await recordOf(api, p);
        if (id === undefined) recordless.add(p.path);
        else targets.push([p.path, p.path.replace(':id', String(id))]);
      }

      const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
      const failures: string[] = [];
      // Two pages of the session at once, each through half of the records: most of a page's time is waiting for
      // the server, which the other page uses.
      const halves = [targets.filter((_, i) => i % 2 === 0), targets.filter((_, i) => i % 2 === 1)];
      await Promise.all(
        halves.map(async (half) => {
          const page = await context.newPage();
          current = page;
          page.on('pageerror', (e) => failures.push(`${new URL(page.url()).pathname}: ${e.message}`));
          await page.goto(`${server.url}/?accesstoken=${api.accessToken}&supplieruid=${api.suid}`);
          await page.locator('.shell-main').waitFor();
          let previous: string | undefined;
          for (const [path, target] of half) {
            if (await openInConsole(page, target)) failures.push(`${target}: the error screen`);
            // The one before is shown again from behind this one: a kept-alive view's effects run anew.
            if (previous && (await openInConsole(page, previous)))
              failures.push(`${previous}: the error screen when shown again`);
            previous = target;
            opened.add(path);
          }
        }),
      );
      expect(failures).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('has opened every record page some account can open', () => {
    // A page an account had no record for was opened by another that had one.
    expect([...recordless].filter((p) => !opened.has(p))).toEqual([]);
    expect(opened.size).toBeGreaterThan(50);
  });
});
