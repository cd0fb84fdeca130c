import { sql } from 'drizzle-orm';
import {
  bigint,
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
import {
  parentColumns,
  parentKeys,
  refId,
  rowTimes,
  storeKey,
  supplierId,
  unixTime,
  updatedAt,
} from './columns';
import { storeTable } from './store-table';
import { suppliers } from './suppliers';

/** Departments: a tree by parent_id (0 at the top). */
export const departments = storeTable(
  'departments',
  {
    ...parentColumns(),
    name: text('name').notNull(),
    type: text('type').notNull().default('office'),
    leader: text('leader').notNull().default(''),
    phone: text('phone').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...rowTimes(),
  },
  (t) => parentKeys('departments', t),
);

/** A person who signs in: the store's main account (role admin) or one of its operators. */
export const accounts = storeTable(
  'accounts',
  {
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
    /** The operator's department, if any. */
    deptId: refId('dept_id'),
    /** A password set by someone else: the operator must choose their own at the next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: unixTime('password_changed_at'),
    /** The username of a main account (NULL for an operator), held to its store's `main_username`. */
    mainUsername: text('main_username').generatedAlwaysAs(sql`case when is_main then username end`),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('accounts_username_key').on(t.supplierId, t.username),
    // Main accounts sign in with their username alone, so it is unique across stores: the store keeps it
    // (suppliers.main_username, unique) and the main account's username must be that one.
    foreignKey({
      name: 'accounts_main_username_fk',
      columns: [t.supplierId, t.mainUsername],
      foreignColumns: [suppliers.id, suppliers.mainUsername],
    }),
    // SMS sign-in finds the account by its phone: one account per phone in a store. Leading with the phone,
    // the index also serves the cross-store lookup of sign-in.
    uniqueIndex('accounts_phone_key').on(t.phone, t.supplierId).where(sql`${t.phone} <> ''`),
    // One WeChat user binds to one account of a store. Leading with the openid, the index also serves the
    // cross-store lookup of WeChat sign-in.
    uniqueIndex('accounts_wx_openid_key').on(t.wxOpenid, t.supplierId).where(sql`${t.wxOpenid} is not null`),
    storeKey('accounts_dept_fk', t, t.deptId, departments),
  ],
);

/** A named set of allowed page paths and API paths. */
export const roles = storeTable(
  'roles',
  {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pathArr: jsonb('path_arr').$type<string[]>().notNull().default([]),
    apiArr: jsonb('api_arr').$type<string[]>().notNull().default([]),
    ...rowTimes(),
  },
  (t) => [uniqueIndex('roles_name_key').on(t.supplierId, t.name)],
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
    /** A session unused this long is signed out. */
    sessionIdleMinutes: integer('session_idle_minutes').notNull().default(120),
    /** Only the addresses of `ipAllowList` (single addresses and CIDR ranges) may call, when on. */
    ipAllowOn: boolean('ip_allow_on').notNull().default(false),
    ipAllowList: jsonb('ip_allow_list').$type<string[]>().notNull().default([]),
    /** `after_failures`: a captcha after `captchaAfterFailures` failed sign-ins; `always`: on every sign-in. */
    captchaMode: text('captcha_mode', { enum: ['after_failures', 'always'] })
      .notNull()
      .default('after_failures'),
    captchaAfterFailures: integer('captcha_after_failures').notNull().default(3),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    // The principal's guard takes a session whose last call is under a minute old as not idle (tenancy.sql).
    check('safe_settings_idle_minutes', sql`${t.sessionIdleMinutes} between 5 and 1440`),
  ],
);

/**
 * Each store's principal version: bumped by triggers (tenancy.sql) whenever anything a caller's principal is made
 * of changes in the store (an account, its roles, the store, its add-ons, its safety settings), so the guard of a
 * cached principal compares one number. Only the tenancy script's functions read or write it; no foreign key, so
 * a store's rows going with it never trip over it.
 */
export const authVersions = pgTable('auth_versions', {
  supplierId: integer('supplier_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
