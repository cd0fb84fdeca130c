import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

const shade = (side: 'left' | 'right', shown: boolean): CSSProperties => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: 16,
  pointerEvents: 'none',
  zIndex: 2,
  opacity: shown ? 1 : 0,
  transition: 'opacity 0.2s',
  boxShadow: `inset ${side === 'left' ? 10 : -10}px 0 8px -8px rgba(5, 5, 5, 0.15)`,
});

/**
 * A box whose content scrolls sideways inside it rather than widen the page, with a shade on each side where
 * more is out of sight (a scroll bar may not show until scrolled).
 */
export function SideScroll({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const body = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 0;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);
  return (
    <div
      style={{ position: 'relative', minWidth: 0 }}
      data-more={[more.left && 'left', more.right && 'right'].filter(Boolean).join(' ')}
    >
      <div ref={body} className={className} style={{ overflowX: 'auto' }}>
        {children}
      </div>
      <div style={shade('left', more.left)} />
      <div style={shade('right', more.right)} />
    </div>
  );
}
