import { describe, expect, it } from 'vitest';
import { escapeHtml, formatDate, formatDateTime, parseDateTime } from './format';

describe('dates in a time zone', () => {
  it('formats unix seconds as the screens do', () => {
    expect(formatDateTime(1_700_000_000, 'Asia/Shanghai')).toBe('2023-11-15 06:13:20');
    expect(formatDateTime(1_700_000_000, 'UTC')).toBe('2023-11-14 22:13:20');
    expect(formatDate(1_700_000_000, 'Asia/Shanghai')).toBe('2023-11-15');
    expect(formatDateTime(0, 'UTC')).toBe('');
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
