import { MAX_REPORT_DAYS } from '@yanye/protocol';
import { formatDate, formatDateTime } from '../platform/wall-clock';

// Lower down, so that the platform's document numbers read the same clock; the engine's modules and the kit
// take them from here.
export { formatDate, formatDateTime };

/** Unix seconds of a `YYYY-MM-DD[ HH:mm[:ss]]` wall-clock time in the time zone; undefined if not such a text. */
export function parseDateTime(text: string, timeZone: string): number | undefined {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offset at that moment: format the UTC instant in the zone and compare.
  const shown = formatDateTime(asUtc / 1000, timeZone);
  const back = Date.parse(`${shown.replace(' ', 'T')}Z`);
  return Math.round((asUtc - (back - asUtc)) / 1000);
}

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
  let day = formatDate(period.start, timeZone);
  const last = formatDate(period.end, timeZone);
  while (day <= last && days.length <= MAX_REPORT_DAYS) {
    days.push(day);
    // Noon of the day plus a day is tomorrow whatever the zone's clock changes do.
    const next = (parseDateTime(day, timeZone) ?? 0) + 36 * 3600;
    day = formatDate(next, timeZone);
  }
  return days;
}
