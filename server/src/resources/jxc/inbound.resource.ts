import { T } from '@yanye/catalog';
import { and, asc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
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
import { col, field } from '../../engine/columns';
import { defineResource, type ValuesOf } from '../../engine/resource';
import { ET } from '../../engine/titles';
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
  WAREHOUSE,
} from './docs';
import { assertWarehouse } from './partners';
import { postInbound, type StockLine } from './stock.service';
import { JT } from './titles';

const M = {
  notOnOrder: T(
    '入库的 {material} 不是所选采购订单行的物料：请按采购订单入库',
    '{material} is not the material of the purchase order line it names: receive as ordered',
    '{material} no es el material de la línea del pedido que indica: reciba lo pedido',
    '入庫する {material} は、指定された発注明細の品目ではありません：発注どおりに入庫してください',
  ),
  overReceive: T(
    '{material} 的入库数量超过采购数量：订购 {ordered}，已入库 {received}，本次 {qty}',
    '{material} would be received beyond the order: ordered {ordered}, received {received}, now {qty}',
    '{material} superaría lo pedido: pedido {ordered}, recibido {received}, ahora {qty}',
    '{material} の入庫数が発注数を超えます：発注 {ordered}、入庫済み {received}、今回 {qty}',
  ),
  inboundNotAudited: T(
    '入库单未审核，不能推送',
    'The inbound receipt is not audited yet, it cannot be sent',
    'La entrada no está auditada; no se puede enviar',
    '入庫伝票が未審査のため送信できません',
  ),
  inboundSent: T(
    '该入库单已推送',
    'This inbound receipt has been sent already',
    'Esta entrada ya se envió',
    'この入庫伝票は送信済みです',
  ),
  inboundQueued: T(
    '已加入推送队列，稍后自动推送',
    'Queued: it will be sent shortly',
    'En cola: se enviará en breve',
    '送信キューに追加しました。まもなく送信されます',
  ),
};

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
    new AppError('BAD_INPUT', 'fieldInvalid', {
      field: inboundLines.purchaseLineId.name,
      reason: { key: 'reasonValue' },
    });
  if (purchaseId === 0) throw bad();
  // The order first, then its lines in id order: every receipt locks in the same order.
  const [order] = await db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .for('update');
  if (!order) throw bad();
  if (order.status === DOC_STATUS.unaudited) throw new AppError('CONFLICT', 'purchaseNotAudited');
  for (const line of [...from].sort((a, b) => Number(a.purchaseLineId) - Number(b.purchaseLineId))) {
    const [done] = await db
      .update(purchaseLines)
      .set({ receivedQty: sql`${purchaseLines.receivedQty} + ${line.baseQty}::numeric` })
      .where(
        and(
          eq(purchaseLines.id, Number(line.purchaseLineId)),
          eq(purchaseLines.docId, purchaseId),
          // The line receives what was ordered on it, nothing else (F8: a changed material credited the new one).
          eq(purchaseLines.materialId, line.materialId),
          sql`${purchaseLines.receivedQty} + ${line.baseQty}::numeric <= ${purchaseLines.baseQty}`,
        ),
      )
      .returning({ id: purchaseLines.id });
    if (done) continue;
    const [ordered] = await db
      .select({
        name: materials.name,
        materialId: purchaseLines.materialId,
        baseQty: purchaseLines.baseQty,
        receivedQty: purchaseLines.receivedQty,
      })
      .from(purchaseLines)
      .innerJoin(materials, eq(materials.id, purchaseLines.materialId))
      .where(and(eq(purchaseLines.id, Number(line.purchaseLineId)), eq(purchaseLines.docId, purchaseId)));
    if (!ordered) throw bad();
    if (Number(ordered.materialId) !== line.materialId) {
      const [given] = await db
        .select({ name: materials.name })
        .from(materials)
        .where(eq(materials.id, line.materialId));
      throw new AppError('CONFLICT', M.notOnOrder, { material: given?.name ?? String(line.materialId) });
    }
    throw new AppError('CONFLICT', M.overReceive, {
      material: ordered.name,
      ordered: qtyText(ordered.baseQty),
      received: qtyText(ordered.receivedQty),
      qty: qtyText(line.baseQty),
    });
  }
  // The order's lines still short of what was ordered (the handle keeps the subquery in the store).
  const open = db
    .select({ id: purchaseLines.id })
    .from(purchaseLines)
    .where(and(eq(purchaseLines.docId, purchases.id), lt(purchaseLines.receivedQty, purchaseLines.baseQty)));
  await db
    .update(purchases)
    .set({
      status: sql`case when ${exists(open)} then ${DOC_STATUS.partReceived}::smallint
        else ${DOC_STATUS.received}::smallint end`,
    })
    .where(eq(purchases.id, purchaseId));
}

/**
 * On save, a line that names a purchase line (a receipt made from a purchase order, edited before its audit)
 * names a line of the order this document receives: a new document receives no order, so it names none. The
 * engine has checked it is a purchase line of the store; that it orders the line's material, the audit checks
 * (`receive`), refusing the document as a whole.
 */
async function assertOnOrder(
  db: TenantDb,
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

const inboundLinesDecl = docLines(inboundLines, {
  priced: true,
  extra: [field(inboundLines.purchaseLineId, JT.purchase, 'number', { hidden: true })],
});

async function linesOf(db: TenantDb, id: number): Promise<Line[]> {
  const rows = await db
    .select({
      id: inboundLines.id,
      materialId: inboundLines.materialId,
      baseQty: inboundLines.baseQty,
      amount: inboundLines.amount,
      purchaseLineId: inboundLines.purchaseLineId,
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
  const lines = await db
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
    .innerJoin(materials, eq(materials.id, inboundLines.materialId))
    .innerJoin(materialUnits, eq(materialUnits.id, inboundLines.unitId))
    .where(eq(inboundLines.docId, id))
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

const i = inbounds;

/** Inbound documents: audited, they put their lines into stock and receive their purchase order. */
export const inboundResource = defineResource({
  entity: 'Inbound',
  table: inbounds,
  joins: [
    { table: warehouses, on: eq(warehouses.id, i.warehouseId) },
    { table: purchases, on: eq(purchases.id, i.purchaseId) },
  ],
  columns: [
    col.hide(i.id),
    col.text(i.no, JT.no, { sortable: true, filter: 'text', width: 170 }),
    ...col.ref(i.warehouseId, warehouses.name, JT.warehouse, WAREHOUSE),
    col.select(i.businessType, JT.businessType, INBOUND_TYPE_OPTIONS, {
      filter: 'select',
      form: { required: true, default: 'purchase' },
    }),
    col.text(purchases.no, JT.purchase, { as: 'purchase_no', filter: 'text', width: 170 }),
    col.number(i.totalQty, JT.totalQty, { decimals: 3, sum: true }),
    col.money(i.totalAmount, JT.totalAmount, { sortable: true, sum: true }),
    col.select(i.status, ET.status, DOC_STATUS_OPTIONS, { filter: 'select' }),
    col.select(i.sendStatus, JT.sendStatus, SEND_STATUS_OPTIONS, { filter: 'select' }),
    col.text(i.remark, ET.remark, { visible: false, form: { type: 'textarea', max: 500 } }),
    col.datetime(i.createdAt, ET.created, { sortable: true, filter: 'datetime' }),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: {
    ...inboundLinesDecl,
    async prepare(db, lines, ctx, docId) {
      await assertOnOrder(db, lines, docId);
      return inboundLinesDecl.prepare(db, lines, ctx, docId);
    },
  },
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(auditInbound),
    Send: {
      when: { status: [DOC_STATUS.audited], send_status: ['none', 'failed'] },
      confirm: true,
      // The outbox row is written here, in this transaction; a job delivers it (integrations/erp.ts). The key
      // on the document number makes a second push of the same document the same row.
      async run({ db, deps }, row) {
        if (row.status !== DOC_STATUS.audited) throw new AppError('CONFLICT', M.inboundNotAudited);
        if (row.sendStatus === 'sent') throw new AppError('CONFLICT', M.inboundSent);
        const id = row.id;
        const now = deps.now();
        const payload = await erpPayload(db, id);
        await db
          .insert(erpOutbox)
          .values({
            docType: 'inbound',
            docId: id,
            docNo: row.no,
            payload,
            nextAttemptAt: now,
            createdAt: now,
          })
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
        await db.update(inbounds).set({ sendStatus: 'pending' }).where(eq(inbounds.id, id));
        return new Answer({ id }, M.inboundQueued);
      },
    },
  },
  exportable: true,
  async beforeSave(db, values, id, ctx) {
    await assertWarehouse(db, values.warehouseId, i.warehouseId);
    return stampNew('RK')(db, values, id, ctx);
  },
});
