import { col, defineResource, materials, materialUnits, purchaseLines } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { assertUnused } from './guards';
import { inboundLines, outboundLines, purchaseApplyLines } from './tables';
import { INVENTORY_TITLES } from './titles';

const u = materialUnits;

/**
 * A material's unit's decimals, sent hidden with each row of a list that joins the unit, so a quantity column
 * shows in that precision with `decimalKey: UNIT_DECIMALS.key` (bags whole, kilograms to three decimals).
 */
export const UNIT_DECIMALS = col.hide(u.decimals, {
  as: 'unit_decimals',
  title: INVENTORY_TITLES.unitDecimals,
});

/** Units and their ratios to a base unit: 袋 is 25 kg, 吨 is 1,000 kg (docs/inventory.md). */
export const materialUnitResource = defineResource({
  entity: 'MaterialUnit',
  table: materialUnits,
  columns: [
    col.text(u.name, INVENTORY_TITLES.unitName, {
      sortable: true,
      filter: 'text',
      form: { required: true, max: 10, unique: true },
    }),
    col.text(u.baseUnit, INVENTORY_TITLES.baseUnit, {
      sortable: true,
      filter: 'text',
      form: {
        required: true,
        max: 10,
        tip: T('同一基本单位的单位之间可以按比例换算，如 袋 = 25 kg'),
      },
    }),
    col.number(u.ratio, INVENTORY_TITLES.ratio, {
      decimals: 3,
      form: { required: true, min: 0.001, max: 1_000_000 },
    }),
    col.number(u.decimals, INVENTORY_TITLES.unitDecimals, {
      form: {
        min: 0,
        max: 3,
        decimals: 0,
        default: 3,
        tip: T('数量可带几位小数：袋、件、箱等计件单位填 0，千克、吨填 3'),
      },
    }),
    col.created(u.createdAt, { filter: false }),
  ],
  defaultSort: { key: 'id', order: 'asc' },
  options: {
    label: [u.name],
    extra: { decimals: u.decimals },
    search: [u.name, u.baseUnit],
    orderBy: u.id,
  },
  exportable: true,
  importable: true,
  async beforeDelete(db, ids) {
    await assertUnused(db, ids, { table: materialUnits, name: materialUnits.name }, [
      { table: materials, column: materials.unitId, by: 'usedByMaterials' },
      { table: purchaseApplyLines, column: purchaseApplyLines.unitId, by: 'usedByDocuments' },
      { table: purchaseLines, column: purchaseLines.unitId, by: 'usedByDocuments' },
      { table: inboundLines, column: inboundLines.unitId, by: 'usedByDocuments' },
      { table: outboundLines, column: outboundLines.unitId, by: 'usedByDocuments' },
    ]);
  },
});
