import { type Lang, toLang } from '@yanye/i18n';

const KEY = 'lang';

/** The chosen language, else the browser's. */
export function currentLang(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved) return toLang(saved);
  } catch {
    // Storage blocked: fall through to the browser language.
  }
  return toLang(navigator.language);
}

export function setLang(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch (error) {
    console.warn('localStorage unavailable', error);
  }
}
