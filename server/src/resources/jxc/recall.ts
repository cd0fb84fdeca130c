import { Answer, AppError, customers, type StoreDb } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recallContacts, recalls } from './recall-tables';
import { lots, outbounds, stockLogs } from './tables';

// A recall of a lot (docs/inventory.md, "Lots, expiry and recalls"): the lot blocked, and every customer its
// outbound ledger reached written down to be contacted, in one transaction.

export const RECALL_TEXTS = {
  recalled: T('已召回批次 {lot}：批次已封存，{count} 张出库单的客户待联系'),
  alreadyOpen: T('批次 {lot} 已在召回中'),
  closed: T('召回已结束'),
  contacted: T('已记录联系'),
};

/**
 * The deliveries of a lot: the rows of its outbound ledger that stand (posted in the audit round of a document
 * still audited; a round taken back by an un-audit is history, not a delivery). Column names are written with
 * their table, so the condition holds in a query of the ledger alone as well as in one with joins.
 */
export const STANDING_DELIVERY = sql`"stock_logs"."doc_type" = 'outbound' and "stock_logs"."lot_id" is not null
  and "stock_logs"."event" = 'post' and exists (select 1 from outbounds o
    where o.supplier_id = "stock_logs"."supplier_id" and o.id = "stock_logs"."doc_id"
      and o.status = 1 and o.audit_round = "stock_logs"."round")`;

/** Who a lot reached, by outbound document: what each took of it and its customer as they stand now. */
export async function deliveriesOf(db: StoreDb, lotId: number) {
  const rows = await db
    .select({
      outboundId: stockLogs.docId,
      docNo: stockLogs.docNo,
      shippedAt: sql<number>`max(${outbounds.auditedAt})`.mapWith(Number),
      customerId: outbounds.customerId,
      name: sql<string>`coalesce(max(${customers.name}), '')`,
      contact: sql<string>`coalesce(max(${customers.contact}), '')`,
      phone: sql<string>`coalesce(max(${customers.phone}), '')`,
      address: sql<string>`coalesce(max(${customers.address}), '')`,
      qty: sql<string>`(-sum(${stockLogs.qtyDelta}))::text`,
    })
    .from(stockLogs)
    .innerJoin(outbounds, eq(outbounds.id, stockLogs.docId))
    .leftJoin(customers, eq(customers.id, outbounds.customerId))
    .where(and(eq(stockLogs.lotId, lotId), STANDING_DELIVERY))
    .groupBy(stockLogs.docId, stockLogs.docNo, outbounds.customerId)
    .orderBy(asc(stockLogs.docId));
  return rows.map((r) => ({ ...r, outboundId: Number(r.outboundId), customerId: Number(r.customerId) }));
}

/**
 * Recalls a lot in the caller's transaction: blocks it (no outbound takes from it from now on, a draft's audit
 * included), opens the recall and writes down every delivery to contact. A lot with an open recall is refused.
 */
export async function recallLot(
  db: StoreDb,
  lotId: number,
  reason: string,
  accountId: number,
  now: number,
): Promise<Answer<{ id: number; contacts: number }>> {
  // The lot's row first: an outbound's audit reads its lots share-locked, so it and the recall take turns, and
  // the deliveries read below include any audit that went first.
  const [lot] = await db
    .update(lots)
    .set({ status: 'blocked', updatedAt: now })
    .where(eq(lots.id, lotId))
    .returning({ lotNo: lots.lotNo });
  if (!lot) throw new AppError('NOT_FOUND', 'notFound');
  const [recall] = await db
    .insert(recalls)
    .values({ lotId, reason, openedBy: accountId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: recalls.id });
  if (!recall) throw new AppError('CONFLICT', RECALL_TEXTS.alreadyOpen, { lot: lot.lotNo });
  const reached = await deliveriesOf(db, lotId);
  if (reached.length > 0)
    await db.insert(recallContacts).values(
      reached.map((r) => ({
        ...r,
        recallId: Number(recall.id),
        shippedAt: r.shippedAt,
        createdAt: now,
        updatedAt: now,
      })),
    );
  return new Answer({ id: Number(recall.id), contacts: reached.length }, RECALL_TEXTS.recalled, {
    lot: lot.lotNo,
    count: reached.length,
  });
}
