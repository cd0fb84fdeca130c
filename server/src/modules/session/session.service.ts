import {
  AppError,
  accounts,
  badInput,
  type Deps,
  dummyHash,
  rawRows,
  type StoreDb,
  verifyPassword,
  withStore,
} from '@yanye/framework/server';
import { isPhone, LABELS } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import {
  addressFailed,
  addressRefusal,
  DEFAULT_RULES,
  type Refusal,
  type StoreRules,
  storeRules,
} from './access.service';
import { attemptKeys, captchaRequired, clearFailures, recordFailure } from './attempts.service';
import { consumeCaptcha } from './captcha.service';
import {
  type AccountState,
  type Attempt,
  addressAttempt,
  type Caller,
  type CredentialCheck,
  refusedAs,
  signInAttempt,
  type TokenPair,
} from './sign-in.service';
import { accountsByPhone, consumeCode } from './verify.service';

/**
 * Sign-in with a password or an SMS code: which store and account the credential names, the captcha, the check of
 * the credential itself. The sign-in of the account found is sign-in.service.ts's.
 */

export interface LoginInput {
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly type: 'account' | 'sms';
  readonly captcha: string;
}

const REFRESH_CAPTCHA = 'refresh_captcha';

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
  const rules = target.store === undefined ? DEFAULT_RULES : await withStore(db, target.store, storeRules);
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
  return withStore(db, target.store, (store) => {
    if (account === undefined) return unknownAccount(deps, store, input, caller, rules);
    const check: CredentialCheck = sms
      ? async () =>
          (await consumeCode(deps, store.tx, input.username, 'login', input.password))
            ? undefined
            : { reason: 'sms_code', error: new AppError('BAD_INPUT', 'smsCodeWrong') }
      : (row) => passwordCheck(deps, store, account, row, input, rules);
    return signInAttempt(deps, store, account, caller, rules, check);
  });
}

/**
 * A sign-in to a known store with a username (or phone) it does not have: the store's address rules hold as
 * for its own accounts, and the failure counts against the address.
 */
async function unknownAccount(
  deps: Deps,
  db: StoreDb,
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

/** The password check: a wrong one counts towards the lockout, and the last allowed one locks the account. */
async function passwordCheck(
  deps: Deps,
  db: StoreDb,
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
