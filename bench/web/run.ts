// bench/web: what the browser downloads for the sign-in page and for the first list page, and Lighthouse's
// performance score of both, with the floor beside the list page: a bare page of the same Ant Design components
// (bench/web/floor), built here and served beside the console, measured in turns with it in the same sitting.
// See bench/README.md for how to run it and the recorded figures.
// The installed add-ons, into the catalogue before anything reads it (installed/index.ts).
import '@yanye/installed';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { bootServer, CHROMIUM_ARGS, chromiumPath, freePort, ROOT } from '../../tests/e2e/harness';
import { serveFloor } from './floor/serve';
import {
  kilobytes,
  LIST,
  languageTable,
  loadOf,
  type Script,
  scriptsByLanguage,
  scriptsOf,
  signIn,
  sized,
} from './languages';

/** Lighthouse, fetched by npx, so CI never installs it. */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE ?? 'lighthouse@13.5.0';
/** Lighthouse runs per page and form factor; the run with the median score is reported. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** The build to measure: web/dist, or another build's folder (BENCH_WEB_DIST, to compare two in one sitting). */
const DIST = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(ROOT, 'web', 'dist');
/** Which Lighthouse measures to take (BENCH_WEB_ONLY=list-mobile,signin-desktop, for one page while working on it). */
const ONLY = process.env.BENCH_WEB_ONLY?.split(',');
const measured = (key: string) => !ONLY || ONLY.includes(key);
const run = promisify(execFile);

/** Starts the system Chromium with a debugging port: Playwright and Lighthouse drive the same profile. */
async function startChromium(): Promise<{ port: number; process: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'yanye-bench-web-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    process: child,
    stop: async () => {
      // Chromium writes its profile as it exits: the folder goes once it has.
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

interface Score {
  readonly score: number;
  /** Lighthouse's main-thread work (mainthread-work-breakdown), in ms. */
  readonly main: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

/** Lighthouse's performance category for `url` in the running Chromium; the page's storage is kept. */
async function lighthouse(url: string, port: number, preset: 'desktop' | 'mobile'): Promise<Score> {
  const name = `${new URL(url).pathname.replaceAll('/', '_')}-${preset}.json`;
  // BENCH_WEB_REPORTS=<folder> keeps Lighthouse's reports, for reading what it found.
  const keep = process.env.BENCH_WEB_REPORTS;
  const out = join(keep ?? tmpdir(), keep ? name : `yanye-lh-${port}-${Date.now()}-${name}`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--port=${port}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      // The session is in local storage: keep it. The cache is cleared before each run instead.
      '--disable-storage-reset',
      '--quiet',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  if (!keep) rmSync(out, { force: true });
  return {
    score: Math.round(report.categories.performance.score * 100),
    main: report.audits['mainthread-work-breakdown']!.numericValue,
    fcp: report.audits['first-contentful-paint']!.numericValue,
    lcp: report.audits['largest-contentful-paint']!.numericValue,
    tbt: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
  };
}

/** `name (gzip size)` of each script, largest first, hashes left out. */
const files = (s: readonly Script[]) =>
  [...s]
    .sort((a, b) => b.gzip - a.gzip)
    .map((x) => `${x.file.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kilobytes(x.gzip)}`)
    .join(', ');

const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('web/dist missing: run `npm run build` first');
  // A fresh PGlite folder the server seeds itself (bootServer, not the test runner's startServer).
  const dataDir = mkdtempSync(join(tmpdir(), 'yanye-bench-web-data-'));
  const server = await bootServer(dataDir, { LOG_LEVEL: 'warn', WEB_DIST: DIST }, 600_000);
  const floor = await serveFloor();
  const chrome = await startChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const clearCache = () => cdp.send('Network.clearBrowserCache');

    // The sign-in page, signed out and with an empty cache.
    const signInPage = await scriptsOf(page, `${server.url}/index`, DIST, (p) =>
      p.locator('button[type=submit]').waitFor(),
    );
    const scores: Record<string, Score> = {};
    /** One Lighthouse run from an empty cache; a run that fails to record its trace (NO_NAVSTART) is run again. */
    const once = async (url: string, preset: 'desktop' | 'mobile'): Promise<Score> => {
      await clearCache();
      for (let attempt = 1; ; attempt++) {
        const score = await lighthouse(url, chrome.port, preset).catch((error: unknown) => {
          if (attempt >= 3) throw error;
          return undefined;
        });
        if (score) return score;
      }
    };
    const middle = (runs: Score[]) => runs.sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    const median = async (url: string, preset: 'desktop' | 'mobile'): Promise<Score> => {
      const runs: Score[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(url, preset));
      return middle(runs);
    };
    /** The list page and the bare page in turns, so that both meet the same moments of the machine's load. */
    const inTurns = async (urls: readonly string[], preset: 'desktop' | 'mobile'): Promise<Score[]> => {
      const runs = urls.map((): Score[] => []);
      for (let i = 0; i < RUNS; i++)
        for (const [n, url] of urls.entries()) runs[n]!.push(await once(url, preset));
      return runs.map(middle);
    };
    for (const preset of ['desktop', 'mobile'] as const) {
      if (measured(`signin-${preset}`))
        scores[`signin-${preset}`] = await median(`${server.url}/index`, preset);
    }

    // Signed in, the first list page from an empty cache: the frame, the list screen and their data.
    await signIn(page, server.url);
    await clearCache();
    const { scripts: list, styles: listStyles } = await loadOf(page, `${server.url}${LIST}`, DIST, (p) =>
      p.locator('.generic-list .ant-table-row').first().waitFor(),
    );
    for (const preset of ['desktop', 'mobile'] as const) {
      if (!measured(`list-${preset}`)) continue;
      const [list, bare] = await inTurns([`${server.url}${LIST}`, floor.url], preset);
      scores[`list-${preset}`] = list!;
      scores[`floor-${preset}`] = bare!;
    }
    const floorScripts = await scriptsOf(page, floor.url, floor.dist, (p) =>
      p.locator('.ant-table-row').first().waitFor(),
    );
    const byLanguage = await scriptsByLanguage(browser, server.url, DIST);
    await browser.close();

    const all = sized(
      readdirSync(join(DIST, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `${server.url}/assets/${f}`),
      DIST,
    );
    // The API reference for integrators (/api-docs.html) is a build of its own that the console never loads.
    const reference = all.filter((s) => s.file.startsWith('/assets/apiDocs-'));
    const largest = all.filter((s) => !reference.includes(s)).reduce((a, b) => (b.raw > a.raw ? b : a));
    const total = (s: readonly Script[]) => s.reduce((n, x) => n + x.gzip, 0);
    const date = new Date().toISOString().slice(0, 10);
    const row = (name: string, key: string) => {
      const s = scores[key];
      if (!s) return `| ${name} | not measured (BENCH_WEB_ONLY) | | | | | |`;
      return `| ${name} | ${s.score} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${Math.round(s.tbt)} ms | ${s.cls.toFixed(3)} | ${seconds(s.main)} |`;
    };
    /** The list page's main-thread time over the bare page's, in one form factor. */
    const ratio = (preset: string) => {
      const [list, bare] = [scores[`list-${preset}`], scores[`floor-${preset}`]];
      return list && bare
        ? `${(list.main / bare.main).toFixed(1)}x, ${bare.score - list.score} points`
        : 'not measured';
    };
    const table = [
      `bench/web, ${date}, Chromium ${browser.version()}, ${LIGHTHOUSE}`,
      '',
      '| page | JavaScript files | JavaScript, gzip -9 | largest of them, raw |',
      '|---|---|---|---|',
      `| sign-in (/index) | ${signInPage.length} | ${kilobytes(total(signInPage))} | ${kilobytes(Math.max(...signInPage.map((s) => s.raw)))} |`,
      `| first list page (${LIST}), cold cache, signed in | ${list.length} | ${kilobytes(total(list))} | ${kilobytes(Math.max(...list.map((s) => s.raw)))} |`,
      `| the floor: a bare page of the same components (bench/web/floor) | ${floorScripts.length} | ${kilobytes(total(floorScripts))} | ${kilobytes(Math.max(...floorScripts.map((s) => s.raw)))} |`,
      '',
      `Largest chunk of the console: ${largest.file}, ${kilobytes(largest.raw)} raw, ${kilobytes(largest.gzip)} gzip.`,
      `The API reference page (/api-docs.html, Swagger UI, not loaded by the console): ${reference.map((s) => `${s.file}, ${kilobytes(s.raw)} raw, ${kilobytes(s.gzip)} gzip`).join('; ')}.`,
      '',
      `Sign-in loads: ${files(signInPage)}.`,
      '',
      `The first list page loads: ${files(list)}.`,
      '',
      `Its stylesheets (Ant Design's drawn at build time, web/vite/antd-sheets.ts, and the console's own): ${kilobytes(total(listStyles))} gzip -9 in ${listStyles.length} files: ${files(listStyles).replaceAll(/-[\w-]{8}\.css/g, '')}.`,
      '',
      'A browser set to each language, each page from an empty cache (the catalogue chunk of its language only):',
      '',
      languageTable(byLanguage),
      '',
      `| Lighthouse performance (median of ${RUNS}) | score | FCP | LCP | TBT | CLS | main thread |`,
      '|---|---|---|---|---|---|---|',
      row('sign-in, desktop', 'signin-desktop'),
      row('sign-in, mobile (4x CPU, slow 4G)', 'signin-mobile'),
      row('first list page, desktop', 'list-desktop'),
      row('first list page, mobile (4x CPU, slow 4G)', 'list-mobile'),
      row('the floor, desktop (in turns with the list page)', 'floor-desktop'),
      row('the floor, mobile (in turns with the list page)', 'floor-mobile'),
      '',
      `The list page against the floor (main-thread time, and how many points below it): desktop ${ratio('desktop')}; mobile ${ratio('mobile')}.`,
      '',
    ].join('\n');
    console.log(table);
    // BENCH_WEB_OUT=<file> writes the report there instead (a build measured for comparison).
    writeFileSync(process.env.BENCH_WEB_OUT ?? join(import.meta.dirname, 'last-run.md'), table);
  } finally {
    await chrome.stop();
    floor.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
