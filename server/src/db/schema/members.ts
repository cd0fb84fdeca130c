import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, supplierId, unixTime, updatedAt } from './columns';
import { suppliers } from './tenants';

/**
 * The store's members: the buyers of its mall, who sign in to the mall (not to this console) and own the wallets
 * of the finance section. Shared by the system section (member sign-ins) and finance, so it lives here.
 */
export const members = pgTable(
  'members',
  {
    supplierId: supplierId(),
    id: rowId(),
    nickName: text('nick_name').notNull().default(''),
    phone: text('phone').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 1 regular, 2 silver, 3 gold, 4 diamond. */
    level: smallint('level').notNull().default(1),
    /** 1 active, 0 disabled (cannot sign in to the mall). */
    status: smallint('status').notNull().default(1),
    lastLoginAt: unixTime('last_login_at'),
    /** Registered at. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('members_phone_key').on(t.supplierId, t.phone),
    index('members_time_idx').on(t.supplierId, t.createdAt),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    check('members_level_check', sql`${t.level} between 1 and 4`),
    check('members_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/** A member's sign-in to the mall (sys/logmanagement/memberlogin): success or failure with its reason. */
export const memberLoginLogs = pgTable(
  'member_login_logs',
  {
    supplierId: supplierId(),
    id: rowId(),
    memberId: refId('member_id'),
    phone: text('phone').notNull(),
    success: boolean('success').notNull(),
    /** Why it failed: password, code, disabled. Empty on success. */
    reason: text('reason').notNull().default(''),
    /** Where: h5, mini (WeChat mini program), app. */
    channel: text('channel').notNull().default('h5'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('member_login_logs_time_idx').on(t.supplierId, t.createdAt),
    foreignKey({
      name: 'member_login_logs_member_fk',
      columns: [t.supplierId, t.memberId],
      foreignColumns: [members.supplierId, members.id],
    }).onDelete('set null'),
  ],
);

/** An app release (sys/appdownload): a package or a store link per platform and build. */
export const appVersions = pgTable(
  'app_versions',
  {
    supplierId: supplierId(),
    id: rowId(),
    platform: text('platform', { enum: ['android', 'ios'] }).notNull(),
    versionName: text('version_name').notNull(),
    /** Increases with every release of a platform; what "must update" compares. */
    buildNumber: integer('build_number').notNull(),
    /** An uploaded package (`/uploads/...apk`) or an app-store link. */
    packageUrl: text('package_url').notNull(),
    notes: text('notes').notNull().default(''),
    /** Callers older than this build must update. */
    forced: boolean('forced').notNull().default(false),
    /** When it is offered; a future time schedules it. */
    releaseAt: unixTime('release_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('app_versions_build_key').on(t.supplierId, t.platform, t.buildNumber),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
    check('app_versions_platform_check', sql`${t.platform} in ('android', 'ios')`),
  ],
);
