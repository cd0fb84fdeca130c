import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, noneAsNull, refId, rowId, storeKey, supplierId, unixTime, updatedAt } from './columns';
import { accounts, departments, suppliers } from './tenants';

/**
 * A retail shop of a store. Deleting one moves it to the recycle bin (`deleted_at` set), from which it can be
 * reverted; orders and clock-ins keep pointing at it either way.
 */
export const shops = pgTable(
  'shops',
  {
    supplierId: supplierId(),
    id: rowId(),
    name: text('name').notNull(),
    /** The department that runs it; 0 for none. */
    deptId: refId('dept_id').notNull().default(0),
    deptRef: noneAsNull('dept_id'),
    manager: text('manager').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** `09:00-21:00`. */
    hours: text('hours').notNull().default(''),
    /** 1 open, 0 closed for now. */
    status: smallint('status').notNull().default(1),
    sort: smallint('sort').notNull().default(0),
    deletedAt: unixTime('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    // Two shops in business may not share a name; one in the recycle bin may (until it is reverted).
    uniqueIndex('shops_live_name_key').on(t.supplierId, t.name).where(sql`${t.deletedAt} is null`),
    index('shops_dept_idx').on(t.supplierId, t.deptId),
    check('shops_status_check', sql`${t.status} in (0, 1)`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    storeKey('shops_dept_ref_fk', t, t.deptRef, departments),
  ],
);

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
    check('clock_ins_kind_check', sql`${t.kind} in ('in', 'out')`),
    foreignKey({ columns: [t.supplierId, t.shopId], foreignColumns: [shops.supplierId, shops.id] }),
    storeKey('clock_ins_account_id_fk', t, t.accountId, accounts),
  ],
);
