import { bigserial, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, supplierId, unixTime } from './columns';
import { storeTable } from './store-table';
import { suppliers } from './suppliers';

/**
 * Every call an add-on made to its outside service, and the answer (engine/outside): one row per attempt, the
 * store's secrets masked before the row is written. The operator reads it under the add-on's settings.
 */
export const serviceCalls = storeTable(
  'service_calls',
  {
    /** The add-on key: the service. */
    service: text('service').notNull(),
    /** What the call was for, as the add-on names it (send, sync_orders, waybill). */
    op: text('op').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    request: text('request').notNull().default(''),
    /** The HTTP status, 0 when none came (a timeout, a refused connection). */
    status: integer('status').notNull().default(0),
    answer: text('answer').notNull().default(''),
    /** ok, refused (the service said no), failed (an error status), timeout, unreachable, bad_answer. */
    outcome: text('outcome').notNull(),
    /** What went wrong, in English for the log; '' when ok. */
    error: text('error').notNull().default(''),
    attempt: integer('attempt').notNull().default(1),
    /** Whether it ran against the local development receiver. */
    local: integer('local').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('service_calls_service_idx').on(t.supplierId, t.service, t.id)],
);

/**
 * The callbacks an outside service pushed (a payment result, a union order), by the service's own id of the
 * event: a repeat finds its row and is answered as the first was, without being handled again.
 */
export const callbackReceipts = pgTable(
  'callback_receipts',
  {
    supplierId: supplierId(),
    service: text('service').notNull(),
    name: text('name').notNull(),
    eventKey: text('event_key').notNull(),
    /** What the handler answered the first time. */
    result: jsonb('result').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.service, t.name, t.eventKey] }),
    foreignKey({ columns: [t.supplierId], foreignColumns: [suppliers.id] }),
  ],
);

/**
 * How each local development receiver answers (set from /dev/receivers): success, fail or slow. A platform
 * table: the receivers stand in for services, which serve every store.
 */
export const devReceivers = pgTable('dev_receivers', {
  service: text('service').primaryKey(),
  mode: text('mode', { enum: ['success', 'fail', 'slow'] })
    .notNull()
    .default('success'),
  /** How long a slow answer waits. */
  slowMs: integer('slow_ms').notNull().default(8000),
  updatedAt: unixTime('updated_at').notNull().default(0),
});

/** What the local receivers received and answered, newest last, for /dev/receivers. A platform table. */
export const devReceiverRequests = pgTable(
  'dev_receiver_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    service: text('service').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    body: text('body').notNull().default(''),
    status: integer('status').notNull(),
    answer: text('answer').notNull().default(''),
    mode: text('mode').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dev_receiver_requests_service_idx').on(t.service, t.id)],
);
