import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository, and the browser code in it: the framework's web side and the console's. */
const ROOT = join(import.meta.dirname, '../../../..');
const WEB = [join(ROOT, 'packages/framework/web'), join(ROOT, 'web/src')];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the web calls the API only through its contracts', () => {
  it('writes no API path of its own: every /v1 path comes from packages/protocol or the catalogue', () => {
    const offenders = WEB.flatMap(sources).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
        .filter(({ line }) => /\/v1\//.test(line))
        .map(({ at, line }) => `${at}  ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
