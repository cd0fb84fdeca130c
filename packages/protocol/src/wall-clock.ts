/**
 * Reading unix seconds on a zone's wall clock, and wall-clock text back to seconds: the one clock the server and
 * the browser both read times by (the store's `TIME_ZONE`), so a time reads the same on a screen, on paper and in
 * a file, whatever zone the machine showing or writing it is set to.
 */

/** The store's zone when the server is told none (its `TIME_ZONE`). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** How the console writes a time: `YYYY-MM-DD HH:mm:ss`. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

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

/** Whether the platform's time zone database knows `timeZone` (an IANA name such as `Asia/Shanghai`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
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

/** The offset at `n`, from what is learnt of its quarter hour when it can be. */
function offsetOf(n: number, timeZone: string): number {
  return quarterOffset(n, timeZone) ?? offsetAt(n, timeZone);
}

/** Hours either side of a wall time the zone's clock changes are looked for (none changes twice within them). */
const SPAN = 6 * 3600;

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

const WALL = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Unix seconds of a `YYYY-MM-DD[ HH:mm[:ss]]` wall-clock time in the time zone; undefined if not such a text.
 * A time the zone's clock skips (springing forward from 02:00 to 03:00, 02:30) reads as that far past the change
 * (03:30); a time it shows twice (falling back), as the first.
 */
export function parseDateTime(text: string, timeZone: string): number | undefined {
  const m = WALL.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) / 1000;
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's clock reads the text at an instant within a few hours of it read as UTC: each offset the zone
  // has around there gives a reading, which holds if the offset is the one in force at it.
  const near = asUtc - offsetOf(asUtc, timeZone);
  const readings = [-SPAN, 0, SPAN].map((step) => asUtc - offsetOf(near + step, timeZone));
  const held = readings.filter((at) => asUtc - offsetOf(at, timeZone) === at);
  return held.length > 0 ? Math.min(...held) : Math.max(...readings);
}

/** The calendar day `n` days after `day` (`YYYY-MM-DD`, either side of it), whatever the zone. */
export function addDays(day: string, n: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** How many days `to` is after `from` (both `YYYY-MM-DD`): 0 for the same day, negative before it. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Unix seconds of the first second of `day` in the time zone; undefined if `day` is no `YYYY-MM-DD`. */
export function dayStart(day: string, timeZone: string): number | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseDateTime(day, timeZone) : undefined;
}

/**
 * Unix seconds of the last second of `day` in the time zone (the next day's start less one: a day of a clock
 * change is 23 or 25 hours long); undefined if `day` is no `YYYY-MM-DD`.
 */
export function dayEnd(day: string, timeZone: string): number | undefined {
  const next = dayStart(day, timeZone) === undefined ? undefined : dayStart(addDays(day, 1), timeZone);
  return next === undefined ? undefined : next - 1;
}
