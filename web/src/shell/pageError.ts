import { call } from '@yanye/framework/web';
import { API, type InputOf, isPlainText, PAGE_ERROR_LIMITS } from '@yanye/protocol';

export type PageErrorReport = InputOf<typeof API.client.pageError>;

/** Text the report may carry: plain characters only (line breaks kept), cut to `max` characters. */
function clip(text: string, max: number): string {
  return Array.from(text)
    .filter((c) => isPlainText(c, true))
    .slice(0, max)
    .join('')
    .trim();
}

/** What was thrown, as a message: an Error's own, or the value said as text. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return clip(text, PAGE_ERROR_LIMITS.message) || 'Error';
}

/**
 * The report of a screen that failed: where (its address and page), what was thrown, and where (the error's
 * stack, then React's component stack), within the limits the server takes.
 */
export function pageErrorReport(
  route: string,
  page: string,
  error: unknown,
  componentStack = '',
): PageErrorReport {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return {
    route: route.startsWith('/') ? route.slice(0, 500) : '/',
    page: clip(page, 100),
    message: errorMessage(error),
    stack: clip([stack, componentStack].filter(Boolean).join('\n--\n'), PAGE_ERROR_LIMITS.stack),
  };
}

/** Reports already sent by this page load: a screen failing again the same way is not told twice. */
const sent = new Set<string>();

/** Tells the server's log that a screen failed; a failure to tell it is left alone (the screen says it anyway). */
export function reportPageError(report: PageErrorReport): void {
  const key = `${report.route}\n${report.message}`;
  if (sent.has(key)) return;
  sent.add(key);
  void call(API.client.pageError, report, { quiet: true }).catch(() => undefined);
}
