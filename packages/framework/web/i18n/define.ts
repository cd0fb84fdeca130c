import { type Texts, textOf } from '@yanye/i18n';
import { currentLang } from './lang';

export type TextParams = Readonly<Record<string, string | number>>;

/**
 * A table of a screen's texts, each a catalogue message (`{ history: T('处理记录') }`), the key a name the screen
 * uses. Answers a translator for the current language that fills the message's places (`{name}`, ICU plurals).
 */
export function defineTexts<K extends string>(
  table: Readonly<Record<K, Texts>>,
): (key: K, params?: TextParams) => string {
  return (key, params) => textOf(table[key], currentLang(), params);
}
