import {
  goods,
  materials,
  qty,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  warehouses,
} from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex } from 'drizzle-orm/pg-core';

// Retail goods made of a material (docs/inventory.md, "Retail orders by lot")

/**
 * What one unit of retail goods takes of a material, and the warehouse its orders leave from: an order's line
 * of these goods takes `perUnit` × its quantity out of that warehouse's stock when the order ships or is handed
 * over, by lot (expiry first) when the material is lot-tracked. Goods without a row move no stock of the
 * inventory section.
 */
export const goodsMaterials = storeTable(
  'goods_materials',
  {
    goodsId: refId('goods_id').notNull(),
    materialId: refId('material_id').notNull(),
    warehouseId: refId('warehouse_id').notNull(),
    /** In the material's own unit, per unit of the goods. */
    perUnit: qty('per_unit').notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('goods_materials_goods_key').on(t.supplierId, t.goodsId),
    index('goods_materials_material_idx').on(t.supplierId, t.materialId),
    check('goods_materials_per_unit_check', sql`${t.perUnit} > 0`),
    storeKey('goods_materials_goods_id_fk', t, t.goodsId, goods),
    storeKey('goods_materials_material_id_fk', t, t.materialId, materials),
    storeKey('goods_materials_warehouse_id_fk', t, t.warehouseId, warehouses),
  ],
);
