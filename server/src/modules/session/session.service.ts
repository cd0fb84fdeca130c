import { randomUUID } from 'node:crypto';
import { isPhone, LABELS } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/client';
import { accounts, loginLogs, refreshTokens, sessions, suppliers } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { AppError, badInput } from '../../platform/errors';
import { dummyHash, verifyPassword } from '../../platform/password';
import { type TenantDb, withTenant } from '../../platform/tenancy';
import { hashToken, newRefreshToken, signAccessToken } from '../../platform/tokens';
import {
  type AddressAttempt,
  addressFailed,
  addressRefusal,
  addressSignedIn,
  DEFAULT_RULES,
  type Refusal,
  type StoreRules,
  storeRules,
} from './access.service';
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

/**
 * How a sign-in went. A refusal `counts` towards the captcha when it was a try of a credential (or of a locked
 * account); the store turning an address away (allow list, address lock) tries nothing and counts nothing.
 */
type Attempt = { ok: true; tokens: TokenPair } | { ok: false; error: AppError; counts: boolean };

const refusedAs = (key: 'loginFailed' | 'smsCodeWrong' | 'smsLoginAmbiguous'): Attempt => ({
  ok: false,
  error: new AppError('BAD_INPUT', key),
  counts: true,
});

/** The store a sign-in goes to, when it can be told, and the account when the credential names one. */
interface Target {
  readonly store?: number;
  readonly account?: number;
  /** An SMS sign-in whose phone is a main account of several stores: the store name must be given. */
  readonly ambiguous?: boolean;
}

/** The store named by its login name, whatever the username (an empty name names none). */
async function storeNamed(deps: Deps, name: string): Promise<number | undefined> {
  if (name === '') return undefined;
  const [row] = await rawRows<{ id: number | null }>(
    deps.database.db,
    sql`select auth_find_store(${name}) as id`,
  );
  return row?.id ?? undefined;
}

async function passwordTarget(deps: Deps, input: LoginInput): Promise<Target> {
  const [hit] = await rawRows<{ supplier_id: number; account_id: number }>(
    deps.database.db,
    sql`select supplier_id, account_id::int as account_id from auth_find_account(${input.name}, ${input.username})`,
  );
  if (hit) return { store: hit.supplier_id, account: hit.account_id };
  return { store: await storeNamed(deps, input.name) };
}

async function smsTarget(deps: Deps, input: LoginInput): Promise<Target> {
  const hits = await accountsByPhone(deps.database.db, input.name, input.username);
  const [hit] = hits;
  if (hits.length === 1 && hit) return { store: hit.supplier_id, account: hit.account_id };
  return { store: await storeNamed(deps, input.name), ambiguous: hits.length > 1 };
}

/**
 * Sign-in with a password or an SMS code: a captcha after three failures per username (or phone) or
 * IP in 15 minutes, or as the store's safe settings say (after its own number of failures, or always); the
 * store's IP allow list and address locks; lockout after the store's maximum of consecutive password failures;
 * a login-log row either way. Failures are committed before they are reported, so a refused sign-in still counts.
 */
export async function login(deps: Deps, input: LoginInput, caller: Caller): Promise<TokenPair> {
  const db = deps.database.db;
  const now = deps.now();
  if (input.type === 'sms') {
    if (!deps.config.SMS_LOGIN_OPEN) throw new AppError('BAD_INPUT', 'smsLoginClosed');
    // For an SMS sign-in the username is the phone and the password the code.
    if (!isPhone(input.username))
      throw badInput('phoneInvalid', { field: LABELS.mobile }, { field: 'username' });
  }

  const keys = attemptKeys(input.name, input.username, caller.ip);
  const target = input.type === 'sms' ? await smsTarget(deps, input) : await passwordTarget(deps, input);
  // A store that cannot be told (an unknown main account) keeps the rule of three failures across stores.
  const rules = target.store === undefined ? DEFAULT_RULES : await withTenant(db, target.store, storeRules);
  const captchaNeeded = async () =>
    rules.captchaMode === 'always' || (await captchaRequired(db, keys, now, rules.captchaAfter));
  if (await captchaNeeded()) {
    if (!input.captcha) throw new AppError('BAD_INPUT', 'captchaRequired', {}, REFRESH_CAPTCHA);
    if (!(await consumeCaptcha(deps, input.captcha))) {
      throw new AppError('BAD_INPUT', 'captchaWrong', {}, REFRESH_CAPTCHA);
    }
  }

  const attempt = await attemptOn(deps, input, caller, target, rules);
  if (attempt.ok) {
    await clearFailures(db, keys);
    return attempt.tokens;
  }
  if (attempt.counts) await recordFailure(db, keys, now);
  const { error } = attempt;
  const next = (await captchaNeeded()) ? REFRESH_CAPTCHA : error.data;
  throw new AppError(error.code, error.key, error.params, next);
}

/** The sign-in itself, in the store's transaction when the store is known. */
async function attemptOn(
  deps: Deps,
  input: LoginInput,
  caller: Caller,
  target: Target,
  rules: StoreRules,
): Promise<Attempt> {
  const db = deps.database.db;
  const sms = input.type === 'sms';
  if (target.store === undefined) {
    // Nothing to sign in to: the same work and the same answer as a wrong credential, so the call does not
    // tell which usernames or phones have accounts.
    if (!sms) {
      await verifyPassword(input.password, await dummyHash());
      return refusedAs('loginFailed');
    }
    const right = await consumeCode(deps, db, input.username, 'login', input.password);
    return refusedAs(right && target.ambiguous ? 'smsLoginAmbiguous' : 'smsCodeWrong');
  }
  const { account } = target;
  return withTenant(db, target.store, (tenant) => {
    if (account === undefined) return unknownAccount(deps, tenant, input, caller, rules);
    const check: CredentialCheck = sms
      ? async () =>
          (await consumeCode(deps, tenant.tx, input.username, 'login', input.password))
            ? undefined
            : { reason: 'sms_code', error: new AppError('BAD_INPUT', 'smsCodeWrong') }
      : (row) => passwordCheck(deps, tenant, account, row, input, rules);
    return signInAttempt(deps, tenant, account, caller, rules, check);
  });
}

/** The attempt as the store's record of addresses sees it, at the time it is made. */
function addressAttempt(deps: Deps, caller: Caller, rules: StoreRules): AddressAttempt {
  return { rules, ip: caller.ip, now: deps.now(), timeZone: deps.config.TIME_ZONE };
}

/**
 * A sign-in to a known store with a username (or phone) it does not have: the store's address rules hold as
 * for its own accounts, and the failure counts against the address.
 */
async function unknownAccount(
  deps: Deps,
  db: TenantDb,
  input: LoginInput,
  caller: Caller,
  rules: StoreRules,
): Promise<Attempt> {
  const address = addressAttempt(deps, caller, rules);
  const refused = await addressRefusal(db, address);
  if (refused) return { ok: false, error: refused.error, counts: false };
  const sms = input.type === 'sms';
  if (sms) await consumeCode(deps, db.tx, input.username, 'login', input.password);
  else await verifyPassword(input.password, await dummyHash());
  const locked = await addressFailed(db, address);
  if (locked) return { ok: false, error: locked.error, counts: true };
  return refusedAs(sms ? 'smsCodeWrong' : 'loginFailed');
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
  const attempt = await withTenant(deps.database.db, supplierId, async (tenant) =>
    signInAttempt(deps, tenant, accountId, caller, await storeRules(tenant), async () => undefined),
  );
  if (!attempt.ok) throw attempt.error;
  return attempt.tokens;
}

interface AccountState {
  readonly passwordHash: string;
  readonly failedLogins: number;
}

/** Why a credential was refused (the login-log reason and what the user is told), or undefined when it is right. */
type CredentialCheck = (row: AccountState) => Promise<Refusal | undefined>;

/** The password check: a wrong one counts towards the lockout, and the last allowed one locks the account. */
async function passwordCheck(
  deps: Deps,
  db: TenantDb,
  accountId: number,
  row: AccountState,
  input: LoginInput,
  rules: StoreRules,
): Promise<Refusal | undefined> {
  if (await verifyPassword(input.password, row.passwordHash)) return undefined;
  const now = deps.now();
  const failures = row.failedLogins + 1;
  const { maxFailures, lockMinutes } = rules;
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

/**
 * One sign-in of a known account: the store's address rules, the account lock and the store's status, the
 * credential, the account status, the login log and the address's record.
 */
async function signInAttempt(
  deps: Deps,
  db: TenantDb,
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
    // Joined on the store alone, which the tenant handle adds: the store's own row.
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
