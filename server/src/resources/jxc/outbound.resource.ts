import {
  AppError,
  accounts,
  col,
  customers,
  defineResource,
  entityOptions,
  field,
  joinTo,
  optionsOf,
  route,
  type StoreDb,
  together,
  warehouses,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API } from '@yanye/protocol';
import { asc, eq } from 'drizzle-orm';
import { AUDIT_AFTER, auditAction, markAudited, markUnaudited, unauditAction } from './audit';
import { docColumn } from './doc-columns';
import { CUSTOMER_OPTIONS, DOC_STATUS_OPTIONS, docLines, EDITABLE_DOCS, stampNew, WAREHOUSE } from './docs';
import { checkPicks, lotMaterials, readLots, todayStart } from './lots';
import { assertApproved, assertWarehouse } from './partners';
import { docPrint } from './print';
import { reverseStock } from './stock.reverse';
import { postOutbound } from './stock.service';
import { type OUTBOUND_TYPES, outboundLines, outbounds } from './tables';
import { INVENTORY_TITLES } from './titles';
import { operatesWarehouse } from './warehouse.resource';

export const OUTBOUND_TYPE_OPTIONS = optionsOf<(typeof OUTBOUND_TYPES)[number]>({
  sale: T('销售出库'),
  transfer: T('调拨出库'),
  loss: T('报损出库'),
  vendor_return: T('退货出库'),
  other: T('其他出库'),
});

const MESSAGES = {
  operatorNotInWarehouse: T('出库人不是该仓库的仓管员'),
};

// The operators of the warehouse chosen in the form (`{warehouse_id}` is filled by the form).
const OPERATORS = { path: API.jxc.warehouseOperators.path, params: { warehouse_id: '{warehouse_id}' } };

/**
 * Checks the lots an outbound document's lines pick (lots.ts `checkPicks`): of the line's material, not
 * blocked, and an expired one only with a reason. Answers the lines' materials' lot facts.
 */
async function assertPicks(
  db: StoreDb,
  lines: readonly { materialId?: unknown; lotId?: unknown; lotReason?: unknown }[],
  now: number,
  timeZone: string,
  lock = false,
) {
  const picks = lines.map((l) => ({
    materialId: Number(l.materialId),
    lotId: typeof l.lotId === 'number' && l.lotId > 0 ? l.lotId : null,
    lotReason: typeof l.lotReason === 'string' ? l.lotReason : '',
  }));
  const [materialOf, lotOf] = await together(
    lotMaterials(db, [...new Set(picks.map((p) => p.materialId))], lock),
    readLots(
      db,
      picks.flatMap((p) => (p.lotId === null ? [] : [p.lotId])),
      lock,
    ),
  );
  checkPicks(picks, lotOf, materialOf, todayStart(now, timeZone), timeZone);
  return materialOf;
}

/**
 * Audits an outbound document in the caller's transaction: the conditional status update, every guarded stock
 * update and every ledger row, or nothing (a shortage rolls it all back). Lines of lot-tracked materials take
 * the lot picked (checked again: it may have been blocked or expired since the save) or the lots that expire
 * first.
 */
export async function auditOutbound(
  db: StoreDb,
  id: number,
  accountId: number,
  now: number,
  timeZone: string,
): Promise<void> {
  const [audited, lines] = await together(
    markAudited(db, outbounds, id, accountId, now, {
      no: outbounds.no,
      warehouseId: outbounds.warehouseId,
    }),
    db
      .select({
        id: outboundLines.id,
        materialId: outboundLines.materialId,
        baseQty: outboundLines.baseQty,
        amount: outboundLines.amount,
        lotId: outboundLines.lotId,
        lotReason: outboundLines.lotReason,
      })
      .from(outboundLines)
      .where(eq(outboundLines.docId, id))
      .orderBy(asc(outboundLines.seq), asc(outboundLines.id)),
  );
  const picks = lines.map((l) => ({ ...l, lotId: Number(l.lotId) > 0 ? Number(l.lotId) : null }));
  // The picked lots are read share-locked: a recall blocking one waits for this audit, or this audit for it.
  const materialOf = await assertPicks(db, picks, now, timeZone, true);
  await postOutbound(
    db,
    {
      type: 'outbound',
      id,
      no: audited.no,
      warehouseId: Number(audited.warehouseId),
      round: audited.round,
      today: todayStart(now, timeZone),
    },
    picks.map((l) => ({
      lineId: Number(l.id),
      materialId: Number(l.materialId),
      baseQty: l.baseQty,
      amount: Number(l.amount),
      lotId: l.lotId,
      lotTracked: materialOf.get(Number(l.materialId))?.lotTracked === true,
    })),
    accountId,
    now,
  );
}

/**
 * Reverses an outbound document's audit in the caller's transaction: the conditional status update, then the
 * stock of its round put back, exactly the quantity and value it took, with `reverse` ledger rows.
 */
export async function unauditOutbound(
  db: StoreDb,
  id: number,
  accountId: number,
  now: number,
): Promise<void> {
  const doc = await markUnaudited(db, outbounds, id, {
    no: outbounds.no,
    warehouseId: outbounds.warehouseId,
  });
  await reverseStock(
    db,
    { type: 'outbound', id, no: doc.no, warehouseId: Number(doc.warehouseId), round: doc.round },
    accountId,
    now,
  );
}

const outboundLinesDecl = docLines(outboundLines, {
  priced: true,
  extra: [
    // The lots of the line's material the document's warehouse holds, those that expire first on top.
    field(outboundLines.lotId, INVENTORY_TITLES.lot, 'select', {
      optionsApi: {
        ...entityOptions('Lot'),
        params: { warehouse_id: '{warehouse_id}', material_id: '{material_id}' },
      },
    }),
    field(outboundLines.lotReason, INVENTORY_TITLES.lotReason, 'text', { max: 100 }),
  ],
});

const o = outbounds;

/** Outbound documents: audited, they take their lines out of stock, never below zero unless allowed. */
export const outboundResource = defineResource({
  entity: 'Outbound',
  table: outbounds,
  joins: [joinTo(o.warehouseId), joinTo(o.customerId), joinTo(o.operatorId)],
  columns: [
    ...docColumn.number(o),
    ...col.ref(o.warehouseId, warehouses.name, INVENTORY_TITLES.warehouse, WAREHOUSE),
    col.select(o.businessType, INVENTORY_TITLES.businessType, OUTBOUND_TYPE_OPTIONS, {
      filter: 'select',
      form: { required: true, default: 'sale' },
    }),
    field(o.operatorId, INVENTORY_TITLES.operator, 'select', { required: true, optionsApi: OPERATORS }),
    ...col.ref(o.customerId, customers.name, INVENTORY_TITLES.customer, {
      as: 'customer',
      optionsApi: CUSTOMER_OPTIONS,
    }),
    col.text(accounts.nickName, INVENTORY_TITLES.operator, { as: 'operator' }),
    ...docColumn.totals(o),
    docColumn.posting(o, outboundLines),
    col.status(o.status, DOC_STATUS_OPTIONS),
    ...docColumn.closing(o),
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  lines: {
    ...outboundLinesDecl,
    async prepare(db, lines, ctx, docId, preloaded) {
      const prepared = await outboundLinesDecl.prepare(db, lines, ctx, docId, preloaded);
      await assertPicks(db, prepared.lines as typeof lines, ctx.now, ctx.timeZone);
      return prepared;
    },
  },
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(auditOutbound, AUDIT_AFTER.outbound),
    Unaudit: unauditAction(unauditOutbound),
  },
  exportable: true,
  print: docPrint(outbounds, outboundLines, {
    facts: ['warehouse', 'business_type', 'customer', 'operator', 'status', 'created_at'],
    priced: true,
    signatures: ['maker', 'auditor', 'handler', 'receiver'],
    lots: 'outbound',
  }),
  async beforeSave(db, values, id, ctx, found) {
    await assertWarehouse(db, values.warehouseId, o.warehouseId, found);
    await assertApproved(db, values.customerId, o.customerId);
    // The operator must work in the warehouse: both may come in this save, or one of them with the record's other.
    if (values.operatorId !== undefined || values.warehouseId !== undefined) {
      let warehouseId = values.warehouseId;
      let operatorId = values.operatorId;
      if (id !== undefined && (warehouseId === undefined || operatorId === undefined)) {
        const [current] = await db
          .select({ warehouseId: outbounds.warehouseId, operatorId: outbounds.operatorId })
          .from(outbounds)
          .where(eq(outbounds.id, id));
        warehouseId ??= current?.warehouseId;
        operatorId ??= current?.operatorId;
      }
      if (!(await operatesWarehouse(db, Number(warehouseId), Number(operatorId))))
        throw new AppError('BAD_INPUT', MESSAGES.operatorNotInWarehouse);
    }
    return stampNew('CK')(db, values, id, ctx);
  },
});

export const outboundRoutes = [
  route(API.jxc.outboundBusinessTypes, {
    handler: async ({ lang }) => OUTBOUND_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] })),
  }),
];
