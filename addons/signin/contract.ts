import { flag, get, post, recordId, T } from '@yanye/addon-kit';
import { z } from 'zod';

/**
 * The sign-in add-on's own calls, beside the engine's lists: what the store's app calls when a member checks in
 * or makes up a day (and an operator at the counter, on the member's behalf), and what a member's check-ins look
 * like. Both sides read them: the server serves them, the console's check-in desk calls them. Points are whole.
 */

const api = '/v1/addons/signin/';

/** A day checked in, with what it earned and cost. */
const Day = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  /** The store's day, `YYYY-MM-DD`. */
  day: z.string(),
  points: z.number().int(),
  bonus: z.number().int(),
  streak: z.number().int(),
  makeup: flag,
  cost: z.number().int(),
});

/** What a check-in or a make-up answers: the day, and the member's points after it. */
const Done = Day.extend({ balance: z.number().int() });

export const signinCheckIn = post(`${api}SigninCheckIn`, {
  summary: "Check a member in today (the store's day): the day's points and any streak bonus, booked once",
  labels: { member_id: T('会员', 'member2') },
  body: z.object({ member_id: recordId }),
  response: Done,
});

export const signinMakeUp = post(`${api}SigninMakeUp`, {
  summary:
    'Make up a missed day before today for a member, within the make-up rules, paying its cost in points',
  labels: { member_id: T('会员', 'member2'), day: T('日期', 'day') },
  body: z.object({ member_id: recordId, day: z.string().trim().max(20) }),
  response: Done,
});

/** How many of a member's days its page shows: a month back from today. */
export const MEMBER_DAYS = 31;

export const signinMember = get(`${api}SigninMember`, {
  summary: "A member's check-ins of the last month, today's state, and the days that may still be made up",
  labels: { member_id: T('会员', 'member2') },
  query: z.object({ member_id: recordId }),
  response: z.object({
    member_id: z.number().int(),
    nick_name: z.string(),
    phone: z.string(),
    /** 0 when the member is disabled and cannot check in. */
    active: flag,
    today: z.string(),
    checked_today: flag,
    /** Consecutive days up to today, or up to yesterday while today is still to check in. */
    streak: z.number().int(),
    /** The member's points. */
    balance: z.number().int(),
    rules: z.object({
      points: z.number().int(),
      cycle: z.number().int(),
      makeup: flag,
      makeup_days: z.number().int(),
      makeup_cost: z.number().int(),
    }),
    /** The member's days of the last month, newest first. */
    days: z.array(Day),
    /** Days missed that may still be made up under the rules, newest first. */
    makeable: z.array(z.string()),
  }),
});

export type SigninMember = z.output<typeof signinMember.response>;
