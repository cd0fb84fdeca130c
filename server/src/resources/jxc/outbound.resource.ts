import { T } from '@yanye/catalog';
import { asc, eq } from 'drizzle-orm';
import { accounts, customers, OUTBOUND_TYPES, outboundLines, outbounds, warehouses } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { AppError } from '../../platform/errors';
import { userRoute } from '../../platform/route';
import type { TenantDb } from '../../platform/tenancy';
import {
  auditAction,
  CUSTOMER_OPTIONS,
  DOC_STATUS_OPTIONS,
  docLines,
  EDITABLE_DOCS,
  markAudited,
  stampNew,
  WAREHOUSE_OPTIONS,
} from './docs';
import { assertApproved, assertWarehouse } from './partners';
import { postOutbound } from './stock.service';
import { JT } from './titles';
import { operatesWarehouse } from './warehouse.resource';

export const OUTBOUND_TYPE_OPTIONS = [
  { value: OUTBOUND_TYPES[0], label: T('销售出库', 'Sale', 'Venta', '販売出庫') },
  { value: OUTBOUND_TYPES[1], label: T('调拨出库', 'Transfer out', 'Traspaso de salida', '移動出庫') },
  { value: OUTBOUND_TYPES[2], label: T('报损出库', 'Loss', 'Merma', '廃棄出庫') },
  {
    value: OUTBOUND_TYPES[3],
    label: T('退货出库', 'Return to vendor', 'Devolución a proveedor', '仕入返品'),
  },
  { value: OUTBOUND_TYPES[4], label: T('其他出库', 'Other', 'Otra', 'その他出庫') },
];

// The operators of the warehouse chosen in the form (`{warehouse_id}` is filled by the form).
const OPERATORS = '/v1/jxc/warehouse/WarehouseOperatorList?warehouse_id={warehouse_id}';

/**
 * Audits an outbound document in the caller's transaction: the conditional status update, every guarded stock
 * update and every ledger row, or nothing (a shortage rolls it all back).
 */
export async function auditOutbound(db: TenantDb, id: number, accountId: number, now: number): Promise<void> {
  const audited = await markAudited(db, outbounds, id, accountId, now, {
    no: outbounds.no,
    warehouseId: outbounds.warehouseId,
  });
  const lines = await db.tx
    .select({
      id: outboundLines.id,
      materialId: outboundLines.materialId,
      baseQty: outboundLines.baseQty,
      amount: outboundLines.amount,
    })
    .from(outboundLines)
    .where(db.where(outboundLines, eq(outboundLines.docId, id)))
    .orderBy(asc(outboundLines.seq), asc(outboundLines.id));
  await postOutbound(
    db,
    { type: 'outbound', id, no: audited.no, warehouseId: Number(audited.warehouseId) },
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

/** Outbound documents: audited, they take their lines out of stock, never below zero unless allowed. */
export const outboundResource = defineResource({
  name: 'Outbound',
  api: '/v1/jxc/outbound/Outbound',
  title: T('出库单', 'outbound order', 'salida de almacén', '出庫伝票'),
  table: outbounds,
  joins: [
    { table: warehouses, on: eq(warehouses.id, outbounds.warehouseId) },
    { table: customers, on: eq(customers.id, outbounds.customerId) },
    { table: accounts, on: eq(accounts.id, outbounds.operatorId) },
  ],
  columns: {
    id: col.hide(JT.id, outbounds.id),
    no: col.text(JT.no, outbounds.no, { sortable: true, filter: 'text', width: '170' }),
    warehouse: col.text(JT.warehouse, warehouses.name, { filter: 'text' }),
    business_type: col.select(JT.businessType, outbounds.businessType, OUTBOUND_TYPE_OPTIONS, {
      filter: 'select',
    }),
    customer: col.text(JT.customer, customers.name, { filter: 'text' }),
    operator: col.text(JT.operator, accounts.nickName),
    total_qty: col.number(JT.totalQty, outbounds.totalQty, { decimals: 3, sum: true }),
    total_amount: col.money(JT.totalAmount, outbounds.totalAmount, { sortable: true, sum: true }),
    status: col.select(JT.status, outbounds.status, DOC_STATUS_OPTIONS, { filter: 'select' }),
    remark: col.text(JT.remark, outbounds.remark, { visible: false }),
    created_at: col.datetime(JT.created, outbounds.createdAt, { sortable: true, filter: 'datetime' }),
  },
  defaultSort: { key: 'created_at', order: 'desc' },
  fields: [
    field('warehouse_id', JT.warehouse, 'select', outbounds.warehouseId, {
      required: true,
      optionsApi: WAREHOUSE_OPTIONS,
    }),
    field('business_type', JT.businessType, 'select', outbounds.businessType, {
      required: true,
      options: OUTBOUND_TYPE_OPTIONS,
      default: 'sale',
    }),
    field('operator_id', JT.operator, 'select', outbounds.operatorId, {
      required: true,
      optionsApi: OPERATORS,
    }),
    field('customer_id', JT.customer, 'select', outbounds.customerId, {
      optionsApi: `${CUSTOMER_OPTIONS}?type=customer`,
    }),
    field('remark', JT.remark, 'textarea', outbounds.remark, { max: 500 }),
  ],
  lines: docLines(outboundLines),
  editableWhen: EDITABLE_DOCS,
  actions: {
    Audit: auditAction(auditOutbound),
  },
  exportable: true,
  async beforeSave(db, values, id, ctx) {
    await assertWarehouse(db, values.warehouseId);
    await assertApproved(db, values.customerId, 'customer_id');
    // The operator must work in the warehouse: both may come in this save, or one of them with the record's other.
    if (values.operatorId !== undefined || values.warehouseId !== undefined) {
      let warehouseId = values.warehouseId;
      let operatorId = values.operatorId;
      if (id !== undefined && (warehouseId === undefined || operatorId === undefined)) {
        const [current] = await db.tx
          .select({ warehouseId: outbounds.warehouseId, operatorId: outbounds.operatorId })
          .from(outbounds)
          .where(db.where(outbounds, eq(outbounds.id, id)));
        warehouseId ??= current?.warehouseId;
        operatorId ??= current?.operatorId;
      }
      if (!(await operatesWarehouse(db, Number(warehouseId), Number(operatorId))))
        throw new AppError('BAD_INPUT', 'operatorNotInWarehouse');
    }
    return stampNew('CK')(db, values, id, ctx);
  },
});

export const outboundRoutes = [
  userRoute({
    method: 'GET',
    url: '/v1/jxc/outbound/OutboundBusinessTypeList',
    handler: async ({ lang }) => OUTBOUND_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] })),
  }),
];
