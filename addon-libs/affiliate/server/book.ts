import type { StoreDb } from '@yanye/addon-kit/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { UnionTables } from './tables';
import type { UnionOrder } from './union';

/** What booking a batch of union orders did. */
export interface Booked {
  readonly created: number;
  readonly updated: number;
  /** Of the created and updated, how many took a new state (each a row of the order's events). */
  readonly changed: number;
}

/** The newest word on each order of a batch: a page may repeat an order the union changed meanwhile. */
function newestByNo(orders: readonly UnionOrder[]): UnionOrder[] {
  const byNo = new Map<string, UnionOrder>();
  for (const o of orders) {
    const held = byNo.get(o.orderNo);
    if (!held || o.modifiedAt >= held.modifiedAt) byNo.set(o.orderNo, o);
  }
  return [...byNo.values()];
}

const columnsOf = (o: UnionOrder, userId: number | null) => ({
  parentNo: o.parentNo,
  goodsId: o.goodsId,
  goodsName: o.goodsName,
  goodsImage: o.goodsImage,
  quantity: o.quantity,
  paidAmount: o.paidAmount,
  rate: o.rate,
  estimatedCommission: o.estimatedCommission,
  settledCommission: o.settledCommission,
  state: o.state,
  account: o.account,
  pid: o.pid,
  unionUserId: userId,
  orderedAt: o.orderedAt,
  paidAt: o.paidAt,
  settledAt: o.settledAt,
  unionModifiedAt: o.modifiedAt,
});

/** Whether a held row already says all the union now says (a repeat of the same word). */
function same(held: Record<string, unknown>, next: Record<string, unknown>): boolean {
  return Object.entries(next).every(([k, v]) => held[k] === v);
}

/**
 * Books what the union said of its orders, idempotently: one row per union order id (a new one inserted, a
 * known one updated in place), never an older word over a newer one, and each new state kept as an event. A
 * sync and a push of the same order, or two syncs, may run at once: the insert claims the id, the loser
 * updates the row it locked.
 */
export async function bookOrders(
  db: StoreDb,
  tables: UnionTables,
  batch: readonly UnionOrder[],
  source: 'sync' | 'push',
  now: number,
): Promise<Booked> {
  const { orders, users, orderEvents } = tables;
  const fresh = newestByNo(batch);
  if (fresh.length === 0) return { created: 0, updated: 0, changed: 0 };
  const accounts = [...new Set(fresh.map((o) => o.account).filter((a) => a !== ''))];
  const linked = accounts.length
    ? await db
        .select({ id: users.id, account: users.account })
        .from(users)
        .where(inArray(users.account, accounts))
    : [];
  const userOf = new Map(linked.map((u) => [u.account, u.id]));
  let created = 0;
  let updated = 0;
  let changed = 0;
  for (const o of fresh) {
    const values = columnsOf(o, userOf.get(o.account) ?? null);
    const [made] = await db
      .insert(orders)
      .values({ orderNo: o.orderNo, ...values, source, syncedAt: now, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (made) {
      created++;
      changed++;
      await db.insert(orderEvents).values({
        orderId: made.id,
        fromState: '',
        toState: o.state,
        source,
        at: o.modifiedAt,
        createdAt: now,
      });
      continue;
    }
    const [held] = await db.select().from(orders).where(eq(orders.orderNo, o.orderNo)).for('update');
    if (!held || o.modifiedAt < held.unionModifiedAt) continue;
    if (same(held as unknown as Record<string, unknown>, values)) continue;
    await db
      .update(orders)
      .set({ ...values, source, syncedAt: now, updatedAt: now })
      .where(and(eq(orders.id, held.id)));
    updated++;
    if (held.state !== o.state) {
      changed++;
      await db.insert(orderEvents).values({
        orderId: held.id,
        fromState: held.state,
        toState: o.state,
        source,
        at: o.modifiedAt,
        createdAt: now,
      });
    }
  }
  return { created, updated, changed };
}
