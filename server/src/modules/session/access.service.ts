import {
  type AllowList,
  AppError,
  accessIps,
  formatDateTime,
  ipAllowed,
  type StoreDb,
  safeSettings,
  shownAddress,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';

/**
 * A store's own sign-in rules (safe settings): the captcha, the IP allow list, and the record of
 * every address that signs in to it (access IPs), which locks an address after too many failures in a row.
 */

/** The rules of a store's sign-ins, as its safe settings say (a store without a row has the defaults). */
export interface StoreRules {
  readonly maxFailures: number;
  readonly lockMinutes: number;
  readonly captchaMode: 'after_failures' | 'always';
  readonly captchaAfter: number;
  readonly allow: AllowList;
}

/** A sign-in attempt as the record of addresses sees it: the store's rules, the address, when, in what zone. */
export interface AddressAttempt {
  readonly rules: StoreRules;
  readonly ip: string;
  readonly now: number;
  readonly timeZone: string;
}

/** The table's defaults: what a store that never saved its settings has. */
export const DEFAULT_RULES: StoreRules = {
  maxFailures: 10,
  lockMinutes: 30,
  captchaMode: 'after_failures',
  captchaAfter: 3,
  allow: { on: false, entries: [] },
};

const MESSAGES = {
  ipNotAllowed: T('当前 IP 地址 {ip} 不在该店铺的 IP 白名单内，不能登录'),
  ipLocked: T('该 IP 地址登录失败次数过多，已锁定至 {until}，请届时再试'),
};

/** The store's sign-in rules, read in its transaction. */
export async function storeRules(db: StoreDb): Promise<StoreRules> {
  const [row] = await db.select().from(safeSettings);
  if (!row) return DEFAULT_RULES;
  return {
    maxFailures: row.maxLoginFailures,
    lockMinutes: row.loginLockMinutes,
    captchaMode: row.captchaMode,
    captchaAfter: row.captchaAfterFailures,
    allow: { on: row.ipAllowOn, entries: row.ipAllowList },
  };
}

/** A sign-in refused before its credential is looked at: the login-log reason and what the caller is told. */
export interface Refusal {
  readonly reason: string;
  readonly error: AppError;
}

function lockedError(until: number, timeZone: string): AppError {
  return new AppError('BAD_INPUT', MESSAGES.ipLocked, {
    until: formatDateTime(until, timeZone).slice(0, 16),
  });
}

/**
 * Whether the store turns the caller's address away before any credential is tried: outside its allow list
 * (reason `ip`), or locked after too many failures (reason `ip_locked`, until when).
 */
export async function addressRefusal(
  db: StoreDb,
  { rules, ip, now, timeZone }: AddressAttempt,
): Promise<Refusal | undefined> {
  if (!ipAllowed(rules.allow, ip)) {
    return {
      reason: 'ip',
      error: new AppError('NO_PERMISSION', MESSAGES.ipNotAllowed, { ip: shownAddress(ip) }),
    };
  }
  const [row] = await db
    .select({ lockedUntil: accessIps.lockedUntil })
    .from(accessIps)
    .where(eq(accessIps.ip, ip));
  if (row?.lockedUntil && row.lockedUntil > now) {
    return { reason: 'ip_locked', error: lockedError(row.lockedUntil, timeZone) };
  }
  return undefined;
}

/** A sign-in that got in: the address signs in once more, and its failures in a row start again. */
export async function addressSignedIn(db: StoreDb, ip: string, now: number): Promise<void> {
  await db
    .insert(accessIps)
    .values({ ip, signIns: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [accessIps.supplierId, accessIps.ip],
      set: {
        signIns: sql`${accessIps.signIns} + 1`,
        recentFailures: 0,
        lockedUntil: null,
        lastSeenAt: now,
      },
    });
}

/**
 * A failed sign-in from the address: counted, and the one that reaches the store's maximum of failures in a row
 * locks the address for the store's lock time (and starts the count again for when the lock lapses). Answers
 * the refusal to tell when this failure locked it.
 */
export async function addressFailed(
  db: StoreDb,
  { rules, ip, now, timeZone }: AddressAttempt,
): Promise<Refusal | undefined> {
  const until = now + rules.lockMinutes * 60;
  const first = rules.maxFailures <= 1;
  const reaches = sql`${accessIps.recentFailures} + 1 >= ${rules.maxFailures}`;
  const [row] = await db
    .insert(accessIps)
    .values({
      ip,
      failures: 1,
      recentFailures: first ? 0 : 1,
      lockedUntil: first ? until : null,
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: [accessIps.supplierId, accessIps.ip],
      set: {
        failures: sql`${accessIps.failures} + 1`,
        recentFailures: sql`case when ${reaches} then 0 else ${accessIps.recentFailures} + 1 end`,
        // A lock that has lapsed is cleared by the next attempt, so the list shows only real locks.
        lockedUntil: sql`case when ${reaches} then ${until}::bigint
          when ${accessIps.lockedUntil} > ${now}::bigint then ${accessIps.lockedUntil} end`,
        lastSeenAt: now,
      },
    })
    .returning({ lockedUntil: accessIps.lockedUntil });
  if (row?.lockedUntil === until) return { reason: 'ip_locked', error: lockedError(until, timeZone) };
  return undefined;
}
