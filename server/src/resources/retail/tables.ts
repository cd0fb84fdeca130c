import {
  accounts,
  createdAt,
  isOneOf,
  refId,
  rowId,
  shops,
  storeKey,
  supplierId,
  unixTime,
} from '@yanye/framework/server';
import { check, foreignKey, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// The retail section's own tables; its shops, orders and refunds are shared (db/schema/retail.ts, orders.ts).

export const CLOCK_KINDS = ['in', 'out'] as const;

/** A staff member clocking in or out at a shop, from the shop app. */
export const clockIns = pgTable(
  'clock_ins',
  {
    supplierId: supplierId(),
    id: rowId(),
    accountId: refId('account_id').notNull(),
    shopId: refId('shop_id').notNull(),
    kind: text('kind', { enum: CLOCK_KINDS }).notNull(),
    clockTime: unixTime('clock_time').notNull(),
    /** Where the phone said it was: an address, and the coordinates. */
    location: text('location').notNull().default(''),
    lng: numeric('lng', { precision: 9, scale: 6 }),
    lat: numeric('lat', { precision: 8, scale: 6 }),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('clock_ins_time_idx').on(t.supplierId, t.clockTime, t.id),
    index('clock_ins_account_idx').on(t.supplierId, t.accountId, t.clockTime),
    check('clock_ins_kind_check', isOneOf(t.kind, CLOCK_KINDS)),
    foreignKey({ columns: [t.supplierId, t.shopId], foreignColumns: [shops.supplierId, shops.id] }),
    storeKey('clock_ins_account_id_fk', t, t.accountId, accounts),
  ],
);
