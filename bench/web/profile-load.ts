// Where the browser's main thread spends the first list page's load: a CPU profile of the page from an empty cache,
// signed in, at a phone's width (412 x 823, as Lighthouse's mobile run) or a laptop's, and its self time by script
// file and by function, with the largest paints, the layout shifts and the long tasks. Usage (after `npm run build`):
//   npx tsx bench/web/profile-load.ts [mobile|desktop] [runs, default 3] [profile file to keep]
// BENCH_WEB_DIST=<another build's folder> loads that build instead of web/dist. TRACE=<file> traces every run and
// prints its tasks' blocking time as a 4x slower phone would have it; WATERFALL=1 prints the requests in order.
// Built with source maps (`WEB_SOURCEMAP=1 npx vite build` in web/), the time is told by module (an npm package, or
// a file of ours) and by function as written, not by chunk. docs/shell.md, "A list's first render".
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
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
/** The build to load: web/dist, or another build's folder (BENCH_WEB_DIST, to compare two in turns). */
const DIST = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(ROOT, 'web', 'dist');

/** Each chunk's source map, when the build wrote them. */
const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(url: string): SourceMapConsumer | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  if (!path.startsWith('/assets/')) return null;
  let map = maps.get(path);
  if (map === undefined) {
    const file = join(DIST, `${path}.map`);
    map = existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null;
    maps.set(path, map);
  }
  return map;
}

/** Where a sample's function is: its module (an npm package, or our file) and its name, by the source map if any. */
function placeOf(frame: Node['callFrame']): { module: string; fn: string } {
  const name = frame.functionName || '(anonymous)';
  const map = frame.url ? mapOf(frame.url) : null;
  if (!map) {
    const chunk = frame.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    return {
      module: chunk || name,
      fn: `${name} ${chunk}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
    };
  }
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? '?').replace(/^(\.\.\/)+/, '');
  const inModules = source.lastIndexOf('node_modules/');
  const rest = inModules >= 0 ? source.slice(inModules + 'node_modules/'.length).split('/') : undefined;
  const module = rest ? (rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!) : source;
  const file = rest ? rest.join('/') : source;
  return { module, fn: `${at.name ?? name} ${file}:${at.line}` };
}
/**
 * The renderer main thread's tasks in a trace, as Lighthouse's simulation sees them on a phone: each four times as
 * long, and blocking for what it lasts beyond 50 ms.
 */
function slowedTasks(trace: { traceEvents: TraceEvent[] }): string {
  const events = trace.traceEvents;
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (t: TraceEvent) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X');
  const busiest = threads
    .map(tasksOf)
    .sort((a, b) => b.reduce((s, e) => s + (e.dur ?? 0), 0) - a.reduce((s, e) => s + (e.dur ?? 0), 0))[0];
  const ms = (busiest ?? []).map((e) => (e.dur ?? 0) / 1000);
  const blocking = ms.reduce((sum, d) => sum + Math.max(0, 4 * d - 50), 0);
  const over = ms.filter((d) => d > 12.5).length;
  return `trace: ${ms.length} tasks, ${over} over 12.5 ms; at 4x, blocking ${blocking.toFixed(0)} ms`;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

const viewport = form === 'mobile' ? { width: 412, height: 823 } : { width: 1366, height: 768 };

const server = await bootServer(mkdtempSync(join(tmpdir(), 'yanye-profile-load-')), {
  LOG_LEVEL: 'warn',
  WEB_DIST: DIST,
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
      // What moved, and from where to where: Lighthouse's layout shift (CLS).
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          const moved = (e.sources ?? []).map((s) => {
            const el = s.node && s.node.nodeType === 1 ? s.node : s.node?.parentElement;
            const name = el ? el.tagName.toLowerCase() + '.' + [...el.classList].slice(0, 3).join('.') : '?';
            const r = (b) => Math.round(b.x) + ',' + Math.round(b.y) + ' ' + Math.round(b.width) + 'x' + Math.round(b.height);
            return name + ' ' + r(s.previousRect) + ' -> ' + r(s.currentRect);
          });
          note(e.startTime.toFixed(0) + ' ms  layout shift ' + e.value.toFixed(4) + '  ' + moved.join('; '));
        }
      }).observe({ type: 'layout-shift', buffered: true });
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
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
    // Every run is traced when asked: the trace's tasks give the blocking time a 4x slower CPU would have.
    const tracing = Boolean(process.env.TRACE);
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
    if (tracing) {
      await browser.stopTracing();
      console.log(`  ${slowedTasks(JSON.parse(readFileSync(process.env.TRACE!, 'utf8')))}`);
    }
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
      const name = n.callFrame.functionName;
      if (name === '(idle)' || name === '(program)') return;
      busy += dt;
      const { module, fn } = placeOf(n.callFrame);
      byFile.set(module, (byFile.get(module) ?? 0) + dt);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    });
    total += busy;
    const paints = (await page.evaluate('window.paints')) as string[];
    console.log(paints.map((p) => `  ${p}`).join('\n'));
    // Tasks over 50 ms, and what they hold beyond it: the blocking time Lighthouse sums (it slows the CPU 4x first).
    const long = (await page.evaluate('window.longTasks')) as [number, number][];
    const blocking = long.reduce((sum, [, d]) => sum + d - 50, 0);
    console.log(
      `  long tasks: ${long.map(([s, d]) => `${d.toFixed(0)} ms at ${s.toFixed(0)}`).join(', ') || 'none'}; blocking ${blocking.toFixed(0)} ms`,
    );
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
  const by = [...maps.values()].some(Boolean) ? 'module' : 'chunk';
  console.log(`\nself time by ${by} (a run's average):\n${top(byFile, 25)}`);
  console.log(`\nself time by function:\n${top(byFunction, 40)}`);
} finally {
  await browser.close();
  await server.stop();
}
