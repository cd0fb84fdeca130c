import { fromMilli, orderLines, orders, type StoreDb, toMilli } from '@yanye/framework/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lotMaterials, todayStart } from './lots';
import { goodsMaterials } from './retail-tables';
import { reverseStock } from './stock.reverse';
import { postOutbound, type StockLine } from './stock.service';
import { stockLogs } from './tables';

// Retail orders move the inventory's stock (docs/inventory.md, "Retail orders by lot"): an order's goods made of
// a material leave that material's stock when the order ships or is handed over, by lot, expiry first, as an
// outbound document's lines do; a return puts exactly those lots back.

/** An order's stock moves are one round: it leaves once, and a return takes that leaving back once. */
const ORDER_ROUND = 1;

/** Who moves the stock, and the store's clock that says which lots have expired. */
export interface RetailStockContext {
  readonly now: number;
  readonly timeZone: string;
  readonly accountId?: number | null;
}

/** The order's lines of goods made of a material, by the warehouse each leaves from. */
async function linesByWarehouse(db: StoreDb, orderId: number) {
  const rows = await db
    .select({
      lineId: orderLines.id,
      qty: orderLines.qty,
      materialId: goodsMaterials.materialId,
      warehouseId: goodsMaterials.warehouseId,
      perUnit: goodsMaterials.perUnit,
    })
    .from(orderLines)
    .innerJoin(goodsMaterials, eq(goodsMaterials.goodsId, orderLines.goodsId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const byWarehouse = new Map<number, typeof rows>();
  for (const r of rows) {
    const w = Number(r.warehouseId);
    byWarehouse.set(w, [...(byWarehouse.get(w) ?? []), r]);
  }
  return byWarehouse;
}

/**
 * Takes a shipped (or handed-over) order's goods out of the inventory in the caller's transaction: for each line
 * of goods made of a material, the line's quantity times the material's share per unit, out of the goods'
 * warehouse, with a ledger row per lot taken (the lots that expire first, blocked and expired ones passed over).
 * A shortage refuses the shipment, naming the material, and changes nothing.
 */
export async function shipFromStock(db: StoreDb, orderId: number, ctx: RetailStockContext): Promise<void> {
  const byWarehouse = await linesByWarehouse(db, orderId);
  if (byWarehouse.size === 0) return;
  const [order] = await db.select({ no: orders.orderSn }).from(orders).where(eq(orders.id, orderId));
  const ids = [...new Set([...byWarehouse.values()].flat().map((r) => Number(r.materialId)))];
  // Share-locked as an audit reads them: a switch of lot tracking waits for the shipment.
  const materialOf = await lotMaterials(db, ids, true);
  for (const [warehouseId, rows] of [...byWarehouse].sort(([a], [b]) => a - b)) {
    const lines: StockLine[] = rows.map((r) => ({
      lineId: Number(r.lineId),
      materialId: Number(r.materialId),
      // Thousandths of the goods' unit times the material's share: rounded to the ledger's thousandths.
      baseQty: fromMilli(Math.round((toMilli(r.qty) * toMilli(r.perUnit)) / 1000)),
      amount: 0,
      lotId: null,
      lotTracked: materialOf.get(Number(r.materialId))?.lotTracked === true,
    }));
    await postOutbound(
      db,
      {
        type: 'order',
        id: orderId,
        no: order?.no ?? String(orderId),
        warehouseId,
        round: ORDER_ROUND,
        today: todayStart(ctx.now, ctx.timeZone),
      },
      lines,
      ctx.accountId ?? null,
      ctx.now,
    );
  }
}

/**
 * Puts back what an order took out of the inventory, in the caller's transaction: the goods came back (a
 * return). Exactly the lots and quantities it took, once: a second call finds its rows reversed already.
 */
export async function returnToStock(
  db: StoreDb,
  orderId: number,
  ctx: Omit<RetailStockContext, 'timeZone'>,
): Promise<void> {
  const taken = await db
    .select({ warehouseId: stockLogs.warehouseId, no: stockLogs.docNo })
    .from(stockLogs)
    .where(
      and(
        eq(stockLogs.docType, 'order'),
        eq(stockLogs.docId, orderId),
        eq(stockLogs.event, 'post'),
        eq(stockLogs.round, ORDER_ROUND),
        sql`not exists (select 1 from stock_logs r where r.supplier_id = ${stockLogs.supplierId}
          and r.doc_type = 'order' and r.doc_id = ${stockLogs.docId} and r.event = 'reverse'
          and r.warehouse_id = ${stockLogs.warehouseId})`,
      ),
    )
    .groupBy(stockLogs.warehouseId, stockLogs.docNo)
    .orderBy(asc(stockLogs.warehouseId));
  for (const w of taken)
    await reverseStock(
      db,
      { type: 'order', id: orderId, no: w.no, warehouseId: Number(w.warehouseId), round: ORDER_ROUND },
      ctx.accountId ?? null,
      ctx.now,
    );
}
