import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleChunks, overBudget } from '../../bench/web/budgets';
import { scriptsByLanguage } from '../../bench/web/languages';
import { launchBrowser, ROOT, type RunningServer, startServer } from './support';

// The web app's byte budgets (bench/web/budgets.ts, docs/shell.md): what the sign-in page and the first list page
// download from an empty cache in each language, and every chunk of the console (the API reference page,
// /api-docs.html with Swagger UI, is not the console and is left out). Bytes of the build only, not timings.
describe('bundle budgets', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps the sign-in page, the first list page and each chunk within their budgets', async () => {
    const dist = join(ROOT, 'web', 'dist');
    const over = overBudget(await scriptsByLanguage(browser, server.url, dist), consoleChunks(dist));
    expect(over, over.join('\n')).toEqual([]);
  });
});
