import { type RefCallback, useCallback, useLayoutEffect, useState } from 'react';

/**
 * The width of an element, kept up to date as it resizes, measured before the first paint. A hidden element
 * (a kept-alive view not on screen) keeps the width it had when shown.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | undefined] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number>();
  const ref = useCallback((node: T | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    const take = (w: number) => {
      if (w > 0) setWidth(Math.floor(w));
    };
    take(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) take(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width];
}
