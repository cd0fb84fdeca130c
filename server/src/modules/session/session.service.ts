import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { accounts, loginLogs, refreshTokens, safeSettings, sessions, suppliers } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { dummyHash, verifyPassword } from '../../platform/password';
import { type TenantDb, withTenant } from '../../platform/tenancy';
import { hashToken, newRefreshToken, refreshTokenStore, signAccessToken } from '../../platform/tokens';
import { attemptKeys, captchaRequired, clearFailures, recordFailure } from './attempts.service';
import { consumeCaptcha } from './captcha.service';

export interface LoginInput {
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly type: 'account' | 'sms';
  readonly captcha: string;
}

export interface Caller {
  readonly ip: string;
  readonly userAgent: string;
}

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

const REFRESH_CAPTCHA = 'refresh_captcha';

/** Starts a session (a refresh family) and hands out its first pair of tokens. */
async function openSession(deps: Deps, db: TenantDb, accountId: number, caller: Caller): Promise<TokenPair> {
  const now = deps.now();
  const sessionId = randomUUID();
  await db.tx
    .insert(sessions)
    .values(db.row({ id: sessionId, accountId, ip: caller.ip, userAgent: caller.userAgent, createdAt: now }));
  return issuePair(deps, db, accountId, sessionId);
}

async function issuePair(deps: Deps, db: TenantDb, accountId: number, sessionId: string): Promise<TokenPair> {
  const now = deps.now();
  const refresh = newRefreshToken(db.supplierId);
  await db.tx.insert(refreshTokens).values(
    db.row({
      sessionId,
      tokenHash: hashToken(refresh),
      expiresAt: now + deps.config.REFRESH_TOKEN_TTL,
      createdAt: now,
    }),
  );
  const ttl = deps.config.ACCESS_TOKEN_TTL;
  const access = await signAccessToken(
    { uid: accountId, suid: db.supplierId, sid: sessionId },
    deps.jwtKey,
    now,
    ttl,
  );
  return { access_token: access, refresh_token: refresh, expires_in: ttl };
}

type Attempt = { ok: true; tokens: TokenPair } | { ok: false; error: AppError };

/**
 * Password sign-in (API.md §3): captcha after three failures per username or IP in 15 minutes, lockout after
 * the store's maximum of consecutive failures, a login-log row either way. Failures are committed before they
 * are reported, so a refused sign-in still counts.
 */
export async function login(deps: Deps, input: LoginInput, caller: Caller): Promise<TokenPair> {
  const db = deps.database.db;
  const now = deps.now();
  if (input.type === 'sms') throw new AppError('BAD_INPUT', 'smsLoginClosed');

  const keys = attemptKeys(input.name, input.username, caller.ip);
  if (await captchaRequired(db, keys, now)) {
    if (!input.captcha) throw new AppError('BAD_INPUT', 'captchaRequired', {}, REFRESH_CAPTCHA);
    if (!(await consumeCaptcha(db, input.captcha, now))) {
      throw new AppError('BAD_INPUT', 'captchaWrong', {}, REFRESH_CAPTCHA);
    }
  }

  const [hit] = await rawRows<{ supplier_id: number; account_id: number }>(
    db,
    sql`select supplier_id, account_id::int as account_id from auth_find_account(${input.name}, ${input.username})`,
  );
  let attempt: Attempt;
  if (!hit) {
    await verifyPassword(input.password, await dummyHash());
    attempt = { ok: false, error: new AppError('BAD_INPUT', 'loginFailed') };
  } else {
    attempt = await withTenant(db, hit.supplier_id, (tenant) =>
      passwordAttempt(deps, tenant, hit.account_id, input, caller),
    );
  }
  if (attempt.ok) {
    await clearFailures(db, keys);
    return attempt.tokens;
  }
  await recordFailure(db, keys, now);
  const { error } = attempt;
  const next = (await captchaRequired(db, keys, now)) ? REFRESH_CAPTCHA : error.data;
  throw new AppError(error.code, error.key, error.params, next);
}

async function passwordAttempt(
  deps: Deps,
  db: TenantDb,
  accountId: number,
  input: LoginInput,
  caller: Caller,
): Promise<Attempt> {
  const now = deps.now();
  const [row] = await db.tx
    .select({
      username: accounts.username,
      passwordHash: accounts.passwordHash,
      isMain: accounts.isMain,
      status: accounts.status,
      failedLogins: accounts.failedLogins,
      lockedUntil: accounts.lockedUntil,
      storeStatus: suppliers.status,
      lockMinutes: safeSettings.loginLockMinutes,
      maxFailures: safeSettings.maxLoginFailures,
    })
    .from(accounts)
    .innerJoin(suppliers, eq(suppliers.id, accounts.supplierId))
    .leftJoin(safeSettings, eq(safeSettings.supplierId, accounts.supplierId))
    .where(db.where(accounts, eq(accounts.id, accountId)))
    .for('update', { of: accounts });
  if (!row) return { ok: false, error: new AppError('BAD_INPUT', 'loginFailed') };

  const log = (success: boolean, reason: string) =>
    db.tx.insert(loginLogs).values(
      db.row({
        accountId,
        username: row.username,
        isMain: row.isMain,
        success,
        reason,
        ip: caller.ip,
        userAgent: caller.userAgent,
        createdAt: now,
      }),
    );

  if (row.lockedUntil !== null && row.lockedUntil > now) {
    await log(false, 'locked');
    const minutes = Math.ceil((row.lockedUntil - now) / 60);
    return { ok: false, error: new AppError('BAD_INPUT', 'accountLocked', { minutes }) };
  }
  if (row.storeStatus !== 1) {
    await log(false, 'store_disabled');
    return { ok: false, error: new AppError('BAD_INPUT', 'storeDisabled') };
  }
  if (!(await verifyPassword(input.password, row.passwordHash))) {
    const failures = row.failedLogins + 1;
    const maxFailures = row.maxFailures ?? 10;
    const lockMinutes = row.lockMinutes ?? 30;
    const locks = failures >= maxFailures;
    await db.tx
      .update(accounts)
      .set(
        locks
          ? { failedLogins: 0, lockedUntil: now + lockMinutes * 60 }
          : { failedLogins: failures, lockedUntil: null },
      )
      .where(db.where(accounts, eq(accounts.id, accountId)));
    await log(false, locks ? 'locked' : 'password');
    const error = locks
      ? new AppError('BAD_INPUT', 'accountLocked', { minutes: lockMinutes })
      : new AppError('BAD_INPUT', 'loginFailed');
    return { ok: false, error };
  }
  // The password is right: only now say that the account is disabled.
  if (row.status !== 1) {
    await log(false, 'disabled');
    return { ok: false, error: new AppError('BAD_INPUT', 'accountDisabled') };
  }
  await db.tx
    .update(accounts)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: caller.ip })
    .where(db.where(accounts, eq(accounts.id, accountId)));
  await log(true, '');
  return { ok: true, tokens: await openSession(deps, db, accountId, caller) };
}

type Rotation = { ok: true; tokens: TokenPair & { is_pingtai: boolean } } | { ok: false };

/**
 * Swaps a refresh token for a new pair. Each token works once: a token that comes back after use means it was
 * copied, so its whole family is revoked and every holder has to sign in again.
 */
export async function refresh(deps: Deps, token: string): Promise<TokenPair & { is_pingtai: boolean }> {
  const store = refreshTokenStore(token);
  const refused = () => new AppError('LOGIN', 'noRefreshToken', {}, 'login');
  if (store === undefined) throw refused();
  const result = await withTenant(deps.database.db, store, async (db): Promise<Rotation> => {
    const now = deps.now();
    const [row] = await db.tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
        revokedAt: sessions.revokedAt,
        accountId: sessions.accountId,
        accountStatus: accounts.status,
      })
      .from(refreshTokens)
      .innerJoin(
        sessions,
        and(eq(sessions.supplierId, refreshTokens.supplierId), eq(sessions.id, refreshTokens.sessionId)),
      )
      .innerJoin(
        accounts,
        and(eq(accounts.supplierId, sessions.supplierId), eq(accounts.id, sessions.accountId)),
      )
      .where(db.where(refreshTokens, eq(refreshTokens.tokenHash, hashToken(token))))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt !== null) return { ok: false };
    if (row.usedAt !== null) {
      await revokeSession(db, row.sessionId, 'reuse', now);
      return { ok: false };
    }
    if (row.expiresAt <= now || row.accountStatus !== 1) return { ok: false };
    await db.tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(db.where(refreshTokens, eq(refreshTokens.id, row.id)));
    const pair = await issuePair(deps, db, row.accountId, row.sessionId);
    return { ok: true, tokens: { ...pair, is_pingtai: false } };
  });
  if (!result.ok) throw refused();
  return result.tokens;
}

export async function revokeSession(
  db: TenantDb,
  sessionId: string,
  reason: string,
  now: number,
): Promise<void> {
  await db.tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(db.where(sessions, eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
}
