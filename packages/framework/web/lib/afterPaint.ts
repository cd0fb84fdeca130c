/**
 * Runs `work` once the browser has painted the frame being prepared (a task after the next animation frame),
 * and answers how to call it off. For work a click does not need to see: a kept list's refresh in the background
 * waits until the rows it holds are on screen, instead of holding their paint back by its renders.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
