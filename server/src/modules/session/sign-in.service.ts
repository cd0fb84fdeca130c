/**
 * One sign-in of an account already found: the store's address rules, the account's lock and state, the
 * credential as the caller checks it, the login log, and the session it opens with its first pair of tokens.
 * Every way in (a password, an SMS code, a provider's word) ends here.
 */
import { randomUUID } from 'node:crypto';
import {
  AppError,
  accounts,
  badInput,
  type Deps,
  hashToken,
  loginLogs,
  newRefreshToken,
  rawRows,
  refreshTokens,
  type StoreDb,
  sessions,
  signAccessToken,
  suppliers,
  withStore,
} from '@yanye/framework/server';
import { eq, sql } from 'drizzle-orm';
import {
  type AddressAttempt,
  addressFailed,
  addressRefusal,
  addressSignedIn,
  type Refusal,
  type StoreRules,
  storeRules,
} from './access.service';

export interface Caller {
  readonly ip: string;
  readonly userAgent: string;
}

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

/** Starts a session (a refresh family) and hands out its first pair of tokens. */
async function openSession(deps: Deps, db: StoreDb, accountId: number, caller: Caller): Promise<TokenPair> {
  const now = deps.now();
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    accountId,
    ip: caller.ip,
    userAgent: caller.userAgent,
    createdAt: now,
    lastSeenAt: now,
  });
  return issuePair(deps, db, accountId, sessionId);
}

async function issuePair(deps: Deps, db: StoreDb, accountId: number, sessionId: string): Promise<TokenPair> {
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

/**
 * How a sign-in went. A refusal `counts` towards the captcha when it was a try of a credential (or of a locked
 * account); the store turning an address away (allow list, address lock) tries nothing and counts nothing.
 */
export type Attempt = { ok: true; tokens: TokenPair } | { ok: false; error: AppError; counts: boolean };

export const refusedAs = (key: 'loginFailed' | 'smsCodeWrong' | 'smsLoginAmbiguous'): Attempt => ({
  ok: false,
  error: new AppError('BAD_INPUT', key),
  counts: true,
});

/** The attempt as the store's record of addresses sees it, at the time it is made. */
export function addressAttempt(deps: Deps, caller: Caller, rules: StoreRules): AddressAttempt {
  return { rules, ip: caller.ip, now: deps.now(), timeZone: deps.config.TIME_ZONE };
}

/**
 * WeChat sign-in: the account bound to the openid that the code was exchanged for. The exchange is the
 * credential, so no password is checked; the lock, the store, its address rules and the account status are, as
 * for any sign-in.
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
  return signInAccount(deps, hit.supplier_id, hit.account_id, caller);
}

/**
 * Signs in an account a provider vouched for (a WeChat scan, a store's own sign-in app of its social add-on):
 * the store's address rules, the account's lock and state and the login log apply as to any sign-in, with no
 * credential to check beyond the provider's word.
 */
export async function signInAccount(
  deps: Deps,
  supplierId: number,
  accountId: number,
  caller: Caller,
): Promise<TokenPair> {
  const attempt = await withStore(deps.database.db, supplierId, async (store) =>
    signInAttempt(deps, store, accountId, caller, await storeRules(store), async () => undefined),
  );
  if (!attempt.ok) throw attempt.error;
  return attempt.tokens;
}

export interface AccountState {
  readonly passwordHash: string;
  readonly failedLogins: number;
}

/** Why a credential was refused (the login-log reason and what the user is told), or undefined when it is right. */
export type CredentialCheck = (row: AccountState) => Promise<Refusal | undefined>;

/**
 * One sign-in of a known account: the store's address rules, the account lock and the store's status, the
 * credential, the account status, the login log and the address's record.
 */
export async function signInAttempt(
  deps: Deps,
  db: StoreDb,
  accountId: number,
  caller: Caller,
  rules: StoreRules,
  checkCredential: CredentialCheck,
): Promise<Attempt> {
  const address = addressAttempt(deps, caller, rules);
  const { now } = address;
  const [row] = await db
    .select({
      username: accounts.username,
      passwordHash: accounts.passwordHash,
      isMain: accounts.isMain,
      status: accounts.status,
      failedLogins: accounts.failedLogins,
      lockedUntil: accounts.lockedUntil,
      storeStatus: suppliers.status,
    })
    .from(accounts)
    // Joined on the store alone, which the store handle adds: the store's own row.
    .innerJoin(suppliers, undefined)
    .where(eq(accounts.id, accountId))
    .for('update', { of: accounts });
  if (!row) return refusedAs('loginFailed');

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

  const turnedAway = await addressRefusal(db, address);
  if (turnedAway) {
    await log(false, turnedAway.reason);
    return { ok: false, error: turnedAway.error, counts: false };
  }
  if (row.lockedUntil !== null && row.lockedUntil > now) {
    await log(false, 'locked');
    const minutes = Math.ceil((row.lockedUntil - now) / 60);
    return { ok: false, error: new AppError('BAD_INPUT', 'accountLocked', { minutes }), counts: true };
  }
  if (row.storeStatus !== 1) {
    await log(false, 'store_disabled');
    return { ok: false, error: new AppError('BAD_INPUT', 'storeDisabled'), counts: true };
  }
  const refused = await checkCredential(row);
  if (refused) {
    await log(false, refused.reason);
    const addressLocked = await addressFailed(db, address);
    // The account's own lock says so first; otherwise a failure that locks the address says until when.
    const error = refused.reason === 'locked' ? refused.error : (addressLocked?.error ?? refused.error);
    return { ok: false, error, counts: true };
  }
  // The credential is right: only now say that the account is disabled.
  if (row.status !== 1) {
    await log(false, 'disabled');
    return { ok: false, error: new AppError('BAD_INPUT', 'accountDisabled'), counts: true };
  }
  await db
    .update(accounts)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, lastLoginIp: caller.ip })
    .where(eq(accounts.id, accountId));
  await log(true, '');
  await addressSignedIn(db, caller.ip, now);
  return { ok: true, tokens: await openSession(deps, db, accountId, caller) };
}
