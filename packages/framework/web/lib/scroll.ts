/** Scrolls the page to the top over `ms` milliseconds (800 ms after paging). */
export function scrollToTop(ms = 800): void {
  const el = document.scrollingElement ?? document.documentElement;
  const start = el.scrollTop;
  if (start === 0) return;
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / ms);
    const eased = 1 - (1 - progress) ** 3;
    el.scrollTop = start * (1 - eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
