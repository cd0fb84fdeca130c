import { describe, expect, it } from 'vitest';
import { allowListRanges, ipAllowed, ipInRanges, parseIpRange, shownAddress } from './ip-allow';

const ranges = (...entries: string[]) => allowListRanges(entries);

describe('IP allow list', () => {
  it('reads addresses and ranges, IPv4 and IPv6, the canonical way', () => {
    expect(parseIpRange(' 203.0.113.8 ')?.text).toBe('203.0.113.8');
    expect(parseIpRange('192.168.1.0/24')?.text).toBe('192.168.1.0/24');
    // A range written with host bits means its network.
    expect(parseIpRange('192.168.1.77/24')?.text).toBe('192.168.1.0/24');
    expect(parseIpRange('10.0.0.1/32')?.text).toBe('10.0.0.1');
    expect(parseIpRange('0.0.0.0/0')?.text).toBe('0.0.0.0/0');
    expect(parseIpRange('2001:DB8:0:0::1')?.text).toBe('2001:db8::1');
    expect(parseIpRange('2001:db8:abcd:12::/48')?.text).toBe('2001:db8:abcd::/48');
    // IPv4-mapped IPv6 is the IPv4 address or range it maps.
    expect(parseIpRange('::ffff:192.0.2.9')?.text).toBe('192.0.2.9');
    expect(parseIpRange('::ffff:192.0.2.0/120')?.text).toBe('192.0.2.0/24');
  });

  it('refuses what is no address or range', () => {
    for (const bad of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '01.2.3.4',
      '0x7f.0.0.1',
      '127.1',
      '10.0.0.0/33',
      '10.0.0.0/-1',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/ 8',
      '2001:db8::/129',
      '2001:db8:::1',
      'fe80::1%eth0',
      'localhost',
      '1.2.3.4 5.6.7.8',
    ]) {
      expect(parseIpRange(bad), bad).toBeUndefined();
    }
  });

  it('matches callers by address and by range', () => {
    const list = ranges('203.0.113.8', '10.0.0.0/8', '2001:db8::/32');
    expect(ipInRanges('203.0.113.8', list)).toBe(true);
    expect(ipInRanges('203.0.113.9', list)).toBe(false);
    expect(ipInRanges('10.255.1.2', list)).toBe(true);
    expect(ipInRanges('11.0.0.1', list)).toBe(false);
    expect(ipInRanges('2001:db8:ffff::1', list)).toBe(true);
    expect(ipInRanges('2001:db9::1', list)).toBe(false);
    expect(ipInRanges('not an address', list)).toBe(false);
    expect(ipInRanges('203.0.113.8', [])).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 caller against IPv4 ranges, and an IPv4 caller against mapped ranges', () => {
    const v4 = ranges('192.0.2.0/24');
    expect(ipInRanges('::ffff:192.0.2.77', v4)).toBe(true);
    expect(ipInRanges('::ffff:c000:24d', v4)).toBe(true);
    expect(ipInRanges('::ffff:198.51.100.1', v4)).toBe(false);
    // A range of IPv6 that holds the mapped addresses holds their IPv4 callers too.
    expect(ipInRanges('192.0.2.5', ranges('::ffff:0:0/96'))).toBe(true);
    expect(ipInRanges('192.0.2.5', ranges('::/0'))).toBe(true);
    expect(ipInRanges('192.0.2.5', ranges('2001:db8::/32'))).toBe(false);
    expect(shownAddress('::ffff:192.0.2.77')).toBe('192.0.2.77');
    expect(shownAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('lets everyone in while the list is off, and only its addresses while it is on', () => {
    expect(ipAllowed(undefined, '198.51.100.1')).toBe(true);
    expect(ipAllowed({ on: false, entries: [] }, '198.51.100.1')).toBe(true);
    expect(ipAllowed({ on: true, entries: [] }, '198.51.100.1')).toBe(false);
    expect(ipAllowed({ on: true, entries: ['198.51.100.0/24'] }, '198.51.100.1')).toBe(true);
    // A stored entry that no longer reads as one is skipped, not a failure.
    expect(ipAllowed({ on: true, entries: ['garbage', '198.51.100.1'] }, '198.51.100.1')).toBe(true);
  });
});
