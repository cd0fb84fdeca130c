import { useSyncExternalStore } from 'react';

type Details = Readonly<Record<string, string>>;

/**
 * What views say of themselves beyond their page's title (`ShellView.name`: 编辑客户 · 张三), by tag key. A store
 * of its own, not the frame's state: a form naming its record as it opens redraws the tags that show the name,
 * not the whole frame (the menu, the header, every kept view's memo check) a second time after the click.
 */
export interface ViewDetails {
  readonly get: () => Details;
  /** Sets the details from the current ones; an answer that is the same object changes nothing. */
  readonly update: (change: (current: Details) => Details) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createViewDetails(): ViewDetails {
  let current: Details = {};
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    update: (change) => {
      const next = change(current);
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The details now, the component drawn again when they change. */
export function useViewDetails(details: ViewDetails): Details {
  return useSyncExternalStore(details.subscribe, details.get);
}
