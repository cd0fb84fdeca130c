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
};

export const NotifyContext = createContext<Notifier>(consoleNotifier);

export function useNotify(): Notifier {
  return useContext(NotifyContext);
}
