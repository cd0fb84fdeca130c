#!/usr/bin/env node
// Repeated code over the four source folders, as issue 52 counts it: the `duplicates` command (the tool library's,
// on PATH where the developers have it) run over each of server/src, web/src, packages and addons in a scratch
// copy, with add-ons' SQL migrations left out (generated from their tables) and every multi-line
// `import { … } from` / `export { … } from` folded onto one line, so that an import list counts as the import
// line it is (the tool passes import lines over, but not the names of a list broken over lines).
// Usage: node scripts/duplicates.mjs   (prints pairs and pairs not marked boilerplate, per folder and summed)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const FOLDERS = ['server/src', 'web/src', 'packages', 'addons'];
const IMPORT_LIST = /^(import|export)(\s+type)?\s*\{[^}]*\}\s*from\s*['"][^'"]+['"];?/gm;

const scratch = mkdtempSync(join(tmpdir(), 'duplicates-'));
try {
  const files = execFileSync('git', ['ls-files', ...FOLDERS], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('/migrations/'));
  for (const file of files) {
    const to = join(scratch, file);
    mkdirSync(dirname(to), { recursive: true });
    if (!/\.(ts|tsx|mjs|js)$/.test(file)) {
      cpSync(file, to);
      continue;
    }
    // Keep every line where it was: the folded list is followed by as many empty lines as it lost.
    const folded = readFileSync(file, 'utf8').replace(IMPORT_LIST, (list) => {
      const lines = list.split('\n').length - 1;
      return list.replace(/\s*\n\s*/g, ' ') + '\n'.repeat(lines);
    });
    writeFileSync(to, folded);
  }
  let pairs = 0;
  let plain = 0;
  for (const folder of FOLDERS) {
    const out = execFileSync(
      'duplicates',
      ['--repo', join(scratch, folder), '--most', '1', '--seconds', '300'],
      {
        encoding: 'utf8',
      },
    );
    const all = Number(/^(\d+) pairs/m.exec(out)?.[1] ?? 0);
    const boilerplate = Number(/(\d+) of those marked boilerplate/.exec(out)?.[1] ?? 0);
    pairs += all;
    plain += all - boilerplate;
    console.log(
      `${folder.padEnd(12)} ${String(all).padStart(4)} pairs, ${all - boilerplate} not boilerplate`,
    );
  }
  console.log(`${'all four'.padEnd(12)} ${String(pairs).padStart(4)} pairs, ${plain} not boilerplate`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
