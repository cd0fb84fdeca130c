import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, supplierId, unixTime, updatedAt } from './columns';

/** A store. Its `id` is the `supplier_id` of every tenant row. */
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suppliers_login_name_key').on(t.loginName),
    check('suppliers_industry_check', sql`${t.industryType} in ('salt', 'grain', 'offlinepay')`),
  ],
);

/** A person who signs in: the store's main account (role admin) or one of its operators. */
export const accounts = pgTable(
  'accounts',
  {
    supplierId: supplierId(),
    id: rowId(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    wxOpenid: text('wx_openid'),
    wxBindTime: unixTime('wx_bind_time'),
    lastLoginAt: unixTime('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: unixTime('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('accounts_username_key').on(t.supplierId, t.username),
    // Main accounts sign in with their username alone, so it is unique across stores.
    uniqueIndex('accounts_main_username_key').on(t.username).where(sql`${t.isMain}`),
    // SMS sign-in finds the account by its phone: one account per phone in a store. Leading with the phone,
    // the index also serves the cross-store lookup of sign-in.
    uniqueIndex('accounts_phone_key').on(t.phone, t.supplierId).where(sql`${t.phone} <> ''`),
    // One WeChat user binds to one account of a store. Leading with the openid, the index also serves the
    // cross-store lookup of WeChat sign-in.
    uniqueIndex('accounts_wx_openid_key').on(t.wxOpenid, t.supplierId).where(sql`${t.wxOpenid} is not null`),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

/** A named set of allowed page paths and API paths. */
export const roles = pgTable(
  'roles',
  {
    supplierId: supplierId(),
    id: rowId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pathArr: jsonb('path_arr').$type<string[]>().notNull().default([]),
    apiArr: jsonb('api_arr').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('roles_name_key').on(t.supplierId, t.name),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    supplierId: supplierId(),
    accountId: refId('account_id').notNull(),
    roleId: refId('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.accountId, t.roleId] }),
    index('account_roles_role_idx').on(t.supplierId, t.roleId),
    foreignKey({
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.supplierId, t.roleId], foreignColumns: [roles.supplierId, roles.id] }).onDelete(
      'restrict',
    ),
  ],
);

/** Per-store security settings (sys/safemanage). */
export const safeSettings = pgTable(
  'safe_settings',
  {
    supplierId: supplierId().primaryKey(),
    /** How long an account stays locked after too many failed sign-ins (lockTip). */
    loginLockMinutes: integer('login_lock_minutes').notNull().default(30),
    maxLoginFailures: integer('max_login_failures').notNull().default(10),
  },
  (t) => [foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] })],
);
