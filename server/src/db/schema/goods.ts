import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, noneAsNull, refId, rowId, storeKey, supplierId, updatedAt } from './columns';
import { suppliers } from './tenants';

/** Goods categories: a tree by parent_id (0 at the top). */
export const goodsCats = pgTable(
  'goods_cats',
  {
    supplierId: supplierId(),
    id: rowId(),
    parentId: refId('parent_id').notNull().default(0),
    parentRef: noneAsNull('parent_id'),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 shown, 0 hidden. */
    isShow: smallint('is_show').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('goods_cats_parent_idx').on(t.supplierId, t.parentId),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('goods_cats_parent_ref_fk', t, t.parentRef, t),
  ],
);

/** Goods a store sells. Money in cents; stock and sales by weight, 3 decimals. */
export const goods = pgTable(
  'goods',
  {
    supplierId: supplierId(),
    id: rowId(),
    catId: refId('cat_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    spec: text('spec').notNull().default(''),
    grade: text('grade').notNull().default(''),
    origin: text('origin').notNull().default(''),
    unit: text('unit').notNull().default('袋'),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    marketPrice: bigint('market_price', { mode: 'number' }).notNull().default(0),
    costPrice: bigint('cost_price', { mode: 'number' }).notNull().default(0),
    stock: numeric('stock', { precision: 14, scale: 3 }).notNull().default('0'),
    sales: numeric('sales', { precision: 14, scale: 3 }).notNull().default('0'),
    image: text('image').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 1 on sale, 0 in warehouse. */
    isShow: smallint('is_show').notNull().default(0),
    /** 0 not supplied, 1 supplied to union distributors, 2 supply stopped. */
    supplyStatus: smallint('supply_status').notNull().default(0),
    supplyPrice: bigint('supply_price', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    // The list screens sort on-sale or in-warehouse goods by price or by newest first.
    index('goods_show_price_idx').on(t.supplierId, t.isShow, t.price, t.id),
    index('goods_show_id_idx').on(t.supplierId, t.isShow, t.id),
    index('goods_cat_idx').on(t.supplierId, t.catId),
    // Substring search on the name (filters match by substring).
    index('goods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    foreignKey({ columns: [t.supplierId, t.catId], foreignColumns: [goodsCats.supplierId, goodsCats.id] }),
  ],
);
