import { describe, expect, it } from 'vitest';
import { docDay, docNoPattern, formatDocNo } from './doc-no';

describe('document numbers', () => {
  it('are a prefix, the day on the store clock, and a sequence of four digits or more', () => {
    // 2026-11-21 16:30 UTC is the 22nd in Shanghai.
    const at = Date.UTC(2026, 10, 21, 16, 30) / 1000;
    expect(docDay(at, 'Asia/Shanghai')).toBe('20261122');
    expect(docDay(at, 'UTC')).toBe('20261121');
    expect(formatDocNo('TX', '20261122', 7)).toBe('TX20261122-0007');
    expect(formatDocNo('EF', '20261122', 123_456)).toBe('EF20261122-123456');
  });

  it('are recognised by their form alone', () => {
    const tx = docNoPattern('TX');
    expect(tx.test('TX20261122-0007')).toBe(true);
    expect(tx.test('TX20261122-123456')).toBe(true);
    for (const other of ['TX20261122-007', 'MD20261122-0007', 'WD3T1767225600ABCDEF01', 'TX2026112-0007'])
      expect(tx.test(other), other).toBe(false);
  });
});
