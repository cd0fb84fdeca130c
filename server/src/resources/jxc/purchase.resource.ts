import {
  Answer,
  AppError,
  actionSaveContext,
  col,
  customers,
  DOC_STATUS,
  defineResource,
  field,
  fromMilli,
  joinTo,
  materials,
  nextDocNo,
  notFound,
  purchaseLines,
  purchases,
  type SaveContext,
  type StoreDb,
  together,
  toMilli,
  warehouses,
} from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { and, asc, eq, gt } from 'drizzle-orm';

import {
  AUDIT_AFTER,
  auditAction,
  documentNumbers,
  markAudited,
  markUnaudited,
  unauditAction,
} from './audit';

import { docColumn } from './doc-columns';

import { DOC_STATUS_OPTIONS, docLines, EDITABLE_DOCS, stampNew, VENDOR_OPTIONS, WAREHOUSE } from './docs';
import { assertApproved, assertWarehouse } from './partners';

import { docPrint } from './print';

import { inboundLines, inbounds } from './tables';

import { INVENTORY_TITLES } from './titles';

const MESSAGES = {
  purchaseReceived: T('该采购订单已全部入库'),
  hasReceipts: T('采购订单已有入库单 {nos}，不能反审核：请先删除这些入库单（已审核的先反审核）'),
  receiveDone: T('已生成入库单 {no}，请核对数量后审核'),
};

export const PURCHASE_STATUS_OPTIONS = [
  ...DOC_STATUS_OPTIONS,
  {
    value: DOC_STATUS.partReceived,
    label: T('部分入库'),
  },
  { value: DOC_STATUS.received, label: T('已入库') },
];

/**
 * Makes an inbound document for what is still to come of an audited purchase order, in each material's own
 * unit; the user checks the quantities against the delivery and audits it, which is when stock and the order
 * move (see auditInbound).
 */
export async function receivePurchase(
  db: StoreDb,
  purchaseId: number,
  ctx: SaveContext,
): Promise<{ id: number; no: string }> {
  const [row] = await db
    .select({ status: purchases.status, warehouseId: purchases.warehouseId, no: purchases.no })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!row) throw notFound();
  if (row.status === DOC_STATUS.unaudited) throw new AppError('CONFLICT', 'purchaseNotAudited');
  const open = await db
    .select({
      id: purchaseLines.id,
      materialId: purchaseLines.materialId,
      unitId: materials.unitId,
      qty: purchaseLines.qty,
      baseQty: purchaseLines.baseQty,
      receivedQty: purchaseLines.receivedQty,
      price: purchaseLines.price,
      lotNo: purchaseLines.lotNo,
      lotTracked: materials.lotTracked,
    })
    .from(purchaseLines)
    .innerJoin(materials, eq(materials.id, purchaseLines.materialId))
    .where(and(eq(purchaseLines.docId, purchaseId), gt(purchaseLines.baseQty, purchaseLines.receivedQty)))
    .orderBy(asc(purchaseLines.seq), asc(purchaseLines.id));
  if (open.length === 0) throw new AppError('CONFLICT', MESSAGES.purchaseReceived);
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
      // The lot the vendor was expected to send: the user adds its dates (or corrects it) before the audit.
      lotNo: l.lotTracked === 1 ? l.lotNo : '',
    };
  });
  const no = await nextDocNo(db, 'RK', ctx);
  const [inbound] = await db
    .insert(inbounds)
    .values({
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
    })
    .returning({ id: inbounds.id });
  const id = Number(inbound!.id);
  await db.insert(inboundLines).values(lines.map((l) => ({ ...l, docId: id })));
  return { id, no };
}

/** Every state of an audited order: it may be un-audited from any of them once no receipt refers to it. */
const AUDITED_STATES = [DOC_STATUS.audited, DOC_STATUS.partReceived, DOC_STATUS.received];

/**
 * Reverses a purchase order's audit: refused, naming them, while inbound documents of any state receive it (a
 * receipt made from it, audited or not); they are deleted, or un-audited and deleted, first. The order row is
 * locked by the action, as `PurchaseReceive` and an inbound audit lock it, so no receipt appears meanwhile.
 */
export async function unauditPurchase(db: StoreDb, id: number): Promise<void> {
  await markUnaudited(db, purchases, id, {}, AUDITED_STATES);
  const nos = await documentNumbers(db, inbounds, eq(inbounds.purchaseId, id));
  if (nos) throw new AppError('CONFLICT', MESSAGES.hasReceipts, { nos });
}

const p = purchases;

/**
 * Purchase orders: ordered from an approved vendor into a warehouse; once audited they are received into inbound
 * documents, never beyond the quantity ordered (docs/inventory.md, rule 5).
 */
export const purchaseResource = defineResource({
  entity: 'Purchase',
  table: purchases,
  joins: [joinTo(p.vendorId), joinTo(p.warehouseId)],
  columns: [
    ...docColumn.number(p),
    ...col.ref(p.vendorId, customers.name, INVENTORY_TITLES.vendor, {
      as: 'vendor',
      width: 180,
      required: true,
      optionsApi: VENDOR_OPTIONS,
    }),
    ...col.ref(p.warehouseId, warehouses.name, INVENTORY_TITLES.warehouse, WAREHOUSE),
    col.date(p.expectedAt, INVENTORY_TITLES.expectedAt, { sortable: true, filter: 'date', form: true }),
    ...docColumn.totals(p, { filter: 'number' }),
    col.status(p.status, PURCHASE_STATUS_OPTIONS),
    ...docColumn.closing(p),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: docLines(purchaseLines, {
    priced: true,
    extra: [field(purchaseLines.lotNo, INVENTORY_TITLES.expectedLot, 'text', { max: 40 })],
  }),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(
      (db, id, accountId, now) => markAudited(db, purchases, id, accountId, now),
      AUDIT_AFTER.purchase,
    ),
    Unaudit: unauditAction(unauditPurchase, AUDITED_STATES),
    Receive: {
      when: { status: [DOC_STATUS.audited, DOC_STATUS.partReceived] },
      confirm: true,
      async run(ctx, row) {
        const { id, no } = await receivePurchase(ctx.db, row.id, actionSaveContext(ctx));
        return new Answer({ id, no }, MESSAGES.receiveDone, { no });
      },
    },
  },
  exportable: true,
  print: docPrint(purchases, purchaseLines, {
    facts: ['vendor', 'warehouse', 'expected_at', 'status', 'created_at'],
    priced: true,
    signatures: ['maker', 'auditor', 'handler'],
  }),
  async beforeSave(db, values, id, ctx, found) {
    const [, , stamped] = await together(
      assertApproved(db, values.vendorId, p.vendorId),
      assertWarehouse(db, values.warehouseId, p.warehouseId, found),
      stampNew('CG')(db, values, id, ctx),
    );
    return stamped;
  },
});
