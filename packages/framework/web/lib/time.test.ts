import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dayEndSeconds,
  dayStartSeconds,
  formatTime,
  serverNow,
  setClock,
  storeDay,
  storeLastDays,
  storeMonthToDate,
  storeSeconds,
  storeToday,
} from './time';

// The merchant's browser is in New York; the store, as the server says, in Shanghai.
const BROWSER_ZONE = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = BROWSER_ZONE;
});
afterEach(() => {
  vi.useRealTimers();
  setClock(Math.floor(Date.now() / 1000), Math.floor(Date.now() / 1000), 'Asia/Shanghai');
});

/** Unix seconds of a UTC time. */
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s) / 1000;

/** The browser's clock set to `at` (UTC), and the server's config read then: same clock, the store's zone. */
function at(seconds: number, zone = 'Asia/Shanghai'): void {
  vi.useFakeTimers({ now: seconds * 1000, toFake: ['Date'] });
  setClock(seconds, seconds, zone);
}

describe("the console's clock", () => {
  it("shows a time on the store's clock, not the browser's", () => {
    // An order paid at 12:26:15 in Shanghai: 23:26:15 the evening before in New York.
    const paid = utc(2026, 11, 27, 4, 26, 15);
    expect(new Date(paid * 1000).getHours()).toBe(23);
    at(paid);
    expect(formatTime(paid)).toBe('2026-11-27 12:26:15');
    expect(formatTime(paid, 'YYYY-MM-DD HH:mm')).toBe('2026-11-27 12:26');
    expect(formatTime(paid, 'MM-DD HH:mm')).toBe('11-27 12:26');
    expect(formatTime(paid, 'YYYY-MM-DD')).toBe('2026-11-27');
    expect(formatTime(0)).toBe('');
    expect(formatTime(undefined)).toBe('');
    // A store the server says is in New York reads it on New York's clock.
    setClock(paid, paid, 'America/New_York');
    expect(formatTime(paid)).toBe('2026-11-26 23:26:15');
  });

  it("takes today and a day's bounds from the store's day", () => {
    // 01:00 on the 28th in Shanghai is noon on the 27th in New York.
    at(utc(2026, 11, 27, 17));
    expect(storeToday()).toBe('2026-11-28');
    expect(storeDay(utc(2026, 11, 27, 15, 59, 59))).toBe('2026-11-27');
    expect(storeLastDays(30)).toEqual(['2026-10-30', '2026-11-28']);
    expect(storeLastDays(1)).toEqual(['2026-11-28', '2026-11-28']);
    expect(storeMonthToDate()).toEqual(['2026-11-01', '2026-11-28']);
    expect(dayStartSeconds('2026-11-28')).toBe(utc(2026, 11, 27, 16));
    expect(dayEndSeconds('2026-11-28')).toBe(utc(2026, 11, 28, 16) - 1);
    expect(storeSeconds('2026-11-28 10:00')).toBe(utc(2026, 11, 28, 2));
    expect(storeSeconds('tomorrow')).toBeUndefined();
  });

  it("keeps the server's time, whatever the browser's clock says", () => {
    vi.useFakeTimers({ now: utc(2026, 11, 27, 17) * 1000, toFake: ['Date'] });
    // The browser is five minutes slow.
    setClock(utc(2026, 11, 27, 17, 5), utc(2026, 11, 27, 17), 'Asia/Shanghai');
    expect(serverNow()).toBe(utc(2026, 11, 27, 17, 5));
  });
});
