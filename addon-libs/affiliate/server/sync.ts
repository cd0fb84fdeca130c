import type { ServiceClient, ServiceSettings, StoreDb, UnionSyncRun } from '@yanye/addon-kit/server';
import { and, desc, eq } from 'drizzle-orm';
import { type Booked, bookOrders } from './book';
import type { UnionTables } from './tables';
import { assertAuthorized } from './token';
import { fetchOrderPage, type UnionAdapter, type UnionOrder } from './union';

/** Seconds between scheduled syncs. */
export const SYNC_EVERY = 600;
/** How far back a sync starts again, so an order the union changed while the last one ran is not missed. */
const OVERLAP = 300;
/** The first sync of a store reaches back a day; no sync reaches back more than the unions keep at hand. */
const FIRST_REACH = 86_400;
const LONGEST_REACH = 7 * 86_400;
/** Calls one run may make; a longer gap is caught up by the runs after it, from where this one stopped. */
const MAX_CALLS = 40;

/** What a sync will ask: the whole span, cut into windows the union accepts. */
export interface SyncPlan {
  readonly start: number;
  readonly end: number;
  readonly windows: readonly { readonly start: number; readonly end: number }[];
  readonly startedAt: number;
}

/** The end of the store's last good sync, or 0. */
async function lastSynced(db: StoreDb, tables: UnionTables): Promise<number> {
  const [row] = await db
    .select({ end: tables.syncs.windowEnd })
    .from(tables.syncs)
    .where(eq(tables.syncs.state, 'ok'))
    .orderBy(desc(tables.syncs.windowEnd))
    .limit(1);
  return row?.end ?? 0;
}

/**
 * Plans a sync: refuses one that cannot reach the union (no keys, no token, a lapsed token), then the span
 * from the last good sync (a little before it) to now, or the last `hours` when asked, cut into the union's
 * windows.
 */
export async function planSync(
  db: StoreDb,
  u: UnionAdapter,
  settings: ServiceSettings,
  now: number,
  timeZone: string,
  hours?: number,
): Promise<SyncPlan> {
  await assertAuthorized(db, u.tables, settings, now, timeZone);
  const last = await lastSynced(db, u.tables);
  const wanted = hours !== undefined ? now - hours * 3_600 : last > 0 ? last - OVERLAP : now - FIRST_REACH;
  const start = Math.min(now, Math.max(wanted, now - LONGEST_REACH));
  const windows: { start: number; end: number }[] = [];
  for (let from = start; from < now; from += u.orders.maxWindow)
    windows.push({ start: from, end: Math.min(now, from + u.orders.maxWindow) });
  return { start, end: now, windows, startedAt: now };
}

/** What a sync brought back: the orders, the calls it took, and how far it got (the end of its last window). */
export interface Fetched {
  readonly orders: readonly UnionOrder[];
  readonly calls: number;
  readonly end: number;
}

/** Asks the union for each window's orders, page after page, within the run's calls. */
export async function fetchSync(u: UnionAdapter, client: ServiceClient, plan: SyncPlan): Promise<Fetched> {
  const orders: UnionOrder[] = [];
  let calls = 0;
  let reached = plan.start;
  for (const w of plan.windows) {
    let page = 1;
    let cursor = '';
    for (;;) {
      if (calls >= MAX_CALLS) return { orders, calls, end: reached };
      const got = await fetchOrderPage(u, client, { start: w.start, end: w.end, page, cursor });
      calls++;
      orders.push(...got.orders);
      if (!got.more || got.orders.length === 0) break;
      page++;
      cursor = got.cursor;
    }
    reached = w.end;
  }
  return { orders, calls, end: reached };
}

type RunRow = UnionTables['syncs']['$inferSelect'];

const runView = (r: RunRow): UnionSyncRun => ({
  id: r.id,
  mode: r.mode === 'manual' ? 'manual' : 'scheduled',
  window_start: r.windowStart,
  window_end: r.windowEnd,
  fetched: r.fetched,
  created: r.created,
  updated: r.updated,
  changed: r.changed,
  calls: r.calls,
  state: r.state === 'ok' ? 'ok' : 'failed',
  error: r.error,
  started_at: r.startedAt,
  finished_at: r.finishedAt,
});

/** Books a run's orders and keeps the run; answers the run as the sync screen shows it. */
export async function bookSync(
  db: StoreDb,
  tables: UnionTables,
  plan: SyncPlan,
  got: Fetched,
  mode: 'manual' | 'scheduled',
  now: number,
): Promise<UnionSyncRun> {
  const booked: Booked = await bookOrders(db, tables, got.orders, 'sync', now);
  const [row] = await db
    .insert(tables.syncs)
    .values({
      mode,
      windowStart: plan.start,
      windowEnd: got.end,
      fetched: got.orders.length,
      ...booked,
      calls: got.calls,
      state: 'ok',
      startedAt: plan.startedAt,
      finishedAt: now,
    })
    .returning();
  return runView(row!);
}

/** Keeps a scheduled run the union failed (the screen shows it; the call log has the detail). */
export async function recordFailedSync(
  db: StoreDb,
  tables: UnionTables,
  plan: SyncPlan,
  error: string,
  now: number,
): Promise<void> {
  await db.insert(tables.syncs).values({
    mode: 'scheduled',
    windowStart: plan.start,
    windowEnd: plan.start,
    state: 'failed',
    error: error.slice(0, 500),
    startedAt: plan.startedAt,
    finishedAt: now,
  });
}

/** The latest runs, newest first. */
export async function latestRuns(db: StoreDb, tables: UnionTables, limit: number): Promise<UnionSyncRun[]> {
  const rows = await db.select().from(tables.syncs).orderBy(desc(tables.syncs.id)).limit(limit);
  return rows.map(runView);
}

/** The latest state changes of the store's orders, newest first, with the order they moved. */
export async function latestChanges(db: StoreDb, tables: UnionTables, limit: number) {
  const { orderEvents: e, orders: o } = tables;
  return db
    .select({
      orderNo: o.orderNo,
      goods: o.goodsName,
      from: e.fromState,
      to: e.toState,
      source: e.source,
      at: e.at,
    })
    .from(e)
    .innerJoin(o, and(eq(o.id, e.orderId)))
    .orderBy(desc(e.id))
    .limit(limit);
}
