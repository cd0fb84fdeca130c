import { createdAt, members, refId, rowTimes, storeKey, storeTable } from '@yanye/addon-kit/server';
import { sql } from 'drizzle-orm';
import { check, index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A day of the store as the records keep it: `YYYY-MM-DD` in the store's time zone. */
const DAY_TEXT = sql.raw(`'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`);

/** A streak bonus: on the `days`-th consecutive day (2 or more, within the streak cycle), `points` more. */
export const signinBonuses = storeTable(
  'signin_bonuses',
  {
    days: integer('days').notNull(),
    points: integer('points').notNull(),
    ...rowTimes(),
  },
  (t) => [
    uniqueIndex('signin_bonuses_days_key').on(t.supplierId, t.days),
    check('signin_bonuses_days_check', sql`${t.days} between 2 and 365`),
    check('signin_bonuses_points_check', sql`${t.points} between 1 and 100000`),
  ],
);

/**
 * A member's check-in on one day of the store, made that day or made up later. One per member and day (the
 * database holds it), and its points are booked on the member's `score` wallet under `signin:{member}:{day}`.
 */
export const signinRecords = storeTable(
  'signin_records',
  {
    memberId: refId('member_id').notNull(),
    day: text('day').notNull(),
    /** The day's points, as the rules said when it was checked in. */
    points: integer('points').notNull(),
    /** The streak bonus it earned, 0 for none. */
    bonus: integer('bonus').notNull().default(0),
    /** Consecutive days up to and including this one. */
    streak: integer('streak').notNull(),
    /** 1 made up afterwards, 0 checked in on the day. */
    makeup: smallint('makeup').notNull().default(0),
    /** Points a make-up cost (booked as `score_use`), 0 for a check-in on the day. */
    cost: integer('cost').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('signin_records_member_day_key').on(t.supplierId, t.memberId, t.day),
    index('signin_records_day_idx').on(t.supplierId, t.day),
    index('signin_records_created_idx').on(t.supplierId, t.createdAt),
    storeKey('signin_records_member_fk', t, t.memberId, members),
    check('signin_records_day_check', sql`${t.day} ~ ${DAY_TEXT}`),
    check('signin_records_points_check', sql`${t.points} >= 0 and ${t.bonus} >= 0 and ${t.cost} >= 0`),
    check('signin_records_streak_check', sql`${t.streak} >= 1`),
    check('signin_records_makeup_check', sql`${t.makeup} in (0, 1) and (${t.makeup} = 1 or ${t.cost} = 0)`),
  ],
);
