import { sql } from 'drizzle-orm';
import { check, index, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { noneAsNull, refId, rowTimes, storeKey, unixTime } from './columns';
import { storeTable } from './store-table';
import { departments } from './tenants';

/**
 * A retail shop of a store. Deleting one moves it to the recycle bin (`deleted_at` set), from which it can be
 * reverted; orders and clock-ins keep pointing at it either way.
 */
export const shops = storeTable(
  'shops',
  {
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
    ...rowTimes(),
  },
  (t) => [
    // Two shops in business may not share a name; one in the recycle bin may (until it is reverted).
    uniqueIndex('shops_live_name_key').on(t.supplierId, t.name).where(sql`${t.deletedAt} is null`),
    index('shops_dept_idx').on(t.supplierId, t.deptId),
    check('shops_status_check', sql`${t.status} in (0, 1)`),
    storeKey('shops_dept_ref_fk', t, t.deptRef, departments),
  ],
);

export const CLOCK_KINDS = ['in', 'out'] as const;
