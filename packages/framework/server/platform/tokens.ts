import { createHash, createHmac, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  readonly uid: number;
  readonly suid: number;
  /** The session (refresh family) the token belongs to; revoking it ends the token too. */
  readonly sid: string;
}

export async function signAccessToken(
  claims: AccessClaims,
  key: KeyObject,
  now: number,
  ttlSeconds: number,
  /** The token's id; a new random one unless the token must come out the same again (a refresh's twin). */
  jti: string = randomUUID(),
): Promise<string> {
  return new SignJWT({ uid: claims.uid, suid: claims.suid, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(jti)
    .sign(key);
}

/** Tokens a key has verified, kept until they expire: a token's signature need not be checked on every call. */
const verified = new WeakMap<
  KeyObject,
  Map<string, { readonly claims: AccessClaims; readonly exp: number }>
>();
/** How many verified tokens a key keeps; the oldest goes first. */
const VERIFIED_SIZE = 10_000;

/** The claims of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(
  token: string,
  key: KeyObject,
  now: number,
): Promise<AccessClaims | undefined> {
  let known = verified.get(key);
  const hit = known?.get(token);
  // The same text with the same key verifies the same way; only the clock moves on.
  if (hit) return now < hit.exp ? hit.claims : undefined;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(now * 1000),
    });
    const { uid, suid, sid, exp } = payload;
    if (typeof uid !== 'number' || typeof suid !== 'number' || typeof sid !== 'string') return undefined;
    const claims = { uid, suid, sid };
    if (typeof exp === 'number') {
      if (!known) {
        known = new Map();
        verified.set(key, known);
      }
      known.set(token, { claims, exp });
      if (known.size > VERIFIED_SIZE) known.delete(known.keys().next().value!);
    }
    return claims;
  } catch {
    return undefined;
  }
}

/**
 * A new refresh token: `<supplier id>.<random>`. The store id up front lets the server open the store's
 * transaction before looking the token up; only the SHA-256 of the whole token is stored.
 */
export function newRefreshToken(supplierId: number): string {
  return `${supplierId}.${randomBytes(32).toString('base64url')}`;
}

/**
 * The refresh token that follows the one whose hash is `previousHash`: derived from it with the server's key,
 * so the same old token always has the same successor (a second use within the reuse grace gets the pair the
 * first use got, never another), and nobody without the key can work it out.
 */
export function successorRefreshToken(supplierId: number, previousHash: string, key: KeyObject): string {
  const mac = createHmac('sha256', key).update(`refresh-successor:${previousHash}`).digest('base64url');
  return `${supplierId}.${mac}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The store id of a refresh token, or undefined when it is not one of ours. */
export function refreshTokenStore(token: string): number | undefined {
  const match = /^(\d{1,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : undefined;
}
