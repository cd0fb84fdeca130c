import { useState } from 'react';

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
