import i18next, { type i18n } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from './languages';

/**
 * The translation catalogues (docs/i18n.md, "Catalogues"): one JSON file a language in `packages/i18n/locales/`,
 * which a translator edits without touching code. A message's key is its Chinese text, the console's own language,
 * as the code writes it (`T('起拍价')`); where one Chinese text needs two translations, a context tells them apart
 * and the key is `<text>_<context>` (`T('商品', 'item')` is `商品_item`). Chinese needs no file: the key is the
 * text. Messages are ICU MessageFormat: `{name}` places, `{n, plural, one {…} other {…}}`, numbers and dates by
 * `Intl`. The server registers every language at start; a browser fetches only its own (loadLanguage).
 */

const store: i18n = i18next.createInstance();
void store.init({
  lng: 'zh',
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  contextSeparator: '_',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

export type Catalogue = Readonly<Record<string, string>>;

/** The catalogue key of a text: its Chinese, and its context when it has one. */
export function catalogueKey(zh: string, context?: string): string {
  return context ? `${zh}_${context}` : zh;
}

/** Makes a language's catalogue the one lookups read. */
export function registerCatalogue(lang: Exclude<Lang, 'zh'>, messages: Catalogue): void {
  store.addResourceBundle(lang, 'translation', messages, false, true);
}

/** Whether a language's catalogue is there to read (Chinese always is). */
export function hasCatalogue(lang: Lang): boolean {
  return lang === 'zh' || store.hasResourceBundle(lang, 'translation');
}

/** The text of a catalogue message in `lang`; the Chinese where the language has none (yet). */
export function lookup(lang: Lang, zh: string, context?: string): string {
  if (lang === 'zh') return zh;
  const found = store.getResource(lang, 'translation', catalogueKey(zh, context)) as unknown;
  return typeof found === 'string' && found !== '' ? found : zh;
}

/** Fetches a language's catalogue (a chunk of its own in the browser) and registers it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (hasCatalogue(lang)) return;
  const loaders: Readonly<Record<Exclude<Lang, 'zh'>, () => Promise<{ default: Catalogue }>>> = {
    en: () => import('../locales/en.json'),
    es: () => import('../locales/es.json'),
    ja: () => import('../locales/ja.json'),
  };
  registerCatalogue(lang as Exclude<Lang, 'zh'>, (await loaders[lang as Exclude<Lang, 'zh'>]()).default);
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
  const id = `${lang}\u0000${text}`;
  let format = formats.get(id);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(text, lang, undefined, { ignoreTag: true });
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
