import { type RefCallback, useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date as it resizes, measured as it is attached (before the first paint).
 * A hidden element (a kept-alive view not on screen) keeps the width it had when shown.
 *
 * Measured in the ref itself, not in an effect after it: an element kept in state would cost its owner one more
 * render before the measure, and on a list each render of the screen is a render of its table.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | undefined] {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    const take = (w: number) => {
      if (w > 0) setWidth(Math.floor(w));
    };
    take(node.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) take(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
