import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

describe('afterPaint', () => {
  // A browser's frames as timers: a frame every 16 ms, its callbacks run before it is painted.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (fn: () => void) => setTimeout(fn, 16));
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in a task of its own after the next frame, not in the frame', () => {
    const order: string[] = [];
    afterPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    vi.advanceTimersByTime(16);
    expect(order).toEqual(['frame']);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['frame', 'work']);
  });

  it('does nothing once called off, before the frame or after it', () => {
    const work = vi.fn();
    afterPaint(work)();
    const later = afterPaint(work);
    vi.advanceTimersByTime(16);
    later();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
