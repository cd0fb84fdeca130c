import {
  createdAt,
  isOneOf,
  members,
  refId,
  rowId,
  rowTimes,
  storeTable,
  supplierId,
  unixTime,
} from '@yanye/framework/server';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The system section's own tables; the accounts, roles, logs and settings it manages are the platform's
// (db/schema/tenants.ts, session.ts, sys.ts).

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

/** The platforms a store's app is released for. */
export const APP_PLATFORMS = ['android', 'ios'] as const;

/** An app release (sys/appdownload): a package or a store link per platform and build. */
export const appVersions = storeTable(
  'app_versions',
  {
    platform: text('platform', { enum: APP_PLATFORMS }).notNull(),
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
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('app_versions_build_key').on(t.supplierId, t.platform, t.buildNumber),
    check('app_versions_platform_check', isOneOf(t.platform, APP_PLATFORMS)),
  ],
);
