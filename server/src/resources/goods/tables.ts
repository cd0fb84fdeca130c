import { goods, refId, rowTimes, storeKey, storeTable, suppliers, unixTime } from '@yanye/framework/server';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The goods section's own tables; the goods and their categories are shared (db/schema/goods.ts).

/**
 * A goods property the store defines (grade, origin, packaging, shelf life, …) with its values in order: the
 * goods form picks among them instead of typing (goods.resource.ts). `grade` and `origin` stand for the goods'
 * own columns of that name; the others are kept in the goods' `props`.
 */
export const goodsProperties = storeTable(
  'goods_properties',
  {
    name: text('name').notNull(),
    /** How goods refer to it (`packaging=25kg编织袋`): lower case letters, digits and `_`. */
    code: text('code').notNull(),
    values: jsonb('values').$type<string[]>().notNull().default([]),
    /** 1 when every goods must have one of its values. */
    required: smallint('required').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** 1 offered in the goods form, 0 not (yet). */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('goods_properties_code_key').on(t.supplierId, t.code),
    uniqueIndex('goods_properties_name_key').on(t.supplierId, t.name),
    index('goods_properties_list_idx').on(t.supplierId, t.status, t.sort),
    check('goods_properties_code_check', sql`${t.code} ~ '^[a-z][a-z0-9_]{0,29}$'`),
    check('goods_properties_values_check', sql`jsonb_typeof(${t.values}) = 'array'`),
    check('goods_properties_required_check', sql`${t.required} in (0, 1)`),
    check('goods_properties_status_check', sql`${t.status} in (0, 1)`),
  ],
);

export type GoodsProperty = typeof goodsProperties.$inferSelect;

/**
 * The stores of the platform that take a goods' supply offer, kept by the offering store (`supplier_id`), one row
 * per taking store: how much it has taken and when. Ordering from an offer (cloud buying) adds to them.
 */
export const goodsSupplyTakers = storeTable(
  'goods_supply_takers',
  {
    goodsId: refId('goods_id').notNull(),
    /** Another store of the platform: a plain reference, its own rows being its own. */
    takerSupplierId: integer('taker_supplier_id').notNull(),
    /**
     * The taking store's name when it first took the offer: another store's row is not readable from here.
     */
    takerName: text('taker_name').notNull(),
    /** Taken so far, in the goods' unit. */
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull().default('0'),
    firstTakenAt: unixTime('first_taken_at').notNull(),
    lastTakenAt: unixTime('last_taken_at').notNull(),
    ...rowTimes(),
  },
  (t) => [
    foreignKey({
      name: 'goods_supply_takers_taker_fk',
      columns: [t.takerSupplierId],
      foreignColumns: [suppliers.id],
    }),
    storeKey('goods_supply_takers_goods_fk', t, t.goodsId, goods),
    uniqueIndex('goods_supply_takers_key').on(t.supplierId, t.goodsId, t.takerSupplierId),
    index('goods_supply_takers_taker_idx').on(t.takerSupplierId),
    check('goods_supply_takers_other_check', sql`${t.takerSupplierId} <> ${t.supplierId}`),
    check('goods_supply_takers_quantity_check', sql`${t.quantity} >= 0`),
    check('goods_supply_takers_times_check', sql`${t.lastTakenAt} >= ${t.firstTakenAt}`),
  ],
);
