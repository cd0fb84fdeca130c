import { describe, expect, it } from 'vitest';
import { escapeHtml, formatDate, formatDateTime, parseDateTime } from './format';

describe('dates in a time zone', () => {
  it('formats unix seconds as the screens do', () => {
    expect(formatDateTime(1_700_000_000, 'Asia/Shanghai')).toBe('2023-11-15 06:13:20');
    expect(formatDateTime(1_700_000_000, 'UTC')).toBe('2023-11-14 22:13:20');
    expect(formatDate(1_700_000_000, 'Asia/Shanghai')).toBe('2023-11-15');
    expect(formatDateTime(0, 'UTC')).toBe('');
  });

  it('says what Intl says around clock changes, in zones an hour, half an hour and 45 minutes off', () => {
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
    // Around Europe's and New York's changes of 2024, Lord Howe's half-hour change, and a day of Kathmandu.
    const around = [1_711_846_800, 1_730_595_600, 1_710_054_000, 1_712_415_600, 1_700_000_000];
    for (const zone of [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'UTC',
    ]) {
      const f = intl(zone);
      for (const at of around) {
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
});

describe('escapeHtml', () => {
  it('neutralises markup', () => {
    expect(escapeHtml('<img src=x onerror=alert(1)>')).toBe('&#60;img src=x onerror=alert(1)&#62;');
  });
});
