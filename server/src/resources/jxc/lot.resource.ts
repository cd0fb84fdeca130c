import {
  col,
  defineResource,
  joinTo,
  KEPT_AND_EXPORTED,
  materials,
  materialUnits,
  optionsOf,
  reasonInput,
  tableOptions,
  warehouses,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { eq, sql } from 'drizzle-orm';
import { daysLeft, LOT_STOCK_TABS } from './lot-expiry';
import { UNIT_DECIMALS } from './material-unit.resource';
import { recallLot } from './recall';
import { type LOT_STATUSES, lotStocks, lots } from './tables';
import { INVENTORY_TITLES } from './titles';

// The lots of lot-tracked materials, and what each warehouse holds of each (docs/inventory.md, "Lots, expiry and
// recalls"). Lots are made by audited inbound documents; neither list edits them.

export const LOT_STATUS_OPTIONS = optionsOf<(typeof LOT_STATUSES)[number]>({
  active: T('正常', 'lot'),
  blocked: T('已封存'),
});

const warehouseOptions = tableOptions(warehouses, warehouses.id, warehouses.name);

// The lot's own columns, named with their table: a query of the lots alone names its columns bare, which inside
// a subquery of lot_stocks would be lot_stocks' own.
const LOT_ID = sql.raw('"lots"."id"');
const LOT_STORE = sql.raw('"lots"."supplier_id"');

/** What the store holds of a lot, all its warehouses together. */
const held = sql`(select coalesce(sum(s.qty), 0) from ${lotStocks} s
  where s.supplier_id = ${LOT_STORE} and s.lot_id = ${LOT_ID})`;

const l = lots;

/** Lots: number, material, dates and state, with what the store holds of each; the pick list of outbound lines. */
export const lotResource = defineResource({
  entity: 'Lot',
  table: lots,
  joins: [joinTo(l.materialId), joinTo(materials.unitId)],
  columns: [
    col.hide(l.id),
    col.text(l.lotNo, INVENTORY_TITLES.lotNo, { sortable: true, filter: 'text', width: 150 }),
    col.text(materials.code, INVENTORY_TITLES.materialCode, { as: 'material_code', filter: 'text' }),
    col.text(materials.name, INVENTORY_TITLES.material, { as: 'material', filter: 'text', width: 180 }),
    col.text(materialUnits.name, INVENTORY_TITLES.unit, { as: 'unit', width: 70 }),
    UNIT_DECIMALS,
    col.date(l.producedAt, INVENTORY_TITLES.producedAt, { sortable: true }),
    col.date(l.expiresAt, INVENTORY_TITLES.expiresAt, { sortable: true, filter: 'date' }),
    col.computed('number', daysLeft(), INVENTORY_TITLES.daysLeft, { as: 'days_left', width: 90 }),
    col.computed('number', held, INVENTORY_TITLES.qty, {
      as: 'held_qty',
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
    }),
    col.select(l.status, INVENTORY_TITLES.lotStatus, LOT_STATUS_OPTIONS, { filter: 'select' }),
    col.created(l.createdAt),
  ],
  defaultSort: { key: 'expires_at', order: 'asc' },
  actions: {
    Recall: {
      when: { status: ['active'] },
      fields: [reasonInput(INVENTORY_TITLES.recallReason)],
      after: T('批次将封存，不能再出库；所有收到它的出库单客户列入召回名单待联系。'),
      run: ({ db, principal, deps }, row, asked) =>
        recallLot(db, Number(row.id), asked.reason ?? '', principal.accountId, deps.now()),
    },
  },
  options: {
    label: [l.lotNo],
    search: [l.lotNo],
    // A blocked lot is never picked (it leaves by no outbound).
    where: eq(l.status, 'active'),
    filters: {
      material_id: (v) => (/^\d+$/.test(v) ? eq(l.materialId, Number(v)) : undefined),
      // The lots the warehouse holds some of.
      warehouse_id: (v) =>
        /^\d+$/.test(v)
          ? sql`exists (select 1 from ${lotStocks} s where s.supplier_id = ${LOT_STORE}
              and s.lot_id = ${LOT_ID} and s.warehouse_id = ${Number(v)} and s.qty > 0)`
          : undefined,
    },
    extra: { expires_at: l.expiresAt, material_id: l.materialId },
    orderBy: l.expiresAt,
  },
  ...KEPT_AND_EXPORTED,
});

const s = lotStocks;

/** Stock by warehouse, material and lot, those that expire first on top: what the lots' ledgers add up to. */
export const lotStockResource = defineResource({
  entity: 'LotStock',
  table: lotStocks,
  joins: [
    joinTo(s.warehouseId),
    { table: lots, on: eq(lots.id, s.lotId) },
    { table: materials, on: eq(materials.id, s.materialId) },
    joinTo(materials.unitId),
  ],
  columns: [
    col.hide(s.id),
    col.select(s.warehouseId, INVENTORY_TITLES.warehouse, warehouseOptions, { filter: 'select' }),
    col.text(materials.code, INVENTORY_TITLES.materialCode, { as: 'material_code', filter: 'text' }),
    col.text(materials.name, INVENTORY_TITLES.material, { as: 'material', filter: 'text', width: 180 }),
    col.text(lots.lotNo, INVENTORY_TITLES.lotNo, { as: 'lot_no', filter: 'text', width: 150 }),
    col.date(lots.producedAt, INVENTORY_TITLES.producedAt, { as: 'produced_at', visible: false }),
    col.date(lots.expiresAt, INVENTORY_TITLES.expiresAt, {
      as: 'expires_at',
      sortable: true,
      filter: 'date',
    }),
    col.computed('number', daysLeft(), INVENTORY_TITLES.daysLeft, {
      as: 'days_left',
      width: 90,
    }),
    col.select(lots.status, INVENTORY_TITLES.lotStatus, LOT_STATUS_OPTIONS, {
      as: 'lot_status',
      filter: 'select',
    }),
    col.text(materialUnits.name, INVENTORY_TITLES.unit, { as: 'unit', width: 70 }),
    UNIT_DECIMALS,
    col.number(s.qty, INVENTORY_TITLES.qty, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      sum: true,
      sortable: true,
      filter: 'number',
    }),
    col.updated(s.updatedAt, { sortable: true }),
  ],
  // What the bell warns of and the workbench counts (lot-expiry.ts).
  tabs: { all: { title: T('全部') }, ...LOT_STOCK_TABS },
  defaultSort: { key: 'expires_at', order: 'asc' },
  ...KEPT_AND_EXPORTED,
});
