import { T } from '@yanye/catalog';
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
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { tableOptions } from '../../engine/options';
import { defineResource } from '../../engine/resource';
import { conflict } from '../../platform/errors';
import { assertUnused } from './guards';
import { ENABLED, JT } from './titles';

const unitOptions = tableOptions(materialUnits, materialUnits.id, materialUnits.name);

/** Materials: what warehouses hold, each kept in its own unit (DOMAIN.md). */
export const materialResource = defineResource({
  name: 'Material',
  api: '/v1/jxc/material/Material',
  title: T('物料', 'material', 'material', '資材'),
  table: materials,
  joins: [{ table: materialUnits, on: eq(materialUnits.id, materials.unitId) }],
  columns: {
    id: col.number(JT.id, materials.id, { sortable: true, width: '80', align: 'left' }),
    code: col.text(JT.code, materials.code, { sortable: true, filter: 'text' }),
    name: col.text(JT.name, materials.name, { sortable: true, filter: 'text', width: '200' }),
    spec: col.text(JT.spec, materials.spec, { filter: 'text' }),
    grade: col.text(JT.grade, materials.grade, { filter: 'text' }),
    category: col.text(JT.category, materials.category, { filter: 'text' }),
    unit: col.text(JT.unit, materialUnits.name, { width: '70' }),
    barcode: col.text(JT.barcode, materials.barcode, { visible: false, filter: 'text' }),
    safety_stock: col.number(JT.safetyStock, materials.safetyStock, { decimals: 3 }),
    price: col.money(JT.price, materials.price, { sortable: true, filter: 'number' }),
    status: col.select(JT.status, materials.status, ENABLED, { filter: 'select' }),
    created_at: col.datetime(JT.created, materials.createdAt, { sortable: true, filter: 'datetime' }),
  },
  defaultSort: { key: 'id', order: 'desc' },
  fields: [
    field('code', JT.code, 'text', materials.code, { required: true, max: 40 }),
    field('name', JT.name, 'text', materials.name, { required: true, max: 60 }),
    field('spec', JT.spec, 'text', materials.spec, { max: 40 }),
    field('grade', JT.grade, 'text', materials.grade, { max: 20 }),
    field('category', JT.category, 'text', materials.category, { max: 30 }),
    field('unit_id', JT.unit, 'select', materials.unitId, { required: true, options: unitOptions }),
    field('barcode', JT.barcode, 'text', materials.barcode, { max: 40 }),
    field('safety_stock', JT.safetyStock, 'number', materials.safetyStock, { decimals: 3, min: 0, max: 1e9 }),
    field('price', JT.price, 'money', materials.price, { max: 100_000_000 }),
    field('status', JT.enabled, 'switch', materials.status, { default: 1 }),
    field('remark', JT.remark, 'textarea', materials.remark, { max: 500 }),
  ],
  options: {
    label: [materials.code, materials.name, materials.spec],
    search: [materials.code, materials.name, materials.barcode],
    where: eq(materials.status, 1),
    extra: { unit_id: materials.unitId, price: materials.price },
    orderBy: materials.code,
  },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(db, values, id) {
    if (values.safetyStock !== undefined) values.safetyStock = String(values.safetyStock);
    if (values.code !== undefined) {
      const [same] = await db.tx
        .select({ id: materials.id })
        .from(materials)
        .where(db.where(materials, eq(materials.code, String(values.code))));
      if (same && Number(same.id) !== id) throw conflict('codeTaken', { code: String(values.code) });
    }
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
