import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, refId, rowId, storeKey, supplierId, unixTime } from './columns';
import { accounts } from './tenants';

/** What an async export was asked for: the list's question (filters and sort), its columns and its file. */
export interface ExportParams {
  readonly query: Record<string, string>;
  /** The columns chosen, in order; all the exportable ones when absent. */
  readonly columns?: readonly string[];
  readonly fileName: string;
  readonly lang: 'zh' | 'en' | 'es' | 'ja';
}

/**
 * Async exports, a durable job queue: status 0 queued, 1 running, 2 done, 3 failed. A running task
 * holds a lease (`locked_until`); a process that dies lets it lapse and another process takes the task again.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    supplierId: supplierId(),
    id: rowId(),
    accountId: refId('account_id').notNull(),
    title: text('title').notNull(),
    /** The data path the export reads, e.g. /v1/seller/goods/GoodsShowManage. */
    api: text('api').notNull(),
    params: jsonb('params').$type<ExportParams>().notNull(),
    status: smallint('status').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    runAfter: unixTime('run_after').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: unixTime('locked_until'),
    rows: integer('rows').notNull().default(0),
    /** Path of the file under DATA_DIR/exports; empty once expired or deleted. */
    file: text('file').notNull().default(''),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    startedAt: unixTime('started_at'),
    finishedAt: unixTime('finished_at'),
    expiresAt: unixTime('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('export_tasks_account_idx').on(t.supplierId, t.accountId, t.id),
    index('export_tasks_queue_idx').on(t.status, t.runAfter),
    storeKey('export_tasks_account_id_fk', t, t.accountId, accounts),
  ],
);
