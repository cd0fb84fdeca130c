// What a merchant feels on each click: signed in as salt_admin at 1366 x 768, ten lists opened one after another
// as the menu opens them (the router told of the new address, as a menu entry or a tag does), then each opened
// again through its kept tag, then a goods row's 编辑 to its form filled. A second context in each round opens the
// lists the same way after resting the pointer on their menu entry for 150 ms, as a person's hand does before
// the click (entries in sight only: the section panel shows its own section's), and the row's 编辑 likewise.
// Before each click the bench looks at the screen for a second, as a person does: what a page does when idle
// is done by the next click, as it would be. Each step is timed in the page from the
// click to the frame after the new list's rows (or the form's filled inputs) are there; each figure is the median
// of its rounds, every round in a new browser context (a first visit is a first visit again). Usage (after
// `npm run build`):
//   npm run bench:clicks (or npx tsx bench/web/clicks.ts [rounds, default 5])
// BENCH_WEB_DIST=<another build's folder> times that build instead of web/dist; writes bench/web/clicks-last-run.md.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import '@yanye/installed';
import { PAGES } from '@yanye/catalog';
import { type Browser, chromium, type Page } from 'playwright-core';
import { bootServer, CHROMIUM_ARGS, chromiumPath, ROOT } from '../../tests/e2e/harness';
import { LIST, signIn } from './languages';

const rounds = Number(process.argv[2] ?? process.env.BENCH_CLICKS_ROUNDS ?? 5);
const DIST = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(ROOT, 'web', 'dist');
const LISTS_WANTED = 10;

/** What the timers below give the page (the bench's TypeScript has no DOM: the page is reached as `globalThis`). */
interface BenchWindow {
  /** Goes to `path` in the app, as a menu entry does, and answers the milliseconds until its rows are drawn. */
  benchGo(path: string): Promise<number>;
  /** Clicks the first visible row's edit link and answers the milliseconds until its form shows the record. */
  benchEdit(): Promise<number>;
}

/** How long a person looks at a screen before the next click: what the page does while idle is done by then. */
const LOOK_MS = 1_000;

/**
 * Goes to a list in the app, a look's time after the last step, and answers how long its rows took, or -1 when
 * none came within 15 s.
 */
async function go(page: Page, path: string, look = true): Promise<number> {
  if (look) await page.waitForTimeout(LOOK_MS);
  return page.evaluate((p) => (globalThis as unknown as BenchWindow).benchGo(p), path);
}

/** The page's own timers: from the click to the frame after the awaited elements are there. */
const TIMERS = `
  const visible = (el) => el.offsetParent !== null;
  const nextPaint = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const until = (ready, t0) =>
    new Promise((resolve) => {
      const tick = () => {
        if (performance.now() - t0 > 15000) return resolve(-1);
        if (ready()) return nextPaint().then(() => resolve(performance.now() - t0));
        requestAnimationFrame(tick);
      };
      tick();
    });
  const rows = () => [...document.querySelectorAll('.ant-table-row')];
  window.benchGo = (path) => {
    // The rows on screen now are the old list's; the new list's are those not marked.
    for (const row of rows()) row.removeAttribute('data-bench-old');
    for (const row of rows()) if (visible(row)) row.setAttribute('data-bench-old', '');
    const t0 = performance.now();
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return until(() => rows().some((row) => visible(row) && !row.hasAttribute('data-bench-old')), t0);
  };
  window.benchEdit = () => {
    const link = [...document.querySelectorAll('.ant-table-row a, .ant-table-row button')].find(
      (el) => visible(el) && /^编\\s?辑$/.test(el.textContent.trim()),
    );
    if (!link) return Promise.resolve(-1);
    const t0 = performance.now();
    link.click();
    return until(
      () =>
        [...document.querySelectorAll('.generic-form input[type=text], .generic-form input:not([type])')].some(
          (input) => visible(input) && input.value !== '',
        ),
      t0,
    );
  };
`;

async function signedInPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript({ content: TIMERS });
  // In Chinese, as the store's operators use it (the edit link is found by its 编辑).
  await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
  const page = await context.newPage();
  await page.goto(`${url}/index`);
  await signIn(page, url);
  await page.waitForLoadState('networkidle');
  return page;
}

/** The store's lists that show rows to salt_admin, the goods on sale first, as many as wanted. */
async function listsWithRows(browser: Browser, url: string): Promise<string[]> {
  const page = await signedInPage(browser, url);
  const candidates = [
    LIST,
    ...PAGES.filter((p) => p.view === 'list' && !p.hidden && !p.pluginKey && p.path !== LIST).map(
      (p) => p.path,
    ),
  ];
  const found: string[] = [];
  for (const path of candidates) {
    if (found.length === LISTS_WANTED) break;
    if ((await go(page, path, false)) >= 0) found.push(path);
  }
  await page.context().close();
  return found;
}

/** The page names of the lists, by their paths (the menu's entries are keyed by name). */
const NAME_OF = new Map(PAGES.map((p) => [p.path, p.name]));
/** How long a hand rests on a menu entry before it clicks. */
const REST_MS = 150;

/** Rests the pointer on the list's menu entry, when it is in sight; answers whether it was. */
async function restOn(page: Page, path: string): Promise<boolean> {
  const entry = page.locator(`.shell-menu li[data-menu-id$="-${NAME_OF.get(path)}"]`).first();
  if (!(await entry.isVisible())) return false;
  await entry.hover();
  await page.waitForTimeout(REST_MS);
  return true;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await bootServer(mkdtempSync(join(tmpdir(), 'yanye-clicks-')), {
  LOG_LEVEL: 'warn',
  WEB_DIST: DIST,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const lists = await listsWithRows(browser, server.url);
  const first = new Map<string, number[]>();
  const again = new Map<string, number[]>();
  const firstRested = new Map<string, number[]>();
  const edit: number[] = [];
  const editRested: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const page = await signedInPage(browser, server.url);
    for (const path of lists) first.set(path, [...(first.get(path) ?? []), await go(page, path)]);
    // Back through the kept tags, from the one before the list on screen.
    for (const path of lists.slice(0, -1).reverse())
      again.set(path, [...(again.get(path) ?? []), await go(page, path)]);
    await go(page, LIST);
    await page.waitForTimeout(LOOK_MS);
    edit.push(await page.evaluate(() => (globalThis as unknown as BenchWindow).benchEdit()));
    await page.context().close();
    const resting = await signedInPage(browser, server.url);
    for (const path of lists) {
      await resting.waitForTimeout(LOOK_MS);
      const rested = await restOn(resting, path);
      const time = await go(resting, path, false);
      if (rested) firstRested.set(path, [...(firstRested.get(path) ?? []), time]);
    }
    await go(resting, LIST);
    await resting.waitForTimeout(LOOK_MS);
    await resting
      .locator('.ant-table-row a, .ant-table-row button')
      .filter({ hasText: /^编\s?辑$/, visible: true })
      .first()
      .hover();
    await resting.waitForTimeout(REST_MS);
    editRested.push(await resting.evaluate(() => (globalThis as unknown as BenchWindow).benchEdit()));
    await resting.context().close();
  }
  const ms = (values: readonly number[]) =>
    values.some((v) => v < 0) ? 'timed out' : `${Math.round(median(values))} ms`;
  const lines = [
    `# Clicks (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${rounds} rounds, medians)`,
    '',
    `| list | first visit | first visit, its menu entry rested on ${REST_MS} ms | opened again (kept tag) |`,
    '|---|---|---|---|',
    ...lists.map(
      (path) =>
        `| ${path} | ${ms(first.get(path)!)} | ${firstRested.has(path) ? ms(firstRested.get(path)!) : 'not in sight'} | ${again.has(path) ? ms(again.get(path)!) : 'on screen'} |`,
    ),
    `| **median of the lists** | **${ms(lists.map((p) => median(first.get(p)!)))}** | **${ms([...firstRested.values()].map(median))}** | **${ms([...again.values()].map(median))}** |`,
    '',
    `A goods row's 编辑 to its form filled: **${ms(edit)}**; after resting on it ${REST_MS} ms: **${ms(editRested)}**`,
    '',
  ];
  const table = lines.join('\n');
  console.log(table);
  writeFileSync(join(import.meta.dirname, 'clicks-last-run.md'), table);
} finally {
  await browser.close();
  await server.stop();
}
