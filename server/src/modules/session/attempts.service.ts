import { type AppDb, loginAttempts } from '@yanye/framework/server';
import { and, count, gte, inArray, lt } from 'drizzle-orm';

/** Failures within this window count towards the captcha. */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;
export const CAPTCHA_AFTER_FAILURES = 3;

/** The counters one sign-in touches: its username (with the store) and its IP. */
export function attemptKeys(store: string, username: string, ip: string): string[] {
  return [`user:${store.toLowerCase()}/${username.toLowerCase()}`, `ip:${ip}`];
}

/**
 * True when the username or the IP has failed `after` times in the last 15 minutes: three, or the number the
 * store being signed in to sets in its safe settings.
 */
export async function captchaRequired(
  db: AppDb,
  keys: readonly string[],
  now: number,
  after = CAPTCHA_AFTER_FAILURES,
): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key, n: count() })
    .from(loginAttempts)
    .where(
      and(inArray(loginAttempts.key, [...keys]), gte(loginAttempts.createdAt, now - ATTEMPT_WINDOW_SECONDS)),
    )
    .groupBy(loginAttempts.key);
  return rows.some((r) => r.n >= after);
}

export async function recordFailure(db: AppDb, keys: readonly string[], now: number): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows are of no use to any window; dropping them here keeps the table small without a timer.
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, now - 24 * 3600));
}

/** A successful sign-in clears the username's failures (the IP's stay: they may be someone else's). */
export async function clearFailures(db: AppDb, keys: readonly string[]): Promise<void> {
  const [userKey] = keys;
  if (userKey) await db.delete(loginAttempts).where(inArray(loginAttempts.key, [userKey]));
}
