import type { Lang } from './languages';

/** A text in every language of the console: a title, a label, a message. */
export type Texts = Readonly<Record<Lang, string>>;

/** A text in zh, en, es and ja, in that order. */
export function T(zh: string, en: string, es: string, ja: string): Texts {
  return { zh, en, es, ja };
}

/**
 * Fills the `{name}` placeholders of a text with what `valueFor` gives for each name; a name it gives nothing for
 * stays as written, so a missing value shows rather than vanishes.
 */
export function fillPlaceholders(text: string, valueFor: (name: string) => string | undefined): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => valueFor(name) ?? whole);
}
