import { apiTitle } from '@yanye/catalog';
import { isPlainText } from '@yanye/protocol';
import { operatorLogs } from '../db/schema';
import type { Principal } from './context';
import type { TenantDb } from './tenancy';

export interface OperatorLogEntry {
  readonly api: string;
  readonly ip: string;
  /** The browser or client that made the call (its `user-agent`). */
  readonly userAgent?: string;
  readonly target?: string;
  readonly summary?: string;
}

/**
 * A text the log can hold whatever a handler's note carries: control characters and half characters
 * dropped, cut by characters (never in the middle of an emoji).
 */
function loggable(text: string, max: number): string {
  return Array.from(text)
    .filter((c) => isPlainText(c, true))
    .slice(0, max)
    .join('');
}

/** Records a successful write in the same transaction as the write itself: both land or neither. */
export async function recordOperatorLog(
  db: TenantDb,
  who: Principal,
  entry: OperatorLogEntry,
): Promise<void> {
  const summary = entry.summary ?? apiTitle(entry.api)?.zh ?? entry.api;
  await db.insert(operatorLogs).values({
    accountId: who.accountId,
    username: who.username,
    api: entry.api,
    target: loggable(entry.target ?? '', 200),
    summary: loggable(summary, 500),
    ip: entry.ip,
    userAgent: loggable(entry.userAgent ?? '', 300),
  });
}
