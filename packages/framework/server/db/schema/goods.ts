import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { parentColumns, parentKeys, refId, rowId, rowTimes, supplierId, unixTime } from './columns';
import { storeTable } from './store-table';

/** Goods categories: a tree by parent_id (0 at the top). */
export const goodsCats = storeTable(
  'goods_cats',
  {
    ...parentColumns(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    /** Larger first (sortTip). */
    sort: integer('sort').notNull().default(0),
    /** 1 shown, 0 hidden. */
    isShow: smallint('is_show').notNull().default(1),
    ...rowTimes(),
  },
  (t) => parentKeys('goods_cats', t),
);

/** Goods a store sells. Money in cents; stock and sales by weight, 3 decimals. */
export const goods = pgTable(
  'goods',
  {
    supplierId: supplierId(),
    id: rowId(),
    catId: refId('cat_id').notNull(),
    name: text('name').notNull(),
    /**
     * The name's pinyin and its initials (`jingzhiyan jzy`), kept by a trigger (drizzle/repeatable/tenancy.sql). No
     * index: the page search, which finds by it, reads the table anyway (docs/shell.md, "Pinyin").
     */
    namePy: text('name_py').notNull().default(''),
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
    /**
     * The values of the store's goods properties other than grade and origin, each `code=value`
     * (resources/goods/tables.ts); grade and origin keep their own columns.
     */
    props: jsonb('props').$type<string[]>().notNull().default([]),
    /**
     * The goods' supply offer to the platform's other stores (resources/goods/tables.ts):
     * 0 never offered, 1 offered, 2 offer ended.
     */
    supplyStatus: smallint('supply_status').notNull().default(0),
    supplyPrice: bigint('supply_price', { mode: 'number' }).notNull().default(0),
    /** The least a store may take at once, in the goods' unit. */
    supplyMoq: numeric('supply_moq', { precision: 14, scale: 3 }).notNull().default('0'),
    /** What is offered, apart from the goods' own stock: taken by other stores, never below zero. */
    supplyStock: numeric('supply_stock', { precision: 14, scale: 3 }).notNull().default('0'),
    /** Province codes the offer delivers to; `100000` alone is nationwide. */
    supplyRegions: jsonb('supply_regions').$type<string[]>().notNull().default([]),
    supplyRemark: text('supply_remark').notNull().default(''),
    supplyStartedAt: unixTime('supply_started_at').notNull().default(0),
    supplyStoppedAt: unixTime('supply_stopped_at').notNull().default(0),
    ...rowTimes(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    // The list screens sort on-sale or in-warehouse goods by price or by newest first.
    index('goods_show_price_idx').on(t.supplierId, t.isShow, t.price, t.id),
    index('goods_show_id_idx').on(t.supplierId, t.isShow, t.id),
    // The count and sums of a list of goods (the name filtered, stock and sales summed) read from this index
    // alone (an index-only scan): a quarter of the table's pages (docs/engine.md, "Counts").
    index('goods_totals_idx').on(t.supplierId, t.isShow, t.name, t.stock, t.sales),
    index('goods_cat_idx').on(t.supplierId, t.catId),
    // Substring search on the name (filters match by substring).
    index('goods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    foreignKey({ columns: [t.supplierId, t.catId], foreignColumns: [goodsCats.supplierId, goodsCats.id] }),
    // How many goods hold a property's value (props @> '["code=value"]'), asked before a value is removed.
    index('goods_props_idx').using('gin', sql`${t.props} jsonb_path_ops`),
    index('goods_supply_idx').on(t.supplierId, t.supplyStatus, t.supplyStartedAt),
    check('goods_supply_status_check', sql`${t.supplyStatus} in (0, 1, 2)`),
    // An offer, running or ended, has its price, its least quantity and its start.
    check(
      'goods_supply_offer_check',
      sql`${t.supplyStatus} = 0 or (${t.supplyPrice} > 0 and ${t.supplyMoq} >= 1 and ${t.supplyStartedAt} > 0)`,
    ),
    check('goods_supply_stock_check', sql`${t.supplyStock} >= 0`),
    check('goods_props_check', sql`jsonb_typeof(${t.props}) = 'array'`),
  ],
);
