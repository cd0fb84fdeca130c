import {
  AppError,
  accounts,
  col,
  customers,
  defineResource,
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
 * Audits an outbound document in the caller's transaction: the conditional status update, every guarded stock
 * update and every ledger row, or nothing (a shortage rolls it all back).
 */
export async function auditOutbound(db: StoreDb, id: number, accountId: number, now: number): Promise<void> {
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
      })
      .from(outboundLines)
      .where(eq(outboundLines.docId, id))
      .orderBy(asc(outboundLines.seq), asc(outboundLines.id)),
  );
  await postOutbound(
    db,
    { type: 'outbound', id, no: audited.no, warehouseId: Number(audited.warehouseId), round: audited.round },
    lines.map((l) => ({
      lineId: Number(l.id),
      materialId: Number(l.materialId),
      baseQty: l.baseQty,
      amount: Number(l.amount),
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
  lines: docLines(outboundLines),
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
