import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and which calls the latest `fn` given: for a handler passed to a
 * memoised part (the header's tools, the menus) that reads the render's state, so that a render of the owner
 * does not draw the part again. Call it from events only, never while rendering (it runs the last committed
 * render's `fn`).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  // Before any layout effect or event of the commit can call it.
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
