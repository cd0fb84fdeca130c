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
import { createdAt, refId, rowId, rowTimes, storeKey, storeTableKeys, supplierId, unixTime } from './columns';
import { storeTable } from './store-table';
import { accounts } from './tenants';

// The inventory tables the platform's sections share: the basic data (customers, units, materials,
// warehouses) and
// the purchase orders, which add-ons read too (cloud buying orders through them), and the layout of every
// inventory document. The documents only the inventory section uses, and its stock, are its own
// (resources/jxc/tables.ts).

/** Quantities by weight: 3 decimals (docs/business-rules.md). */
export const qty = (name: string) => numeric(name, { precision: 16, scale: 3 });
export const cents = (name: string) => bigint(name, { mode: 'number' });
/** A check that a text column holds one of `values`. */
export const inList = (column: PgColumn, values: readonly string[]) =>
  sql.raw(`${column.name} in (${values.map((v) => `'${v}'`).join(', ')})`);

// -----------------------------------------------------------------------------------------------------------
// ----
// Basic data

export const CUSTOMER_TYPES = ['customer', 'vendor', 'both'] as const;
export const CUSTOMER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Customers and vendors; a new one waits for audit before documents may use it. */
export const customers = storeTable(
  'customers',
  {
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
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('customers_name_key').on(t.supplierId, t.name),
    check('customers_type_check', inList(t.type, CUSTOMER_TYPES)),
    check('customers_status_check', inList(t.status, CUSTOMER_STATUSES)),
    check('customers_credit_check', sql`${t.creditLimit} >= 0`),
    storeKey('customers_audited_by_fk', t, t.auditedBy, accounts),
  ],
);

/** Units of measure: `袋` is 25 `kg`. Quantities convert between units of the same base unit by their ratios. */
export const materialUnits = storeTable(
  'material_units',
  {
    name: text('name').notNull(),
    baseUnit: text('base_unit').notNull(),
    ratio: numeric('ratio', { precision: 14, scale: 3 }).notNull().default('1'),
    /** How finely the unit is counted: 0 for bags, cases and pieces, 3 for kilograms and tonnes. */
    decimals: smallint('decimals').notNull().default(3),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('material_units_name_key').on(t.supplierId, t.name),
    check('material_units_ratio_check', sql`${t.ratio} > 0`),
    check('material_units_decimals_check', sql`${t.decimals} between 0 and 3`),
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
    /** 1: every unit of it is of a lot (批次), with a production date and an expiry (docs/inventory.md, "Lots"). */
    lotTracked: smallint('lot_tracked').notNull().default(0),
    /** Days from production to expiry, from which an inbound line's expiry is worked out; 0: none set. */
    shelfLifeDays: integer('shelf_life_days').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('materials_code_key').on(t.supplierId, t.code),
    check('materials_lot_tracked_check', sql`${t.lotTracked} in (0, 1)`),
    check('materials_shelf_life_check', sql`${t.shelfLifeDays} between 0 and 36500`),
    index('materials_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    foreignKey({
      columns: [t.supplierId, t.unitId],
      foreignColumns: [materialUnits.supplierId, materialUnits.id],
    }),
  ],
);

export const warehouses = storeTable(
  'warehouses',
  {
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
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('warehouses_code_key').on(t.supplierId, t.code),
    check('warehouses_allow_negative_check', sql`${t.allowNegative} in (0, 1)`),
  ],
);

// -----------------------------------------------------------------------------------------------------------
// ----
// Documents: a header and its lines. Only audited documents move stock (docs/inventory.md, rule 1).

/** 0 unaudited, 1 audited; a purchase order also 2 part received, 3 received. */
export const DOC_STATUS = { unaudited: 0, audited: 1, partReceived: 2, received: 3 } as const;

/**
 * The columns every inventory document's header has after the store's keys (`storeTable`); its own follow
 * them.
 */
export function docColumns() {
  return {
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
    ...rowTimes(),
  };
}

/** The columns every inventory document's line has. */
export function lineColumns() {
  return {
    ...storeTableKeys(),
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
/** The indexes, checks and keys of a document's header, named after its table. */
export function docIndexes(name: string, t: DocTable) {
  return [
    uniqueIndex(`${name}_no_key`).on(t.supplierId, t.no),
    index(`${name}_status_idx`).on(t.supplierId, t.status, t.id),
    index(`${name}_created_idx`).on(t.supplierId, t.createdAt, t.id),
    check(`${name}_audit_round_check`, sql`${t.auditRound} >= 0`),
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
/**
 * The keys, indexes and checks of a document's lines, named after their table; `doc` is the header's table.
 */
export function lineIndexes(name: string, t: LineTable, doc: { supplierId: PgColumn; id: PgColumn }) {
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

export const purchases = storeTable(
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
    /** The lot the vendor is expected to deliver, when known: a receipt's line starts with it. */
    lotNo: text('lot_no').notNull().default(''),
  },
  (t) => [
    ...lineIndexes('purchase_lines', t, purchases),
    // Rule 5: never more received than ordered; the guarded update checks it first, this is the second wall.
    check('purchase_lines_received_check', sql`${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.baseQty}`),
  ],
);

/**
 * Documents waiting to be pushed to the external ERP: written in the transaction that asks for the push,
 * delivered by a retrying job, idempotent by document number.
 */
export const erpOutbox = storeTable(
  'erp_outbox',
  {
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
    uniqueIndex('erp_outbox_doc_key').on(t.supplierId, t.docType, t.docNo),
    index('erp_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
