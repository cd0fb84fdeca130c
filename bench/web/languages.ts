// bench/web, per language: the JavaScript a browser set to each of the console's languages downloads for the
// sign-in page (signed out) and the first list page (signed in), each from an empty cache. Run by bench/web/run.ts;
// also on its own against any running console and the web/dist it serves, to compare two builds:
//   npx tsx bench/web/languages.ts http://127.0.0.1:8080 web/dist
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGS, type Lang } from '@yanye/i18n';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/harness';

export const LIST = '/goods/list/manageShow';

export interface Script {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

/** The scripts a page fetched, by their files in `dist`, with their size as sent compressed by gzip -9. */
export function sized(urls: readonly string[], dist: string): Script[] {
  return urls.map((url) => {
    const file = new URL(url).pathname;
    const body = readFileSync(join(dist, file));
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
}

/**
 * Opens `url` in `page` and answers the scripts and chunk texts it loaded until the network went quiet after
 * `ready`.
 */
export async function scriptsOf(
  page: Page,
  url: string,
  dist: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Script[]> {
  return (await loadOf(page, url, dist, ready)).scripts;
}

/** What `url` loaded: its scripts with their chunks' texts, and its stylesheets (Ant Design's drawn sheets among them). */
export async function loadOf(
  page: Page,
  url: string,
  dist: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<{ scripts: Script[]; styles: Script[] }> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // The scripts, and the texts of their chunks in the page's language (Shell-abc123.en.json).
  const onResponse = (r: { url(): string; request(): { resourceType(): string } }) => {
    const kind = r.request().resourceType();
    if (kind === 'script' || /\/assets\/[^/]+\.json$/.test(new URL(r.url()).pathname)) scripts.add(r.url());
    else if (kind === 'stylesheet') styles.add(r.url());
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return { scripts: sized([...scripts], dist), styles: sized([...styles], dist) };
}

/** Signs the demo supplier in from the sign-in page, whatever language it speaks: the fields by what they hold. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.locator('input[autocomplete=username]').fill('salt_admin');
  await page.locator('input[autocomplete=current-password]').fill('Demo@2026');
  await page.locator('button[type=submit]').click();
  await page.locator('.shell-header').waitFor({ timeout: 60_000 });
  await page.waitForURL((u) => u.origin === new URL(base).origin && !u.pathname.startsWith('/index'));
}

export interface LanguageLoad {
  readonly lang: Lang;
  readonly signIn: Script[];
  readonly list: Script[];
}

/** Each language's download, in a browser context of its own (its own cache and storage). */
export async function scriptsByLanguage(
  browser: Browser,
  base: string,
  dist: string,
): Promise<LanguageLoad[]> {
  const loads: LanguageLoad[] = [];
  for (const lang of LANGS) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const first = await scriptsOf(page, `${base}/index`, dist, (p) =>
      p.locator('button[type=submit]').waitFor(),
    );
    await signIn(page, base);
    // The page signing in lands on is left to finish: its late responses would otherwise count as the list's.
    await page.waitForLoadState('networkidle');
    await cdp.send('Network.clearBrowserCache');
    const list = await scriptsOf(page, `${base}${LIST}`, dist, (p) =>
      p.locator('.generic-list .ant-table-row').first().waitFor(),
    );
    loads.push({ lang, signIn: first, list });
    await context.close();
  }
  return loads;
}

const total = (s: readonly Script[]) => s.reduce((n, x) => n + x.gzip, 0);
export const kilobytes = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The per-language table of bench/web's report. */
export function languageTable(loads: readonly LanguageLoad[]): string {
  return [
    '| language | sign-in: JavaScript and texts, gzip -9 | first list page: JavaScript and texts, gzip -9 |',
    '|---|---|---|',
    ...loads.map((l) => `| ${l.lang} | ${kilobytes(total(l.signIn))} | ${kilobytes(total(l.list))} |`),
  ].join('\n');
}

if (process.argv[1]?.endsWith('languages.ts')) {
  const [base, dist] = process.argv.slice(2);
  if (!base || !dist)
    throw new Error('usage: tsx bench/web/languages.ts <console URL> <its web/dist folder>');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    console.log(languageTable(await scriptsByLanguage(browser, base.replace(/\/$/, ''), resolve(dist))));
  } finally {
    await browser.close();
  }
}
