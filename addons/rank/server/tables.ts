import {
  createdAt,
  goods,
  isOneOf,
  members,
  refId,
  rowTimes,
  storeKey,
  storeTable,
  unixTime,
} from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a ranking ranks: the buyers of the store's orders (members where the mobile is a member's), or goods. */
export const RANK_SUBJECTS = ['member', 'goods'] as const;
/** What it ranks them by: money paid (cents), quantity bought, or orders. */
export const RANK_METRICS = ['amount', 'quantity', 'orders'] as const;
/** Over which orders: those paid in the last day, 7 days, 30 days, or all of them. */
export const RANK_PERIODS = ['day', 'week', 'month', 'all'] as const;
/** How an entry's rank moved from one run to the next. */
export const RANK_CHANGES = ['up', 'down', 'new', 'out'] as const;

export type RankSubject = (typeof RANK_SUBJECTS)[number];
export type RankMetric = (typeof RANK_METRICS)[number];
export type RankPeriod = (typeof RANK_PERIODS)[number];
export type RankChange = (typeof RANK_CHANGES)[number];

/** A ranking rule: what is ranked, by what, over which orders, and how many places are kept. */
export const ranks = storeTable(
  'ranks',
  {
    name: text('name').notNull(),
    subject: text('subject', { enum: RANK_SUBJECTS }).notNull(),
    metric: text('metric', { enum: RANK_METRICS }).notNull(),
    period: text('period', { enum: RANK_PERIODS }).notNull(),
    topN: integer('top_n').notNull().default(10),
    /** 1 computed by the daily sweep, 0 paused (its last standings stay). */
    status: smallint('status').notNull().default(1),
    /** When it was last computed (its latest run's end), none before its first. */
    lastRunAt: unixTime('last_run_at'),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('ranks_name_key').on(t.supplierId, t.name),
    index('ranks_due_idx').on(t.supplierId, t.status, t.lastRunAt),
    check('ranks_subject_check', isOneOf(t.subject, RANK_SUBJECTS)),
    check('ranks_metric_check', isOneOf(t.metric, RANK_METRICS)),
    check('ranks_period_check', isOneOf(t.period, RANK_PERIODS)),
    check('ranks_top_n_check', sql`${t.topN} between 1 and 100`),
    check('ranks_status_check', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * One computation of a rule: the rule as it was and the window of orders it read (paid after `window_start`, up
 * to `window_end`, the moment it ran). One run per rule and moment, so a recompute asked twice at once is one run.
 */
export const rankRuns = storeTable(
  'rank_runs',
  {
    rankId: refId('rank_id').notNull(),
    subject: text('subject', { enum: RANK_SUBJECTS }).notNull(),
    metric: text('metric', { enum: RANK_METRICS }).notNull(),
    period: text('period', { enum: RANK_PERIODS }).notNull(),
    topN: integer('top_n').notNull(),
    /** None for a ranking over all orders. */
    windowStart: unixTime('window_start'),
    windowEnd: unixTime('window_end').notNull(),
    /** Places it filled, and entries whose place moved since the run before. */
    entries: integer('entries').notNull().default(0),
    moved: integer('moved').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rank_runs_moment_key').on(t.supplierId, t.rankId, t.windowEnd),
    storeKey('rank_runs_rank_fk', t, t.rankId, ranks),
    check('rank_runs_window_check', sql`${t.windowStart} is null or ${t.windowStart} < ${t.windowEnd}`),
  ],
);

/**
 * A place of a run's standings (a snapshot): who or what, and all three figures. The latest run's entries of each
 * rule are `current`; the member and goods ranking lists show those.
 */
export const rankEntries = storeTable(
  'rank_entries',
  {
    runId: refId('run_id').notNull(),
    rankId: refId('rank_id').notNull(),
    subject: text('subject', { enum: RANK_SUBJECTS }).notNull(),
    /** 1 while its run is its rule's latest. */
    current: smallint('current').notNull().default(1),
    position: integer('position').notNull(),
    /** The buyer's mobile, or the goods' id as text: what an entry is the same as in another run. */
    subjectKey: text('subject_key').notNull(),
    /** The member whose mobile it is, if any. */
    memberId: refId('member_id'),
    goodsId: refId('goods_id'),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Paid, in cents. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull().default('0'),
    orders: integer('orders').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rank_entries_place_key').on(t.supplierId, t.runId, t.position),
    uniqueIndex('rank_entries_subject_key').on(t.supplierId, t.runId, t.subjectKey),
    index('rank_entries_current_idx').on(t.supplierId, t.subject, t.current, t.rankId, t.position),
    storeKey('rank_entries_run_fk', t, t.runId, rankRuns),
    storeKey('rank_entries_rank_fk', t, t.rankId, ranks),
    storeKey('rank_entries_member_fk', t, t.memberId, members),
    storeKey('rank_entries_goods_fk', t, t.goodsId, goods),
    check('rank_entries_subject_check', isOneOf(t.subject, RANK_SUBJECTS)),
    check('rank_entries_position_check', sql`${t.position} >= 1`),
    check('rank_entries_current_check', sql`${t.current} in (0, 1)`),
  ],
);

/**
 * A move in a ranking, written by the run that saw it: an entry that went up or down, came in, or dropped out,
 * with its figures in that run (in the run before, for one that dropped out). One per run and subject.
 */
export const rankLogs = storeTable(
  'rank_logs',
  {
    rankId: refId('rank_id').notNull(),
    runId: refId('run_id').notNull(),
    subject: text('subject', { enum: RANK_SUBJECTS }).notNull(),
    subjectKey: text('subject_key').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** None for one that came in. */
    oldPosition: integer('old_position'),
    /** None for one that dropped out. */
    newPosition: integer('new_position'),
    change: text('change', { enum: RANK_CHANGES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    quantity: numeric('quantity', { precision: 16, scale: 3 }).notNull().default('0'),
    orders: integer('orders').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rank_logs_run_subject_key').on(t.supplierId, t.runId, t.subjectKey),
    index('rank_logs_rank_idx').on(t.supplierId, t.rankId, t.createdAt),
    storeKey('rank_logs_rank_fk', t, t.rankId, ranks),
    storeKey('rank_logs_run_fk', t, t.runId, rankRuns),
    check('rank_logs_subject_check', isOneOf(t.subject, RANK_SUBJECTS)),
    check('rank_logs_change_check', isOneOf(t.change, RANK_CHANGES)),
    check(
      'rank_logs_positions_check',
      sql`(${t.change} = 'new' and ${t.oldPosition} is null and ${t.newPosition} is not null)
        or (${t.change} = 'out' and ${t.oldPosition} is not null and ${t.newPosition} is null)
        or (${t.change} = 'up' and ${t.newPosition} < ${t.oldPosition})
        or (${t.change} = 'down' and ${t.newPosition} > ${t.oldPosition})`,
    ),
  ],
);
