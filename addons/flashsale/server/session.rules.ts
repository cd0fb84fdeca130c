import { conflict, type StoreDb } from '@yanye/addon-kit/server';
import { and, count, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { flashsaleItems, flashsaleOrders, flashsales } from './tables';
import { FLASHSALE_MESSAGES } from './texts';

const f = flashsales;
const i = flashsaleItems;

type Slot = Pick<typeof flashsales.$inferSelect, 'id' | 'startAt' | 'endAt'>;

/**
 * Refuses to publish a session that sells a goods item another published session sells at the same time: the app
 * could not say which flash price holds. Reads the session's lines as written; sessions that have ended by their
 * times no longer count.
 */
export async function assertNoOverlap(db: StoreDb, me: Slot, now: number): Promise<void> {
  const id = me.id;
  const other = alias(flashsales, 'other');
  const otherItems = alias(flashsaleItems, 'other_items');
  const [clash] = await db
    .select({ goods: i.goodsName, other: other.title })
    .from(i)
    .innerJoin(otherItems, and(eq(otherItems.supplierId, i.supplierId), eq(otherItems.goodsId, i.goodsId)))
    .innerJoin(other, and(eq(other.supplierId, otherItems.supplierId), eq(other.id, otherItems.docId)))
    .where(
      and(
        eq(i.docId, id),
        ne(other.id, id),
        inArray(other.status, ['scheduled', 'running']),
        gt(other.endAt, now),
        lt(other.startAt, me.endAt),
        gt(other.endAt, me.startAt),
      ),
    )
    .limit(1);
  if (clash) throw conflict(FLASHSALE_MESSAGES.overlap, clash);
}

/** How many orders a session has, of every state. */
export async function ordersOf(db: StoreDb, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(flashsaleOrders)
    .where(eq(flashsaleOrders.sessionId, sessionId));
  return Number(row?.n ?? 0);
}

/** After a session is saved: one already published is held to the same rule with its new times and goods. */
export async function checkSaved(db: StoreDb, id: number, now: number): Promise<void> {
  const [me] = await db.select().from(f).where(eq(f.id, id));
  if (me && (me.status === 'scheduled' || me.status === 'running')) await assertNoOverlap(db, me, now);
}
