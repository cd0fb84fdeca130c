import { rowTimes, storeTable } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An express company the store ships with (顺丰速运 SF): what the order ship form and the e-waybill accounts
 * pick from while the add-on is installed. The name is what an order records; the code is the courier's code on
 * the open platforms (Cainiao's cpCode), which the e-waybill add-on goes by.
 */
export const logisticsCompanies = storeTable(
  'logistics_companies',
  {
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Its customer-service line (95338, 400-…). */
    phone: text('phone').notNull().default(''),
    /** Its website, where a parcel is tracked by hand. */
    site: text('site').notNull().default(''),
    /** Smaller first in the pickers. */
    sort: integer('sort').notNull().default(0),
    /** 1 offered when shipping, 0 kept but not offered. */
    status: smallint('status').notNull().default(1),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('logistics_companies_name_key').on(t.supplierId, t.name),
    uniqueIndex('logistics_companies_code_key').on(t.supplierId, t.code),
    index('logistics_companies_sort_idx').on(t.supplierId, t.status, t.sort, t.id),
    check('logistics_companies_status_check', sql`${t.status} in (0, 1)`),
    check('logistics_companies_code_check', sql`${t.code} ~ '^[A-Z0-9_]{1,20}$'`),
  ],
);
