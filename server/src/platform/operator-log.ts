import { apiTitle } from '@yanye/catalog';
import { operatorLogs } from '../db/schema';
import type { Principal } from './context';
import type { TenantDb } from './tenancy';

export interface OperatorLogEntry {
  readonly api: string;
  readonly ip: string;
  readonly target?: string;
  readonly summary?: string;
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
    target: (entry.target ?? '').slice(0, 200),
    summary: summary.slice(0, 500),
    ip: entry.ip,
  });
}
