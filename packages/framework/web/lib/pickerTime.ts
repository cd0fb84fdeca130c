import { daysBetween } from '@yanye/protocol';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { dayEndSeconds, dayStartSeconds, formatTime, storeSeconds, storeToday } from './time';

/**
 * The console's clock (time.ts) as Ant Design's date pickers hold it: a picker's value is a day and a time on the
 * store's clock, whatever the browser's zone. A screen gives a picker `pickerTime` or `pickerDay` and reads what
 * was picked or typed with `pickedTime` or `pickedDay`, which read the day and time the picker shows, never the
 * browser's idea of the instant.
 *
 * A value is the store's wall time held in UTC (`dayjs.utc`): its fields are the store's day and time, and the
 * pickers' steps over it (a day on, an hour set) are a calendar's, which no clock change of the browser's zone
 * moves. dayjs's own zones would not do: they step a wall time through the browser's clock, which skips an hour
 * a year that the store's may not.
 */

export type { Dayjs };

const DAY_FORMAT = 'YYYY-MM-DD';

/** A wall time (`YYYY-MM-DD[ HH:mm:ss]`) as a picker holds it. */
const wall = (text: string): Dayjs => dayjs.utc(text);

dayjs.extend(utc);
// The pickers ask `dayjs().tz()` for "now" (today's mark, the Now button) when dayjs has it: the store's.
dayjs.extend((_options, Class) => {
  (Class.prototype as { tz?: (this: Dayjs) => Dayjs }).tz = function tz() {
    return wall(formatTime(this.unix()));
  };
});

/** A picker's value for unix seconds: that moment on the store's clock; none for none. */
export function pickerTime(seconds: number | null | undefined): Dayjs | undefined {
  return seconds && seconds > 0 ? wall(formatTime(seconds)) : undefined;
}

/** A picker's value for a store's day (`YYYY-MM-DD`). */
export function pickerDay(day: string): Dayjs {
  return wall(day);
}

/** A range picker's value for two store's days. */
export function pickerDays([from, to]: readonly [string, string]): [Dayjs, Dayjs] {
  return [pickerDay(from), pickerDay(to)];
}

/** Today on the store's clock, as a picker's value. */
export function pickerToday(): Dayjs {
  return pickerDay(storeToday());
}

/**
 * Today's first and last second as a date-time range picker's values: the times a day picked in its calendar
 * takes (`showTime.defaultOpenValue`), so that picking the 27th twice is the whole of the 27th.
 */
export function pickerDayBounds(): [Dayjs, Dayjs] {
  const today = storeToday();
  return [wall(`${today} 00:00:00`), wall(`${today} 23:59:59`)];
}

/** The day a picker shows (`YYYY-MM-DD`): a store's day. */
export function pickedDay(d: Dayjs): string {
  return d.format(DAY_FORMAT);
}

/** The days a range picker shows (`YYYY-MM-DD`, store's days). */
export function pickedDays([from, to]: readonly [Dayjs, Dayjs]): [string, string] {
  return [pickedDay(from), pickedDay(to)];
}

/** How many days a range picker's two days span, both counted. */
export function pickedDayCount([from, to]: readonly [Dayjs, Dayjs]): number {
  return daysBetween(pickedDay(from), pickedDay(to)) + 1;
}

/** Unix seconds of the day and time a picker shows, on the store's clock. */
export function pickedTime(d: Dayjs): number {
  return storeSeconds(d.format('YYYY-MM-DD HH:mm:ss')) ?? 0;
}

/** Unix seconds of the first second of the day a picker shows, on the store's clock. */
export function pickedDayStart(d: Dayjs): number {
  return dayStartSeconds(pickedDay(d)) ?? 0;
}

/** Unix seconds of the last second of the day a picker shows, on the store's clock. */
export function pickedDayEnd(d: Dayjs): number {
  return dayEndSeconds(pickedDay(d)) ?? 0;
}

/** Whether a picker's day is after the store's today (a day not yet come, for `disabledDate`). */
export function isAfterToday(d: Dayjs): boolean {
  return pickedDay(d) > storeToday();
}

/** Whether a picker's day is before the store's today (a day gone). */
export function isBeforeToday(d: Dayjs): boolean {
  return pickedDay(d) < storeToday();
}
