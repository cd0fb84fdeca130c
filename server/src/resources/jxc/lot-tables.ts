import {
  accounts,
  customers,
  inList,
  materials,
  noneAsNull,
  qty,
  refId,
  rowId,
  rowTimes,
  storeKey,
  storeTable,
  supplierId,
  suppliers,
  unixTime,
  updatedAt,
  warehouses,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Lots (docs/inventory.md, "Lots, expiry and recalls")

export const LOT_STATUSES = ['active', 'blocked'] as const;

/**
 * A production batch of a lot-tracked material, made by the first audited inbound that names it: its number
 * (unique per material), production date and expiry (each the start of its day on the store's clock). A recall
 * blocks it: no outbound takes from it again.
 */
export const lots = storeTable(
  'lots',
  {
    materialId: refId('material_id').notNull(),
    lotNo: text('lot_no').notNull(),
    producedAt: unixTime('produced_at').notNull(),
    /** The last day it may be sold: it has expired once that day has passed. */
    expiresAt: unixTime('expires_at').notNull(),
    status: text('status', { enum: LOT_STATUSES }).notNull().default('active'),
    /** The vendor of the inbound that made it, or 0. */
    vendorId: refId('vendor_id').notNull().default(0),
    vendorRef: noneAsNull('vendor_id'),
    createdBy: refId('created_by'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('lots_material_no_key').on(t.supplierId, t.materialId, t.lotNo),
    // The target of lot_stocks' key, which holds a lot to its material.
    uniqueIndex('lots_id_material_key').on(t.supplierId, t.id, t.materialId),
    index('lots_expires_idx').on(t.supplierId, t.expiresAt, t.id),
    check('lots_status_check', inList(t.status, LOT_STATUSES)),
    check('lots_dates_check', sql`${t.expiresAt} >= ${t.producedAt}`),
    check('lots_no_check', sql`length(${t.lotNo}) between 1 and 40`),
    storeKey('lots_material_id_fk', t, t.materialId, materials),
    storeKey('lots_vendor_ref_fk', t, t.vendorRef, customers),
    storeKey('lots_created_by_fk', t, t.createdBy, accounts),
  ],
);

/**
 * What a warehouse holds of a lot, in the material's own unit: the part of its (warehouse, material) stock that
 * is of this lot. Never below zero, whatever the warehouse allows: a lot is counted, not owed.
 */
export const lotStocks = pgTable(
  'lot_stocks',
  {
    supplierId: supplierId(),
    id: rowId(),
    warehouseId: refId('warehouse_id').notNull(),
    materialId: refId('material_id').notNull(),
    lotId: refId('lot_id').notNull(),
    qty: qty('qty').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.warehouseId, t.lotId] }),
    uniqueIndex('lot_stocks_id_key').on(t.supplierId, t.id),
    // Out by expiry reads a (warehouse, material)'s lots.
    index('lot_stocks_material_idx').on(t.supplierId, t.warehouseId, t.materialId),
    index('lot_stocks_lot_idx').on(t.supplierId, t.lotId),
    check('lot_stocks_qty_check', sql`${t.qty} >= 0`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('lot_stocks_warehouse_id_fk', t, t.warehouseId, warehouses),
    storeKey('lot_stocks_material_id_fk', t, t.materialId, materials),
    storeKey('lot_stocks_lot_id_fk', t, t.lotId, lots),
    // The lot is of the row's material.
    foreignKey({
      name: 'lot_stocks_lot_fk',
      columns: [t.supplierId, t.lotId, t.materialId],
      foreignColumns: [lots.supplierId, lots.id, lots.materialId],
    }),
  ],
);
