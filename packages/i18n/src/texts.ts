import { lookup } from './catalogue';
import { LANGS, type Lang } from './languages';

/** A text in every language of the console: a title, a label, a message. */
export type Texts = Readonly<Record<Lang, string>>;

/**
 * A text of the console. `T('起拍价')` is a catalogue message: its Chinese here, its other languages in the
 * catalogues (catalogue.ts), read when asked for, so a browser that has fetched only its own language reads that
 * one. `T('商品', 'item')` names a context where one Chinese text needs two translations. `T(zh, en, es, ja)`
 * writes all four in place: for an add-on kept outside this repository, which cannot add to the catalogues.
 */
export function T(zh: string, context?: string): Texts;
export function T(zh: string, en: string, es: string, ja: string): Texts;
export function T(zh: string, second?: string, es?: string, ja?: string): Texts {
  if (es !== undefined && ja !== undefined && second !== undefined) return { zh, en: second, es, ja };
  const context = second;
  return lazyTexts((lang) => lookup(lang, zh, context), true);
}

/** Own, enumerable getters: a spread or JSON.stringify copies every language, worked out then. */
function lazyTexts(make: (lang: Lang) => string, catalogue: boolean): Texts {
  const text = {} as Record<Lang, string>;
  for (const lang of LANGS) Object.defineProperty(text, lang, { enumerable: true, get: () => make(lang) });
  if (catalogue) Object.defineProperty(text, CATALOGUE, { value: true });
  return Object.freeze(text);
}

const CATALOGUE = Symbol('catalogue text');

/**
 * A text whose every language is worked out when it is read (`textsBy((lang) => …)`): a text composed of others
 * stays lazy, so a browser reads the one catalogue it has fetched by then.
 */
export function textsBy(make: (lang: Lang) => string): Texts {
  return lazyTexts(make, false);
}

/** Whether a text is a catalogue message, whose places are ICU MessageFormat (textOf). */
export function isCatalogueText(texts: Texts): boolean {
  return CATALOGUE in texts;
}

/**
 * Fills the `{name}` placeholders of a text with what `valueFor` gives for each name; a name it gives nothing for
 * stays as written, so a missing value shows rather than vanishes.
 */
export function fillPlaceholders(text: string, valueFor: (name: string) => string | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => valueFor(name) ?? whole);
}
