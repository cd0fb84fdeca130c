import { Answer, AppError, customers, orders, type StoreDb } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recallContacts, recalls } from './recall-tables';
import { lots, outbounds, stockLogs } from './tables';

// A recall of a lot (docs/inventory.md, "Lots, expiry and recalls"): the lot blocked, and every customer its
// ledger reached (by outbound document or retail order) written down to be contacted, in one transaction.

export const RECALL_TEXTS = {
  recalled: T('已召回批次 {lot}：批次已封存，{count} 笔发货的收货人待联系'),
  alreadyOpen: T('批次 {lot} 已在召回中'),
  closed: T('召回已结束'),
  contacted: T('已记录联系'),
};

/**
 * The deliveries of a lot: the rows of its ledger that took it to a customer and stand. An outbound document's
 * rows stand when posted in the audit round of a document still audited (a round taken back by an un-audit is
 * history, not a delivery); a retail order's when no return took them back. Column names are written with their
 * table, so the condition holds in a query of the ledger alone as well as in one with joins.
 */
export const STANDING_DELIVERY = sql`"stock_logs"."lot_id" is not null and "stock_logs"."event" = 'post' and (
  ("stock_logs"."doc_type" = 'outbound' and exists (select 1 from outbounds o
    where o.supplier_id = "stock_logs"."supplier_id" and o.id = "stock_logs"."doc_id"
      and o.status = 1 and o.audit_round = "stock_logs"."round"))
  or ("stock_logs"."doc_type" = 'order' and not exists (select 1 from stock_logs r
    where r.supplier_id = "stock_logs"."supplier_id" and r.doc_type = 'order' and r.line_id = "stock_logs"."line_id"
      and r.event = 'reverse' and r.round = "stock_logs"."round")))`;

/** What a contact of a recall holds: the delivery, its customer (or buyer) and what it took of the lot. */
export interface Delivery {
  readonly outboundId: number;
  readonly orderId: number;
  readonly docNo: string;
  readonly shippedAt: number;
  readonly customerId: number;
  readonly name: string;
  readonly contact: string;
  readonly phone: string;
  readonly address: string;
  readonly qty: string;
}

/**
 * Who a lot reached: by outbound document, with its customer as they stand now, and by retail order, with its
 * buyer and delivery address; what each took of the lot.
 */
export async function deliveriesOf(db: StoreDb, lotId: number): Promise<Delivery[]> {
  const byDocument = await db
    .select({
      docId: stockLogs.docId,
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
    .where(and(eq(stockLogs.lotId, lotId), eq(stockLogs.docType, 'outbound'), STANDING_DELIVERY))
    .groupBy(stockLogs.docId, stockLogs.docNo, outbounds.customerId)
    .orderBy(asc(stockLogs.docId));
  const byOrder = await db
    .select({
      docId: stockLogs.docId,
      docNo: stockLogs.docNo,
      shippedAt:
        sql<number>`max(coalesce(${orders.sendTime}, ${orders.finishTime}, ${stockLogs.createdAt}))`.mapWith(
          Number,
        ),
      name: sql<string>`max(${orders.buyerName})`,
      phone: sql<string>`max(${orders.buyerPhone})`,
      address: sql<string>`max(${orders.address})`,
      qty: sql<string>`(-sum(${stockLogs.qtyDelta}))::text`,
    })
    .from(stockLogs)
    .innerJoin(orders, eq(orders.id, stockLogs.docId))
    .where(and(eq(stockLogs.lotId, lotId), eq(stockLogs.docType, 'order'), STANDING_DELIVERY))
    .groupBy(stockLogs.docId, stockLogs.docNo)
    .orderBy(asc(stockLogs.docId));
  return [
    ...byDocument.map(({ docId, ...r }) => ({
      ...r,
      outboundId: Number(docId),
      orderId: 0,
      customerId: Number(r.customerId),
    })),
    ...byOrder.map(({ docId, ...r }) => ({
      ...r,
      outboundId: 0,
      orderId: Number(docId),
      customerId: 0,
      contact: '',
    })),
  ];
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
