import type { LogSentence } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, supplierId, unixTime } from './columns';
import { accounts } from './tenants';

/** One sign-in: the family of its refresh tokens. Revoking it signs the session out everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    supplierId: supplierId(),
    id: text('id').notNull(),
    accountId: refId('account_id').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    /** The last call of the session (kept to the minute): access users, and the idle timeout. */
    lastSeenAt: unixTime('last_seen_at'),
    revokedAt: unixTime('revoked_at'),
    /** Why it was revoked: logout, reuse (a used refresh token came back), disabled. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('sessions_account_idx').on(t.supplierId, t.accountId),
    foreignKey({
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/** Refresh tokens are stored only as SHA-256 hashes; each is used once and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    supplierId: supplierId(),
    id: rowId(),
    sessionId: text('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: unixTime('expires_at').notNull(),
    usedAt: unixTime('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('refresh_tokens_hash_key').on(t.supplierId, t.tokenHash),
    index('refresh_tokens_session_idx').on(t.supplierId, t.sessionId),
    foreignKey({
      columns: [t.supplierId, t.sessionId],
      foreignColumns: [sessions.supplierId, sessions.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Failed sign-ins by username and by IP, across stores (a platform table, no store): they decide when a
 * captcha is required before the store is even known.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_key_idx').on(t.key, t.createdAt),
    index('login_attempts_time_idx').on(t.createdAt),
  ],
);

/**
 * Spent captcha challenges (a platform table): `id` is the challenge, `answer` the number that solved it. A row
 * lives until its challenge expires, and a solution whose challenge has a row is refused.
 */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: unixTime('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Writes already accepted, a platform table shared by every server process: a sign seen from a
 * session or an address (`scope` = `sign:…`, for the timestamp window) and an `Idempotency-Key` of a user
 * (`scope` = `key:…`, for 24 h). A row is claimed `pending` before the write runs and settled `done` with the
 * answer in the write's own transaction, so the answer is kept exactly when the write happened. A repeat gets
 * that answer; a repeat racing the first waits for it.
 */
export const requestReceipts = pgTable(
  'request_receipts',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and signed parameters: the same key on another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    /** When the pending write started (unix s): a claim left by a process that died is taken over later. */
    claimedAt: unixTime('claimed_at').notNull(),
    /** The process that claimed it (`workerName()`): on its own host, a claim of a dead process is taken at once. */
    holder: text('holder'),
    httpStatus: integer('http_status'),
    /** The envelope answered; null for a write that answered a file. */
    answer: jsonb('answer'),
    expiresAt: unixTime('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('request_receipts_expires_idx').on(t.expiresAt)],
);

/** Process-independent secrets generated on first start (the JWT key), so every process signs alike. */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const loginLogs = pgTable(
  'login_logs',
  {
    supplierId: supplierId(),
    id: rowId(),
    accountId: refId('account_id'),
    username: text('username').notNull(),
    isMain: boolean('is_main').notNull(),
    success: boolean('success').notNull(),
    /** Why a sign-in failed: password, locked, disabled, captcha. Empty on success. */
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('login_logs_time_idx').on(t.supplierId, t.createdAt),
  ],
);

/** Every successful write, recorded by the platform (who, API path, target, summary, ip, time). */
export const operatorLogs = pgTable(
  'operator_logs',
  {
    supplierId: supplierId(),
    id: rowId(),
    accountId: refId('account_id').notNull(),
    username: text('username').notNull(),
    api: text('api').notNull(),
    target: text('target').notNull().default(''),
    summary: text('summary').notNull().default(''),
    /** The write as a sentence any reader's language renders (`LogSentence`); null in rows of before it. */
    detail: jsonb('detail').$type<LogSentence>(),
    /** What it was done to: the catalogue entity (`Customer`), '' when the call names none. */
    object: text('object').notNull().default(''),
    /** The names of the records it was done to, as the sentence gives them (searched by the record filter). */
    objectName: text('object_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('operator_logs_time_idx').on(t.supplierId, t.createdAt),
    index('operator_logs_object_idx').on(t.supplierId, t.object, t.createdAt),
    index('operator_logs_account_idx').on(t.supplierId, t.accountId, t.createdAt),
    index('operator_logs_api_idx').on(t.supplierId, t.api, t.createdAt),
    // A record's history (modules/history): the entries done to it alone, newest first by id; and the writes of
    // several records at once (`target` a list, `1,2,3`), few beside them, whose lists are searched for its id.
    // A list is kept whole (operator-log.ts), so only the single targets, short, are keys of an index.
    index('operator_logs_record_idx')
      .on(t.supplierId, t.object, t.target, t.id)
      .where(sql`${t.target} not like '%,%'`),
    index('operator_logs_batch_idx').on(t.supplierId, t.object, t.id).where(sql`${t.target} like '%,%'`),
  ],
);
