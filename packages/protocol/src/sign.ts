import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Default salt; override with SIGN_SALT at build time (web) and run time (server). */
export const DEFAULT_SIGN_SALT = 'yanye-console-sign';

export type SignParams = Readonly<Record<string, unknown>>;

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

function byCodePoint(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The text that is signed: every parameter except `sign` and null/undefined values, plus `timestamp`,
 * sorted by key code point and joined as `k=v` with `&` (steps 1 to 4).
 */
export function signText(params: SignParams, timestamp: string | number): string {
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    if (key === 'sign' || key === 'timestamp' || value === null || value === undefined) continue;
    entries.push([key, valueText(value)]);
  }
  entries.push(['timestamp', String(timestamp)]);
  entries.sort(([a], [b]) => byCodePoint(a, b));
  return entries.map(([key, value]) => `${key}=${value}`).join('&');
}

/** `hex(HMAC-SHA256(salt, signText))`, with a pure-JS hash so it runs where WebCrypto is missing. */
export function computeSign(
  params: SignParams,
  timestamp: string | number,
  salt = DEFAULT_SIGN_SALT,
): string {
  const mac = hmac(sha256, utf8ToBytes(salt), utf8ToBytes(signText(params, timestamp)));
  return bytesToHex(mac);
}

/** Constant-time comparison of two hex signs. */
export function signsEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
