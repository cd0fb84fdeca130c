import { eq } from 'drizzle-orm';
import {
  inboundLines,
  materials,
  materialUnits,
  outboundLines,
  purchaseApplyLines,
  purchaseLines,
  stocks,
} from '../../db/schema';
import { col, field } from '../../engine/columns';
import { AMOUNT_FORM } from '../../engine/fields';
import { tableOptions } from '../../engine/options';
import { defineResource } from '../../engine/resource';
import { ET } from '../../engine/titles';
import { assertUnused } from './guards';
import { UNIT_DECIMALS } from './material-unit.resource';
import { ENABLED, JT } from './titles';

const unitOptions = tableOptions(materialUnits, materialUnits.id, materialUnits.name);

const m = materials;

/** Materials: what warehouses hold, each kept in its own unit (docs/inventory.md). */
export const materialResource = defineResource({
  entity: 'Material',
  table: materials,
  joins: [{ table: materialUnits, on: eq(materialUnits.id, m.unitId) }],
  columns: [
    col.id(m.id),
    col.text(m.code, JT.code, {
      sortable: true,
      filter: 'text',
      form: { required: true, max: 40, unique: true },
    }),
    col.text(m.name, ET.name, {
      sortable: true,
      filter: 'text',
      width: 200,
      form: { required: true, max: 60 },
    }),
    col.text(m.spec, JT.spec, { filter: 'text', form: { max: 40 } }),
    col.text(m.grade, JT.grade, { filter: 'text', form: { max: 20 } }),
    col.text(m.category, JT.category, { filter: 'text', form: { max: 30 } }),
    col.text(materialUnits.name, JT.unit, { as: 'unit', width: 70 }),
    field(m.unitId, JT.unit, 'select', { required: true, options: unitOptions }),
    col.text(m.barcode, JT.barcode, { visible: false, filter: 'text', form: { max: 40 } }),
    UNIT_DECIMALS,
    col.number(m.safetyStock, JT.safetyStock, {
      decimals: 3,
      decimalKey: UNIT_DECIMALS.key,
      form: { min: 0, max: 1e9 },
    }),
    col.money(m.price, JT.price, { sortable: true, filter: 'number', form: AMOUNT_FORM }),
    col.select(m.status, ET.status, ENABLED, {
      filter: 'select',
      form: { type: 'switch', title: JT.enabled, default: 1 },
    }),
    col.datetime(m.createdAt, ET.created, { sortable: true, filter: 'datetime' }),
    field(m.remark, ET.remark, 'textarea', { max: 500 }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  options: {
    label: [m.code, m.name, m.spec],
    search: [m.code, m.name, m.barcode],
    where: eq(m.status, 1),
    extra: { unit_id: m.unitId, price: m.price },
    orderBy: m.code,
  },
  exportable: true,
  exportAsync: true,
  importable: true,
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
