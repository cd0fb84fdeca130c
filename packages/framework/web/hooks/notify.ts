import { createContext, useContext } from 'react';

/**
 * How a hook tells the user how an operation went, without knowing how it is shown (react-admin's `useNotify`):
 * the components layer provides the toasts. Refusals are not here: the error catalogue (api/errors) shows them.
 */
export interface Notifier {
  readonly success: (text: string) => void;
  readonly warning: (text: string) => void;
  readonly error: (text: string) => void;
  /** A notice that stays until the returned function is called. */
  readonly loading: (text: string) => () => void;
  /**
   * A value the server shows only once (a password it made): in a dialog with a copy button, until the user
   * closes it. The promise settles then, so what follows (leaving the form) waits for the user.
   */
  readonly reveal: (shown: ShownOnce) => Promise<void>;
}

/** What an answer carries under `show_once` (e.g. an operator's new password): shown once, kept nowhere. */
export interface ShownOnce {
  readonly title: string;
  readonly value: string;
  readonly tip: string;
}

/** The value to show once that an answer's data carries, if it carries one. */
export function shownOnce(data: unknown): ShownOnce | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const once = (data as { show_once?: unknown }).show_once;
  if (typeof once !== 'object' || once === null) return undefined;
  const { title, value, tip } = once as Record<string, unknown>;
  if (typeof value !== 'string' || value === '') return undefined;
  return { title: typeof title === 'string' ? title : '', value, tip: typeof tip === 'string' ? tip : '' };
}

/** Without a provider, notices go to the console: a screen that forgets its provider is seen in development. */
const consoleNotifier: Notifier = {
  success: (text) => console.info(text),
  warning: (text) => console.warn(text),
  error: (text) => console.error(text),
  loading: (text) => {
    console.info(text);
    return () => undefined;
  },
  // Never written to the console: a screen without a provider shows only that there was one.
  reveal: async (shown) => console.warn(`${shown.title}: shown once, but no provider shows it`),
};

export const NotifyContext = createContext<Notifier>(consoleNotifier);

export function useNotify(): Notifier {
  return useContext(NotifyContext);
}
