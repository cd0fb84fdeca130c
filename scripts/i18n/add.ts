// Adds or replaces one catalogue text in every language's file, which are kept sorted by key (so texts added on
// two branches land in different places and merge): `npx tsx scripts/i18n/add.ts <zh key> <en> <es> <ja>`. The
// key is the Chinese as the code writes it (`T('…')`), with `_context` where the code names one
// (docs/i18n.md, "Catalogues"). `--sort` only sorts the files.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './written';

const LOCALES = join(ROOT, 'packages/i18n/locales');
const LANGS = ['en', 'es', 'ja'] as const;

const args = process.argv.slice(2);
const sortOnly = args[0] === '--sort';
if (!sortOnly && args.length !== 4) {
  console.error('usage: npx tsx scripts/i18n/add.ts <zh key> <en> <es> <ja>   (or --sort)');
  process.exit(2);
}
const [key, ...texts] = args;
for (const [i, lang] of LANGS.entries()) {
  const file = join(LOCALES, `${lang}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  if (!sortOnly) catalogue[key!] = texts[i]!;
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
