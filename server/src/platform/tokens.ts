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

/** The claims of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(
  token: string,
  key: KeyObject,
  now: number,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(now * 1000),
    });
    const { uid, suid, sid } = payload;
    if (typeof uid !== 'number' || typeof suid !== 'number' || typeof sid !== 'string') return undefined;
    return { uid, suid, sid };
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
