import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { inboundLines, materials, materialUnits, outboundLines, purchaseLines } from '../../db/schema';
import { col } from '../../engine/columns';
import { field } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { conflict } from '../../platform/errors';
import { assertUnused } from './guards';
import { JT } from './titles';

/** Units and their ratios to a base unit: 袋 is 25 kg, 吨 is 1,000 kg (DOMAIN.md). */
export const materialUnitResource = defineResource({
  name: 'MaterialUnit',
  api: '/v1/jxc/materialunit/MaterialUnit',
  title: T('物料单位', 'material unit', 'unidad de material', '資材単位'),
  table: materialUnits,
  columns: {
    id: col.number(JT.id, materialUnits.id, { sortable: true, width: '80', align: 'left' }),
    name: col.text(JT.unitName, materialUnits.name, { sortable: true, filter: 'text' }),
    base_unit: col.text(JT.baseUnit, materialUnits.baseUnit, { sortable: true, filter: 'text' }),
    ratio: col.number(JT.ratio, materialUnits.ratio, { decimals: 3 }),
    created_at: col.datetime(JT.created, materialUnits.createdAt, { sortable: true }),
  },
  defaultSort: { key: 'id', order: 'asc' },
  fields: [
    field('name', JT.unitName, 'text', materialUnits.name, { required: true, max: 10 }),
    field('base_unit', JT.baseUnit, 'text', materialUnits.baseUnit, {
      required: true,
      max: 10,
      tip: T(
        '同一基本单位的单位之间可以按比例换算，如 袋 = 25 kg',
        'Units with the same base unit convert by their ratios, e.g. bag = 25 kg',
        'Las unidades con la misma unidad base se convierten por su proporción, p. ej. saco = 25 kg',
        '基本単位が同じ単位どうしは比率で換算します（例：袋 = 25 kg）',
      ),
    }),
    field('ratio', JT.ratio, 'number', materialUnits.ratio, {
      required: true,
      decimals: 3,
      min: 0.001,
      max: 1_000_000,
    }),
  ],
  options: {
    label: [materialUnits.name],
    search: [materialUnits.name, materialUnits.baseUnit],
    orderBy: materialUnits.id,
  },
  exportable: true,
  importable: true,
  async beforeSave(db, values, id) {
    if (values.ratio !== undefined) values.ratio = String(values.ratio);
    if (values.name !== undefined) {
      const [same] = await db.tx
        .select({ id: materialUnits.id })
        .from(materialUnits)
        .where(db.where(materialUnits, eq(materialUnits.name, String(values.name))));
      if (same && Number(same.id) !== id) throw conflict('nameTaken', { name: String(values.name) });
    }
    return values;
  },
  async beforeDelete(db, ids) {
    await assertUnused(db, ids, { table: materialUnits, name: materialUnits.name }, [
      { table: materials, column: materials.unitId, by: 'usedByMaterials' },
      { table: purchaseLines, column: purchaseLines.unitId, by: 'usedByDocuments' },
      { table: inboundLines, column: inboundLines.unitId, by: 'usedByDocuments' },
      { table: outboundLines, column: outboundLines.unitId, by: 'usedByDocuments' },
    ]);
  },
});
