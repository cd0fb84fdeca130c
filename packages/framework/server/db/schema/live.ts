import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, supplierId } from './columns';
import { accounts } from './tenants';

/**
 * What the console tells its signed-in users as it happens (docs/live.md): a new order, a refund request, a
 * withdrawal's result, a finished export, an add-on's news. Written by the database's own triggers (or, for
 * add-ons, its `live_event_raise`) in the transaction of what happened (drizzle/repeatable/tenancy.sql), which notify the `live_events` channel as that transaction commits;
 * never changed afterwards. `account_id` names the one user it is for (their export), else whoever may open the
 * kind's page sees it.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    supplierId: supplierId(),
    id: rowId(),
    /** One of `LIVE_KINDS` (packages/catalog/src/live.ts). */
    kind: text('kind').notNull(),
    /** The record it is about (its id), which its link opens. */
    recordId: text('record_id').notNull().default(''),
    /** What the sentence says of it: its number, amount, state, name. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    accountId: refId('account_id'),
    /**
     * What an event raised by code (an add-on's, a sweep's) is about once only: a second raise with the same key
     * in the store adds nothing (`token:<expiry>` warns once per grant). Events of the triggers have none.
     */
    eventKey: text('event_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('live_events_time_idx').on(t.supplierId, t.createdAt),
    uniqueIndex('live_events_key_idx').on(t.supplierId, t.eventKey).where(sql`${t.eventKey} IS NOT NULL`),
    foreignKey({
      name: 'live_events_account_fk',
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
  ],
);

/** A user's choices for what reaches them live, and how far they have read. */
export const liveSettings = pgTable(
  'live_settings',
  {
    supplierId: supplierId(),
    accountId: refId('account_id').notNull(),
    /** The kinds the user does not want (every kind reaches them unless named here). */
    muted: text('muted').array().notNull().default(sql`'{}'::text[]`),
    sound: boolean('sound').notNull().default(false),
    /** The last event the user has read: every later one they may see is unread. */
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.accountId] }),
    foreignKey({
      name: 'live_settings_account_fk',
      columns: [t.supplierId, t.accountId],
      foreignColumns: [accounts.supplierId, accounts.id],
    }).onDelete('cascade'),
  ],
);
