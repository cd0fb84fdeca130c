// The catalogues' check (`npm run lint`, docs/i18n.md "Catalogues"): every catalogue text the code writes
// (`T('起拍价')`, `T('商品', 'item')`) is in every language's file, every entry of a file is written by the code,
// each entry is a valid ICU message, and it has the places its Chinese has. Exits 1 with the list otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { ROOT, writtenTexts } from './written';

const LANGS = ['en', 'es', 'ja'] as const;

const { written, unreadable } = writtenTexts();
const problems: string[] = unreadable.map(
  (where) => `${where}: T() takes written text, not an expression: the catalogues are read from the code`,
);

/** The `{name}` places of a message (its arguments, plural ones included). */
function placesOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

for (const lang of LANGS) {
  const catalogue = JSON.parse(
    readFileSync(join(ROOT, 'packages/i18n/locales', `${lang}.json`), 'utf8'),
  ) as Record<string, string>;
  for (const [key, { where }] of written)
    if (!(key in catalogue) || catalogue[key] === '')
      problems.push(`${lang}.json lacks ${JSON.stringify(key)} (${where})`);
  for (const [key, message] of Object.entries(catalogue)) {
    const code = written.get(key);
    if (!code) {
      problems.push(`${lang}.json has ${JSON.stringify(key)}, which no code writes`);
      continue;
    }
    try {
      new IntlMessageFormat(message, lang, undefined, { ignoreTag: true });
    } catch (error) {
      problems.push(
        `${lang}.json: ${JSON.stringify(key)} is not an ICU message: ${(error as Error).message}`,
      );
    }
    if (/'\{|\}'/.test(message))
      problems.push(
        `${lang}.json: ${JSON.stringify(key)} has an apostrophe beside a brace, which ICU reads as a quote: write ‘ ’`,
      );
    const want = placesOf(code.zh);
    const have = placesOf(message);
    if (want.join() !== have.join())
      problems.push(
        `${lang}.json: ${JSON.stringify(key)} has the places {${have.join('}, {')}}, its Chinese {${want.join('}, {')}}`,
      );
  }
}

if (problems.length > 0) {
  console.error(`The catalogues do not match the code (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`catalogues: ${written.size} texts, each in ${LANGS.join(', ')}`);
