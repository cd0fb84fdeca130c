import { T } from '@yanye/catalog';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DOC_STATUS,
  erpOutbox,
  INBOUND_TYPES,
  inboundLines,
  inbounds,
  materials,
  materialUnits,
  purchaseLines,
  purchases,
  SEND_STATUSES,
  warehouses,
} from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { AppError } from '../../platform/errors';
import { Answer } from '../../platform/route';
import type { TenantDb } from '../../platform/tenancy';
import {
  auditAction,
  DOC_STATUS_OPTIONS,
  docLines,
  EDITABLE_DOCS,
  markAudited,
  qtyText,
  stampNew,
  WAREHOUSE_OPTIONS,
} from './docs';
import { assertWarehouse } from './partners';
import { postInbound, type StockLine } from './stock.service';
import { JT } from './titles';

export const INBOUND_TYPE_OPTIONS = [
  { value: INBOUND_TYPES[0], label: T('采购入库', 'Purchase', 'Compra', '仕入入庫') },
  { value: INBOUND_TYPES[1], label: T('退货入库', 'Customer return', 'Devolución de cliente', '返品入庫') },
  { value: INBOUND_TYPES[2], label: T('调拨入库', 'Transfer in', 'Traspaso de entrada', '移動入庫') },
  { value: INBOUND_TYPES[3], label: T('其他入库', 'Other', 'Otra', 'その他入庫') },
];

export const SEND_STATUS_OPTIONS = [
  { value: SEND_STATUSES[0], label: T('未推送', 'Not sent', 'Sin enviar', '未送信') },
  { value: SEND_STATUSES[1], label: T('推送中', 'Sending', 'Enviando', '送信中') },
  { value: SEND_STATUSES[2], label: T('已推送', 'Sent', 'Enviado', '送信済み') },
  { value: SEND_STATUSES[3], label: T('推送失败', 'Failed', 'Fallido', '送信失敗') },
];

interface Line {
  readonly id: number;
  readonly materialId: number;
  readonly baseQty: string;
  readonly amount: number;
  readonly purchaseLineId: number | null;
}

/**
 * What an inbound document receives of its purchase order: each line a guarded update that never lets the
 * received quantity pass the ordered one (rule 5), then the order's status from what is left.
 */
async function receive(db: TenantDb, purchaseId: number, lines: readonly Line[]): Promise<void> {
  const from = lines.filter((l) => l.purchaseLineId !== null);
  if (from.length === 0) return;
  const bad = () =>
    new AppError('BAD_INPUT', 'fieldInvalid', { field: 'purchase_line_id', reason: { key: 'reasonValue' } });
  if (purchaseId === 0) throw bad();
  // The order first, then its lines in id order: every receipt locks in the same order.
  const [order] = await db.tx
    .select({ status: purchases.status })
    .from(purchases)
    .where(db.where(purchases, eq(purchases.id, purchaseId)))
    .for('update');
  if (!order) throw bad();
  if (order.status === DOC_STATUS.unaudited) throw new AppError('CONFLICT', 'purchaseNotAudited');
  for (const line of [...from].sort((a, b) => Number(a.purchaseLineId) - Number(b.purchaseLineId))) {
    const [done] = await db.tx
      .update(purchaseLines)
      .set({ receivedQty: sql`${purchaseLines.receivedQty} + ${line.baseQty}::numeric` })
      .where(
        db.where(
          purchaseLines,
          eq(purchaseLines.id, Number(line.purchaseLineId)),
          eq(purchaseLines.docId, purchaseId),
          sql`${purchaseLines.receivedQty} + ${line.baseQty}::numeric <= ${purchaseLines.baseQty}`,
        ),
      )
      .returning({ id: purchaseLines.id });
    if (done) continue;
    const [ordered] = await db.tx
      .select({
        name: materials.name,
        baseQty: purchaseLines.baseQty,
        receivedQty: purchaseLines.receivedQty,
      })
      .from(purchaseLines)
      .innerJoin(
        materials,
        and(eq(materials.supplierId, purchaseLines.supplierId), eq(materials.id, purchaseLines.materialId)),
      )
      .where(
        db.where(
          purchaseLines,
          eq(purchaseLines.id, Number(line.purchaseLineId)),
          eq(purchaseLines.docId, purchaseId),
        ),
      );
    if (!ordered) throw bad();
    throw new AppError('CONFLICT', 'overReceive', {
      material: ordered.name,
      ordered: qtyText(ordered.baseQty),
      received: qtyText(ordered.receivedQty),
      qty: qtyText(line.baseQty),
    });
  }
  await db.tx
    .update(purchases)
    .set({
      status: sql`case when exists (select 1 from purchase_lines l where l.supplier_id = ${purchases.supplierId}
        and l.doc_id = ${purchases.id} and l.received_qty < l.base_qty) then ${DOC_STATUS.partReceived}::smallint
        else ${DOC_STATUS.received}::smallint end`,
    })
    .where(db.where(purchases, eq(purchases.id, purchaseId)));
}

async function linesOf(db: TenantDb, id: number): Promise<Line[]> {
  const rows = await db.tx
    .select({
      id: inboundLines.id,
      materialId: inboundLines.materialId,
      baseQty: inboundLines.baseQty,
      amount: inboundLines.amount,
      purchaseLineId: inboundLines.purchaseLineId,
    })
    .from(inboundLines)
    .where(db.where(inboundLines, eq(inboundLines.docId, id)))
    .orderBy(asc(inboundLines.seq), asc(inboundLines.id));
  return rows.map((r) => ({
    id: Number(r.id),
    materialId: Number(r.materialId),
    baseQty: r.baseQty,
    amount: Number(r.amount),
    purchaseLineId: r.purchaseLineId === null ? null : Number(r.purchaseLineId),
  }));
}

/**
 * Audits an inbound document in the caller's transaction: the conditional status update (a second audit finds
 * nothing and is refused), the purchase receipt, every stock row and every ledger row, or nothing.
 */
export async function auditInbound(db: TenantDb, id: number, accountId: number, now: number): Promise<void> {
  const audited = await markAudited(db, inbounds, id, accountId, now, {
    no: inbounds.no,
    warehouseId: inbounds.warehouseId,
    purchaseId: inbounds.purchaseId,
  });
  const lines = await linesOf(db, id);
  await receive(db, Number(audited.purchaseId), lines);
  const stock: StockLine[] = lines.map((l) => ({
    lineId: l.id,
    materialId: l.materialId,
    baseQty: l.baseQty,
    amount: l.amount,
  }));
  await postInbound(
    db,
    { type: 'inbound', id, no: audited.no, warehouseId: Number(audited.warehouseId) },
    stock,
    accountId,
    now,
  );
}

/** What the external ERP receives of an inbound document: numbers, codes and quantities, no internal ids. */
async function erpPayload(db: TenantDb, id: number): Promise<Record<string, unknown>> {
  const [doc] = await db.tx
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
    .innerJoin(
      warehouses,
      and(eq(warehouses.supplierId, inbounds.supplierId), eq(warehouses.id, inbounds.warehouseId)),
    )
    .leftJoin(
      purchases,
      and(eq(purchases.supplierId, inbounds.supplierId), eq(purchases.id, inbounds.purchaseId)),
    )
    .where(db.where(inbounds, eq(inbounds.id, id)));
  const lines = await db.tx
    .select({
      code: materials.code,
      name: materials.name,
      spec: materials.spec,
      unit: materialUnits.name,
      qty: inboundLines.qty,
      baseQty: inboundLines.baseQty,
      price: inboundLines.price,
      amount: inboundLines.amount,
    })
    .from(inboundLines)
    .innerJoin(
      materials,
      and(eq(materials.supplierId, inboundLines.supplierId), eq(materials.id, inboundLines.materialId)),
    )
    .innerJoin(
      materialUnits,
      and(eq(materialUnits.supplierId, inboundLines.supplierId), eq(materialUnits.id, inboundLines.unitId)),
    )
    .where(db.where(inboundLines, eq(inboundLines.docId, id)))
    .orderBy(asc(inboundLines.seq), asc(inboundLines.id));
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

/** Inbound documents: audited, they put their lines into stock and receive their purchase order. */
export const inboundResource = defineResource({
  name: 'Inbound',
  api: '/v1/jxc/inbound/Inbound',
  title: T('入库单', 'inbound receipt', 'entrada de almacén', '入庫伝票'),
  table: inbounds,
  joins: [
    { table: warehouses, on: eq(warehouses.id, inbounds.warehouseId) },
    { table: purchases, on: eq(purchases.id, inbounds.purchaseId) },
  ],
  columns: {
    id: col.hide(JT.id, inbounds.id),
    no: col.text(JT.no, inbounds.no, { sortable: true, filter: 'text', width: '170' }),
    warehouse: col.text(JT.warehouse, warehouses.name, { filter: 'text' }),
    business_type: col.select(JT.businessType, inbounds.businessType, INBOUND_TYPE_OPTIONS, {
      filter: 'select',
    }),
    purchase_no: col.text(JT.purchase, purchases.no, { filter: 'text', width: '170' }),
    total_qty: col.number(JT.totalQty, inbounds.totalQty, { decimals: 3, sum: true }),
    total_amount: col.money(JT.totalAmount, inbounds.totalAmount, { sortable: true, sum: true }),
    status: col.select(JT.status, inbounds.status, DOC_STATUS_OPTIONS, { filter: 'select' }),
    send_status: col.select(JT.sendStatus, inbounds.sendStatus, SEND_STATUS_OPTIONS, { filter: 'select' }),
    remark: col.text(JT.remark, inbounds.remark, { visible: false }),
    created_at: col.datetime(JT.created, inbounds.createdAt, { sortable: true, filter: 'datetime' }),
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  fields: [
    field('warehouse_id', JT.warehouse, 'select', inbounds.warehouseId, {
      required: true,
      optionsApi: WAREHOUSE_OPTIONS,
    }),
    field('business_type', JT.businessType, 'select', inbounds.businessType, {
      required: true,
      options: INBOUND_TYPE_OPTIONS,
      default: 'purchase',
    }),
    field('remark', JT.remark, 'textarea', inbounds.remark, { max: 500 }),
  ],
  lines: docLines(inboundLines, {
    priced: true,
    extra: [field('purchase_line_id', JT.purchase, 'number', inboundLines.purchaseLineId, { hidden: true })],
  }),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(auditInbound),
    Send: {
      summary: T('推送', 'Send to ERP', 'Enviar al ERP', 'ERP へ送信'),
      when: { status: [DOC_STATUS.audited], send_status: ['none', 'failed'] },
      confirm: true,
      // The outbox row is written here, in this transaction; a job delivers it (integrations/erp.ts). The key
      // on the document number makes a second push of the same document the same row.
      async run({ db, deps }, row) {
        if (Number(row.status) !== DOC_STATUS.audited) throw new AppError('CONFLICT', 'inboundNotAudited');
        if (row.sendStatus === 'sent') throw new AppError('CONFLICT', 'inboundSent');
        const id = Number(row.id);
        const now = deps.now();
        const payload = await erpPayload(db, id);
        await db.tx
          .insert(erpOutbox)
          .values(
            db.row({
              docType: 'inbound',
              docId: id,
              docNo: String(row.no),
              payload,
              nextAttemptAt: now,
              createdAt: now,
            }),
          )
          .onConflictDoUpdate({
            target: [erpOutbox.supplierId, erpOutbox.docType, erpOutbox.docNo],
            set: {
              status: 'pending',
              attempts: 0,
              nextAttemptAt: now,
              payload,
              lastError: '',
              lockedBy: null,
              lockedUntil: null,
            },
            setWhere: sql`${erpOutbox.status} <> 'sent'`,
          });
        await db.tx
          .update(inbounds)
          .set({ sendStatus: 'pending' })
          .where(db.where(inbounds, eq(inbounds.id, id)));
        return new Answer({ id }, 'inboundQueued');
      },
    },
  },
  exportable: true,
  async beforeSave(db, values, id, ctx) {
    await assertWarehouse(db, values.warehouseId);
    return stampNew('RK')(db, values, id, ctx);
  },
});
