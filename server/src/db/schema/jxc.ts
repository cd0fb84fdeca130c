import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, noneAsNull, refId, rowId, storeKey, supplierId, unixTime, updatedAt } from './columns';
import { accounts, departments, suppliers } from './tenants';

/** Quantities by weight: 3 decimals (docs/business-rules.md). */
const qty = (name: string) => numeric(name, { precision: 16, scale: 3 });
const cents = (name: string) => bigint(name, { mode: 'number' });
const inList = (column: PgColumn, values: readonly string[]) =>
  sql.raw(`${column.name} in (${values.map((v) => `'${v}'`).join(', ')})`);

// ---------------------------------------------------------------------------------------------------------------
// Basic data

export const CUSTOMER_TYPES = ['customer', 'vendor', 'both'] as const;
export const CUSTOMER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Customers and vendors; a new one waits for audit before documents may use it. */
export const customers = pgTable(
  'customers',
  {
    supplierId: supplierId(),
    id: rowId(),
    type: text('type', { enum: CUSTOMER_TYPES }).notNull().default('customer'),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    creditLimit: cents('credit_limit').notNull().default(0),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull().default('pending'),
    auditRemark: text('audit_remark').notNull().default(''),
    auditedBy: refId('audited_by'),
    auditedAt: unixTime('audited_at'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('customers_name_key').on(t.supplierId, t.name),
    check('customers_type_check', inList(t.type, CUSTOMER_TYPES)),
    check('customers_status_check', inList(t.status, CUSTOMER_STATUSES)),
    check('customers_credit_check', sql`${t.creditLimit} >= 0`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('customers_audited_by_fk', t, t.auditedBy, accounts),
  ],
);

/** Units of measure: `袋` is 25 `kg`. Quantities convert between units of the same base unit by their ratios. */
export const materialUnits = pgTable(
  'material_units',
  {
    supplierId: supplierId(),
    id: rowId(),
    name: text('name').notNull(),
    baseUnit: text('base_unit').notNull(),
    ratio: numeric('ratio', { precision: 14, scale: 3 }).notNull().default('1'),
    /** How finely the unit is counted: 0 for bags, cases and pieces, 3 for kilograms and tonnes. */
    decimals: smallint('decimals').notNull().default(3),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('material_units_name_key').on(t.supplierId, t.name),
    check('material_units_ratio_check', sql`${t.ratio} > 0`),
    check('material_units_decimals_check', sql`${t.decimals} between 0 and 3`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

/** What a warehouse holds: salt and grain by grade and spec. Stock is kept in the material's own unit. */
export const materials = pgTable(
  'materials',
  {
    supplierId: supplierId(),
    id: rowId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    spec: text('spec').notNull().default(''),
    grade: text('grade').notNull().default(''),
    category: text('category').notNull().default(''),
    unitId: refId('unit_id').notNull(),
    barcode: text('barcode').notNull().default(''),
    safetyStock: qty('safety_stock').notNull().default('0'),
    price: cents('price').notNull().default(0),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('materials_code_key').on(t.supplierId, t.code),
    index('materials_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    foreignKey({
      columns: [t.supplierId, t.unitId],
      foreignColumns: [materialUnits.supplierId, materialUnits.id],
    }),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    supplierId: supplierId(),
    id: rowId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    manager: text('manager').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** 1: outbound may take stock below zero. */
    allowNegative: smallint('allow_negative').notNull().default(0),
    /** Accounts who may be named as the warehouse operator of its outbound documents. */
    operatorIds: jsonb('operator_ids').$type<number[]>().notNull().default([]),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('warehouses_code_key').on(t.supplierId, t.code),
    check('warehouses_allow_negative_check', sql`${t.allowNegative} in (0, 1)`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Documents: a header and its lines. Only audited documents move stock (docs/inventory.md, rule 1).

/** 0 unaudited, 1 audited; a purchase order also 2 part received, 3 received. */
export const DOC_STATUS = { unaudited: 0, audited: 1, partReceived: 2, received: 3 } as const;

function docColumns() {
  return {
    supplierId: supplierId(),
    id: rowId(),
    /** Issued by the server: prefix, date, sequence (CG20261122-0001). */
    no: text('no').notNull(),
    status: smallint('status').notNull().default(DOC_STATUS.unaudited),
    remark: text('remark').notNull().default(''),
    totalQty: qty('total_qty').notNull().default('0'),
    totalAmount: cents('total_amount').notNull().default(0),
    createdBy: refId('created_by'),
    auditedBy: refId('audited_by'),
    auditedAt: unixTime('audited_at'),
    /**
     * How many times the document has been audited: an un-audit reverses the ledger rows of the current round,
     * and the next audit posts a new one (stock_logs.round).
     */
    auditRound: integer('audit_round').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

function lineColumns() {
  return {
    supplierId: supplierId(),
    id: rowId(),
    docId: refId('doc_id').notNull(),
    /** The line's place in the document. */
    seq: integer('seq').notNull().default(0),
    materialId: refId('material_id').notNull(),
    unitId: refId('unit_id').notNull(),
    qty: qty('qty').notNull(),
    /** The quantity in the material's own unit, which stock is kept in. */
    baseQty: qty('base_qty').notNull(),
    price: cents('price').notNull().default(0),
    amount: cents('amount').notNull().default(0),
    remark: text('remark').notNull().default(''),
  };
}

type DocTable = {
  supplierId: PgColumn;
  id: PgColumn;
  no: PgColumn;
  status: PgColumn;
  auditRound: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  auditedBy: PgColumn;
};
function docIndexes(name: string, t: DocTable) {
  return [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex(`${name}_no_key`).on(t.supplierId, t.no),
    index(`${name}_status_idx`).on(t.supplierId, t.status, t.id),
    index(`${name}_created_idx`).on(t.supplierId, t.createdAt, t.id),
    check(`${name}_audit_round_check`, sql`${t.auditRound} >= 0`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey(`${name}_created_by_fk`, t, t.createdBy, accounts),
    storeKey(`${name}_audited_by_fk`, t, t.auditedBy, accounts),
  ];
}

type LineTable = {
  supplierId: PgColumn;
  id: PgColumn;
  docId: PgColumn;
  materialId: PgColumn;
  unitId: PgColumn;
  qty: PgColumn;
  price: PgColumn;
};
function lineIndexes(name: string, t: LineTable, doc: { supplierId: PgColumn; id: PgColumn }) {
  return [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index(`${name}_doc_idx`).on(t.supplierId, t.docId),
    check(`${name}_qty_check`, sql`${t.qty} > 0`),
    check(`${name}_price_check`, sql`${t.price} >= 0`),
    foreignKey({ columns: [t.supplierId, t.docId], foreignColumns: [doc.supplierId, doc.id] }).onDelete(
      'cascade',
    ),
    storeKey(`${name}_material_id_fk`, t, t.materialId, materials),
    storeKey(`${name}_unit_id_fk`, t, t.unitId, materialUnits),
  ];
}

export const purchaseApplies = pgTable(
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

export const purchases = pgTable(
  'purchases',
  {
    ...docColumns(),
    vendorId: refId('vendor_id').notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    expectedAt: unixTime('expected_at'),
  },
  (t) => [
    ...docIndexes('purchases', t),
    storeKey('purchases_vendor_id_fk', t, t.vendorId, customers),
    storeKey('purchases_warehouse_id_fk', t, t.warehouseId, warehouses),
  ],
);

export const purchaseLines = pgTable(
  'purchase_lines',
  {
    ...lineColumns(),
    /** Received so far by audited inbound documents, in the material's own unit. */
    receivedQty: qty('received_qty').notNull().default('0'),
  },
  (t) => [
    ...lineIndexes('purchase_lines', t, purchases),
    // Rule 5: never more received than ordered; the guarded update checks it first, this is the second wall.
    check('purchase_lines_received_check', sql`${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.baseQty}`),
  ],
);

export const INBOUND_TYPES = ['purchase', 'return', 'transfer', 'other'] as const;
export const SEND_STATUSES = ['none', 'pending', 'sent', 'failed'] as const;

export const inbounds = pgTable(
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
  },
  (t) => [
    ...lineIndexes('inbound_lines', t, inbounds),
    // A line of this store (F7); that it orders the line's material, the audit checks (F8: `receive()`).
    storeKey('inbound_lines_purchase_line_id_fk', t, t.purchaseLineId, purchaseLines),
  ],
);

export const OUTBOUND_TYPES = ['sale', 'transfer', 'loss', 'vendor_return', 'other'] as const;

export const outbounds = pgTable(
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

export const outboundLines = pgTable('outbound_lines', lineColumns(), (t) =>
  lineIndexes('outbound_lines', t, outbounds),
);

// ---------------------------------------------------------------------------------------------------------------
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

/** Every change of stock, append-only: the stock of a (warehouse, material) is the sum of its rows. */
export const stockLogs = pgTable(
  'stock_logs',
  {
    supplierId: supplierId(),
    id: rowId(),
    warehouseId: refId('warehouse_id').notNull(),
    materialId: refId('material_id').notNull(),
    docType: text('doc_type', { enum: ['inbound', 'outbound'] }).notNull(),
    docId: refId('doc_id').notNull(),
    docNo: text('doc_no').notNull(),
    lineId: refId('line_id').notNull(),
    event: text('event', { enum: STOCK_EVENTS }).notNull().default('post'),
    qtyDelta: qty('qty_delta').notNull(),
    qtyAfter: qty('qty_after').notNull(),
    amountDelta: cents('amount_delta').notNull(),
    /** The document's audit round the row belongs to: its post, and the reverse of an un-audit. */
    round: integer('round').notNull().default(0),
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    // A line posts once and is reversed once per audit round: the second guard against a double audit or
    // un-audit.
    uniqueIndex('stock_logs_line_round_key').on(t.supplierId, t.docType, t.lineId, t.event, t.round),
    check('stock_logs_event_check', inList(t.event, STOCK_EVENTS)),
    check('stock_logs_round_check', sql`${t.round} >= 0`),
    // An un-audit reads the rows of the document's round it reverses.
    index('stock_logs_doc_idx').on(t.supplierId, t.docType, t.docId, t.round),
    index('stock_logs_stock_idx').on(t.supplierId, t.warehouseId, t.materialId, t.id),
    index('stock_logs_created_idx').on(t.supplierId, t.createdAt, t.id),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('stock_logs_warehouse_id_fk', t, t.warehouseId, warehouses),
    storeKey('stock_logs_material_id_fk', t, t.materialId, materials),
    storeKey('stock_logs_account_id_fk', t, t.accountId, accounts),
  ],
);

/** Document numbers: one counter per store, prefix and day. */
export const docSequences = pgTable(
  'doc_sequences',
  {
    supplierId: supplierId(),
    prefix: text('prefix').notNull(),
    day: integer('day').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.prefix, t.day] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

/**
 * Documents waiting to be pushed to the external ERP: written in the transaction that asks for the push,
 * delivered by a retrying job, idempotent by document number.
 */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    supplierId: supplierId(),
    id: rowId(),
    docType: text('doc_type').notNull(),
    docId: refId('doc_id').notNull(),
    docNo: text('doc_no').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: unixTime('next_attempt_at').notNull(),
    lockedBy: text('locked_by'),
    lockedUntil: unixTime('locked_until'),
    lastError: text('last_error').notNull().default(''),
    sentAt: unixTime('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('erp_outbox_doc_key').on(t.supplierId, t.docType, t.docNo),
    index('erp_outbox_due_idx').on(t.status, t.nextAttemptAt),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);
