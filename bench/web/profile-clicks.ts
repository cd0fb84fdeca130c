// Where a click's time goes, by React's own account: a build with React's profiling renderer marks each render,
// commit and effects pass, and each component's share of them, on the browser's performance timeline; this opens
// four lists as the menu does, then one again through its kept tag (or, with STEP=first, a fifth for the first
// time; with STEP=edit, the goods list's first row's 编辑; with STEP=load, the goods list's first load, signed in),
// records the timeline of that one click and prints each pass with the components that took its time.
// Usage:
//   cd web && WEB_REACT_PROFILING=1 npx vite build --outDir /tmp/web-profiling && cd ..
//   BENCH_WEB_DIST=/tmp/web-profiling npx tsx bench/web/profile-clicks.ts
// (a development build, `NODE_ENV=development npx vite build --mode development`, names every component too,
// at a development build's speed; the plain build's timings come from bench/web/clicks.ts.)
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { bootServer, CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/harness';
import { LIST, signIn } from './languages';

interface Stamp {
  readonly name: string;
  readonly args?: { readonly data?: { message?: string; track?: string; start?: number; end?: number } };
}

const DIST = resolve(process.env.BENCH_WEB_DIST ?? '/tmp/web-profiling');
const LISTS = [
  '/basicdata/customer/manage',
  '/basicdata/material/manage',
  '/basicdata/warehouse/manage',
  '/goods/cat/manage',
];
const STEP = process.env.STEP ?? 'again';
const target =
  STEP === 'first' ? '/basicdata/materialunit/manage' : STEP === 'edit' || STEP === 'load' ? LIST : LISTS[0]!;

// The click bench's own timers (from the click to the frame after the new rows are there).
const source = readFileSync(join(import.meta.dirname, 'clicks.ts'), 'utf8');
const TIMERS = source.slice(source.indexOf('const TIMERS = `') + 16, source.indexOf('`;\n\nasync function'));

const server = await bootServer(mkdtempSync(join(tmpdir(), 'yanye-profile-clicks-')), {
  LOG_LEVEL: 'warn',
  WEB_DIST: DIST,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript({ content: TIMERS.replaceAll('\\\\', '\\') });
  await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
  const page = await context.newPage();
  await page.goto(`${server.url}/index`);
  await signIn(page, server.url);
  await page.waitForLoadState('networkidle');
  const go = (path: string) =>
    page.evaluate((p) => (globalThis as unknown as { benchGo(p: string): Promise<number> }).benchGo(p), path);
  if (STEP !== 'load') for (const path of LISTS) await go(path);
  if (STEP === 'edit') await go(LIST);
  await page.waitForTimeout(1500);
  if (STEP === 'load') await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.console'] });
  const ms =
    STEP === 'edit'
      ? await page.evaluate(() => (globalThis as unknown as { benchEdit(): Promise<number> }).benchEdit())
      : STEP === 'load'
        ? await loadList()
        : await go(target);
  async function loadList(): Promise<number> {
    const t0 = Date.now();
    await page.goto(`${server.url}${LIST}`);
    await page.locator('.generic-list .ant-table-row').first().waitFor();
    await page.waitForTimeout(1500);
    return Date.now() - t0;
  }
  const stamps = (JSON.parse((await browser.stopTracing()).toString()).traceEvents as Stamp[])
    .filter((e) => e.name === 'TimeStamp' && typeof e.args?.data?.start === 'number')
    .map((e) => e.args!.data!)
    .sort((a, b) => a.start! - b.start!);
  console.log(`${STEP} ${target}: ${Math.round(ms)} ms from the click to its rows (or form) painted`);
  const from = stamps[0]?.start ?? 0;
  for (const pass of stamps.filter(
    (s) => s.track !== 'Components ⚛' && /Render|Commit|Effects|Cascading/.test(s.message ?? ''),
  )) {
    const inside = new Map<string, number>();
    for (const s of stamps)
      if (s.track === 'Components ⚛' && s.start! >= pass.start! && s.end! <= pass.end!)
        inside.set(s.message!, (inside.get(s.message!) ?? 0) + (s.end! - s.start!) / 1000);
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `${((pass.start! - from) / 1000).toFixed(0).padStart(5)} ms  ${pass.track} ${pass.message}: ${((pass.end! - pass.start!) / 1000).toFixed(1)} ms`,
      top.length ? `  (${top.map(([name, t]) => `${name} ${t.toFixed(1)}`).join(', ')})` : '',
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
