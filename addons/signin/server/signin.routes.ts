import {
  Answer,
  type AuditNote,
  addonByKey,
  members,
  readAddonValues,
  route,
  type StoreDb,
  type UserContext,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { signinCheckIn, signinMakeUp, signinMember } from '../contract';
import { memberView } from './member.view';
import { rulesOf } from './rules';
import { checkIn, makeUp, type SigninResult } from './signin.service';
import { SIGNIN_LOG, SIGNIN_MESSAGES } from './texts';

/** The store's rules as its settings say them now, and who checks in when. */
async function contextOf({ db, deps, principal }: UserContext) {
  const values = await readAddonValues(db, addonByKey('signin')!);
  const who = { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE };
  return { rules: rulesOf(values), who };
}

/** The member of each day booked, by name, for its operator-log row; never sent. */
const memberOf = new WeakMap<object, string>();

/** A day booked, as the log reads it. */
type Booked = Pick<SigninResult, 'id' | 'member_id' | 'day' | 'points' | 'bonus' | 'cost'> & {
  readonly makeup: number;
};

/** Keeps the member's name beside a day booked for them. */
async function named<D extends Booked>(db: StoreDb, day: D): Promise<D> {
  const [m] = await db.select({ nick: members.nickName }).from(members).where(eq(members.id, day.member_id));
  memberOf.set(day, m?.nick || `#${day.member_id}`);
  return day;
}

/** A day booked as the log says it: a check-in or a make-up, for whom, and the points. */
function dayNote(day: Booked): AuditNote {
  const member = memberOf.get(day) ?? `#${day.member_id}`;
  const params = { member, day: day.day, cost: day.cost, points: day.points + day.bonus };
  return {
    target: String(day.id),
    object: 'SigninRecord',
    objectName: member,
    said: { text: day.makeup ? SIGNIN_LOG.madeUp : SIGNIN_LOG.checkedIn, params },
  };
}

const told = (day: SigninResult) =>
  day.makeup
    ? new Answer(day, SIGNIN_MESSAGES.madeUp, { cost: day.cost, points: day.points + day.bonus })
    : new Answer(day, SIGNIN_MESSAGES.checkedIn, { points: day.points + day.bonus });

/** The calls of the store's app, which the console's check-in desk makes for a member at the counter. */
export const signinRoutes = [
  route(signinCheckIn, {
    handler: async (ctx, { body }) => {
      const { rules, who } = await contextOf(ctx);
      return told(await named(ctx.db, await checkIn(ctx.db, body.member_id, rules, who)));
    },
    audit: (_input, day) => dayNote(day),
  }),
  route(signinMakeUp, {
    handler: async (ctx, { body }) => {
      const { rules, who } = await contextOf(ctx);
      return told(await named(ctx.db, await makeUp(ctx.db, body.member_id, body.day, rules, who)));
    },
    audit: (_input, day) => dayNote(day),
  }),
  route(signinMember, {
    handler: async (ctx, { query }) => {
      const { rules, who } = await contextOf(ctx);
      return memberView(ctx.db, query.member_id, rules, who);
    },
  }),
];
