import {
  conflict,
  DOC_STATUS,
  purchaseResource,
  purchases,
  type ResourceDef,
  type SaveContext,
  type TenantDb,
  writeLines,
} from '@yanye/addon-kit/server';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { materialFor, unitFor, vendorFor, warehouseFor } from './partners';
import type { CloudbuySettings } from './settings';
import { cloudbuyOrderLines, cloudbuyOrders } from './tables';
import { CLOUDBUY_MESSAGES, PURCHASE_REMARK } from './texts';

type Order = typeof cloudbuyOrders.$inferSelect;

/** The inventory's purchase orders, as its own form saves them: the lines worked out and checked, the number. */
const PURCHASE: ResourceDef = purchaseResource;

/**
 * The purchase document of an order, made once: a draft purchase order of the store from the supplier store (its
 * vendor) into the settings' warehouse, a line per order line in the offer's unit at the price ordered, each on
 * the store's material for the goods (`partners.ts`). The inventory's own line and header checks run on it
 * (`purchaseResource`), so it is a document the store could have typed. The order is locked by the caller; the
 * link is a guarded update (`purchase_id is null`) under a unique key, so of two attempts one links and the other
 * rolls back with its document.
 */
export async function ensurePurchase(
  db: TenantDb,
  order: Order,
  ctx: SaveContext,
  settings: CloudbuySettings,
): Promise<{ id: number; no: string }> {
  if (order.purchaseId !== null) return { id: order.purchaseId, no: order.purchaseNo };
  const lines = await db
    .select()
    .from(cloudbuyOrderLines)
    .where(eq(cloudbuyOrderLines.docId, order.id))
    .orderBy(asc(cloudbuyOrderLines.seq), asc(cloudbuyOrderLines.id));
  const vendorId = await vendorFor(db, order.supplierName, ctx);
  const warehouseId = await warehouseFor(db, settings.warehouseCode);
  const docLines: Record<string, unknown>[] = [];
  for (const l of lines) {
    const unit = await unitFor(db, l.unit, ctx.now);
    const goods = { offerId: l.offerId, name: l.name, code: l.code, spec: l.spec, price: l.price };
    const materialId = await materialFor(db, goods, unit, order.supplierName, ctx.now);
    docLines.push({ materialId, unitId: unit.id, qty: l.qty, price: l.price, remark: '' });
  }
  const prepared = await PURCHASE.lines!.prepare(db, docLines, ctx);
  const header = await PURCHASE.beforeSave!(
    db,
    { vendorId, warehouseId, remark: PURCHASE_REMARK.made(order.orderNo, order.supplierName) },
    undefined,
    ctx,
  );
  const [made] = await db
    .insert(purchases)
    .values({ ...header, ...prepared.header, createdAt: ctx.now, updatedAt: ctx.now } as never)
    .returning({ id: purchases.id, no: purchases.no });
  const id = Number(made!.id);
  await writeLines(PURCHASE.lines!, db, id, prepared.lines, false);
  const [linked] = await db
    .update(cloudbuyOrders)
    .set({ purchaseId: id, purchaseNo: made!.no, updatedAt: ctx.now })
    .where(and(eq(cloudbuyOrders.id, order.id), isNull(cloudbuyOrders.purchaseId)))
    .returning({ id: cloudbuyOrders.id });
  if (!linked) throw conflict(CLOUDBUY_MESSAGES.linkedTwice);
  return { id, no: made!.no };
}

/**
 * What cancelling an order does to its purchase document: the inventory has no void state, and an order's
 * document is never deleted, so a draft is marked void in its remark (by a guarded update, `status = unaudited`);
 * an audited one refuses the cancellation, the inventory having taken it over.
 */
export async function voidPurchase(db: TenantDb, order: Order, reason: string, now: number): Promise<void> {
  if (order.purchaseId === null) return;
  const [done] = await db
    .update(purchases)
    .set({ remark: PURCHASE_REMARK.voided(order.orderNo, reason), updatedAt: now })
    .where(and(eq(purchases.id, order.purchaseId), eq(purchases.status, DOC_STATUS.unaudited)))
    .returning({ id: purchases.id });
  if (!done) throw conflict(CLOUDBUY_MESSAGES.purchaseAudited, { no: order.purchaseNo });
}
