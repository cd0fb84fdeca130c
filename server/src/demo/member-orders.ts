import { asc, eq, inArray } from 'drizzle-orm';
import { members, orders } from '../db/schema';
import type { TenantDb } from '../platform/tenancy';

/** One retail order in this many is a member's own. */
const EVERY = 6;

/**
 * Members' own orders: a member of the mall buys as themselves, so one retail order in six placed after an
 * active member registered carries that member's nickname and mobile (an order keeps its buyer's name and mobile
 * as placed, with no member id; a member's page finds their orders and refunds by that mobile). Picked by the
 * orders' ids, not the demo's random stream, so the rest of the demo stays as it was.
 */
export async function seedMemberOrders(db: TenantDb): Promise<void> {
  const known = await db
    .select({
      id: members.id,
      nickName: members.nickName,
      phone: members.phone,
      createdAt: members.createdAt,
    })
    .from(members)
    .where(eq(members.status, 1))
    .orderBy(asc(members.id));
  if (known.length === 0) return;
  const all = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .orderBy(asc(orders.id));
  const byMember = new Map<number, number[]>();
  for (const [i, order] of all.entries()) {
    if (i % EVERY !== 0) continue;
    const registered = known.filter((m) => m.createdAt < order.createdAt);
    const buyer = registered[order.id % Math.max(registered.length, 1)];
    if (!buyer) continue;
    byMember.set(buyer.id, [...(byMember.get(buyer.id) ?? []), order.id]);
  }
  for (const m of known) {
    const ids = byMember.get(m.id);
    if (!ids) continue;
    await db
      .update(orders)
      .set({ buyerName: m.nickName, buyerPhone: m.phone })
      .where(inArray(orders.id, ids));
  }
}
