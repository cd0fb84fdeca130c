import { randomUUID } from 'node:crypto';
import { isPhone } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { accounts, loginLogs, refreshTokens, safeSettings, sessions, suppliers } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { AppError, badInput } from '../../platform/errors';
import { dummyHash, verifyPassword } from '../../platform/password';
import { type TenantDb, withTenant } from '../../platform/tenancy';
import { hashToken, newRefreshToken, signAccessToken } from '../../platform/tokens';
import { attemptKeys, captchaRequired, clearFailures, recordFailure } from './attempts.service';
import { consumeCaptcha } from './captcha.service';
import { accountsByPhone, consumeCode } from './verify.service';

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
  await db
    .insert(sessions)
    .values({ id: sessionId, accountId, ip: caller.ip, userAgent: caller.userAgent, createdAt: now });
  return issuePair(deps, db, accountId, sessionId);
}

async function issuePair(deps: Deps, db: TenantDb, accountId: number, sessionId: string): Promise<TokenPair> {
  const now = deps.now();
  const refresh = newRefreshToken(db.supplierId);
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refresh),
    expiresAt: now + deps.config.REFRESH_TOKEN_TTL,
    createdAt: now,
  });
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
 * Sign-in with a password or an SMS code (API.md §3): captcha after three failures per username (or phone) or
 * IP in 15 minutes, lockout after the store's maximum of consecutive password failures, a login-log row either
 * way. Failures are committed before they are reported, so a refused sign-in still counts.
 */
export async function login(deps: Deps, input: LoginInput, caller: Caller): Promise<TokenPair> {
  const db = deps.database.db;
  const now = deps.now();
  if (input.type === 'sms') {
    if (!deps.config.SMS_LOGIN_OPEN) throw new AppError('BAD_INPUT', 'smsLoginClosed');
    // For an SMS sign-in the username is the phone and the password the code.
    if (!isPhone(input.username)) throw badInput('phoneInvalid');
  }

  const keys = attemptKeys(input.name, input.username, caller.ip);
  if (await captchaRequired(db, keys, now)) {
    if (!input.captcha) throw new AppError('BAD_INPUT', 'captchaRequired', {}, REFRESH_CAPTCHA);
    if (!(await consumeCaptcha(deps, input.captcha))) {
      throw new AppError('BAD_INPUT', 'captchaWrong', {}, REFRESH_CAPTCHA);
    }
  }

  const attempt =
    input.type === 'sms' ? await smsSignIn(deps, input, caller) : await passwordSignIn(deps, input, caller);
  if (attempt.ok) {
    await clearFailures(db, keys);
    return attempt.tokens;
  }
  await recordFailure(db, keys, now);
  const { error } = attempt;
  const next = (await captchaRequired(db, keys, now)) ? REFRESH_CAPTCHA : error.data;
  throw new AppError(error.code, error.key, error.params, next);
}

async function passwordSignIn(deps: Deps, input: LoginInput, caller: Caller): Promise<Attempt> {
  const db = deps.database.db;
  const [hit] = await rawRows<{ supplier_id: number; account_id: number }>(
    db,
    sql`select supplier_id, account_id::int as account_id from auth_find_account(${input.name}, ${input.username})`,
  );
  if (!hit) {
    await verifyPassword(input.password, await dummyHash());
    return { ok: false, error: new AppError('BAD_INPUT', 'loginFailed') };
  }
  return withTenant(db, hit.supplier_id, (tenant) =>
    signInAttempt(deps, tenant, hit.account_id, caller, (row) =>
      passwordCheck(deps, tenant, hit.account_id, row, input),
    ),
  );
}

/**
 * SMS sign-in: the phone's account (with the store name for an operator) and its latest code. A phone with no
 * account answers as a wrong code does, so the call does not tell which phones have accounts.
 */
async function smsSignIn(deps: Deps, input: LoginInput, caller: Caller): Promise<Attempt> {
  const db = deps.database.db;
  const hits = await accountsByPhone(db, input.name, input.username);
  const [hit] = hits;
  if (hits.length !== 1 || !hit) {
    const right = await consumeCode(deps, db, input.username, 'login', input.password);
    const key = right && hits.length > 1 ? 'smsLoginAmbiguous' : 'smsCodeWrong';
    return { ok: false, error: new AppError('BAD_INPUT', key) };
  }
  return withTenant(db, hit.supplier_id, (tenant) =>
    signInAttempt(deps, tenant, hit.account_id, caller, async () =>
      (await consumeCode(deps, tenant.tx, input.username, 'login', input.password))
        ? undefined
        : { reason: 'sms_code', error: new AppError('BAD_INPUT', 'smsCodeWrong') },
    ),
  );
}

/**
 * WeChat sign-in: the account bound to the openid that the code was exchanged for. The exchange is the
 * credential, so no password is checked; the lock, the store and the account status are, as for any sign-in.
 */
export async function wechatSignIn(
  deps: Deps,
  openid: string,
  name: string,
  caller: Caller,
): Promise<TokenPair> {
  const db = deps.database.db;
  const hits = await rawRows<{ supplier_id: number; account_id: number }>(
    db,
    sql`select supplier_id, account_id::int as account_id from auth_find_accounts_by_openid(${name}, ${openid})`,
  );
  const [hit] = hits;
  if (!hit) throw badInput('wxLoginNotBound');
  if (hits.length > 1) throw badInput('wxLoginAmbiguous');
  const attempt = await withTenant(db, hit.supplier_id, (tenant) =>
    signInAttempt(deps, tenant, hit.account_id, caller, async () => undefined),
  );
  if (!attempt.ok) throw attempt.error;
  return attempt.tokens;
}

interface AccountState {
  readonly passwordHash: string;
  readonly failedLogins: number;
  readonly lockMinutes: number | null;
  readonly maxFailures: number | null;
}

/** Why a credential was refused (the login-log reason and what the user is told), or undefined when it is right. */
type CredentialCheck = (row: AccountState) => Promise<{ reason: string; error: AppError } | undefined>;

/** The password check: a wrong one counts towards the lockout, and the last allowed one locks the account. */
async function passwordCheck(
  deps: Deps,
  db: TenantDb,
  accountId: number,
  row: AccountState,
  input: LoginInput,
): Promise<{ reason: string; error: AppError } | undefined> {
  if (await verifyPassword(input.password, row.passwordHash)) return undefined;
  const now = deps.now();
  const failures = row.failedLogins + 1;
  const maxFailures = row.maxFailures ?? 10;
  const lockMinutes = row.lockMinutes ?? 30;
  const locks = failures >= maxFailures;
  await db
    .update(accounts)
    .set(
      locks
        ? { failedLogins: 0, lockedUntil: now + lockMinutes * 60 }
        : { failedLogins: failures, lockedUntil: null },
    )
    .where(eq(accounts.id, accountId));
  return locks
    ? { reason: 'locked', error: new AppError('BAD_INPUT', 'accountLocked', { minutes: lockMinutes }) }
    : { reason: 'password', error: new AppError('BAD_INPUT', 'loginFailed') };
}

/** One sign-in of a known account: lock and store checks, the credential, the account status, the login log. */
async function signInAttempt(
  deps: Deps,
  db: TenantDb,
  accountId: number,
  caller: Caller,
  checkCredential: CredentialCheck,
): Promise<Attempt> {
  const now = deps.now();
  const [row] = await db
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
    // Both joined on the store alone, which the tenant handle adds: the store's row and its security settings.
    .innerJoin(suppliers, undefined)
    .leftJoin(safeSettings, undefined)
    .where(eq(accounts.id, accountId))
    .for('update', { of: accounts });
  if (!row) return { ok: false, error: new AppError('BAD_INPUT', 'loginFailed') };

  const log = (success: boolean, reason: string) =>
    db.insert(loginLogs).values({
      accountId,
      username: row.username,
      isMain: row.isMain,
      success,
      reason,
      ip: caller.ip,
      userAgent: caller.userAgent,
      createdAt: now,
    });

  if (row.lockedUntil !== null && row.lockedUntil > now) {
    await log(false, 'locked');
    const minutes = Math.ceil((row.lockedUntil - now) / 60);
    return { ok: false, error: new AppError('BAD_INPUT', 'accountLocked', { minutes }) };
  }
  if (row.storeStatus !== 1) {
    await log(false, 'store_disabled');
    return { ok: false, error: new AppError('BAD_INPUT', 'storeDisabled') };
  }
  const refused = await checkCredential(row);
  if (refused) {
    await log(false, refused.reason);
    return { ok: false, error: refused.error };
  }
  // The credential is right: only now say that the account is disabled.
  if (row.status !== 1) {
    await log(false, 'disabled');
    return { ok: false, error: new AppError('BAD_INPUT', 'accountDisabled') };
  }
  await db
    .update(accounts)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: caller.ip })
    .where(eq(accounts.id, accountId));
  await log(true, '');
  return { ok: true, tokens: await openSession(deps, db, accountId, caller) };
}
