import {
  col,
  defineResource,
  joinTo,
  KEPT_AND_EXPORTED,
  materials,
  materialUnits,
  optionsOf,
  tableOptions,
  warehouses,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { UNIT_DECIMALS } from './material-unit.resource';
import { lots, type STOCK_DOC_TYPES, type STOCK_EVENTS, stockLogs, stocks } from './tables';
import { INVENTORY_TITLES } from './titles';

const warehouseOptions = tableOptions(warehouses, warehouses.id, warehouses.name);
const s = stocks;

/** Stock by warehouse and material (list only): what the ledger adds up to. */
export const stockResource = defineResource({
  entity: 'Stock',
  table: stocks,
  joins: [joinTo(s.warehouseId), joinTo(s.materialId), joinTo(materials.unitId)],
  columns: [
    col.hide(s.id),
    col.select(s.warehouseId, INVENTORY_TITLES.warehouse, warehouseOptions, {
      filter: 'select',
      sortable: true,
    }),
    col.text(materials.code, INVENTORY_TITLES.materialCode, {
      as: 'material_code',
      filter: 'text',
      sortable: true,
    }),
    col.text(materials.name, INVENTORY_TITLES.material, { as: 'material', filter: 'text', width: 200 }),
    col.text(materials.spec, INVENTORY_TITLES.spec),
    col.text(materials.grade, INVENTORY_TITLES.grade, { visible: false }),
    col.text(materialUnits.name, INVENTORY_TITLES.unit, { as: 'unit', width: 70 }),
    UNIT_DECIMALS,
    col.number(s.qty, INVENTORY_TITLES.qty, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      sum: true,
      sortable: true,
      filter: 'number',
    }),
    col.number(materials.safetyStock, INVENTORY_TITLES.safetyStock, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      visible: false,
    }),
    col.money(s.amount, INVENTORY_TITLES.stockAmount, { sum: true, sortable: true }),
    col.updated(s.updatedAt, { sortable: true, filter: 'datetime', visible: true }),
  ],
  defaultSort: { key: 'updated_at', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});

export const DOC_TYPES = optionsOf<(typeof STOCK_DOC_TYPES)[number]>({
  inbound: T('入库单', 'inbound'),
  outbound: T('出库单', 'outbound'),
  order: T('零售订单', 'stock'),
});
const EVENTS = optionsOf<(typeof STOCK_EVENTS)[number]>({
  post: T('过账'),
  reverse: T('冲回'),
});

const l = stockLogs;

/** The stock ledger (list only), append-only: every change of stock, by whom and which document line. */
export const stockLogResource = defineResource({
  entity: 'StockLog',
  table: stockLogs,
  joins: [joinTo(l.warehouseId), joinTo(l.materialId), joinTo(materials.unitId), joinTo(l.lotId)],
  columns: [
    col.id(l.id, { width: 90 }),
    col.datetime(l.createdAt, INVENTORY_TITLES.time, { sortable: true, filter: 'datetime' }),
    col.select(l.warehouseId, INVENTORY_TITLES.warehouse, warehouseOptions, { filter: 'select' }),
    col.text(materials.code, INVENTORY_TITLES.materialCode, { as: 'material_code', filter: 'text' }),
    col.text(materials.name, INVENTORY_TITLES.material, { as: 'material', filter: 'text', width: 180 }),
    // The lot a row moved, for a lot-tracked material: a lot's own ledger is this list filtered by it.
    col.text(lots.lotNo, INVENTORY_TITLES.lotNo, { as: 'lot_no', filter: 'text', width: 140 }),
    col.select(l.docType, INVENTORY_TITLES.docType, DOC_TYPES, { filter: 'select' }),
    col.text(l.docNo, INVENTORY_TITLES.no, { filter: 'text', width: 170 }),
    col.select(l.event, INVENTORY_TITLES.event, EVENTS, { visible: false }),
    UNIT_DECIMALS,
    col.number(l.qtyDelta, INVENTORY_TITLES.qtyDelta, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      sum: true,
      filter: 'number',
    }),
    col.number(l.qtyAfter, INVENTORY_TITLES.qtyAfter, { decimals: 3, decimalKey: UNIT_DECIMALS.key }),
    col.number(l.lotQtyAfter, INVENTORY_TITLES.lotQtyAfter, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      visible: false,
    }),
    col.money(l.amountDelta, INVENTORY_TITLES.amountDelta, { sum: true }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  ...KEPT_AND_EXPORTED,
});
