import { members, notFound, regionName, type StoreDb, walletLogs } from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import type { OrderDetail } from '@yanye/protocol';
import { and, asc, eq } from 'drizzle-orm';
import { payoutKey } from './order.payout';
import { recycleOrderResource } from './order.resource';
import { MODE_TITLES, STATE_TITLES } from './order.texts';
import { recycleOrderItems, recycleOrders, recyclePoints, recycleStaff } from './tables';

const o = recycleOrders;

/** Where the goods are: the member's address as the order keeps it, or the point's. */
function placeOf(
  mode: string,
  order: { region: string; street: string },
  point: { region: string | null; address: string | null },
): string {
  if (mode === 'home') return [regionName(order.region), order.street].filter(Boolean).join(' ');
  return [regionName(point.region ?? ''), point.address ?? ''].filter(Boolean).join(' ');
}

/**
 * One order as its details page shows it, in the user's language: who, where, what (each item with the quote's
 * breakdown as it was made), the inspection, the payout's ledger row and the history of its steps.
 */
export async function orderDetail(
  db: StoreDb,
  id: number,
  lang: Lang,
  timeZone: string,
): Promise<OrderDetail> {
  const [row] = await db
    .select({
      order: o,
      memberName: members.nickName,
      memberPhone: members.phone,
      pointName: recyclePoints.name,
      pointRegion: recyclePoints.region,
      pointAddress: recyclePoints.address,
      staffName: recycleStaff.name,
      staffPhone: recycleStaff.phone,
    })
    .from(o)
    .innerJoin(members, eq(members.id, o.memberId))
    .leftJoin(recyclePoints, eq(recyclePoints.id, o.pointId))
    .leftJoin(recycleStaff, eq(recycleStaff.id, o.staffId))
    .where(eq(o.id, id));
  if (!row) throw notFound();
  const { order } = row;
  const items = await db
    .select()
    .from(recycleOrderItems)
    .where(eq(recycleOrderItems.docId, id))
    .orderBy(asc(recycleOrderItems.seq), asc(recycleOrderItems.id));
  const [payout] = await db
    .select({ id: walletLogs.id, amount: walletLogs.amount, balanceAfter: walletLogs.balanceAfter })
    .from(walletLogs)
    .where(
      and(
        eq(walletLogs.kind, 'recycle'),
        eq(walletLogs.memberId, order.memberId),
        eq(walletLogs.bizKey, payoutKey(id)),
      ),
    );
  const def = recycleOrderResource;
  const history = await def.flow!.history(db, def.name, id, lang, (s) => def.actions[s]?.label, timeZone);
  const status = order.status as OrderDetail['status'];
  const mode = order.mode as OrderDetail['mode'];
  return {
    id: order.id,
    order_no: order.orderNo,
    status,
    status_title: STATE_TITLES[status][lang],
    member_id: order.memberId,
    member_name: row.memberName,
    member_phone: row.memberPhone,
    mode,
    mode_title: MODE_TITLES[mode][lang],
    point_id: order.pointId,
    point_name: row.pointName ?? '',
    place: placeOf(mode, order, { region: row.pointRegion, address: row.pointAddress }),
    contact_name: order.contactName,
    contact_phone: order.contactPhone,
    preferred_at: order.preferredAt,
    remark: order.remark,
    staff_id: order.staffId,
    staff_name: row.staffName ?? '',
    staff_phone: row.staffPhone ?? '',
    quoted_total: order.quotedTotal,
    inspected_total: order.inspectedTotal,
    inspect_photos: order.inspectPhotos,
    inspect_note: order.inspectNote,
    close_reason: order.closeReason,
    payout: payout ? { log_id: payout.id, amount: payout.amount, balance_after: payout.balanceAfter } : null,
    created_at: order.createdAt,
    items: items.map((i) => ({
      id: i.id,
      category_id: i.categoryId,
      category_name: i.categoryName,
      brand_id: i.brandId,
      brand_name: i.brandName,
      qty: i.qty,
      unit: i.unit,
      unit_price: i.unitPrice,
      amount: i.amount,
      quote: i.quote,
    })),
    history,
  };
}
