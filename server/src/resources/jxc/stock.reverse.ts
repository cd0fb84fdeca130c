import { AppError, fromMilli, qtyText, type StoreDb, toMilli, warehouses } from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { and, asc, eq, sql } from 'drizzle-orm';

import { shortage } from './shortage';
import { type LedgerRow, ledgerRow, type StockDoc, writeLedger } from './stock.service';

import { lotStocks, lots, stockLogs, stocks } from './tables';

const MESSAGES = {
  lotReverseShort: T(
    '不能反审核：批次 {lot} 在 {warehouse} 的库存已被出库，可用 {available}，冲回需要 {needed}',
  ),
  issued: T('不能反审核：{material} 在 {warehouse} 的库存已被出库，可用 {available}，冲回需要 {needed}'),
};

/**
 * Reverses what one audit round of a document moved (its `post` rows), in the caller's transaction: each stock
 * row goes back by exactly the quantity and value the round posted, and a `reverse` row of the same round
 * records it; nothing in the ledger is deleted. Taking stock back out (the reversal of an inbound line) is a
 * guarded update, like an outbound's: where the warehouse forbids negative stock, stock issued since the audit
 * makes the database refuse it, and the whole un-audit is rolled back. Rows are locked material by material,
 * the order every audit uses, so an un-audit and an audit never deadlock.
 */
export async function reverseStock(
  db: StoreDb,
  doc: StockDoc,
  accountId: number | null,
  now: number,
): Promise<void> {
  const posted = await db
    .select({
      lineId: stockLogs.lineId,
      materialId: stockLogs.materialId,
      qtyDelta: stockLogs.qtyDelta,
      amountDelta: stockLogs.amountDelta,
      lotId: stockLogs.lotId,
    })
    .from(stockLogs)
    .where(
      and(
        eq(stockLogs.docType, doc.type),
        eq(stockLogs.docId, doc.id),
        eq(stockLogs.round, doc.round),
        eq(stockLogs.event, 'post'),
        // A retail order's lines may leave from several warehouses: each is reversed on its own.
        eq(stockLogs.warehouseId, doc.warehouseId),
      ),
    )
    .orderBy(asc(stockLogs.materialId), asc(stockLogs.lineId), asc(stockLogs.lotId));
  if (posted.length === 0) return;
  const [warehouse] = await db
    .select({ name: warehouses.name, allowNegative: warehouses.allowNegative })
    .from(warehouses)
    .where(eq(warehouses.id, doc.warehouseId));
  const guarded = warehouse?.allowNegative !== 1;
  const ledger: LedgerRow[] = [];
  for (const row of posted) {
    const line = { lineId: Number(row.lineId), materialId: Number(row.materialId) };
    const back = -toMilli(row.qtyDelta);
    const qtyDelta = fromMilli(back);
    const amountDelta = -Number(row.amountDelta);
    const where = and(eq(stocks.warehouseId, doc.warehouseId), eq(stocks.materialId, line.materialId));
    const [after] = await db
      .update(stocks)
      .set({
        qty: sql`${stocks.qty} + ${qtyDelta}::numeric`,
        amount: sql`${stocks.amount} + ${amountDelta}`,
        updatedAt: now,
      })
      // A lot's row is guarded by its lot (below), which names the lot; the lots hold all of the material.
      .where(
        back < 0 && guarded && row.lotId === null
          ? and(where, sql`${stocks.qty} + ${qtyDelta}::numeric >= 0`)
          : where,
      )
      .returning({ qty: stocks.qty });
    if (!after) {
      const [held] = await db.select({ qty: stocks.qty }).from(stocks).where(where);
      const needed = { materialId: line.materialId, baseQty: fromMilli(-back) };
      throw await shortage(
        db,
        warehouse?.name ?? String(doc.warehouseId),
        needed,
        held?.qty ?? '0',
        MESSAGES.issued,
      );
    }
    // The lot's own stock goes back with the material's, after it (the audit's lock order).
    const lotId = row.lotId === null ? null : Number(row.lotId);
    const lot =
      lotId === null
        ? undefined
        : {
            lotId,
            after: await moveLot(
              db,
              { id: doc.warehouseId, name: warehouse?.name ?? String(doc.warehouseId) },
              lotId,
              back,
              now,
            ),
          };
    ledger.push(ledgerRow(doc, line, qtyDelta, after.qty, amountDelta, accountId, now, 'reverse', lot));
  }
  await writeLedger(db, ledger);
}

/**
 * Moves one lot's stock by `milli` (a reversal: an inbound's lot taken back, an outbound's put back). Taking
 * back is guarded: stock of the lot issued since refuses it, naming the lot.
 */
async function moveLot(
  db: StoreDb,
  warehouse: { id: number; name: string },
  lotId: number,
  milli: number,
  now: number,
): Promise<string> {
  const qty = fromMilli(milli);
  const where = and(eq(lotStocks.warehouseId, warehouse.id), eq(lotStocks.lotId, lotId));
  const [after] = await db
    .update(lotStocks)
    .set({ qty: sql`${lotStocks.qty} + ${qty}::numeric`, updatedAt: now })
    .where(milli < 0 ? and(where, sql`${lotStocks.qty} + ${qty}::numeric >= 0`) : where)
    .returning({ qty: lotStocks.qty });
  if (after) return after.qty;
  const [held] = await db
    .select({ qty: lotStocks.qty, lotNo: lots.lotNo })
    .from(lots)
    .leftJoin(lotStocks, and(eq(lotStocks.lotId, lots.id), eq(lotStocks.warehouseId, warehouse.id)))
    .where(eq(lots.id, lotId));
  throw new AppError('CONFLICT', MESSAGES.lotReverseShort, {
    lot: held?.lotNo ?? String(lotId),
    warehouse: warehouse.name,
    available: qtyText(held?.qty ?? '0'),
    needed: qtyText(fromMilli(-milli)),
  });
}
