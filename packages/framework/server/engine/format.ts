import { addDays, formatDate, MAX_REPORT_DAYS } from '@yanye/protocol';

// The clock the server and the browser share (protocol's wall-clock.ts); the engine's modules and the kit take it
// from here.
export { addDays, dayEnd, dayStart, formatDate, formatDateTime, parseDateTime } from '@yanye/protocol';

/** Text that is safe inside the HTML of an alert (import errors quote cells). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface Period {
  /** Unix seconds, both ends included. */
  readonly start: number;
  readonly end: number;
}

/** The days of a period as `YYYY-MM-DD` in the time zone, in order. */
export function daysOf(period: Period, timeZone: string): string[] {
  const days: string[] = [];
  const last = formatDate(period.end, timeZone);
  for (let day = formatDate(period.start, timeZone); day <= last && days.length <= MAX_REPORT_DAYS; ) {
    days.push(day);
    day = addDays(day, 1);
  }
  return days;
}
