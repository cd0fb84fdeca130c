import type { Lang } from '@yanye/i18n';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { currentLang } from './lang';

/**
 * The console language's Ant Design texts and dayjs calendar (month and weekday names, the week's first day),
 * which the date pickers draw with. Each is a chunk fetched when its language is chosen, so a page carries only
 * its own; English is both libraries' default and fetches nothing.
 */
const LOADERS: Readonly<Record<Lang, () => Promise<Locale | undefined>>> = {
  zh: async () => {
    const [antd, calendar] = await Promise.all([
      import('antd/es/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    dayjs.locale(calendar.default);
    return antd.default;
  },
  en: async () => {
    dayjs.locale('en');
    return undefined;
  },
  es: async () => {
    const [antd, calendar] = await Promise.all([import('antd/es/locale/es_ES'), import('dayjs/locale/es')]);
    dayjs.locale(calendar.default);
    return antd.default;
  },
  ja: async () => {
    const [antd, calendar] = await Promise.all([import('antd/es/locale/ja_JP'), import('dayjs/locale/ja')]);
    dayjs.locale(calendar.default);
    return antd.default;
  },
};

let loaded: Locale | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the language's locale once (early.ts asks for it before the console's script has run) and tells the
 * subscribers; a failed fetch leaves the English of the libraries.
 */
export function loadUiLocale(lang: Lang = currentLang()): Promise<void> {
  loading ??= LOADERS[lang]().then(
    (locale) => {
      loaded = locale;
      for (const listener of listeners) listener();
    },
    (error: unknown) => console.warn('the language of the date pickers could not be loaded', error),
  );
  return loading;
}

/** Ant Design's locale of the console language, undefined until fetched (and for English). */
export function uiLocale(): Locale | undefined {
  return loaded;
}

export function subscribeUiLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
