import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A store. Its `id` is the `supplier_id` of every store row. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginName: text('login_name').notNull(),
    storeName: text('store_name').notNull(),
    industryType: text('industry_type', { enum: ['salt', 'grain', 'offlinepay'] }).notNull(),
    isUnion: boolean('is_union').notNull().default(false),
    logo: text('logo').notNull().default(''),
    /** The store's contact phone (a mobile or a landline). */
    phone: text('phone').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    address: text('address').notNull().default(''),
    intro: text('intro').notNull().default(''),
    storeDomain: text('store_domain').notNull().default(''),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /** 0 none, 1 applied, 2 certified, 3 rejected. */
    certStatus: smallint('cert_status').notNull().default(0),
    /** The platform's own account (is_pingtai): it reviews store applications and certifications. */
    isPlatform: boolean('is_platform').notNull().default(false),
    /**
     * The username the store's main account signs in with, alone (no store name): unique across stores, so it
     * is kept here, in the platform's table, rather than by an index over every store's accounts (which a
     * database distributed by store could not hold). The main account's own username is bound to it.
     */
    mainUsername: text('main_username'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suppliers_login_name_key').on(t.loginName),
    uniqueIndex('suppliers_main_username_key').on(t.mainUsername),
    // The target of the main account's key (accounts, tenants.ts).
    unique('suppliers_main_account_key').on(t.id, t.mainUsername),
    check('suppliers_industry_check', sql`${t.industryType} in ('salt', 'grain', 'offlinepay')`),
  ],
);
