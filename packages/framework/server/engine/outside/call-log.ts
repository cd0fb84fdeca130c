import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/handle';
import { serviceCalls } from '../../db/schema';
import { type StoreDb, withStore } from '../../platform/tenancy';

export type CallOutcome = 'ok' | 'refused' | 'failed' | 'timeout' | 'unreachable' | 'bad_answer';

/** One attempt of a call, masked, as the call log keeps it. */
export interface CallEntry {
  readonly service: string;
  readonly op: string;
  readonly method: string;
  readonly url: string;
  readonly request: string;
  readonly status: number;
  readonly answer: string;
  readonly outcome: CallOutcome;
  readonly error: string;
  readonly attempt: number;
  readonly local: boolean;
  readonly durationMs: number;
  readonly at: number;
}

/**
 * The attempts of a request's calls, kept in memory until they can be written: a call is made outside any
 * transaction (a slow service must not hold one), and a refused call rolls its request back, yet its log row
 * must stay. `write` runs after the request's work, in a transaction of its own.
 */
export class CallLog {
  readonly entries: CallEntry[] = [];

  push(entry: CallEntry): void {
    this.entries.push(entry);
  }

  /** Writes what was pushed through a handle bound to the store (a transaction that will commit). */
  async writeIn(db: StoreDb): Promise<void> {
    const rows = this.entries.splice(0);
    if (rows.length === 0) return;
    const written = await db
      .insert(serviceCalls)
      .values(
        rows.map((e) => ({
          service: e.service,
          op: e.op,
          method: e.method,
          url: e.url.slice(0, 1000),
          request: e.request,
          status: e.status,
          answer: e.answer,
          outcome: e.outcome,
          error: e.error,
          attempt: e.attempt,
          local: e.local ? 1 : 0,
          durationMs: Math.min(e.durationMs, 2_147_483_647),
          createdAt: e.at,
        })),
      )
      .returning({ id: serviceCalls.id });
    // Now and then (every TRIM_EVERY ids of the store) the log is cut back to its newest rows.
    if (written.some((w) => w.id % TRIM_EVERY === 0))
      for (const service of new Set(rows.map((r) => r.service))) await trimCalls(db, service);
  }

  /** Writes what was pushed in a transaction of its own. */
  async write(db: AppDb, supplierId: number): Promise<void> {
    if (this.entries.length === 0) return;
    await withStore(db, supplierId, (store) => this.writeIn(store));
  }
}

const MASK = '******';

/**
 * Hides each secret wherever it appears in a logged text (a URL, a body, an answer echoing it), also as a URL
 * or a query string encodes it. Values shorter than 4 characters are not secrets worth the name and would mask
 * everything.
 */
export function masker(secrets: readonly string[]): (text: string) => string {
  const needles = [
    ...new Set(
      secrets
        .filter((s) => s.length >= 4)
        // A query string encodes as forms do (`!` as %21, a space as +), not as encodeURIComponent.
        .flatMap((s) => [s, encodeURIComponent(s), new URLSearchParams({ s }).toString().slice(2)]),
    ),
  ].sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const n of needles) out = out.split(n).join(MASK);
    return out;
  };
}

/** Rows kept per store and service: the newest. A store's log is read, not archived. */
const KEEP = 2000;
const TRIM_EVERY = 200;

/** The latest calls of a service in the caller's store, newest first, one page. */
export async function listCalls(db: StoreDb, service: string, page: number, limit: number) {
  const rows = await db
    .select()
    .from(serviceCalls)
    .where(eq(serviceCalls.service, service))
    .orderBy(desc(serviceCalls.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** Drops a service's rows beyond the newest KEEP. */
export async function trimCalls(db: StoreDb, service: string): Promise<number> {
  const [edge] = await db
    .select({ id: serviceCalls.id })
    .from(serviceCalls)
    .where(eq(serviceCalls.service, service))
    .orderBy(desc(serviceCalls.id))
    .offset(KEEP)
    .limit(1);
  if (!edge) return 0;
  const gone = await db
    .delete(serviceCalls)
    .where(and(eq(serviceCalls.service, service), lt(serviceCalls.id, edge.id + 1)))
    .returning({ id: serviceCalls.id });
  return gone.length;
}
