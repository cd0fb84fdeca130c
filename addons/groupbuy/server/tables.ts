import {
  CAMPAIGN_STATES,
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
import { bigint, check, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The group-buy add-on's tables. Money in cents, quantities in whole units of the goods. The migration
 * generator reads this file only.
 */

/** A group's states: forming until full (filled) or until its deadline or its campaign's stop (failed, refunded). */
export const TEAM_STATES = ['forming', 'filled', 'failed'] as const;
export type TeamState = (typeof TEAM_STATES)[number];

/** Why a group failed. */
export const FAIL_REASONS = ['expired', 'stopped'] as const;

/** A group-buy campaign: goods sold at the group price to groups of `group_size` members. */
export const groupbuys = storeTable(
  'groupbuys',
  {
    goodsId: refId('goods_id').notNull(),
    title: text('title').notNull(),
    /** The goods' price when the campaign was saved: what the group price is compared with. */
    originalPrice: bigint('original_price', { mode: 'number' }).notNull(),
    groupPrice: bigint('group_price', { mode: 'number' }).notNull(),
    groupSize: integer('group_size').notNull(),
    /** Hours a group has to fill from its opening (never past the campaign's end). */
    fillHours: integer('fill_hours').notNull(),
    /** Units one member may buy in the campaign, over all the groups they are in. */
    memberLimit: integer('member_limit').notNull(),
    /** Units offered; `sold` counts the units of members in groups not failed (a failed group gives them back). */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    startAt: unixTime('start_at').notNull(),
    endAt: unixTime('end_at').notNull(),
    status: text('status').notNull().default('draft'),
    stopReason: text('stop_reason').notNull().default(''),
    stoppedAt: unixTime('stopped_at'),
    ...rowTimes(),
  },
  (t) => [
    index('groupbuys_status_idx').on(t.supplierId, t.status, t.startAt, t.endAt),
    index('groupbuys_goods_idx').on(t.supplierId, t.goodsId),
    storeKey('groupbuys_goods_fk', t, t.goodsId, goods),
    check('groupbuys_status_check', isOneOf(t.status, CAMPAIGN_STATES)),
    check('groupbuys_size_check', sql`${t.groupSize} between 2 and 50`),
    check('groupbuys_fill_hours_check', sql`${t.fillHours} between 1 and 720`),
    check('groupbuys_limit_check', sql`${t.memberLimit} >= 1`),
    check('groupbuys_price_check', sql`${t.groupPrice} > 0 and ${t.originalPrice} >= 0`),
    check('groupbuys_stock_check', sql`${t.stock} >= 1 and ${t.sold} between 0 and ${t.stock}`),
    check('groupbuys_time_check', sql`${t.endAt} > ${t.startAt}`),
    check(
      'groupbuys_stopped_check',
      sql`${t.status} <> 'stopped' or (${t.stoppedAt} is not null and ${t.stopReason} <> '')`,
    ),
  ],
);

/** A group opened by a member (its leader) under a campaign, joined by others until it holds `size` members. */
export const groupbuyTeams = storeTable(
  'groupbuy_teams',
  {
    groupbuyId: refId('groupbuy_id').notNull(),
    leaderId: refId('leader_id').notNull(),
    /** The campaign's group size when it was opened. */
    size: integer('size').notNull(),
    /** Members in it, units they bought and what they paid (cents); `refunded` is what went back. */
    joined: integer('joined').notNull().default(0),
    qty: integer('qty').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('forming'),
    openedAt: unixTime('opened_at').notNull(),
    /** The deadline to fill: the opening plus the campaign's time to fill, or the campaign's end if sooner. */
    expiresAt: unixTime('expires_at').notNull(),
    filledAt: unixTime('filled_at'),
    failedAt: unixTime('failed_at'),
    failReason: text('fail_reason').notNull().default(''),
    ...rowTimes(),
  },
  (t) => [
    index('groupbuy_teams_campaign_idx').on(t.supplierId, t.groupbuyId, t.status),
    // The sweep looks for groups still forming past their deadline.
    index('groupbuy_teams_due_idx').on(t.supplierId, t.status, t.expiresAt),
    index('groupbuy_teams_leader_idx').on(t.supplierId, t.leaderId),
    storeKey('groupbuy_teams_campaign_fk', t, t.groupbuyId, groupbuys),
    storeKey('groupbuy_teams_leader_fk', t, t.leaderId, members),
    check('groupbuy_teams_status_check', isOneOf(t.status, TEAM_STATES)),
    check(
      'groupbuy_teams_joined_check',
      sql`${t.joined} between 0 and ${t.size} and ${t.size} between 2 and 50`,
    ),
    check('groupbuy_teams_money_check', sql`${t.refunded} between 0 and ${t.amount}`),
    check('groupbuy_teams_deadline_check', sql`${t.expiresAt} > ${t.openedAt}`),
    check(
      'groupbuy_teams_filled_check',
      sql`${t.status} <> 'filled' or (${t.joined} = ${t.size} and ${t.filledAt} is not null)`,
    ),
    check(
      'groupbuy_teams_failed_check',
      sql`${t.status} <> 'failed' or (${t.failedAt} is not null and ${isOneOf(t.failReason, FAIL_REASONS)})`,
    ),
  ],
);

/**
 * A member of a group (its lines, `doc_id` being the group): units bought and paid from the member's balance,
 * refunded when the group fails. The ledger keys of both are this row's id.
 */
export const groupbuyTeamMembers = storeTable(
  'groupbuy_team_members',
  {
    docId: refId('doc_id').notNull(),
    seq: integer('seq').notNull(),
    /** The group's campaign, kept here so a member's units in a campaign are summed without a join. */
    groupbuyId: refId('groupbuy_id').notNull(),
    memberId: refId('member_id').notNull(),
    qty: integer('qty').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: unixTime('paid_at').notNull(),
    refundedAt: unixTime('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A member is in a group once.
    uniqueIndex('groupbuy_team_members_key').on(t.supplierId, t.docId, t.memberId),
    index('groupbuy_team_members_member_idx').on(t.supplierId, t.groupbuyId, t.memberId),
    storeKey('groupbuy_team_members_team_fk', t, t.docId, groupbuyTeams),
    storeKey('groupbuy_team_members_campaign_fk', t, t.groupbuyId, groupbuys),
    storeKey('groupbuy_team_members_member_fk', t, t.memberId, members),
    check('groupbuy_team_members_qty_check', sql`${t.qty} >= 1 and ${t.amount} > 0`),
  ],
);
