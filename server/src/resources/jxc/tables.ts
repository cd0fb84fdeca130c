import {
  accounts,
  cents,
  createdAt,
  customers,
  departments,
  docColumns,
  docIndexes,
  inList,
  lineColumns,
  lineIndexes,
  materials,
  noneAsNull,
  purchaseLines,
  purchases,
  qty,
  refId,
  rowId,
  storeKey,
  storeTable,
  supplierId,
  suppliers,
  unixTime,
  updatedAt,
  warehouses,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lots } from './lot-tables';

export { LOT_STATUSES, lotStocks, lots } from './lot-tables';

// The inventory section's own tables: the purchase applications, inbound and outbound documents, the stock
// and its
// ledger, and the document numbers. The basic data and the purchase orders are shared (db/schema/jxc.ts).
// Only audited documents move stock (docs/inventory.md, rule 1).

export const purchaseApplies = storeTable(
  'purchase_applies',
  {
    ...docColumns(),
    deptId: refId('dept_id').notNull().default(0),
    deptRef: noneAsNull('dept_id'),
    applicant: text('applicant').notNull().default(''),
    expectedAt: unixTime('expected_at'),
  },
  (t) => [
    ...docIndexes('purchase_applies', t),
    storeKey('purchase_applies_dept_ref_fk', t, t.deptRef, departments),
  ],
);

export const purchaseApplyLines = pgTable('purchase_apply_lines', lineColumns(), (t) =>
  lineIndexes('purchase_apply_lines', t, purchaseApplies),
);

export const INBOUND_TYPES = ['purchase', 'return', 'transfer', 'other'] as const;
export const SEND_STATUSES = ['none', 'pending', 'sent', 'failed'] as const;

export const inbounds = storeTable(
  'inbounds',
  {
    ...docColumns(),
    warehouseId: refId('warehouse_id').notNull(),
    /** The purchase order it receives, or 0. */
    purchaseId: refId('purchase_id').notNull().default(0),
    purchaseRef: noneAsNull('purchase_id'),
    businessType: text('business_type', { enum: INBOUND_TYPES }).notNull().default('purchase'),
    sendStatus: text('send_status', { enum: SEND_STATUSES }).notNull().default('none'),
    sentAt: unixTime('sent_at'),
  },
  (t) => [
    ...docIndexes('inbounds', t),
    check('inbounds_business_type_check', inList(t.businessType, INBOUND_TYPES)),
    check('inbounds_send_status_check', inList(t.sendStatus, SEND_STATUSES)),
    storeKey('inbounds_warehouse_id_fk', t, t.warehouseId, warehouses),
    storeKey('inbounds_purchase_ref_fk', t, t.purchaseRef, purchases),
  ],
);

export const inboundLines = pgTable(
  'inbound_lines',
  {
    ...lineColumns(),
    /** The purchase-order line it receives, when it comes from one. */
    purchaseLineId: refId('purchase_line_id'),
    /** A lot-tracked material's lot: its number and dates as written; the audit finds or makes the lot. */
    lotNo: text('lot_no').notNull().default(''),
    producedAt: unixTime('produced_at'),
    expiresAt: unixTime('expires_at'),
    /** The lot the audit put it in. */
    lotId: refId('lot_id'),
  },
  (t) => [
    ...lineIndexes('inbound_lines', t, inbounds),
    storeKey('inbound_lines_lot_id_fk', t, t.lotId, lots),
    // A line of this store (F7); that it orders the line's material, the audit checks (F8: `receive()`).
    storeKey('inbound_lines_purchase_line_id_fk', t, t.purchaseLineId, purchaseLines),
  ],
);

export const OUTBOUND_TYPES = ['sale', 'transfer', 'loss', 'vendor_return', 'other'] as const;

export const outbounds = storeTable(
  'outbounds',
  {
    ...docColumns(),
    warehouseId: refId('warehouse_id').notNull(),
    businessType: text('business_type', { enum: OUTBOUND_TYPES }).notNull().default('sale'),
    /** The warehouse operator who hands the goods out (one of the warehouse's operators). */
    operatorId: refId('operator_id').notNull().default(0),
    operatorRef: noneAsNull('operator_id'),
    customerId: refId('customer_id').notNull().default(0),
    customerRef: noneAsNull('customer_id'),
  },
  (t) => [
    ...docIndexes('outbounds', t),
    check('outbounds_business_type_check', inList(t.businessType, OUTBOUND_TYPES)),
    storeKey('outbounds_warehouse_id_fk', t, t.warehouseId, warehouses),
    storeKey('outbounds_operator_ref_fk', t, t.operatorRef, accounts),
    storeKey('outbounds_customer_ref_fk', t, t.customerRef, customers),
  ],
);

export const outboundLines = pgTable(
  'outbound_lines',
  {
    ...lineColumns(),
    /** The lot the user picked; 0: the audit takes the lots that expire first (FEFO). */
    lotId: refId('lot_id').notNull().default(0),
    lotRef: noneAsNull('lot_id'),
    /** Why an expired lot is taken: required when the picked lot has expired. */
    lotReason: text('lot_reason').notNull().default(''),
  },
  (t) => [
    ...lineIndexes('outbound_lines', t, outbounds),
    storeKey('outbound_lines_lot_ref_fk', t, t.lotRef, lots),
  ],
);

// -----------------------------------------------------------------------------------------------------------
// ----
// Stock and its ledger

/** What a warehouse holds of a material, in the material's own unit, and its value at moving-average cost. */
export const stocks = pgTable(
  'stocks',
  {
    supplierId: supplierId(),
    /** A handle for the list screen; the row is its (warehouse, material). */
    id: rowId(),
    warehouseId: refId('warehouse_id').notNull(),
    materialId: refId('material_id').notNull(),
    qty: qty('qty').notNull().default('0'),
    amount: cents('amount').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.warehouseId, t.materialId] }),
    uniqueIndex('stocks_id_key').on(t.supplierId, t.id),
    index('stocks_material_idx').on(t.supplierId, t.materialId),
    // The stock screen lists the latest movements first, for the store or for one warehouse.
    index('stocks_updated_idx').on(t.supplierId, t.updatedAt, t.id),
    index('stocks_warehouse_updated_idx').on(t.supplierId, t.warehouseId, t.updatedAt, t.id),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('stocks_warehouse_id_fk', t, t.warehouseId, warehouses),
    storeKey('stocks_material_id_fk', t, t.materialId, materials),
  ],
);

export const STOCK_EVENTS = ['post', 'reverse'] as const;
/** The documents that move stock: the inventory's own, and a retail order of goods made of a material. */
export const STOCK_DOC_TYPES = ['inbound', 'outbound', 'order'] as const;

/** Every change of stock, append-only: the stock of a (warehouse, material) is the sum of its rows. */
export const stockLogs = storeTable(
  'stock_logs',
  {
    warehouseId: refId('warehouse_id').notNull(),
    materialId: refId('material_id').notNull(),
    docType: text('doc_type', { enum: STOCK_DOC_TYPES }).notNull(),
    docId: refId('doc_id').notNull(),
    docNo: text('doc_no').notNull(),
    lineId: refId('line_id').notNull(),
    event: text('event', { enum: STOCK_EVENTS }).notNull().default('post'),
    qtyDelta: qty('qty_delta').notNull(),
    qtyAfter: qty('qty_after').notNull(),
    amountDelta: cents('amount_delta').notNull(),
    /** The document's audit round the row belongs to: its post, and the reverse of an un-audit. */
    round: integer('round').notNull().default(0),
    /** The lot it moved, for a lot-tracked material: one row per lot a line took from. */
    lotId: refId('lot_id'),
    /** The lot's quantity in the warehouse after the row. */
    lotQtyAfter: qty('lot_qty_after'),
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // A line posts once and is reversed once per audit round: the second guard against a double audit or
    // un-audit.
    // A line taking from several lots has a row for each.
    uniqueIndex('stock_logs_line_lot_round_key').on(
      t.supplierId,
      t.docType,
      t.lineId,
      sql`coalesce(${t.lotId}, 0)`,
      t.event,
      t.round,
    ),
    check('stock_logs_event_check', inList(t.event, STOCK_EVENTS)),
    check('stock_logs_doc_type_check', inList(t.docType, STOCK_DOC_TYPES)),
    check('stock_logs_round_check', sql`${t.round} >= 0`),
    // An un-audit reads the rows of the document's round it reverses.
    index('stock_logs_doc_idx').on(t.supplierId, t.docType, t.docId, t.round),
    index('stock_logs_stock_idx').on(t.supplierId, t.warehouseId, t.materialId, t.id),
    index('stock_logs_created_idx').on(t.supplierId, t.createdAt, t.id),
    storeKey('stock_logs_warehouse_id_fk', t, t.warehouseId, warehouses),
    storeKey('stock_logs_material_id_fk', t, t.materialId, materials),
    storeKey('stock_logs_account_id_fk', t, t.accountId, accounts),
    storeKey('stock_logs_lot_id_fk', t, t.lotId, lots),
    // A lot's own ledger (docs/inventory.md, "Lots"), and a recall's reading of where it went.
    index('stock_logs_lot_idx').on(t.supplierId, t.lotId, t.id),
  ],
);
