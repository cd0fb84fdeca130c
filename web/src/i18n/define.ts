import { fillPlaceholders, type Lang } from '@yanye/i18n';
import { currentLang } from './lang';

export type TextParams = Readonly<Record<string, string | number>>;

/**
 * A table of texts in zh, en, es and ja with the Chinese as the key list: a text missing in one language is a
 * compile error. Answers a translator for the current language that fills `{name}` placeholders.
 */
export function defineTexts<K extends string>(
  zh: Readonly<Record<K, string>>,
  others: Readonly<Record<Exclude<Lang, 'zh'>, Readonly<Record<K, string>>>>,
): (key: K, params?: TextParams) => string {
  const all: Readonly<Record<Lang, Readonly<Record<K, string>>>> = { zh, ...others };
  return (key, params) => {
    const text = all[currentLang()][key];
    return params
      ? fillPlaceholders(text, (name) => (params[name] === undefined ? undefined : String(params[name])))
      : text;
  };
}
