import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { needsIcu } from './icu';
import type { Lang } from './languages';

/**
 * The translation catalogues (docs/i18n.md, "Catalogues"): one JSON file a language in `packages/i18n/locales/`,
 * which a translator edits without touching code. A message's key is its Chinese text, the console's own language,
 * as the code writes it (`T('起拍价')`); where one Chinese text needs two translations, a context tells them apart
 * and the key is `<text>_<context>` (`T('商品', 'item')` is `商品_item`). Chinese needs no file: the key is the
 * text. Messages are ICU MessageFormat: `{name}` places, `{n, plural, one {…} other {…}}`, numbers and dates by
 * `Intl`. The server registers every language at start; a browser fetches only its own, chunk by chunk
 * (web/vite/texts.ts), and this package's texts with `loadLanguage`.
 */

/**
 * The registered catalogues: a key-value map a language. Plain maps, by choice: ICU formatting is
 * intl-messageformat's, and what a catalogue library would add besides (its own interpolation, plurals, namespaces,
 * fallbacks) the console does not use; i18next did this job and weighed 16 KB compressed in every browser.
 */
const store = new Map<Exclude<Lang, 'zh'>, Map<string, string>>();

export type Catalogue = Readonly<Record<string, string>>;

/** The catalogue key of a text: its Chinese, and its context when it has one. */
export function catalogueKey(zh: string, context?: string): string {
  return context ? `${zh}_${context}` : zh;
}

/** Adds a language's messages (a whole catalogue, or a chunk's part of it) to those lookups read. */
export function registerCatalogue(lang: Exclude<Lang, 'zh'>, messages: Catalogue): void {
  const known = store.get(lang) ?? new Map<string, string>();
  for (const [key, text] of Object.entries(messages)) known.set(key, text);
  store.set(lang, known);
}

/** The text of a catalogue message in `lang`; the Chinese where the language has none (yet). */
export function lookup(lang: Lang, zh: string, context?: string): string {
  if (lang === 'zh') return zh;
  const found = store.get(lang)?.get(catalogueKey(zh, context));
  return found ? found : zh;
}

const fetched = new Set<Lang>();

/**
 * Fetches a language's catalogue and registers it. In a browser build the file holds only this package's own
 * texts (the platform's messages); each chunk brings the rest (web/vite/texts.ts).
 */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === 'zh' || fetched.has(lang)) return;
  fetched.add(lang);
  const loaders: Readonly<Record<Exclude<Lang, 'zh'>, () => Promise<{ default: Catalogue }>>> = {
    en: () => import('../locales/en.json'),
    es: () => import('../locales/es.json'),
    ja: () => import('../locales/ja.json'),
  };
  try {
    const file = (await loaders[lang as Exclude<Lang, 'zh'>]()).default as Readonly<Record<string, unknown>>;
    // A browser build's file carries its messages that need ICU compiled, under `~` (web/vite/texts.ts).
    const { '~': asts, ...messages } = file;
    if (asts) registerCompiled(asts as Readonly<Record<string, MessageFormatElement[]>>);
    registerCatalogue(lang as Exclude<Lang, 'zh'>, messages as Catalogue);
  } catch (error) {
    fetched.delete(lang);
    throw error;
  }
}

/**
 * Messages compiled ahead of time, by their text: the browser's build has no ICU parser (7 KB compressed), so it
 * sends the messages that need one parsed (web/vite/texts.ts).
 */
const compiled = new Map<string, MessageFormatElement[]>();

export function registerCompiled(messages: Readonly<Record<string, MessageFormatElement[]>>): void {
  for (const [text, ast] of Object.entries(messages)) compiled.set(text, ast);
}

const formats = new Map<string, IntlMessageFormat | null>();

/**
 * A message with its values in, by ICU MessageFormat in `lang`. A text that is not a valid ICU message (a legacy
 * text with a literal brace) has its `{name}` places filled as written.
 */
export function formatMessage(
  text: string,
  lang: Lang,
  values: Readonly<Record<string, string | number>>,
): string | undefined {
  // Plain `{name}` places read the same filled by hand (textOf does): ICU is for plurals, selects and formats.
  if (!needsIcu(text)) return undefined;
  const id = `${lang}\u0000${text}`;
  let format = formats.get(id);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(compiled.get(text) ?? text, lang, undefined, { ignoreTag: true });
    } catch {
      format = null;
    }
    formats.set(id, format);
  }
  if (format === null) return undefined;
  try {
    return String(format.format(values));
  } catch {
    // A value the message names is missing: the places are filled by hand below, a missing one left as written.
    return undefined;
  }
}
