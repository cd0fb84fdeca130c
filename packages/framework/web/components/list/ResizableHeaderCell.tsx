import { LIST_COLUMN_WIDTH } from '@yanye/protocol';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent, ThHTMLAttributes } from 'react';
import { clampWidth } from './columnLayout';
import { columnText } from './columnTexts';

const ARROW_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -16, ArrowRight: 16 };

/** What a header needs to be resized by dragging its right edge. */
export interface HeaderResize {
  readonly title: string;
  /** The column's width now, in px. */
  readonly width: number;
  /** While dragging: the width under the pointer. */
  readonly onResize: (width: number) => void;
  /** Once let go: the width to keep. */
  readonly onResizeEnd: (width: number) => void;
}

/**
 * A table header whose right edge can be dragged to resize its column (the table's `components.header.cell`);
 * a header without `resize` (the selection and actions columns) is a plain one.
 */
export function ResizableHeaderCell({
  resize,
  children,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { readonly resize?: HeaderResize }) {
  if (!resize) return <th {...rest}>{children}</th>;
  const start = (e: ReactPointerEvent<HTMLHRElement>) => {
    // A drag on the edge is not a click on the header (which sorts).
    e.preventDefault();
    e.stopPropagation();
    const handle = e.currentTarget;
    const from = e.clientX;
    const before = handle.parentElement?.getBoundingClientRect().width ?? 0;
    const widthAt = (x: number) => clampWidth(before + x - from);
    handle.setPointerCapture(e.pointerId);
    const move = (ev: PointerEvent) => resize.onResize(widthAt(ev.clientX));
    const end = (ev: PointerEvent) => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      resize.onResizeEnd(widthAt(ev.clientX));
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };
  // The arrow keys move the edge too (16 px a press), for whoever does not drag.
  const step = (e: KeyboardEvent<HTMLHRElement>) => {
    const by = ARROW_STEPS[e.key];
    if (by === undefined) return;
    e.preventDefault();
    const now = e.currentTarget.parentElement?.getBoundingClientRect().width ?? 0;
    resize.onResizeEnd(clampWidth(now + by));
  };
  return (
    <th {...rest}>
      {children}
      <hr
        className="list-col-resize"
        aria-orientation="vertical"
        aria-valuenow={resize.width}
        aria-valuemin={LIST_COLUMN_WIDTH.min}
        aria-valuemax={LIST_COLUMN_WIDTH.max}
        aria-label={columnText('resize', { title: resize.title })}
        title={columnText('resize', { title: resize.title })}
        tabIndex={0}
        onPointerDown={start}
        onKeyDown={step}
        onClick={(e) => e.stopPropagation()}
      />
    </th>
  );
}
