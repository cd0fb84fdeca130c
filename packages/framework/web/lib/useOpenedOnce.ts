import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Whether `open` has been true: an overlay (drawer, dialog) is first built when it first opens, not with the page
 * under it, and then stays, so it closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Remembered from the render that first opened it (React's pattern for state derived from earlier props).
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Runs `start` as `open` turns true (a dialog setting its draft from what it edits), and not again while it stays
 * open: not when what it edits is read again behind it, nor when the view it is in comes back (React's `<Activity>`
 * runs a kept view's effects again then, and an effect on `open` alone would reset what was typed in it).
 */
export function useWhenOpened(open: boolean, start: () => void): void {
  const wasOpen = useRef(false);
  const begin = useEffectEvent(start);
  useEffect(() => {
    if (open && !wasOpen.current) begin();
    wasOpen.current = open;
  }, [open]);
}
