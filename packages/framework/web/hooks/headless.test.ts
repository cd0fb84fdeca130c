import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const HOOKS = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('hooks are headless', () => {
  it('import no Ant Design: behaviour lives here, the components lay it out', () => {
    const offenders = sources(HOOKS).filter((file) =>
      /from '(antd|@ant-design\/[^']+)(\/[^']*)?'/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(HOOKS, file))).toEqual([]);
  });
});
