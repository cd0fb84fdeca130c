// The web app's byte budgets (docs/shell.md, "Chunks and budgets"), gzip -9 of what a browser downloads from an empty
// cache, in each of the console's languages: checked by tests/e2e/budgets.e2e.test.ts against the build, with
// bench/web/languages.ts's own measure. Bytes only, no timing: the same build gives the same figures on any machine.
//   npx tsx bench/web/budgets.ts http://127.0.0.1:8080 web/dist   (against a running console and its build)
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/harness';
import { kilobytes, type LanguageLoad, LIST, type Script, scriptsByLanguage, sized } from './languages';

const KB = 1024;

export const BUDGETS = {
  /** The sign-in page (/index), signed out: JavaScript and the chunks' texts. */
  signIn: 150 * KB,
  /**
   * The first list page, signed in. The aim is 300 KB (issue 32); the console's frame and list on Ant Design take
   * 474–506 KB today (bench/README.md says what is left), so the check holds that line against growth until the
   * aim is reached (raised from 505 KB when a money box's focus fix took it to 505.3 KB in English, and from 508
   * KB when one run counted 508.6 KB in Japanese and the next under 508: which chunks the idle prefetch fetches
   * before the first row is painted varies by a kilobyte from run to run), and to 514 KB when the installed
   * add-ons' declarations, which the catalogue named itself before, came from their own list as a chunk of their
   * own (3.3 KB more in gzip, measured against the build before in one sitting: zh 486.1 to 489.3 KB; a clean
   * run under load then counted 514.7 KB in Japanese, against 510.2 on a quiet machine). The add-on's web sides,
   * fetched with the first page until then, became chunks fetched when one of their screens is opened: 7 KB less in
   * each language (ja 510.2 to 503.2 KB, zh 489.3 to 482.3, same sitting). Lowered to 502 KB when the contracts
   * came to the browser without their schemas (web/vite/contracts.ts): ja 507.5 to 494.5 KB, zh 486.6 to 473.5.
   * Issue 53 takes the first list page down to 400 KB.
   */
  list: 502 * KB,
  /** Any one chunk of the console. */
  chunk: 200 * KB,
} as const;

/** The API reference for integrators (/api-docs.html, Swagger UI): a build of its own, never loaded by the console. */
export const isApiReference = (file: string) => /^\/assets\/apiDocs-/.test(file);

const total = (s: readonly Script[]) => s.reduce((n, x) => n + x.gzip, 0);
const largest = (s: readonly Script[], n = 5) =>
  [...s]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, n)
    .map((x) => `${x.file} ${kilobytes(x.gzip)}`)
    .join(', ');

/** Every chunk of the console in `dist` with its size (the API reference's left out). */
export function consoleChunks(dist: string): Script[] {
  return sized(
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `http://build/assets/${f}`),
    dist,
  ).filter((s) => !isApiReference(s.file));
}

/** What is over budget, a sentence each: the page and language, the figure, the budget and the largest files. */
export function overBudget(loads: readonly LanguageLoad[], chunks: readonly Script[]): string[] {
  const over: string[] = [];
  for (const load of loads) {
    for (const [page, scripts, budget] of [
      ['sign-in (/index)', load.signIn, BUDGETS.signIn],
      [`first list page (${LIST})`, load.list, BUDGETS.list],
    ] as const) {
      const bytes = total(scripts);
      if (bytes > budget)
        over.push(
          `${page}, ${load.lang}: ${kilobytes(bytes)} of JavaScript and texts, over its ${kilobytes(budget)}; largest: ${largest(scripts)}`,
        );
    }
  }
  for (const chunk of chunks)
    if (chunk.gzip > BUDGETS.chunk)
      over.push(
        `chunk ${chunk.file}: ${kilobytes(chunk.gzip)} gzip, over the ${kilobytes(BUDGETS.chunk)} a chunk may weigh`,
      );
  return over;
}

if (process.argv[1]?.endsWith('budgets.ts')) {
  const [base, dist] = process.argv.slice(2);
  if (!base || !dist) throw new Error('usage: tsx bench/web/budgets.ts <console URL> <its web/dist folder>');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const over = overBudget(
      await scriptsByLanguage(browser, base.replace(/\/$/, ''), resolve(dist)),
      consoleChunks(resolve(dist)),
    );
    console.log(over.length > 0 ? over.join('\n') : 'within budget');
    if (over.length > 0) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
