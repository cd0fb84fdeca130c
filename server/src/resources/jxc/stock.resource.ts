import { T } from '@yanye/catalog';
import { and, eq } from 'drizzle-orm';
import { materials, materialUnits, stockLogs, stocks, warehouses } from '../../db/schema';
import { col } from '../../engine/columns';
import { tableOptions } from '../../engine/options';
import { defineResource } from '../../engine/resource';
import { JT } from './titles';

const warehouseOptions = tableOptions(warehouses, warehouses.id, warehouses.name);

/** Stock by warehouse and material (list only): what the ledger adds up to. */
export const stockResource = defineResource({
  name: 'Stock',
  api: '/v1/jxc/stock/Stock',
  title: T('库存', 'stock', 'existencias', '在庫'),
  table: stocks,
  joins: [
    { table: warehouses, on: eq(warehouses.id, stocks.warehouseId) },
    { table: materials, on: eq(materials.id, stocks.materialId) },
    {
      table: materialUnits,
      on: and(eq(materialUnits.supplierId, materials.supplierId), eq(materialUnits.id, materials.unitId))!,
    },
  ],
  columns: {
    id: col.hide(JT.id, stocks.id),
    warehouse_id: col.select(JT.warehouse, stocks.warehouseId, warehouseOptions, {
      filter: 'select',
      sortable: true,
    }),
    material_code: col.text(JT.materialCode, materials.code, { filter: 'text', sortable: true }),
    material: col.text(JT.material, materials.name, { filter: 'text', width: '200' }),
    spec: col.text(JT.spec, materials.spec),
    grade: col.text(JT.grade, materials.grade, { visible: false }),
    unit: col.text(JT.unit, materialUnits.name, { width: '70' }),
    qty: col.number(JT.qty, stocks.qty, { decimals: 3, sum: true, sortable: true, filter: 'number' }),
    safety_stock: col.number(JT.safetyStock, materials.safetyStock, { decimals: 3, visible: false }),
    amount: col.money(JT.stockAmount, stocks.amount, { sum: true, sortable: true }),
    updated_at: col.datetime(T('更新时间', 'Updated', 'Actualizado', '更新日時'), stocks.updatedAt, {
      sortable: true,
      filter: 'datetime',
    }),
  },
  defaultSort: { key: 'updated_at', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});

const DOC_TYPES = [
  { value: 'inbound', label: T('入库单', 'Inbound', 'Entrada', '入庫') },
  { value: 'outbound', label: T('出库单', 'Outbound', 'Salida', '出庫') },
];
const EVENTS = [
  { value: 'post', label: T('过账', 'Posted', 'Contabilizado', '計上') },
  { value: 'reverse', label: T('冲回', 'Reversed', 'Revertido', '取消') },
];

/** The stock ledger (list only), append-only: every change of stock, by whom and which document line. */
export const stockLogResource = defineResource({
  name: 'StockLog',
  api: '/v1/jxc/stocklog/StockLog',
  title: T('库存流水', 'stock movement', 'movimiento de stock', '在庫移動'),
  table: stockLogs,
  joins: [
    { table: warehouses, on: eq(warehouses.id, stockLogs.warehouseId) },
    { table: materials, on: eq(materials.id, stockLogs.materialId) },
  ],
  columns: {
    id: col.number(JT.id, stockLogs.id, { sortable: true, width: '90', align: 'left' }),
    created_at: col.datetime(JT.time, stockLogs.createdAt, { sortable: true, filter: 'datetime' }),
    warehouse_id: col.select(JT.warehouse, stockLogs.warehouseId, warehouseOptions, { filter: 'select' }),
    material_code: col.text(JT.materialCode, materials.code, { filter: 'text' }),
    material: col.text(JT.material, materials.name, { filter: 'text', width: '180' }),
    doc_type: col.select(JT.docType, stockLogs.docType, DOC_TYPES, { filter: 'select' }),
    doc_no: col.text(JT.no, stockLogs.docNo, { filter: 'text', width: '170' }),
    event: col.select(JT.event, stockLogs.event, EVENTS, { visible: false }),
    qty_delta: col.number(JT.qtyDelta, stockLogs.qtyDelta, { decimals: 3, sum: true, filter: 'number' }),
    qty_after: col.number(JT.qtyAfter, stockLogs.qtyAfter, { decimals: 3 }),
    amount_delta: col.money(JT.amountDelta, stockLogs.amountDelta, { sum: true }),
  },
  defaultSort: { key: 'id', order: 'desc' },
  deletable: false,
  exportable: true,
  exportAsync: true,
});
