/** The SQLSTATE of an error from either driver, also when Drizzle wraps it (DrizzleQueryError keeps it as cause). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * The database gave up the transaction to let another go on (deadlock 40P01, serialization failure 40001): the
 * same work run again will succeed.
 */
export function isRetryable(error: unknown): boolean {
  const state = sqlState(error);
  return state === '40P01' || state === '40001';
}

/** A request's principal guard failed (SQLSTATE YA001, raised by auth_check in drizzle/repeatable/tenancy.sql). */
export function isStalePrincipal(error: unknown): boolean {
  return sqlState(error) === 'YA001';
}

/**
 * A write's receipt was taken over by its twin before the write settled it (SQLSTATE YR001, raised by
 * receipt_settle in drizzle/repeatable/tenancy.sql): the write rolled back, the twin's is the one done.
 */
export function isReceiptTakenOver(error: unknown): boolean {
  return sqlState(error) === 'YR001';
}

/**
 * A statement found its transaction aborted by an earlier error (SQLSTATE 25P02): never the cause, only its
 * echo.
 */
export function isAbortedBefore(error: unknown): boolean {
  return sqlState(error) === '25P02';
}
