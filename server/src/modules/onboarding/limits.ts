import { AppError, loginAttempts, type Queryable } from '@yanye/framework/server';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';

/**
 * Limits per application (per phone): the address limits (each contract's `perMinute`) hold a script at one
 * address; these hold a script that spreads over many addresses but works on one application. The events are
 * kept in the platform's counter table of sign-in attempts (`login_attempts`: a key and a time, swept after a
 * day), under keys of their own (`enter:<what>:<application>`).
 */
export const APPLICATION_LIMITS = {
  /** Enter (the details sent or corrected) per hour. */
  enter: { max: 30, window: 3600 },
  /** Licences uploaded per day. */
  upload: { max: 60, window: 86_400 },
} as const;

export type LimitedAction = keyof typeof APPLICATION_LIMITS;

/**
 * Counts one `action` of the application, refusing with 429 when its window is full. Two racing calls take turns
 * (an advisory lock on the key), so the limit holds exactly.
 */
export async function spend(
  db: Queryable,
  action: LimitedAction,
  applicationId: number,
  now: number,
): Promise<void> {
  const { max, window } = APPLICATION_LIMITS[action];
  const key = `enter:${action}:${applicationId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const [used] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gte(loginAttempts.createdAt, now - window)));
  if ((used?.n ?? 0) >= max) throw new AppError('TOO_MANY_REQUESTS', 'tooManyRequests');
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.key, key), lt(loginAttempts.createdAt, now - window)));
  await db.insert(loginAttempts).values({ key, createdAt: now });
}
