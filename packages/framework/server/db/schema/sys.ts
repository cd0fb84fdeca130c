import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, refId, rowTimes, supplierId, unixTime, updatedAt } from './columns';
import { storeTable } from './store-table';
import { suppliers } from './suppliers';
import { accounts } from './tenants';

/**
 * A store's settings that are one record each (system, copyright, the app download page): a named JSON value
 * whose shape is declared by its settings module (`server/src/modules/settings`), checked on every save.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    supplierId: supplierId(),
    /** `system`, `copyright`, `appdown`. */
    name: text('name').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
    updatedBy: refId('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.name] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

/**
 * Addresses seen signing in to a store (sys/safemanage/accessip): how often, how often wrong, and whether the
 * address is locked out of the store for now. Forgotten by `AccessIpDel`, which also lifts the lock.
 */
export const accessIps = storeTable(
  'access_ips',
  {
    ip: text('ip').notNull(),
    signIns: integer('sign_ins').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    /** Failures since the last success: past the store's limit, the address is locked. */
    recentFailures: integer('recent_failures').notNull().default(0),
    lockedUntil: unixTime('locked_until'),
    firstSeenAt: createdAt(),
    lastSeenAt: unixTime('last_seen_at').notNull().default(sql`extract(epoch from now())::bigint`),
  },
  (t) => [
    uniqueIndex('access_ips_ip_key').on(t.supplierId, t.ip),
    index('access_ips_seen_idx').on(t.supplierId, t.lastSeenAt),
  ],
);

/**
 * A file a store uploaded (an image or a document), kept under `FILES_DIR/uploads` or in the bucket by `key`.
 * Its kind and content type come from its bytes, never from its name; the sum of `bytes` is held to the store's
 * quota.
 */
export const uploads = storeTable(
  'uploads',
  {
    /** Where the file is: `u/<store>/<yyyymm>/<random>.<ext>`, served at `/uploads/<key>`. */
    key: text('key').notNull(),
    /** The thumbnail of an image (`…_t.webp`), empty for other files. */
    thumbKey: text('thumb_key').notNull().default(''),
    /** `image` or `file` (the upload call), and the type read from the bytes. */
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    /** Bytes stored, the thumbnail included. */
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The name the uploader's file had, for the reader only (never a path). */
    originalName: text('original_name').notNull().default(''),
    sha256: text('sha256').notNull(),
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // The key names its store (`u/<store>/…`), so keys unique in each store are unique everywhere.
    uniqueIndex('uploads_key_key').on(t.supplierId, t.key),
    check('uploads_key_store_check', sql`${t.key} like 'u/' || ${t.supplierId} || '/%'`),
    index('uploads_time_idx').on(t.supplierId, t.createdAt),
    foreignKey({
      name: 'uploads_account_fk',
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('set null'),
    check('uploads_kind_check', sql`${t.kind} in ('image', 'file')`),
  ],
);

/** A store's certification (CertApply, CertInfo): the documents it sent and the platform's verdict. */
export const certApplications = storeTable(
  'cert_applications',
  {
    companyName: text('company_name').notNull(),
    creditCode: text('credit_code').notNull(),
    legalName: text('legal_name').notNull(),
    legalIdNo: text('legal_id_no').notNull(),
    licenseImage: text('license_image').notNull(),
    /** The salt wholesale licence, required of salt stores. */
    saltLicenseImage: text('salt_license_image').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** applied, approved, rejected. */
    status: text('status', { enum: ['applied', 'approved', 'rejected'] })
      .notNull()
      .default('applied'),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: text('reviewed_by').notNull().default(''),
    reviewedAt: unixTime('reviewed_at'),
    ...rowTimes(),
  },
  (t) => [
    index('cert_applications_status_idx').on(t.supplierId, t.status),
    check('cert_applications_status_check', sql`${t.status} in ('applied', 'approved', 'rejected')`),
  ],
);
