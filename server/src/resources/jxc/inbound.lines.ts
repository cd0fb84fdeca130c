import { AppError, purchaseLines, purchases, type StoreDb, type ValuesOf } from '@yanye/framework/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReceiptLine } from './receipt';
import { inboundLines, inbounds } from './tables';

// An inbound document's lines as its save and its audit read them: the purchase lines they receive, their lots,
// and the vendor whose lots they make.

/**
 * On save, a line that names a purchase line (a receipt made from a purchase order, edited before its audit)
 * names a line of the order this document receives: a new document receives no order, so it names none. The
 * engine has checked it is a purchase line of the store; that it orders the line's material, the audit checks
 * (`receive`), refusing the document as a whole.
 */
export async function assertOnOrder(
  db: StoreDb,
  lines: readonly ValuesOf<typeof inboundLines>[],
  docId: number | undefined,
): Promise<void> {
  const named = lines.flatMap((l, i) =>
    l.purchaseLineId === null || l.purchaseLineId === undefined ? [] : [{ line: i + 1, l }],
  );
  if (named.length === 0) return;
  const [doc] = docId
    ? await db.select({ purchaseId: inbounds.purchaseId }).from(inbounds).where(eq(inbounds.id, docId))
    : [];
  const onOrder = await db
    .select({ id: purchaseLines.id })
    .from(purchaseLines)
    .where(
      and(
        eq(purchaseLines.docId, Number(doc?.purchaseId ?? 0)),
        inArray(
          purchaseLines.id,
          named.map((n) => Number(n.l.purchaseLineId)),
        ),
      ),
    );
  const ordered = new Set(onOrder.map((r) => Number(r.id)));
  for (const { line, l } of named) {
    if (!ordered.has(Number(l.purchaseLineId)))
      throw new AppError('BAD_INPUT', 'fieldInvalid', {
        line,
        field: inboundLines.purchaseLineId.name,
        reason: { key: 'reasonValue' },
      });
  }
}

export type InboundLine = ReceiptLine & {
  lotNo: string;
  producedAt: number | null;
  expiresAt: number | null;
};

export async function linesOf(db: StoreDb, id: number): Promise<InboundLine[]> {
  const rows = await db
    .select({
      id: inboundLines.id,
      materialId: inboundLines.materialId,
      baseQty: inboundLines.baseQty,
      amount: inboundLines.amount,
      purchaseLineId: inboundLines.purchaseLineId,
      lotNo: inboundLines.lotNo,
      producedAt: inboundLines.producedAt,
      expiresAt: inboundLines.expiresAt,
    })
    .from(inboundLines)
    .where(eq(inboundLines.docId, id))
    .orderBy(asc(inboundLines.seq), asc(inboundLines.id));
  return rows.map((r) => ({
    id: Number(r.id),
    materialId: Number(r.materialId),
    baseQty: r.baseQty,
    amount: Number(r.amount),
    purchaseLineId: r.purchaseLineId === null ? null : Number(r.purchaseLineId),
    lotNo: r.lotNo,
    producedAt: r.producedAt === null ? null : Number(r.producedAt),
    expiresAt: r.expiresAt === null ? null : Number(r.expiresAt),
  }));
}

/** The vendor of the purchase order an inbound receives, or 0: the lots it makes are that vendor's. */
export async function vendorOf(db: StoreDb, purchaseId: number): Promise<number> {
  if (purchaseId === 0) return 0;
  const [p] = await db
    .select({ vendorId: purchases.vendorId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return Number(p?.vendorId ?? 0);
}
