import { useSyncExternalStore } from 'react';

/** The settings drawer's choices, kept in local storage. */
export interface ShellSettings {
  readonly themeColor: string;
  readonly tagsView: boolean;
  readonly fixedHeader: boolean;
  readonly pinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: ShellSettings = {
  themeColor: '#409EFF',
  tagsView: true,
  fixedHeader: false,
  pinyinSearch: true,
};

const KEY = 'consoleSettings';
const listeners = new Set<() => void>();

function read(): ShellSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<ShellSettings>;
    return {
      themeColor: /^#[0-9a-f]{6}$/i.test(saved.themeColor ?? '')
        ? saved.themeColor!
        : DEFAULT_SETTINGS.themeColor,
      tagsView: typeof saved.tagsView === 'boolean' ? saved.tagsView : DEFAULT_SETTINGS.tagsView,
      fixedHeader: typeof saved.fixedHeader === 'boolean' ? saved.fixedHeader : DEFAULT_SETTINGS.fixedHeader,
      pinyinSearch:
        typeof saved.pinyinSearch === 'boolean' ? saved.pinyinSearch : DEFAULT_SETTINGS.pinyinSearch,
    };
  } catch (error) {
    console.warn('settings unreadable', error);
    return DEFAULT_SETTINGS;
  }
}

let current = read();

export function saveSettings(change: Partial<ShellSettings>): void {
  current = { ...current, ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch (error) {
    console.warn('localStorage unavailable', error);
  }
  for (const listener of listeners) listener();
}

export function useSettings(): ShellSettings {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
