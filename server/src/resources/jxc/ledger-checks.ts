import { materials, type StoreDb } from '@yanye/framework/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lotStocks, stockLogs, stocks } from './tables';

// The ledger's rules checked over a store's books (docs/inventory.md, rules 2 and "Lots"): what tests and an
// operator run to prove stock equals the sum of its ledger.

/**
 * Checks rule 2 for one store: every stock row's quantity and value equal the sums of its ledger rows (used by
 * tests and ops).
 */
export async function ledgerMismatches(db: StoreDb) {
  // The sums of a stock row's ledger rows (the handle keeps the subqueries in the store).
  const mine = and(
    eq(stockLogs.warehouseId, stocks.warehouseId),
    eq(stockLogs.materialId, stocks.materialId),
  );
  const qty = db
    .select({ sum: sql`sum(${stockLogs.qtyDelta})` })
    .from(stockLogs)
    .where(mine);
  const amount = db
    .select({ sum: sql`sum(${stockLogs.amountDelta})` })
    .from(stockLogs)
    .where(mine);
  const logged = sql`coalesce(${qty}, 0)`;
  const loggedAmount = sql`coalesce(${amount}, 0)`;
  return db
    .select({
      warehouseId: stocks.warehouseId,
      materialId: stocks.materialId,
      qty: stocks.qty,
      logged: sql<string>`${logged}::text`,
      amount: stocks.amount,
      loggedAmount: sql<string>`${loggedAmount}::text`,
    })
    .from(stocks)
    .where(sql`${stocks.qty} <> ${logged} or ${stocks.amount} <> ${loggedAmount}`)
    .orderBy(asc(stocks.warehouseId), asc(stocks.materialId));
}

/**
 * The same rule per lot: every lot's stock in a warehouse equals the sum of its ledger rows, and a lot-tracked
 * material's stock equals the sum of its lots' (docs/inventory.md, "Lots").
 */
export async function lotLedgerMismatches(db: StoreDb) {
  const mine = and(eq(stockLogs.warehouseId, lotStocks.warehouseId), eq(stockLogs.lotId, lotStocks.lotId));
  const logged = sql`coalesce((${db
    .select({ sum: sql`sum(${stockLogs.qtyDelta})` })
    .from(stockLogs)
    .where(mine)}), 0)`;
  const byLot = await db
    .select({
      warehouseId: lotStocks.warehouseId,
      lotId: lotStocks.lotId,
      qty: lotStocks.qty,
      logged: sql<string>`${logged}::text`,
    })
    .from(lotStocks)
    .where(sql`${lotStocks.qty} <> ${logged}`);
  const ofLots = sql`coalesce((${db
    .select({ sum: sql`sum(${lotStocks.qty})` })
    .from(lotStocks)
    .where(
      and(eq(lotStocks.warehouseId, stocks.warehouseId), eq(lotStocks.materialId, stocks.materialId)),
    )}), 0)`;
  const byMaterial = await db
    .select({
      warehouseId: stocks.warehouseId,
      materialId: stocks.materialId,
      qty: stocks.qty,
      lots: sql<string>`${ofLots}::text`,
    })
    .from(stocks)
    .innerJoin(materials, eq(materials.id, stocks.materialId))
    .where(and(eq(materials.lotTracked, 1), sql`${stocks.qty} <> ${ofLots}`));
  return { byLot, byMaterial };
}
