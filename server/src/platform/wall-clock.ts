/**
 * Reading unix seconds on a zone's wall clock: the one place the server turns an instant into a date and time of
 * a store's zone (the screens' `YYYY-MM-DD HH:mm:ss`, a document number's day).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // sv-SE writes ISO-like dates: 2026-11-22 08:30:00.
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Seconds a zone's offset is learnt for at a time: every clock change since 1970 falls on a quarter hour. */
const QUARTER = 900;
/** The offsets learnt, by zone and quarter (null: the clock changes within it); forgotten past a few thousand. */
const offsets = new Map<string, Map<number, number | null>>();

function intlFormat(n: number, timeZone: string): string {
  return formatter(timeZone).format(new Date(n * 1000));
}

/** The zone's offset from UTC in seconds at `n`, as Intl gives it. */
function offsetAt(n: number, timeZone: string): number {
  const shown = intlFormat(n, timeZone);
  return Date.parse(`${shown.replace(' ', 'T')}Z`) / 1000 - Math.floor(n);
}

/**
 * The offset over the quarter hour holding `n`, or null if it changes within it. Intl takes a few microseconds a
 * call, which an export of a million rows pays per date; the offset is the same at both ends of a quarter in all
 * but the quarters of a clock change, so one pair of Intl calls serves every time within it.
 */
function quarterOffset(n: number, timeZone: string): number | null {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const quarter = Math.floor(n / QUARTER);
  let offset = zone.get(quarter);
  if (offset === undefined) {
    if (zone.size > 4096) zone.clear();
    const start = offsetAt(quarter * QUARTER, timeZone);
    offset = start === offsetAt(quarter * QUARTER + QUARTER - 1, timeZone) ? start : null;
    zone.set(quarter, offset);
  }
  return offset;
}

/** `YYYY-MM-DD HH:mm:ss` of unix seconds in the time zone, as the screens show it; '' for 0 or nothing. */
export function formatDateTime(seconds: unknown, timeZone: string): string {
  const n = Number(seconds);
  if (!Number.isFinite(n) || n <= 0) return '';
  const offset = quarterOffset(n, timeZone);
  // The wall clock is UTC's at the shifted instant; years past 9999 (or no date at all) are left to Intl.
  const iso = offset === null ? '' : new Date((Math.floor(n) + offset) * 1000).toISOString();
  if (iso.length !== 24) return intlFormat(n, timeZone);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** `YYYY-MM-DD` of unix seconds in the time zone. */
export function formatDate(seconds: unknown, timeZone: string): string {
  return formatDateTime(seconds, timeZone).slice(0, 10);
}
