import {
  AppError,
  DOC_STATUS,
  materials,
  purchaseLines,
  purchases,
  qtyText,
  type StoreDb,
} from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { and, eq, exists, gt, lt, type SQL, sql } from 'drizzle-orm';

import { inboundLines } from './tables';

const MESSAGES = {
  notOnOrder: T('入库的 {material} 不是所选采购订单行的物料：请按采购订单入库'),
  overReceive: T('{material} 的入库数量超过采购数量：订购 {ordered}，已入库 {received}，本次 {qty}'),
  receiptMismatch: T('采购订单 {no} 的已入库数量少于本单入库数量，不能反审核'),
};

/** An inbound line as it receives its purchase-order line. */
export interface ReceiptLine {
  readonly id: number;
  readonly materialId: number;
  readonly baseQty: string;
  readonly amount: number;
  readonly purchaseLineId: number | null;
}

/** The lines that receive a purchase-order line, in the order those are locked: by their id. */
function receivingLines(lines: readonly ReceiptLine[]): ReceiptLine[] {
  return lines
    .filter((l) => l.purchaseLineId !== null)
    .sort((a, b) => Number(a.purchaseLineId) - Number(b.purchaseLineId));
}

/**
 * What an inbound document receives of its purchase order: each line a guarded update that never lets the
 * received quantity pass the ordered one (rule 5), then the order's status from what is left.
 */
export async function receive(db: StoreDb, purchaseId: number, lines: readonly ReceiptLine[]): Promise<void> {
  const from = receivingLines(lines);
  if (from.length === 0) return;
  const bad = () =>
    new AppError('BAD_INPUT', 'fieldInvalid', {
      field: inboundLines.purchaseLineId.name,
      reason: { key: 'reasonValue' },
    });
  if (purchaseId === 0) throw bad();
  // The order first, then its lines in id order: every receipt locks in the same order.
  const [order] = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  if (!order) throw bad();
  if (order.status === DOC_STATUS.unaudited) throw new AppError('CONFLICT', 'purchaseNotAudited');
  for (const line of from) {
    const [done] = await db
      .update(purchaseLines)
      .set({ receivedQty: sql`${purchaseLines.receivedQty} + ${line.baseQty}::numeric` })
      .where(
        and(
          eq(purchaseLines.id, Number(line.purchaseLineId)),
          eq(purchaseLines.docId, purchaseId),
          // The line receives what was ordered on it, nothing else (F8: a changed material credited the new one).
          eq(purchaseLines.materialId, line.materialId),
          sql`${purchaseLines.receivedQty} + ${line.baseQty}::numeric <= ${purchaseLines.baseQty}`,
        ),
      )
      .returning({ id: purchaseLines.id });
    if (done) continue;
    const [ordered] = await db
      .select({
        name: materials.name,
        materialId: purchaseLines.materialId,
        baseQty: purchaseLines.baseQty,
        receivedQty: purchaseLines.receivedQty,
      })
      .from(purchaseLines)
      .innerJoin(materials, eq(materials.id, purchaseLines.materialId))
      .where(and(eq(purchaseLines.id, Number(line.purchaseLineId)), eq(purchaseLines.docId, purchaseId)));
    if (!ordered) throw bad();
    if (Number(ordered.materialId) !== line.materialId) {
      const [given] = await db
        .select({ name: materials.name })
        .from(materials)
        .where(eq(materials.id, line.materialId));
      throw new AppError('CONFLICT', MESSAGES.notOnOrder, {
        material: given?.name ?? String(line.materialId),
      });
    }
    throw new AppError('CONFLICT', MESSAGES.overReceive, {
      material: ordered.name,
      ordered: qtyText(ordered.baseQty),
      received: qtyText(ordered.receivedQty),
      qty: qtyText(line.baseQty),
    });
  }
  await settle(db, purchaseId);
}

/**
 * Takes back what an inbound document received of its purchase order, when its audit is reversed: each line's
 * received quantity goes down by what the line brought in (a guarded update; the check constraint keeps it at
 * zero or more as the second wall), then the order's status from what is left. Locks as `receive` does: the
 * order, then its lines in id order.
 */
export async function unreceive(
  db: StoreDb,
  purchaseId: number,
  lines: readonly ReceiptLine[],
): Promise<void> {
  const from = receivingLines(lines);
  if (from.length === 0) return;
  const [order] = await db
    .select({ no: purchases.no })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  for (const line of from) {
    const [done] = await db
      .update(purchaseLines)
      .set({ receivedQty: sql`${purchaseLines.receivedQty} - ${line.baseQty}::numeric` })
      .where(
        and(
          eq(purchaseLines.id, Number(line.purchaseLineId)),
          eq(purchaseLines.docId, purchaseId),
          sql`${purchaseLines.receivedQty} >= ${line.baseQty}::numeric`,
        ),
      )
      .returning({ id: purchaseLines.id });
    if (!done)
      throw new AppError('CONFLICT', MESSAGES.receiptMismatch, { no: order?.no ?? String(purchaseId) });
  }
  await settle(db, purchaseId);
}

/**
 * An audited order's status from what its lines have received: nothing yet (audited), some lines short (part
 * received) or all of them in full (received).
 */
async function settle(db: StoreDb, purchaseId: number): Promise<void> {
  // The order's lines (the handle keeps the subqueries in the store).
  const lines = (condition: SQL) =>
    exists(
      db
        .select({ id: purchaseLines.id })
        .from(purchaseLines)
        .where(and(eq(purchaseLines.docId, purchases.id), condition)),
    );
  const received = lines(gt(purchaseLines.receivedQty, '0'));
  const short = lines(lt(purchaseLines.receivedQty, purchaseLines.baseQty));
  await db
    .update(purchases)
    .set({
      status: sql`case when not ${received} then ${DOC_STATUS.audited}::smallint
        when ${short} then ${DOC_STATUS.partReceived}::smallint
        else ${DOC_STATUS.received}::smallint end`,
    })
    .where(eq(purchases.id, purchaseId));
}
