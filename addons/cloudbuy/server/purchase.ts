import { conflict, type SaveContext, type StoreDb, section } from '@yanye/addon-kit/server';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { cloudbuy } from '../addon';
import { materialFor, unitFor, vendorFor, warehouseFor } from './partners';
import type { CloudbuySettings } from './settings';
import { cloudbuyOrderLines, cloudbuyOrders } from './tables';
import { CLOUDBUY_MESSAGES, PURCHASE_REMARK } from './texts';

type Order = typeof cloudbuyOrders.$inferSelect;

/** The inventory, whose purchase orders the add-on makes through its service (the manifest depends on it). */
const inventory = () => section(cloudbuy, 'jxc');

/**
 * The purchase document of an order, made once: a draft purchase order of the store from the supplier store (its
 * vendor) into the settings' warehouse, a line per order line in the offer's unit at the price ordered, each on
 * the store's material for the goods (`partners.ts`). The inventory makes it (`draftPurchase` of its service) with
 * its own line and header checks, so it is a document the store could have typed. The order is locked by the caller; the
 * link is a guarded update (`purchase_id is null`) under a unique key, so of two attempts one links and the other
 * rolls back with its document.
 */
export async function ensurePurchase(
  db: StoreDb,
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
  const docLines: { materialId: number; unitId: number; qty: string; price: string; remark: string }[] = [];
  for (const l of lines) {
    const unit = await unitFor(db, l.unit, ctx.now);
    const goods = { offerId: l.offerId, name: l.name, code: l.code, spec: l.spec, price: l.price };
    const materialId = await materialFor(db, goods, unit, order.supplierName, ctx.now);
    docLines.push({ materialId, unitId: unit.id, qty: String(l.qty), price: String(l.price), remark: '' });
  }
  const made = await inventory().draftPurchase(
    db,
    {
      vendorId,
      warehouseId,
      remark: PURCHASE_REMARK.made(order.orderNo, order.supplierName),
      lines: docLines,
    },
    ctx,
  );
  const [linked] = await db
    .update(cloudbuyOrders)
    .set({ purchaseId: made.id, purchaseNo: made.no, updatedAt: ctx.now })
    .where(and(eq(cloudbuyOrders.id, order.id), isNull(cloudbuyOrders.purchaseId)))
    .returning({ id: cloudbuyOrders.id });
  if (!linked) throw conflict(CLOUDBUY_MESSAGES.linkedTwice);
  return made;
}

/**
 * What cancelling an order does to its purchase document: the inventory has no void state, and an order's
 * document is never deleted, so a draft is marked void in its remark (by a guarded update, `status = unaudited`);
 * an audited one refuses the cancellation, the inventory having taken it over.
 */
export async function voidPurchase(db: StoreDb, order: Order, reason: string, now: number): Promise<void> {
  if (order.purchaseId === null) return;
  const voided = await inventory().voidPurchase(
    db,
    order.purchaseId,
    PURCHASE_REMARK.voided(order.orderNo, reason),
    now,
  );
  if (!voided) throw conflict(CLOUDBUY_MESSAGES.purchaseAudited, { no: order.purchaseNo });
}
