// Where the browser's main thread spends the first list page's load: a CPU profile of the page from an empty cache,
// signed in, at a phone's width (412 x 823, as Lighthouse's mobile run) or a laptop's, and its self time by script
// file and by function. Usage (after `npm run build`):
//   npx tsx bench/web/profile-load.ts [mobile|desktop] [runs, default 3] [profile file to keep]
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { bootServer, CHROMIUM_ARGS, chromiumPath, ROOT } from '../../tests/e2e/harness';
import { LIST, signIn } from './languages';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [form = 'mobile', runsArg = '3', keep] = process.argv.slice(2);
const viewport = form === 'mobile' ? { width: 412, height: 823 } : { width: 1366, height: 768 };

const server = await bootServer(mkdtempSync(join(tmpdir(), 'yanye-profile-load-')), {
  LOG_LEVEL: 'warn',
  WEB_DIST: join(ROOT, 'web', 'dist'),
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport,
    isMobile: form === 'mobile',
    hasTouch: form === 'mobile',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // The largest paints the browser saw, with their elements: what Lighthouse takes as LCP.
  await context.addInitScript({
    content: `
      window.paints = [];
      const note = (line) => window.paints.push(line);
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const el = e.element;
          const name = el ? el.tagName.toLowerCase() + '.' + [...el.classList].join('.') + ' "' + (el.textContent ?? '').slice(0, 30) + '"' : '?';
          note(e.startTime.toFixed(0) + ' ms  largest paint ' + e.size + ' px  ' + name + (e.url ? ' ' + e.url.slice(0, 40) : ''));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) note(e.startTime.toFixed(0) + ' ms  ' + e.name);
      }).observe({ type: 'paint', buffered: true });
    `,
  });
  await page.goto(`${server.url}/index`);
  await signIn(page, server.url);
  await page.waitForLoadState('networkidle');
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  const runs = Number(runsArg);
  for (let run = 0; run < runs; run++) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const tracing = process.env.TRACE && run === runs - 1;
    if (tracing)
      await browser.startTracing(page, {
        path: process.env.TRACE,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
        ],
      });
    const requests: { url: string; start: number; end: number }[] = [];
    const onFinished = (r: import('playwright-core').Request) => {
      const t = r.timing();
      requests.push({ url: r.url(), start: t.startTime, end: t.startTime + t.responseEnd });
    };
    if (process.env.WATERFALL) page.on('requestfinished', onFinished);
    const started = Date.now();
    await page.goto(`${server.url}${LIST}`);
    await page.locator('.generic-list .ant-table-row').first().waitFor();
    const shown = Date.now() - started;
    await page.waitForLoadState('networkidle');
    if (tracing) await browser.stopTracing();
    if (process.env.WATERFALL) {
      page.off('requestfinished', onFinished);
      const t0 = Math.min(...requests.map((r) => r.start));
      for (const r of requests.sort((a, b) => a.start - b.start))
        console.log(
          `${(r.start - t0).toFixed(0).padStart(6)} ${(r.end - t0).toFixed(0).padStart(6)}  ${r.url.replace(server.url, '').replace(/-[\w-]{8}\.js$/, '.js')}`,
        );
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (keep && run === runs - 1) writeFileSync(keep, JSON.stringify(profile));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let busy = 0;
    profile.samples.forEach((id, i) => {
      const n = nodes.get(id)!;
      const dt = profile.timeDeltas[i]! / 1000;
      const name = n.callFrame.functionName || '(anonymous)';
      if (name === '(idle)' || name === '(program)') return;
      busy += dt;
      const file = n.callFrame.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '') || name;
      byFile.set(file, (byFile.get(file) ?? 0) + dt);
      const key = `${name} ${file}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
    });
    total += busy;
    const paints = (await page.evaluate('window.paints')) as string[];
    console.log(paints.map((p) => `  ${p}`).join('\n'));
    console.log(`run ${run + 1}: first row shown in ${shown} ms, main thread busy ${busy.toFixed(0)} ms`);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, v]) =>
          `  ${(v / runs).toFixed(1).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`,
      )
      .join('\n');
  console.log(`\nself time by file (a run's average):\n${top(byFile, 20)}`);
  console.log(`\nself time by function:\n${top(byFunction, 40)}`);
} finally {
  await browser.close();
  await server.stop();
}
