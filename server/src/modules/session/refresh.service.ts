import {
  AppError,
  accounts,
  type Deps,
  hashToken,
  refreshTokenStore,
  refreshTokens,
  type StoreDb,
  sessions,
  signAccessToken,
  successorRefreshToken,
  suppliers,
  withStore,
} from '@yanye/framework/server';
import { and, eq, sql } from 'drizzle-orm';
import type { TokenPair } from './sign-in.service';

/** A session's life after sign-in: its refresh tokens rotating, and its end. */

/**
 * The pair that follows a refresh token, made when it is first used (`at`) and made the same again for a second
 * use within the grace: the refresh token is derived from the old one, the access token from the same moment
 * and id, so a race of two tabs ends with one pair, not two.
 */
async function successorPair(
  deps: Deps,
  db: StoreDb,
  owner: { readonly accountId: number; readonly sessionId: string },
  previousHash: string,
  at: number,
  first: boolean,
): Promise<TokenPair> {
  const refresh = successorRefreshToken(db.supplierId, previousHash, deps.jwtKey);
  if (first) {
    await db.insert(refreshTokens).values({
      sessionId: owner.sessionId,
      tokenHash: hashToken(refresh),
      expiresAt: at + deps.config.REFRESH_TOKEN_TTL,
      createdAt: at,
    });
  }
  const ttl = deps.config.ACCESS_TOKEN_TTL;
  const access = await signAccessToken(
    { uid: owner.accountId, suid: db.supplierId, sid: owner.sessionId },
    deps.jwtKey,
    at,
    ttl,
    `refresh-${previousHash.slice(0, 32)}`,
  );
  return { access_token: access, refresh_token: refresh, expires_in: Math.max(1, at + ttl - deps.now()) };
}

type Rotation = { ok: true; tokens: TokenPair & { is_pingtai: boolean } } | { ok: false };

/**
 * Swaps a refresh token for a new pair. Each token works once: a token that comes back after use (beyond a short
 * grace for the browser's own races) means it was copied, so its whole family is revoked and every holder has to
 * sign in again.
 */
export async function refresh(deps: Deps, token: string): Promise<TokenPair & { is_pingtai: boolean }> {
  const store = refreshTokenStore(token);
  const refused = () => new AppError('LOGIN', 'noRefreshToken', {}, 'login');
  if (store === undefined) throw refused();
  const result = await withStore(deps.database.db, store, async (db): Promise<Rotation> => {
    const now = deps.now();
    const [row] = await db
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: sessions.revokedAt,
        accountId: sessions.accountId,
        accountStatus: accounts.status,
        isPlatform: suppliers.isPlatform,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      // The store's own row (the store handle adds the store): whether it is the platform (is_pingtai).
      .innerJoin(suppliers, undefined)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt !== null) return { ok: false };
    // Within the grace a second use is the same browser racing itself (two tabs, a reload mid-refresh): it
    // gets the pair the first use got, not one more. Later it can only be a copy.
    if (row.usedAt !== null && now - row.usedAt > deps.config.REFRESH_REUSE_GRACE) {
      await revokeSession(db, row.sessionId, 'reuse', now);
      return { ok: false };
    }
    if (row.expiresAt <= now || row.accountStatus !== 1) return { ok: false };
    const first = row.usedAt === null;
    if (first) await db.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const pair = await successorPair(deps, db, row, hashToken(token), row.usedAt ?? now, first);
    return { ok: true, tokens: { ...pair, is_pingtai: row.isPlatform } };
  });
  if (!result.ok) throw refused();
  return result.tokens;
}

export async function revokeSession(
  db: StoreDb,
  sessionId: string,
  reason: string,
  now: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
}
