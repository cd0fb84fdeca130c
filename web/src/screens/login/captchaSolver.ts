import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { PowChallenge } from './powChallenge';

/**
 * The proof-of-work captcha's solver (ALTCHA v1): the server hides a number n in [0, maxnumber] as
 * `challenge` = hex SHA-256 of `salt + n`, and the browser finds n by trying every one in turn.
 *
 * SHA-256 in plain JavaScript, not WebCrypto and not the `altcha` widget (which hashes with crypto.subtle): the
 * console is often opened at a plain-HTTP LAN address, where browsers offer no crypto.subtle at all.
 */

/** What the solver reads of a challenge (any algorithm name: it answers undefined for all but SHA-256). */
export type SolverInput = Pick<PowChallenge, 'challenge' | 'salt' | 'maxnumber'> & {
  readonly algorithm: string;
};

const DIGIT_0 = 48;

/** Writes n in decimal into `bytes` from `at` and answers where it ends. */
function writeDecimal(bytes: Uint8Array, at: number, n: number): number {
  let digits = 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  let rest = n;
  for (let i = at + digits - 1; i >= at; i--) {
    bytes[i] = DIGIT_0 + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return at + digits;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The hidden number, or undefined when none up to `maxnumber` fits (a challenge that is not SHA-256, or garbage). */
export function solveChallenge(c: SolverInput): number | undefined {
  if (c.algorithm !== 'SHA-256' || !/^[0-9a-f]{64}$/.test(c.challenge)) return undefined;
  const target = hexToBytes(c.challenge);
  const salt = utf8ToBytes(c.salt);
  // The salt once, then only the digits change: no string or array is made per try.
  const input = new Uint8Array(salt.length + 16);
  input.set(salt);
  for (let n = 0; n <= c.maxnumber; n++) {
    const end = writeDecimal(input, salt.length, n);
    if (sameBytes(sha256(input.subarray(0, end)), target)) return n;
  }
  return undefined;
}
