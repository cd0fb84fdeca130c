import { T } from '@yanye/i18n';
import { BRAND_FACTOR } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, supplierId, updatedAt } from '../../db/schema/columns';
import { suppliers } from '../../db/schema/tenants';
import { col } from '../../engine/columns';
import { SORT_FORM } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { COMMON_TITLES } from '../../engine/titles';
import { assertDeletable } from './guards';
import { IN_USE, STATUS } from './texts';

/** Brands of the goods a store takes back (海尔, 格力, 三久): a brand may raise or lower the category's price. */
export const recycleBrands = pgTable(
  'recycle_brands',
  {
    supplierId: supplierId(),
    id: rowId(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    /** The category's price is multiplied by it, in percent: 100 leaves it, 110 pays a tenth more. */
    factor: integer('factor').notNull().default(BRAND_FACTOR.none),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 enabled, 0 disabled (kept for the orders that name it, offered to nobody). */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('recycle_brands_name_key').on(t.supplierId, t.name),
    index('recycle_brands_list_idx').on(t.supplierId, t.status, t.sort),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    check('recycle_brands_status_check', sql`${t.status} in (0, 1)`),
    check(
      'recycle_brands_factor_check',
      sql`${t.factor} between ${sql.raw(String(BRAND_FACTOR.min))} and ${sql.raw(String(BRAND_FACTOR.max))}`,
    ),
  ],
);

const b = recycleBrands;

/** The brands of a store's recycling (`/recycle/brand`); the order form and the quote pick among the enabled. */
export const recycleBrandResource = defineResource({
  entity: 'RecycleBrand',
  table: recycleBrands,
  columns: [
    col.id(b.id),
    col.image(b.logo, T('品牌标志', 'Logo', 'Logotipo', 'ロゴ'), { form: true }),
    col.text(b.name, T('品牌名称', 'Brand name', 'Nombre de la marca', 'ブランド名'), {
      sortable: true,
      filter: 'text',
      width: 160,
      form: { required: true, max: 30, unique: true },
    }),
    col.number(b.factor, T('价格系数（%）', 'Price factor (%)', 'Factor de precio (%)', '価格係数（%）'), {
      sortable: true,
      width: 120,
      form: {
        required: true,
        min: BRAND_FACTOR.min,
        max: BRAND_FACTOR.max,
        decimals: 0,
        default: BRAND_FACTOR.none,
        tip: T(
          '回收分类的基础价乘以该系数：100 为不调整，110 表示比基础价高 10%',
          'The category’s base price is multiplied by it: 100 keeps it, 110 pays 10% more',
          'El precio base de la categoría se multiplica por él: 100 lo mantiene, 110 paga un 10 % más',
          'カテゴリの基本価格にこの係数を掛けます。100 は変更なし、110 は 10% 高くなります',
        ),
      },
    }),
    col.number(b.sort, COMMON_TITLES.sort, { sortable: true, width: 80, form: SORT_FORM }),
    col.select(b.status, COMMON_TITLES.status, STATUS, {
      filter: 'select',
      form: { type: 'radio', default: 1 },
    }),
    col.datetime(b.createdAt, COMMON_TITLES.created, { sortable: true, filter: 'datetime' }),
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
