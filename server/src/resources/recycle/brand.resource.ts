import { col, defineResource, ENABLED_OPTIONS, nameColumn } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { BRAND_FACTOR } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { assertDeletable } from './guards';
import { recycleBrands } from './tables';
import { IN_USE } from './texts';

const b = recycleBrands;

/** The brands of a store's recycling (`/recycle/brand`); the order form and the quote pick among the enabled. */
export const recycleBrandResource = defineResource({
  entity: 'RecycleBrand',
  table: recycleBrands,
  columns: [
    col.image(b.logo, T('品牌标志'), { form: true }),
    nameColumn(b.name, T('品牌名称'), {
      width: 160,
      max: 30,
      unique: true,
    }),
    col.number(b.factor, T('价格系数（%）'), {
      sortable: true,
      width: 120,
      form: {
        required: true,
        min: BRAND_FACTOR.min,
        max: BRAND_FACTOR.max,
        decimals: 0,
        default: BRAND_FACTOR.none,
        tip: T('回收分类的基础价乘以该系数：100 为不调整，110 表示比基础价高 10%'),
      },
    }),
    col.sort(b.sort),
    col.onOff(b.status, ENABLED_OPTIONS),
    col.created(b.createdAt),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  options: { label: [b.name], search: [b.name], where: eq(b.status, 1), orderBy: b.id },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeDelete(db, ids) {
    await assertDeletable(db, { table: b, name: b.name }, ids, {}, IN_USE.orders);
  },
});
