import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayEnd,
  dayStart,
  daysBetween,
  formatDate,
  formatDateTime,
  isTimeZone,
  parseDateTime,
} from './wall-clock';

const intl = (zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });

// Europe's and New York's clock changes of 2024, Lord Howe's half-hour change, and a day of Kathmandu.
const AROUND = [1_711_846_800, 1_730_595_600, 1_710_054_000, 1_712_415_600, 1_700_000_000];
const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];

describe('the wall clock of a time zone', () => {
  it('formats unix seconds as the screens do', () => {
    expect(formatDateTime(1_700_000_000, 'Asia/Shanghai')).toBe('2023-11-15 06:13:20');
    expect(formatDateTime(1_700_000_000, 'UTC')).toBe('2023-11-14 22:13:20');
    expect(formatDate(1_700_000_000, 'Asia/Shanghai')).toBe('2023-11-15');
    expect(formatDateTime(0, 'UTC')).toBe('');
  });

  it('says what Intl says around clock changes, in zones an hour, half an hour and 45 minutes off', () => {
    for (const zone of ZONES) {
      const f = intl(zone);
      for (const at of AROUND) {
        for (let s = at - 7200; s <= at + 7200; s += 97) {
          expect(formatDateTime(s, zone), `${zone} ${s}`).toBe(f.format(new Date(s * 1000)));
        }
      }
      expect(formatDateTime(1_700_000_000.9, zone)).toBe(f.format(new Date(1_700_000_000_900)));
    }
  });

  it('parses wall-clock text back to the same seconds', () => {
    expect(parseDateTime('2023-11-15 06:13:20', 'Asia/Shanghai')).toBe(1_700_000_000);
    expect(parseDateTime('2023/11/15', 'Asia/Shanghai')).toBe(1_699_977_600);
    expect(parseDateTime('not a date', 'UTC')).toBeUndefined();
  });

  it('reads back every time it writes, in the hours after a clock change too', () => {
    // New York's offset is 4 or 5 hours: a time up to then after its change is one the change already holds.
    for (const zone of ZONES) {
      for (const at of AROUND) {
        for (let s = at - 7200; s <= at + 6 * 3600; s += 97) {
          const wall = formatDateTime(s, zone);
          expect(formatDateTime(parseDateTime(wall, zone), zone), `${zone} ${wall}`).toBe(wall);
        }
      }
    }
    // 05:00 on the day New York springs forward is 09:00 UTC (EDT), not 10:00.
    expect(parseDateTime('2024-03-10 05:00', 'America/New_York')).toBe(Date.UTC(2024, 2, 10, 9) / 1000);
  });

  it('takes a skipped time as that far past the change, and a time shown twice as the first', () => {
    expect(formatDateTime(parseDateTime('2024-03-10 02:30', 'America/New_York'), 'America/New_York')).toBe(
      '2024-03-10 03:30:00',
    );
    expect(formatDateTime(parseDateTime('2024-03-31 02:30', 'Europe/Berlin'), 'Europe/Berlin')).toBe(
      '2024-03-31 03:30:00',
    );
    // 01:30 twice in New York (EDT, then EST); 02:30 twice in Berlin (CEST, then CET).
    expect(parseDateTime('2024-11-03 01:30', 'America/New_York')).toBe(Date.UTC(2024, 10, 3, 5, 30) / 1000);
    expect(parseDateTime('2024-10-27 02:30', 'Europe/Berlin')).toBe(Date.UTC(2024, 9, 27, 0, 30) / 1000);
  });

  it("bounds a day on the zone's clock: 23 or 25 hours on the days it changes", () => {
    const hours = (day: string, zone: string) => (dayEnd(day, zone)! - dayStart(day, zone)! + 1) / 3600;
    expect(dayStart('2026-11-28', 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 27, 16) / 1000);
    expect(dayEnd('2026-11-28', 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 28, 16) / 1000 - 1);
    expect(hours('2026-11-28', 'Asia/Shanghai')).toBe(24);
    expect(hours('2024-03-10', 'America/New_York')).toBe(23);
    expect(hours('2024-11-03', 'America/New_York')).toBe(25);
    expect(dayStart('2026-11-28 10:00', 'UTC')).toBeUndefined();
    expect(dayEnd('someday', 'UTC')).toBeUndefined();
  });

  it('counts calendar days whatever the zone', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-28', -29)).toBe('2026-10-30');
    expect(daysBetween('2026-10-30', '2026-11-28')).toBe(29);
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(daysBetween('2026-11-28', '2026-11-28')).toBe(0);
  });

  it('knows a time zone by its name', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
