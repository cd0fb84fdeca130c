import ipaddr from 'ipaddr.js';

/**
 * A store's IP allow list (safe settings): single addresses and CIDR ranges, IPv4 and IPv6, parsed
 * and matched by ipaddr.js. An IPv4 caller that reaches a dual-stack socket arrives as `::ffff:1.2.3.4`: it is
 * matched as 1.2.3.4, and an IPv4 address also matches an IPv6 range holding its mapped form.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** One entry: an address and how many leading bits a caller must share with it (all of them for one address). */
export interface IpRange {
  readonly address: Address;
  readonly bits: number;
  /** The entry as it is stored and shown: `10.0.0.0/8`, `2001:db8::1`. */
  readonly text: string;
}

const PREFIX = /^\d{1,3}$/;

/** An IPv6 range inside `::ffff:0:0/96` is the IPv4 range it maps: stored and matched as that. */
function unmapped(address: Address, bits: number): [Address, number] {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [address, bits];
}

/** The first address of the range (a CIDR written with host bits, `192.168.1.7/24`, means its network). */
function network(address: Address, bits: number): Address {
  const bytes = address.toByteArray();
  return ipaddr.fromByteArray(
    bytes.map((byte, i) => {
      const keep = Math.max(0, Math.min(8, bits - i * 8));
      return byte & (0xff << (8 - keep)) & 0xff;
    }),
  );
}

/**
 * Parses one entry of an allow list: an IPv4 address in four decimal parts, an IPv6 address, or either with a
 * `/prefix`. Answers undefined for anything else (`1.2.3`, `0x7f.1`, `10.0.0.0/33`, a zone id, a host name).
 */
export function parseIpRange(entry: string): IpRange | undefined {
  const text = entry.trim();
  const [host = '', prefix, extra] = text.split('/');
  if (extra !== undefined || host.includes('%')) return undefined;
  let address: Address;
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) address = ipaddr.IPv4.parse(host);
  else if (ipaddr.IPv6.isValid(host) && host.includes(':')) address = ipaddr.IPv6.parse(host);
  else return undefined;
  const full = address.kind() === 'ipv4' ? 32 : 128;
  if (prefix !== undefined && !PREFIX.test(prefix)) return undefined;
  const given = prefix === undefined ? full : Number(prefix);
  if (given > full) return undefined;
  const [base, bits] = unmapped(address, given);
  const start = network(base, bits);
  const width = base.kind() === 'ipv4' ? 32 : 128;
  const shown = start.kind() === 'ipv6' ? (start as ipaddr.IPv6).toRFC5952String() : start.toString();
  return { address: start, bits, text: bits === width ? shown : `${shown}/${bits}` };
}

/** A caller's address as the allow list sees it (an IPv4-mapped IPv6 address as IPv4), or undefined. */
export function callerAddress(ip: string): Address | undefined {
  const host = ip.trim();
  if (!ipaddr.isValid(host)) return undefined;
  try {
    return ipaddr.process(host);
  } catch {
    return undefined;
  }
}

/** Whether the caller at `ip` is inside one of the ranges; an address that is no IP address is inside none. */
export function ipInRanges(ip: string, ranges: readonly IpRange[]): boolean {
  const caller = callerAddress(ip);
  if (!caller) return false;
  const mapped = caller.kind() === 'ipv4' ? (caller as ipaddr.IPv4).toIPv4MappedAddress() : undefined;
  return ranges.some((r) => {
    if (r.address.kind() === caller.kind()) return caller.match(r.address, r.bits);
    return mapped !== undefined && r.address.kind() === 'ipv6' && mapped.match(r.address, r.bits);
  });
}

const parsedLists = new Map<string, readonly IpRange[]>();
const CACHED_LISTS = 200;

/**
 * The ranges of a stored allow list (entries saved by SafeSetSave, so valid; anything else is skipped), parsed
 * once per distinct list: the request pipeline asks on every call of a store whose list is on.
 */
export function allowListRanges(entries: readonly string[]): readonly IpRange[] {
  const key = entries.join('\n');
  let ranges = parsedLists.get(key);
  if (ranges === undefined) {
    ranges = entries.flatMap((e) => parseIpRange(e) ?? []);
    if (parsedLists.size >= CACHED_LISTS) parsedLists.delete(parsedLists.keys().next().value as string);
    parsedLists.set(key, ranges);
  }
  return ranges;
}

/** A store's allow list as its settings hold it. */
export interface AllowList {
  readonly on: boolean;
  readonly entries: readonly string[];
}

/** Whether a store's allow list lets the caller at `ip` in: always when the list is off (or there is none). */
export function ipAllowed(list: AllowList | undefined, ip: string): boolean {
  return !list?.on || ipInRanges(ip, allowListRanges(list.entries));
}

/** The caller's address as a person reads it (`::ffff:1.2.3.4` as 1.2.3.4). */
export function shownAddress(ip: string): string {
  return callerAddress(ip)?.toString() ?? ip;
}
