import { T } from '@yanye/catalog';
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  customers,
  DOC_STATUS,
  inboundLines,
  inbounds,
  materials,
  purchaseLines,
  purchases,
  warehouses,
} from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource, type SaveContext } from '../../engine/resource';
import { AppError, notFound } from '../../platform/errors';
import { Answer } from '../../platform/route';
import type { TenantDb } from '../../platform/tenancy';
import {
  actionSaveContext,
  auditAction,
  CUSTOMER_OPTIONS,
  DOC_STATUS_OPTIONS,
  docLines,
  EDITABLE_DOCS,
  fromMilli,
  markAudited,
  nextDocNo,
  stampNew,
  toMilli,
  WAREHOUSE_OPTIONS,
} from './docs';
import { assertApproved, assertWarehouse } from './partners';
import { JT } from './titles';

export const PURCHASE_STATUS_OPTIONS = [
  ...DOC_STATUS_OPTIONS,
  {
    value: DOC_STATUS.partReceived,
    label: T('部分入库', 'Partly received', 'Recibida en parte', '一部入庫'),
  },
  { value: DOC_STATUS.received, label: T('已入库', 'Received', 'Recibida', '入庫済み') },
];

/**
 * Makes an inbound document for what is still to come of an audited purchase order, in each material's own
 * unit; the user checks the quantities against the delivery and audits it, which is when stock and the order
 * move (see auditInbound).
 */
export async function receivePurchase(
  db: TenantDb,
  purchaseId: number,
  ctx: SaveContext,
): Promise<{ id: number; no: string }> {
  const [row] = await db.tx
    .select({ status: purchases.status, warehouseId: purchases.warehouseId, no: purchases.no })
    .from(purchases)
    .where(db.where(purchases, eq(purchases.id, purchaseId)));
  if (!row) throw notFound();
  if (row.status === DOC_STATUS.unaudited) throw new AppError('CONFLICT', 'purchaseNotAudited');
  const open = await db.tx
    .select({
      id: purchaseLines.id,
      materialId: purchaseLines.materialId,
      unitId: materials.unitId,
      qty: purchaseLines.qty,
      baseQty: purchaseLines.baseQty,
      receivedQty: purchaseLines.receivedQty,
      price: purchaseLines.price,
    })
    .from(purchaseLines)
    .innerJoin(
      materials,
      and(eq(materials.supplierId, purchaseLines.supplierId), eq(materials.id, purchaseLines.materialId)),
    )
    .where(
      db.where(
        purchaseLines,
        eq(purchaseLines.docId, purchaseId),
        gt(purchaseLines.baseQty, purchaseLines.receivedQty),
      ),
    )
    .orderBy(asc(purchaseLines.seq), asc(purchaseLines.id));
  if (open.length === 0) throw new AppError('CONFLICT', 'purchaseReceived');
  const lines = open.map((l, seq) => {
    const remaining = toMilli(l.baseQty) - toMilli(l.receivedQty);
    // The ordered price per ordered unit, as a price per the material's own unit.
    const price = Math.round((Number(l.price) * toMilli(l.qty)) / toMilli(l.baseQty));
    return {
      seq,
      materialId: Number(l.materialId),
      unitId: Number(l.unitId),
      qty: fromMilli(remaining),
      baseQty: fromMilli(remaining),
      price,
      amount: Math.round((remaining * price) / 1000),
      purchaseLineId: Number(l.id),
    };
  });
  const no = await nextDocNo(db, 'RK', ctx);
  const [inbound] = await db.tx
    .insert(inbounds)
    .values(
      db.row({
        no,
        warehouseId: Number(row.warehouseId),
        purchaseId,
        businessType: 'purchase' as const,
        totalQty: fromMilli(lines.reduce((n, l) => n + toMilli(l.baseQty), 0)),
        totalAmount: lines.reduce((n, l) => n + l.amount, 0),
        createdBy: ctx.accountId,
        remark: `采购订单 ${row.no} 入库`,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      }),
    )
    .returning({ id: inbounds.id });
  const id = Number(inbound!.id);
  await db.tx.insert(inboundLines).values(lines.map((l) => db.row({ ...l, docId: id })));
  return { id, no };
}

/**
 * Purchase orders: ordered from an approved vendor into a warehouse; once audited they are received into inbound
 * documents, never beyond the quantity ordered (DOMAIN.md rule 5).
 */
export const purchaseResource = defineResource({
  name: 'Purchase',
  api: '/v1/jxc/purchase/Purchase',
  title: T('采购订单', 'purchase order', 'orden de compra', '発注書'),
  table: purchases,
  joins: [
    { table: customers, on: eq(customers.id, purchases.vendorId) },
    { table: warehouses, on: eq(warehouses.id, purchases.warehouseId) },
  ],
  columns: {
    id: col.hide(JT.id, purchases.id),
    no: col.text(JT.no, purchases.no, { sortable: true, filter: 'text', width: '170' }),
    vendor: col.text(JT.vendor, customers.name, { filter: 'text', width: '180' }),
    warehouse: col.text(JT.warehouse, warehouses.name, { filter: 'text' }),
    expected_at: col.date(JT.expectedAt, purchases.expectedAt, { sortable: true, filter: 'date' }),
    total_qty: col.number(JT.totalQty, purchases.totalQty, { decimals: 3, sum: true }),
    total_amount: col.money(JT.totalAmount, purchases.totalAmount, {
      sortable: true,
      sum: true,
      filter: 'number',
    }),
    status: col.select(JT.status, purchases.status, PURCHASE_STATUS_OPTIONS, { filter: 'select' }),
    remark: col.text(JT.remark, purchases.remark, { visible: false }),
    created_at: col.datetime(JT.created, purchases.createdAt, { sortable: true, filter: 'datetime' }),
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  fields: [
    field('vendor_id', JT.vendor, 'select', purchases.vendorId, {
      required: true,
      optionsApi: `${CUSTOMER_OPTIONS}?type=vendor`,
    }),
    field('warehouse_id', JT.warehouse, 'select', purchases.warehouseId, {
      required: true,
      optionsApi: WAREHOUSE_OPTIONS,
    }),
    field('expected_at', JT.expectedAt, 'date', purchases.expectedAt),
    field('remark', JT.remark, 'textarea', purchases.remark, { max: 500 }),
  ],
  lines: docLines(purchaseLines),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction((db, id, accountId, now) => markAudited(db, purchases, id, accountId, now)),
    Receive: {
      summary: T('采购入库', 'Receive goods', 'Recibir mercancía', '入荷処理'),
      when: { status: [DOC_STATUS.audited, DOC_STATUS.partReceived] },
      confirm: true,
      async run(ctx, row) {
        const { id, no } = await receivePurchase(ctx.db, Number(row.id), actionSaveContext(ctx));
        return new Answer({ id, no }, 'receiveDone', { no });
      },
    },
  },
  exportable: true,
  async beforeSave(db, values, id, ctx) {
    await assertApproved(db, values.vendorId, 'vendor_id');
    await assertWarehouse(db, values.warehouseId);
    return stampNew('CG')(db, values, id, ctx);
  },
});
