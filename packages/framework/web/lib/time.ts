import {
  addDays,
  DATETIME_FORMAT,
  DEFAULT_TIME_ZONE,
  dayEnd,
  dayStart,
  formatDate,
  formatDateTime,
  parseDateTime,
} from '@yanye/protocol';

/**
 * The console's clock: the server's time and the store's time zone, which the server's config says
 * (`setClock`). Every time the console shows, takes or counts days by is read here, on the store's clock, never on
 * the browser's: a merchant's browser set to New York reads an order's pay time as the delivery note and the
 * export do. Date pickers reach it through `pickerTime.ts`.
 */

// Seconds the server clock is ahead of this browser; a merchant's wrong clock must not lock them out.
let clockOffset = 0;
let zone = DEFAULT_TIME_ZONE;

/** The server's clock in unix seconds. */
export function serverNow(): number {
  return Math.floor(Date.now() / 1000) + clockOffset;
}

/**
 * Takes the server's config: its clock (`serverTime`, read when this browser's was `askedAt`, in seconds) and the
 * store's zone.
 */
export function setClock(serverTime: number, askedAt: number, timeZone: string): void {
  clockOffset = serverTime - askedAt;
  zone = timeZone;
}

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * Unix seconds as the console shows them, on the store's clock: `YYYY-MM-DD HH:mm:ss` unless `format` picks other
 * parts (of `YYYY`, `MM`, `DD`, `HH`, `mm`, `ss`); empty for none.
 */
export function formatTime(seconds: number | null | undefined, format = DATETIME_FORMAT): string {
  if (!seconds || seconds <= 0) return '';
  const wall = formatDateTime(seconds, zone);
  if (format === DATETIME_FORMAT) return wall;
  const parts: Readonly<Record<string, string>> = {
    YYYY: wall.slice(0, 4),
    MM: wall.slice(5, 7),
    DD: wall.slice(8, 10),
    HH: wall.slice(11, 13),
    mm: wall.slice(14, 16),
    ss: wall.slice(17, 19),
  };
  return format.replace(TOKENS, (token) => parts[token] ?? token);
}

/** The store's day (`YYYY-MM-DD`) of unix seconds. */
export function storeDay(seconds: number): string {
  return formatDate(seconds, zone);
}

/** Today on the store's clock, `YYYY-MM-DD`. */
export function storeToday(): string {
  return storeDay(serverNow());
}

/** The store's day `n` days after today (before it, for a negative `n`). */
export function storeDayFromToday(n: number): string {
  return addDays(storeToday(), n);
}

/** The last `n` of the store's days, today the last: `[first, today]`. */
export function storeLastDays(n: number): [string, string] {
  return [storeDayFromToday(1 - n), storeToday()];
}

/** The store's month so far: `[its first day, today]`. */
export function storeMonthToDate(): [string, string] {
  const today = storeToday();
  return [`${today.slice(0, 8)}01`, today];
}

/** Unix seconds of the first second of a store's day (`YYYY-MM-DD`). */
export function dayStartSeconds(day: string): number | undefined {
  return dayStart(day, zone);
}

/** Unix seconds of the last second of a store's day (`YYYY-MM-DD`): 23 or 25 hours on, on a clock change. */
export function dayEndSeconds(day: string): number | undefined {
  return dayEnd(day, zone);
}

/** Unix seconds of a `YYYY-MM-DD[ HH:mm[:ss]]` time as typed, on the store's clock; undefined for other text. */
export function storeSeconds(text: string): number | undefined {
  return parseDateTime(text, zone);
}
