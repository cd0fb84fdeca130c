import {
  AMOUNT_FORM,
  AppError,
  COMMON_TITLES,
  col,
  defineResource,
  ENABLED_OPTIONS,
  field,
  joinTo,
  materials,
  materialUnits,
  nameColumn,
  purchaseLines,
  tableOptions,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq, ne } from 'drizzle-orm';
import { assertUnused } from './guards';
import { LOT_TEXTS } from './lots';
import { UNIT_DECIMALS } from './material-unit.resource';
import { inboundLines, outboundLines, purchaseApplyLines, stocks } from './tables';
import { INVENTORY_TITLES } from './titles';

const unitOptions = tableOptions(materialUnits, materialUnits.id, materialUnits.name);

const m = materials;

/** Materials: what warehouses hold, each kept in its own unit (docs/inventory.md). */
export const materialResource = defineResource({
  entity: 'Material',
  table: materials,
  joins: [joinTo(m.unitId)],
  columns: [
    col.text(m.code, INVENTORY_TITLES.code, {
      sortable: true,
      filter: 'text',
      form: { required: true, max: 40, unique: true },
    }),
    nameColumn(m.name, COMMON_TITLES.name, { width: 200, max: 60 }),
    col.text(m.spec, INVENTORY_TITLES.spec, { filter: 'text', form: { max: 40 } }),
    col.text(m.grade, INVENTORY_TITLES.grade, { filter: 'text', form: { max: 20 } }),
    col.text(m.category, INVENTORY_TITLES.category, { filter: 'text', form: { max: 30 } }),
    col.text(materialUnits.name, INVENTORY_TITLES.unit, { as: 'unit', width: 70 }),
    field(m.unitId, INVENTORY_TITLES.unit, 'select', { required: true, options: unitOptions }),
    col.text(m.barcode, INVENTORY_TITLES.barcode, { visible: false, filter: 'text', form: { max: 40 } }),
    UNIT_DECIMALS,
    col.number(m.safetyStock, INVENTORY_TITLES.safetyStock, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      form: { min: 0, max: 1e9 },
    }),
    col.money(m.price, INVENTORY_TITLES.price, { sortable: true, filter: 'number', form: AMOUNT_FORM }),
    col.select(m.lotTracked, INVENTORY_TITLES.lotTracked, YES_NO_OPTIONS, {
      filter: 'select',
      form: {
        type: 'switch',
        tip: T('开启后每次入库填写批号和生产日期，出库按到期先后发出，可按批次召回'),
      },
    }),
    col.number(m.shelfLifeDays, INVENTORY_TITLES.shelfLifeDays, {
      visible: false,
      form: { min: 0, max: 36500, tip: T('填写后入库的到期日期按生产日期推算；0 表示不设') },
    }),
    col.status(m.status, ENABLED_OPTIONS, {
      form: { type: 'switch', title: INVENTORY_TITLES.enabled, default: 1 },
    }),
    col.created(m.createdAt),
    field(m.remark, COMMON_TITLES.remark, 'textarea', { max: 500 }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  options: {
    label: [m.code, m.name, m.spec],
    search: [m.code, m.name, m.barcode],
    where: eq(m.status, 1),
    extra: { unit_id: m.unitId, price: m.price, lot_tracked: m.lotTracked },
    orderBy: m.code,
  },
  exportable: true,
  exportAsync: true,
  importable: true,
  // Lot tracking changes only while the material is held nowhere: its stock must be all in lots, or none.
  async beforeSave(db, values, id) {
    if (id === undefined || values.lotTracked === undefined) return values;
    // The material locked first: an audit reading it share-locked waits for the switch, or the switch for the
    // audit, whose stock the read after the wait then sees.
    const [was] = await db
      .select({ name: m.name, lotTracked: m.lotTracked })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    const held = await db
      .select({ id: stocks.id })
      .from(stocks)
      .where(and(eq(stocks.materialId, id), ne(stocks.qty, '0')))
      .limit(1);
    if (was && was.lotTracked !== values.lotTracked && held.length > 0)
      throw new AppError('BAD_INPUT', LOT_TEXTS.trackedHasStock, {
        material: was.name,
        field: 'lot_tracked',
      });
    return values;
  },
  async beforeDelete(db, ids) {
    await assertUnused(db, ids, { table: materials, name: materials.name }, [
      { table: stocks, column: stocks.materialId, by: 'usedByStock' },
      { table: purchaseApplyLines, column: purchaseApplyLines.materialId, by: 'usedByDocuments' },
      { table: purchaseLines, column: purchaseLines.materialId, by: 'usedByDocuments' },
      { table: inboundLines, column: inboundLines.materialId, by: 'usedByDocuments' },
      { table: outboundLines, column: outboundLines.materialId, by: 'usedByDocuments' },
    ]);
  },
});
