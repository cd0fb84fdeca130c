import { purchases, type StoreDb, warehouses } from '@yanye/framework/server';
import { eq } from 'drizzle-orm';
import { materialLines } from './docs';
import { inboundLines, inbounds } from './tables';

/** What the external ERP receives of an inbound document: numbers, codes and quantities, no internal ids. */
export async function erpPayload(db: StoreDb, id: number): Promise<Record<string, unknown>> {
  const [doc] = await db
    .select({
      no: inbounds.no,
      businessType: inbounds.businessType,
      auditedAt: inbounds.auditedAt,
      remark: inbounds.remark,
      totalQty: inbounds.totalQty,
      totalAmount: inbounds.totalAmount,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      purchaseNo: purchases.no,
    })
    .from(inbounds)
    .innerJoin(warehouses, eq(warehouses.id, inbounds.warehouseId))
    .leftJoin(purchases, eq(purchases.id, inbounds.purchaseId))
    .where(eq(inbounds.id, id));
  const lines = await materialLines(db, inboundLines, [id]);
  return {
    no: doc!.no,
    business_type: doc!.businessType,
    warehouse: { code: doc!.warehouseCode, name: doc!.warehouseName },
    purchase_no: doc!.purchaseNo ?? '',
    audited_at: doc!.auditedAt,
    total_qty: doc!.totalQty,
    total_amount: doc!.totalAmount,
    remark: doc!.remark,
    lines: lines.map((l) => ({
      material_code: l.code,
      material_name: l.name,
      spec: l.spec,
      unit: l.unit,
      qty: l.qty,
      base_qty: l.baseQty,
      price: l.price,
      amount: l.amount,
    })),
  };
}
