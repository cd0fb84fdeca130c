import { type Lang, toLang } from '@yanye/i18n';

const KEY = 'lang';

/** The language this load runs in, read once: every text asks for it, and a change of language reloads the page. */
let running: Lang | undefined;

/** The chosen language, else the browser's. */
export function currentLang(): Lang {
  running ??= savedLang() ?? toLang(navigator.language);
  return running;
}

function savedLang(): Lang | undefined {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved) return toLang(saved);
  } catch {
    // Storage blocked: the browser language.
  }
  return undefined;
}

export function setLang(lang: Lang): void {
  running = lang;
  try {
    localStorage.setItem(KEY, lang);
  } catch (error) {
    console.warn('localStorage unavailable', error);
  }
}
