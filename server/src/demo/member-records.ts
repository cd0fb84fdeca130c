import { members, orders, type StoreDb } from '@yanye/framework/server';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { feedback } from '../resources/content/tables';

/** One retail order in this many is a member's own. */
const EVERY = 6;

/**
 * Members' own records, for a member's page to show (made before the members, by their sections' demos): one
 * retail order in six placed after an active member registered carries that member's nickname and mobile (an
 * order keeps its buyer's name and mobile as placed, with no member id; the page finds a member's orders and
 * refunds by that mobile), and the feedback is sent by members. Picked by ids, not the demo's random stream, so
 * the rest of the demo stays as it was.
 */
export async function seedMemberRecords(db: StoreDb): Promise<void> {
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
  const sent = await db.select({ id: feedback.id }).from(feedback).where(isNull(feedback.memberId));
  for (const f of sent) {
    const by = known[f.id % known.length]!;
    await db.update(feedback).set({ memberId: by.id }).where(eq(feedback.id, f.id));
  }
}
