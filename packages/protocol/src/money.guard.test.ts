import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Money has one module (money.ts): this holds the rest of the source to it. It reads every source file of the
 * server, the web, the packages and the add-ons (tests aside) and fails on the converters people write by hand
 * when they forget it: cents divided by 100 and fixed to two places, a money-named value divided by 100, and yuan
 * multiplied by 100 into cents through a float. A line that divides or multiplies by 100 for something that is not
 * money (a rate in basis points, a weight) says so in a comment holding `not money`.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['server/src', 'web/src', 'packages', 'addons'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'drizzle']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const MONEY_WORD = /cents|yuan|price|amount|fee|balance|money|premium|deposit|increment|salary|commission/i;

/** What a hand-made converter looks like, line by line. */
const CONVERTERS: readonly (readonly [string, (line: string) => boolean])[] = [
  ['cents fixed to two places by hand', (l) => /\/\s*100(\.0)?\s*\)\s*\.to(Fixed|LocaleString)\(/.test(l)],
  ['a money value divided by 100', (l) => /\w*(cents|amount|price|fee|balance)\w*\s*\/\s*100\b/i.test(l)],
  ['yuan multiplied into cents', (l) => /\*\s*100\b(?!_)/.test(l) && MONEY_WORD.test(l)],
];

describe('money is converted only by money.ts', () => {
  it('leaves no converter of its own in the source', () => {
    const found: string[] = [];
    for (const file of SOURCES.flatMap((s) => sourceFiles(join(ROOT, s)))) {
      if (file.endsWith(join('protocol', 'src', 'money.ts'))) continue;
      for (const [n, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        const code = line.trim();
        if (code.startsWith('*') || code.startsWith('//') || code.includes('not money')) continue;
        for (const [what, is] of CONVERTERS)
          if (is(code)) found.push(`${relative(ROOT, file)}:${n + 1} ${what}: ${code}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would see one', () => {
    const [, , multiplied] = CONVERTERS;
    expect(CONVERTERS[0]![1]('const s = (cents / 100).toFixed(2);')).toBe(true);
    expect(CONVERTERS[1]![1]('render: (v) => v.amount / 100,')).toBe(true);
    expect(multiplied![1]('price: Math.round(Number(yuan) * 100),')).toBe(true);
    expect(multiplied![1]('const kg = grams / 1000;')).toBe(false);
  });
});
