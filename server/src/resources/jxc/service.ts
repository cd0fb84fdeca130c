import {
  DOC_STATUS,
  type InventoryService,
  purchases,
  type ResourceDef,
  writeLines,
} from '@yanye/framework/server';
import { and, eq } from 'drizzle-orm';
import { markAudited } from './audit';
import { purchaseResource } from './purchase.resource';

const PURCHASE: ResourceDef = purchaseResource;

/**
 * What the inventory offers the add-ons (`section(manifest, 'jxc')`): purchase orders made, audited and voided by
 * the inventory's own rules, so an add-on's document is one the store could have typed.
 */
export const inventoryService: InventoryService = {
  async draftPurchase(db, draft, ctx) {
    const prepared = await PURCHASE.lines!.prepare(
      db,
      draft.lines.map((l) => ({ ...l })),
      ctx,
    );
    const header = await PURCHASE.beforeSave!(
      db,
      { vendorId: draft.vendorId, warehouseId: draft.warehouseId, remark: draft.remark },
      undefined,
      ctx,
    );
    const [made] = await db
      .insert(purchases)
      .values({ ...header, ...prepared.header, createdAt: ctx.now, updatedAt: ctx.now } as never)
      .returning({ id: purchases.id, no: purchases.no });
    const id = Number(made!.id);
    await writeLines(PURCHASE.lines!, db, id, prepared.lines, false);
    return { id, no: made!.no };
  },

  async auditPurchase(db, id, accountId, now) {
    await markAudited(db, purchases, id, accountId, now);
  },

  async voidPurchase(db, id, remark, now) {
    const [done] = await db
      .update(purchases)
      .set({ remark, updatedAt: now })
      .where(and(eq(purchases.id, id), eq(purchases.status, DOC_STATUS.unaudited)))
      .returning({ id: purchases.id });
    return done !== undefined;
  },
};
