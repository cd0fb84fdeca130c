import {
  Answer,
  AppError,
  col,
  DOC_STATUS,
  defineResource,
  erpOutbox,
  field,
  joinTo,
  optionsOf,
  purchases,
  type StoreDb,
  together,
  warehouses,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import { AUDIT_AFTER, auditAction, markAudited, markUnaudited, unauditAction } from './audit';
import { docColumn } from './doc-columns';
import { DOC_STATUS_OPTIONS, docLines, EDITABLE_DOCS, stampNew, WAREHOUSE } from './docs';
import { erpPayload } from './erp-payload';
import { assertOnOrder, linesOf, vendorOf } from './inbound.lines';
import { inboundLots } from './lots';
import { assertWarehouse } from './partners';
import { docPrint } from './print';
import { receive, unreceive } from './receipt';
import { lotsOfInbound } from './stock.lots';
import { reverseStock } from './stock.reverse';
import { postInbound, type StockDoc } from './stock.service';
import { type INBOUND_TYPES, inboundLines, inbounds, type SEND_STATUSES } from './tables';
import { INVENTORY_TITLES } from './titles';

const MESSAGES = {
  inboundNotAudited: T('入库单未审核，不能推送'),
  inboundSent: T('该入库单已推送'),
  inboundQueued: T('已加入推送队列，稍后自动推送'),
  sendingToErp: T('入库单正在推送至 ERP，不能反审核：请等推送结束'),
  sentToErp: T('入库单已推送至 ERP，不能反审核：请在 ERP 中冲销'),
};

export const INBOUND_TYPE_OPTIONS = optionsOf<(typeof INBOUND_TYPES)[number]>({
  purchase: T('采购入库', 'purchase'),
  return: T('退货入库'),
  transfer: T('调拨入库'),
  other: T('其他入库'),
});

export const SEND_STATUS_OPTIONS = optionsOf<(typeof SEND_STATUSES)[number]>({
  none: T('未推送'),
  pending: T('推送中'),
  sent: T('已推送'),
  failed: T('推送失败'),
});

const inboundLinesDecl = docLines(inboundLines, {
  priced: true,
  extra: [
    // Set by a receipt of a purchase order (PurchaseReceive); a sheet imported receives none.
    field(inboundLines.purchaseLineId, INVENTORY_TITLES.purchase, 'number', { hidden: true, import: false }),
    // A lot-tracked material's lot (lots.ts `inboundLots` checks them against the material). The tips say it in
    // the form and in the import template's rules.
    field(inboundLines.lotNo, INVENTORY_TITLES.lotNo, 'text', { max: 40, tip: T('按批次管理的物料必填') }),
    field(inboundLines.producedAt, INVENTORY_TITLES.producedAt, 'date', { tip: T('新批次必填') }),
    field(inboundLines.expiresAt, INVENTORY_TITLES.expiresAt, 'date', {
      tip: T('留空时按生产日期和物料的保质期推算'),
    }),
  ],
});

/** The stock side of an inbound document's audit round. */
const stockDoc = (id: number, doc: { no: string; warehouseId: number; round: number }): StockDoc => ({
  type: 'inbound',
  id,
  no: doc.no,
  warehouseId: Number(doc.warehouseId),
  round: doc.round,
});

/**
 * Audits an inbound document in the caller's transaction: the conditional status update (a second audit finds
 * nothing and is refused), the purchase receipt, every stock row and every ledger row, or nothing.
 */
export async function auditInbound(
  db: StoreDb,
  id: number,
  accountId: number,
  now: number,
  timeZone: string,
): Promise<void> {
  const [audited, lines] = await together(
    markAudited(db, inbounds, id, accountId, now, {
      no: inbounds.no,
      warehouseId: inbounds.warehouseId,
      purchaseId: inbounds.purchaseId,
      businessType: inbounds.businessType,
    }),
    linesOf(db, id),
  );
  await receive(db, Number(audited.purchaseId), lines);
  // The lines' lots checked again (a receipt made from an order carries only the lot expected; a lot may have
  // been made since the save), then found or made.
  const checked = await inboundLots(db, lines, timeZone, true);
  const lotOf = await lotsOfInbound(
    db,
    checked.flatMap((l, i) =>
      l.lotNo === ''
        ? []
        : [
            {
              line: i + 1,
              lineId: l.id,
              materialId: l.materialId,
              lotNo: l.lotNo,
              producedAt: Number(l.producedAt),
              expiresAt: Number(l.expiresAt),
            },
          ],
    ),
    {
      accountId,
      vendorId: await vendorOf(db, Number(audited.purchaseId)),
      now,
      timeZone,
      // A customer's return, not a receipt of a purchase order marked as one.
      intoBlocked: audited.businessType === 'return' && Number(audited.purchaseId) === 0,
    },
  );
  const stock = lines.map((l) => ({
    lineId: l.id,
    materialId: l.materialId,
    baseQty: l.baseQty,
    amount: l.amount,
    lotId: lotOf.get(l.id) ?? null,
  }));
  await postInbound(db, stockDoc(id, audited), stock, accountId, now);
}

/**
 * Reverses an inbound document's audit in the caller's transaction, in the audit's own lock order: the
 * conditional status update (a document not audited is refused), what it received of its purchase order, and
 * the stock of its round with `reverse` ledger rows. Refused while the ERP has it (sent, or a push under way),
 * and where stock was since issued from a warehouse that forbids negative stock; a refusal changes nothing.
 */
export async function unauditInbound(db: StoreDb, id: number, accountId: number, now: number): Promise<void> {
  const doc = await markUnaudited(db, inbounds, id, {
    no: inbounds.no,
    warehouseId: inbounds.warehouseId,
    purchaseId: inbounds.purchaseId,
    sendStatus: inbounds.sendStatus,
  });
  if (doc.sendStatus === 'pending') throw new AppError('CONFLICT', MESSAGES.sendingToErp);
  if (doc.sendStatus === 'sent') throw new AppError('CONFLICT', MESSAGES.sentToErp);
  // A push that failed was of this audit; the next audit is pushed afresh.
  if (doc.sendStatus === 'failed')
    await db.update(inbounds).set({ sendStatus: 'none' }).where(eq(inbounds.id, id));
  await unreceive(db, Number(doc.purchaseId), await linesOf(db, id));
  await reverseStock(db, stockDoc(id, doc), accountId, now);
}

const i = inbounds;

/** Inbound documents: audited, they put their lines into stock and receive their purchase order. */
export const inboundResource = defineResource({
  entity: 'Inbound',
  table: inbounds,
  joins: [joinTo(i.warehouseId), joinTo(i.purchaseId)],
  columns: [
    ...docColumn.number(i),
    ...col.ref(i.warehouseId, warehouses.name, INVENTORY_TITLES.warehouse, WAREHOUSE),
    col.select(i.businessType, INVENTORY_TITLES.businessType, INBOUND_TYPE_OPTIONS, {
      filter: 'select',
      form: { required: true, default: 'purchase' },
    }),
    col.text(purchases.no, INVENTORY_TITLES.purchase, { as: 'purchase_no', filter: 'text', width: 170 }),
    ...docColumn.totals(i),
    docColumn.posting(i, inboundLines),
    col.status(i.status, DOC_STATUS_OPTIONS),
    col.select(i.sendStatus, INVENTORY_TITLES.sendStatus, SEND_STATUS_OPTIONS, { filter: 'select' }),
    ...docColumn.closing(i),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: {
    ...inboundLinesDecl,
    async prepare(db, lines, ctx, docId, preloaded) {
      await assertOnOrder(db, lines, docId);
      const prepared = await inboundLinesDecl.prepare(db, lines, ctx, docId, preloaded);
      return { ...prepared, lines: await inboundLots(db, prepared.lines, ctx.timeZone) };
    },
  },
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(auditInbound, AUDIT_AFTER.inbound),
    Unaudit: unauditAction(unauditInbound),
    Send: {
      when: { status: [DOC_STATUS.audited], send_status: ['none', 'failed'] },
      confirm: true,
      // The outbox row is written here, in this transaction; a job delivers it (integrations/erp.ts). The key
      // on the document number makes a second push of the same document the same row.
      async run({ db, deps }, row) {
        if (row.status !== DOC_STATUS.audited) throw new AppError('CONFLICT', MESSAGES.inboundNotAudited);
        if (row.sendStatus === 'sent') throw new AppError('CONFLICT', MESSAGES.inboundSent);
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
        return new Answer({ id }, MESSAGES.inboundQueued);
      },
    },
  },
  exportable: true,
  // A sheet of receipts, one row a line, each saved as a draft as the form saves it (docs/engine.md).
  importable: true,
  print: docPrint(inbounds, inboundLines, {
    facts: ['warehouse', 'business_type', 'purchase_no', 'status', 'created_at'],
    priced: true,
    signatures: ['maker', 'auditor', 'handler', 'receiver'],
    lots: 'inbound',
  }),
  async beforeSave(db, values, id, ctx, found) {
    const [, stamped] = await together(
      assertWarehouse(db, values.warehouseId, i.warehouseId, found),
      stampNew('RK')(db, values, id, ctx),
    );
    return stamped;
  },
});
