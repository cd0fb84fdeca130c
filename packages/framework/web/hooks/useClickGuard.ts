import { CLICK_GUARD_MS } from '@yanye/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ClickGuard {
  readonly blocked: boolean;
  /** To call on the button's click: it is held from just after the click. */
  readonly click: () => void;
}

/** Disables a button for `ms` after a click (3 seconds by default, docs/business-rules.md). */
export function useClickGuard(ms = CLICK_GUARD_MS): ClickGuard {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // Hidden (a view kept alive in <Activity>) or gone, the timer stops: the button is free when shown again.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      setBlocked(false);
    },
    [],
  );
  const click = useCallback(() => {
    // Let the click's own work (form submit) start before the button is disabled.
    window.setTimeout(() => setBlocked(true), 0);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setBlocked(false), ms);
  }, [ms]);
  return { blocked, click };
}
