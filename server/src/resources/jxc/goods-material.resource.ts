import {
  AppError,
  col,
  defineResource,
  entityOptions,
  goods,
  joinTo,
  materials,
  materialUnits,
  warehouses,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq, ne, sql } from 'drizzle-orm';
import { MATERIAL_OPTIONS, WAREHOUSE } from './docs';
import { goodsMaterials } from './retail-tables';
import { INVENTORY_TITLES } from './titles';

const TITLES = {
  goods: T('零售商品'),
  perUnit: T('每件用量'),
  taken: T('商品“{goods}”已设置用料，请编辑原有的一条'),
};

const gm = goodsMaterials;

/**
 * What retail goods are made of (docs/inventory.md, "Retail orders by lot"): one material per goods, how much of
 * it one unit takes, and the warehouse orders leave from. An order of such goods takes that stock out when it
 * ships or is handed over, lot by lot, expiry first.
 */
export const goodsMaterialResource = defineResource({
  entity: 'GoodsMaterial',
  table: goodsMaterials,
  joins: [joinTo(gm.goodsId), joinTo(gm.materialId), joinTo(materials.unitId), joinTo(gm.warehouseId)],
  columns: [
    col.id(gm.id, { width: 80 }),
    ...col.ref(gm.goodsId, goods.name, TITLES.goods, {
      as: 'goods',
      required: true,
      optionsApi: entityOptions('Goods'),
      width: 200,
    }),
    ...col.ref(gm.materialId, materials.name, INVENTORY_TITLES.material, {
      as: 'material',
      required: true,
      optionsApi: MATERIAL_OPTIONS,
      width: 180,
    }),
    col.number(gm.perUnit, TITLES.perUnit, {
      decimals: 3,
      form: {
        required: true,
        min: 0.001,
        max: 1_000_000,
        decimals: 3,
        tip: T('一件商品用多少物料，按物料的单位计：500 克一袋的盐，物料以千克计时填 0.5'),
      },
    }),
    col.text(materialUnits.name, INVENTORY_TITLES.unit, { as: 'unit', width: 70 }),
    ...col.ref(gm.warehouseId, warehouses.name, INVENTORY_TITLES.warehouse, { ...WAREHOUSE, width: 140 }),
    col.created(gm.createdAt, { filter: false }),
  ],
  defaultSort: { key: 'id', order: 'desc' },
  exportable: true,
  // One material per goods: a second row for the same goods is refused on its field, naming the goods (the
  // unique index holds it against a race).
  async beforeSave(db, values, id) {
    if (values.goodsId === undefined) return values;
    // A material or warehouse not of the store is the engine's refusal (after this check), named on its field.
    const [mine] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(materials)
      .innerJoin(
        warehouses,
        values.warehouseId === undefined ? sql`true` : eq(warehouses.id, values.warehouseId),
      )
      .where(values.materialId === undefined ? undefined : eq(materials.id, values.materialId));
    if (!mine?.n) return values;
    const [taken] = await db
      .select({ name: goods.name })
      .from(gm)
      .innerJoin(goods, eq(goods.id, gm.goodsId))
      .where(and(eq(gm.goodsId, values.goodsId), id === undefined ? undefined : ne(gm.id, id)));
    if (taken)
      throw new AppError('CONFLICT', TITLES.taken, { goods: taken.name }, { field: gm.goodsId.name });
    return values;
  },
});
