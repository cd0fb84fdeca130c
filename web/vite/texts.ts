import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { needsIcu } from '../../packages/i18n/src/icu.ts';
import { textsIn } from '../../scripts/i18n/scan.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOCALES = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));
/** The catalogues' own package: what loads a chunk's texts depends on it, so its texts come with the language. */
const I18N = fileURLToPath(new URL('../../packages/i18n/src/', import.meta.url));
const LOADER = fileURLToPath(new URL('../../packages/framework/web/i18n/chunkTexts.ts', import.meta.url));
const OTHERS = ['en', 'es', 'ja'] as const;
type Other = (typeof OTHERS)[number];

/** The messages among `texts` that need the ICU formatter, parsed: the browser's build carries no parser. */
function compiledOf(texts: readonly string[]): Record<string, MessageFormatElement[]> | undefined {
  const complex = texts.filter(needsIcu);
  return complex.length > 0
    ? Object.fromEntries(complex.map((text) => [text, parse(text, { ignoreTag: true })]))
    : undefined;
}

/**
 * A chunk's texts in `lang`, beside it: `assets/Shell-abc123.js` has `assets/Shell-abc123.en.json`, which holds,
 * for each of its modules that writes texts, their translations in the order the module names its texts.
 */
export const sliceOf = (chunkFile: string, lang: Other): string =>
  chunkFile.replace(/\.js$/, `.${lang}.json`);

/**
 * Each chunk's texts travel with it (docs/i18n.md, "In the browser"). A module that writes catalogue texts
 * (`T('起拍价')`) starts by awaiting its chunk's texts in the browser's language (packages/framework/web/i18n/chunkTexts.ts); the build
 * writes, beside each such chunk, a JSON file a language with the translations its modules write, and lets them
 * change the chunk's hash. A browser thus fetches the translations of the screens it opens, in its language only;
 * Chinese, the texts' own language, fetches nothing. The catalogues' own package (the platform's messages) comes
 * with the language itself (`loadLanguage`), which reads only that package's texts in a build.
 *
 * The development server keeps the whole catalogue of a language (this plugin is the build's).
 */
export function chunkTexts(): Plugin {
  const catalogues = Object.fromEntries(
    OTHERS.map((lang) => [
      lang,
      JSON.parse(readFileSync(`${LOCALES}${lang}.json`, 'utf8')) as Record<string, string>,
    ]),
  ) as Record<Other, Record<string, string>>;
  /** Each module that writes texts: the short name its chunk's files know it by, and its texts in order. */
  const written = new Map<string, { readonly name: string; readonly keys: readonly string[] }>();
  const names = new Set<string>();
  /** A module's short name: its path's hash, 6 base-36 digits (another where two paths share one). */
  const nameOf = (file: string): string => {
    for (let salt = 0; ; salt++) {
      const name = createHash('sha1')
        .update(`${salt}:${relative(ROOT, file)}`)
        .digest('hex');
      const short = (Number.parseInt(name.slice(0, 8), 16) % 36 ** 6).toString(36).padStart(6, '0');
      if (!names.has(short)) {
        names.add(short);
        return short;
      }
    }
  };
  // A chunk's texts in a language: its modules' translations, in the order each module lists its texts. The keys
  // are not repeated: the module's code holds them (half the size of a file keyed by the Chinese).
  const slices = (moduleIds: readonly string[]) => {
    const modules = moduleIds.flatMap((id) => written.get(id) ?? []);
    if (modules.length === 0) return undefined;
    return Object.fromEntries(
      OTHERS.map((lang) => {
        const texts = Object.fromEntries(
          modules.map((m) => [m.name, m.keys.map((key) => catalogues[lang][key] ?? '')]),
        );
        const asts = compiledOf(Object.values(texts).flat());
        return [lang, JSON.stringify(asts ? { ...texts, '~': asts } : texts)];
      }),
    ) as Record<Other, string>;
  };
  return {
    name: 'chunk-texts',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      // Messages that need ICU come compiled (compiledOf): intl-messageformat without its parser.
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: fileURLToPath(
              import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            ),
          },
        ],
      },
    }),
    load(id) {
      // The language's own file holds the texts of the catalogues' package alone.
      const file = id.split('?')[0]!;
      if (!file.startsWith(LOCALES) || !file.endsWith('.json')) return null;
      const lang = file.slice(LOCALES.length, -'.json'.length) as Other;
      const keys = new Set<string>();
      for (const name of ['messages.ts', 'texts.ts', 'catalogue.ts', 'languages.ts']) {
        const source = readFileSync(`${I18N}${name}`, 'utf8');
        for (const { key } of textsIn(name, source).found) keys.add(key);
      }
      const chinese = [...keys].map((key) => key.replace(/_[A-Za-z0-9-]+$/, ''));
      if (chinese.some(needsIcu))
        throw new Error(
          `packages/i18n writes a Chinese message that needs ICU (${chinese.find(needsIcu)}): the browser, which reads Chinese with no catalogue file, could not format it. Write the platform's Chinese messages with plain {name} places.`,
        );
      const messages = Object.fromEntries([...keys].map((key) => [key, catalogues[lang][key] ?? '']));
      const asts = compiledOf(Object.values(messages));
      return JSON.stringify(asts ? { ...messages, '~': asts } : messages);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (
        !/\.tsx?$/.test(file) ||
        file.includes('/node_modules/') ||
        file.startsWith(I18N) ||
        file === LOADER
      )
        return null;
      const found = textsIn(file, code).found;
      const keys = [...new Set(found.map((f) => f.key))];
      if (keys.length === 0) return null;
      const chinese = compiledOf([...new Set(found.map((f) => f.zh))]);
      const name = written.get(id)?.name ?? nameOf(file);
      written.set(id, { name, keys });
      // On the first line: the module's own statements run once its chunk's texts are in.
      return {
        code: `import { loadChunkTexts as __chunkTexts } from ${JSON.stringify(LOADER)};await __chunkTexts(import.meta.url,${JSON.stringify(name)},${JSON.stringify(keys)}${chinese ? `,${JSON.stringify(chinese)}` : ''});${code}`,
        map: null,
      };
    },
    augmentChunkHash(chunk) {
      const texts = slices(chunk.moduleIds);
      return texts && OTHERS.map((lang) => texts[lang]).join('\n');
    },
    // After Vite has written index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const withTexts = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const texts = slices(chunk.moduleIds);
          if (!texts) continue;
          withTexts.add(chunk.fileName);
          for (const lang of OTHERS)
            this.emitFile({ type: 'asset', fileName: sliceOf(chunk.fileName, lang), source: texts[lang] });
        }
        // The chunks a first load runs, for the early script to ask for all their texts at once (prefetchTexts.ts):
        // awaited module by module, each chunk's texts would be asked for only once the chunks it imports have run.
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const closure = (files: readonly string[], seen = new Set<string>()): Set<string> => {
          for (const file of files) {
            const chunk = bundle[file];
            if (seen.has(file) || chunk?.type !== 'chunk') continue;
            seen.add(file);
            closure(chunk.imports, seen);
          }
          return seen;
        };
        const entries = Object.values(bundle).filter((f) => f.type === 'chunk' && f.isEntry);
        const first = closure(entries.map((f) => f.fileName));
        const early = entries.find((f) => f.type === 'chunk' && f.name === 'early');
        // The early script asks for the sign-in page when signed out, for the console's chunks when signed in.
        const asked = early?.type === 'chunk' ? early.dynamicImports : [];
        const signInPage = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' && /[\\/]screens[\\/]login[\\/]/.test(chunk.facadeModuleId ?? '');
        };
        const signedIn = closure(asked.filter((f) => !signInPage(f)));
        const signedOut = closure(asked.filter(signInPage));
        const list = (files: Set<string>, without = new Set<string>()) =>
          [...files].filter((f) => withTexts.has(f) && !without.has(f));
        const data = JSON.stringify({
          first: list(first),
          signedIn: list(signedIn, first),
          signedOut: list(signedOut, first),
        });
        html.source = String(html.source).replace(
          '</head>',
          () => `  <script type="application/json" id="chunk-texts">${data}</script>\n  </head>`,
        );
      },
    },
  };
}
