import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { type Lang, registerCatalogue, registerCompiled } from '@yanye/i18n';
import { currentLang } from './lang';

type Compiled = Readonly<Record<string, MessageFormatElement[]>>;
/** A chunk's texts: each module's translations by its short name, and under `~` those that need ICU, parsed. */
type Slice = Readonly<Record<string, readonly string[]>> & { readonly '~'?: Compiled };

const slices = new Map<string, Promise<Slice | undefined>>();

/** A chunk's texts file in `lang`, asked for once. */
function sliceOf(chunkUrl: string, lang: Lang): Promise<Slice | undefined> {
  const url = chunkUrl.replace(/\.js(\?.*)?$/, `.${lang}.json`);
  let slice = slices.get(url);
  if (!slice) {
    slice = fetch(url)
      .then((r) => (r.ok ? (r.json() as Promise<Slice>) : undefined))
      .catch((error: unknown) => {
        console.warn('texts not loaded', url, error);
        return undefined;
      });
    slices.set(url, slice);
  }
  return slice;
}

/**
 * Asks at once for the texts of the chunks a first load runs, listed by the build in index.html (web/vite/texts.ts):
 * the entry's, and the sign-in page's when signed out or the console's, the frame's and the list's when signed in.
 * Run by the early script, before the console's modules, each of which would otherwise ask for its chunk's only
 * when the chunks it imports have run.
 */
export function prefetchTexts(signedIn: boolean): void {
  const lang = currentLang();
  const listed = document.getElementById('chunk-texts')?.textContent;
  if (lang === 'zh' || !listed) return;
  const files = JSON.parse(listed) as { first: string[]; signedIn: string[]; signedOut?: string[] };
  for (const file of [...files.first, ...(signedIn ? files.signedIn : (files.signedOut ?? []))])
    void sliceOf(new URL(`${import.meta.env.BASE_URL}${file}`, location.href).href, lang);
}

/**
 * The translations of a module's texts in the browser's language, registered in the catalogue before the module
 * runs: the build writes them beside the module's chunk (`Shell-abc123.js` → `Shell-abc123.en.json`, under the
 * module's short name, in the order of `keys`) and has each module that writes texts await this first
 * (web/vite/texts.ts). Chinese is the texts' own language: nothing to fetch, only its messages that need ICU come
 * compiled (`chinese`). Texts that cannot be fetched show in Chinese rather than not at all.
 */
export function loadChunkTexts(
  chunkUrl: string,
  module: string,
  keys: readonly string[],
): Promise<void> | undefined {
  const lang: Lang = currentLang();
  if (lang === 'zh') return undefined;
  return sliceOf(chunkUrl, lang).then((found) => {
    const texts = found?.[module];
    if (found?.['~']) registerCompiled(found['~']);
    if (texts) registerCatalogue(lang, Object.fromEntries(keys.map((key, i) => [key, texts[i] ?? ''])));
  });
}
