import { useCallback, useEffect, useRef, useState } from 'react';

/** Disables a button for `ms` after a click (SPEC.md §5: 3 seconds by default). */
export function useClickGuard(ms = 3000) {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const click = useCallback(() => {
    // Let the click's own work (form submit) start before the button is disabled.
    window.setTimeout(() => setBlocked(true), 0);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setBlocked(false), ms);
  }, [ms]);
  return { blocked, click };
}
