import { index, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, refId, storeKey } from './columns';
import { storeTable } from './store-table';
import { accounts } from './tenants';

/**
 * The history of every record that moves through a state machine (`engine/form/flow.ts`): one row per step taken,
 * written in the step's transaction, never changed or removed (tenancy.sql revokes both). A record deleted keeps
 * its history: it is the trail of what was done to it.
 */
export const flowEvents = storeTable(
  'flow_events',
  {
    /** The catalogue entity whose record moved (`RecycleOrder`). */
    entity: text('entity').notNull(),
    recordId: refId('record_id').notNull(),
    /** The action taken (`Assign`), or `create` for the record's first state. */
    step: text('step').notNull(),
    fromState: text('from_state').notNull().default(''),
    toState: text('to_state').notNull(),
    /** What the person taking the step wrote (a reason, a remark). */
    note: text('note').notNull().default(''),
    /** What else the step recorded (an inspected price, an interview's time and place), by field name. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('flow_events_record_idx').on(t.supplierId, t.entity, t.recordId, t.id),
    storeKey('flow_events_account_id_fk', t, t.accountId, accounts),
  ],
);
