import pickerConfig from '@rc-component/picker/generate/dayjs';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toBodyValue, toFormValue } from '../hooks/form/formValues';
import { fieldMeta } from './meta.support';
import {
  isAfterToday,
  isBeforeToday,
  pickedDay,
  pickedDayCount,
  pickedDayEnd,
  pickedDayStart,
  pickedDays,
  pickedTime,
  pickerDay,
  pickerDayBounds,
  pickerDays,
  pickerTime,
  pickerToday,
} from './pickerTime';
import { setClock } from './time';

dayjs.extend(customParseFormat);

// The merchant's browser is in New York; the store, as the server says, in Shanghai.
const BROWSER_ZONE = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = BROWSER_ZONE;
});
afterEach(() => vi.useRealTimers());

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s) / 1000;

function at(seconds: number): void {
  vi.useFakeTimers({ now: seconds * 1000, toFake: ['Date'] });
  setClock(seconds, seconds, 'Asia/Shanghai');
}

describe("the date pickers on the store's clock", () => {
  it('show a time as the store reads it, and give back the same seconds', () => {
    at(utc(2026, 11, 27, 17));
    const paid = utc(2026, 11, 27, 4, 26, 15);
    const shown = pickerTime(paid)!;
    expect(shown.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-27 12:26:15');
    expect(pickedTime(shown)).toBe(paid);
    expect(pickerTime(0)).toBeUndefined();
    // 02:30 in Shanghai on the night New York skips 02:00 to 03:00 is still 02:30.
    const skipped = utc(2026, 3, 7, 18, 30);
    expect(pickerTime(skipped)!.format('YYYY-MM-DD HH:mm')).toBe('2026-03-08 02:30');
    expect(pickedTime(pickerTime(skipped)!)).toBe(skipped);
  });

  it("take now, as Ant Design's pickers ask for it, on the store's clock", () => {
    // 01:00:30 on the 28th in Shanghai, 12:00:30 on the 27th in New York.
    at(utc(2026, 11, 27, 17, 0, 30));
    const now = pickerConfig.getNow();
    expect(now.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-28 01:00:30');
    expect(pickedTime(now)).toBe(utc(2026, 11, 27, 17, 0, 30));
  });

  it('take a typed time as that time in the store, not in the browser', () => {
    at(utc(2026, 11, 27, 17));
    // What the picker makes of text typed into it: the browser's own dayjs, fields as typed.
    const typed = dayjs('2026-12-01 10:00', 'YYYY-MM-DD HH:mm');
    expect(pickedTime(typed)).toBe(utc(2026, 12, 1, 2));
    expect(pickedDay(typed)).toBe('2026-12-01');
  });

  it("bound a picked day by the store's day, and know the store's today", () => {
    // 01:00 on the 28th in Shanghai, noon on the 27th in New York.
    at(utc(2026, 11, 27, 17));
    expect(pickedDay(pickerToday())).toBe('2026-11-28');
    const day = pickerDay('2026-11-27');
    expect(pickedDayStart(day)).toBe(utc(2026, 11, 26, 16));
    expect(pickedDayEnd(day)).toBe(utc(2026, 11, 27, 16) - 1);
    expect(isAfterToday(pickerDay('2026-11-28'))).toBe(false);
    expect(isAfterToday(pickerDay('2026-11-29'))).toBe(true);
    expect(isBeforeToday(pickerDay('2026-11-27'))).toBe(true);
    expect(isBeforeToday(pickerToday())).toBe(false);
    // What a date-time range takes for a day picked in its calendar: the whole of the store's day.
    const [first, last] = pickerDayBounds();
    expect(pickedTime(first)).toBe(utc(2026, 11, 27, 16));
    expect(pickedTime(last)).toBe(utc(2026, 11, 28, 16) - 1);
    const range = pickerDays(['2026-10-30', '2026-11-28']);
    expect(pickedDays(range)).toEqual(['2026-10-30', '2026-11-28']);
    expect(pickedDayCount(range)).toBe(30);
  });

  it("send a form's date and time as the store's seconds", () => {
    at(utc(2026, 11, 27, 17));
    const starts = fieldMeta({ name: 'start_at', title: 'start_at', type: 'datetime' });
    const day = fieldMeta({ name: 'day', title: 'day', type: 'date' });
    // A group buy starting at 10:00 as typed starts at 10:00 in the store.
    expect(toBodyValue(starts, dayjs('2026-12-01 10:00:00', 'YYYY-MM-DD HH:mm:ss'))).toBe(
      utc(2026, 12, 1, 2),
    );
    const held = utc(2026, 12, 1, 2);
    expect(toBodyValue(starts, toFormValue(starts, held))).toBe(held);
    expect(toBodyValue(day, toFormValue(day, held))).toBe(utc(2026, 11, 30, 16));
    expect(toBodyValue(day, undefined)).toBeUndefined();
  });
});
