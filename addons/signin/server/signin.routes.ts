import { addonByKey } from '@yanye/catalog';
import { readAddonValues } from '../../../server/src/engine/addon-settings';
import type { UserContext } from '../../../server/src/platform/context';
import { Answer, route } from '../../../server/src/platform/route';
import { signinCheckIn, signinMakeUp, signinMember } from '../contract';
import { memberView } from './member.view';
import { rulesOf } from './rules';
import { checkIn, makeUp, type SigninResult } from './signin.service';
import { SM } from './texts';

/** The store's rules as its settings say them now, and who checks in when. */
async function contextOf({ db, deps, principal }: UserContext) {
  const values = await readAddonValues(db, addonByKey('signin')!);
  const who = { accountId: principal.accountId, now: deps.now(), timeZone: deps.config.TIME_ZONE };
  return { rules: rulesOf(values), who };
}

const told = (day: SigninResult) =>
  day.makeup
    ? new Answer(day, SM.madeUp, { cost: day.cost, points: day.points + day.bonus })
    : new Answer(day, SM.checkedIn, { points: day.points + day.bonus });

/** The calls of the store's app, which the console's check-in desk makes for a member at the counter. */
export const signinRoutes = [
  route(signinCheckIn, {
    handler: async (ctx, { body }) => {
      const { rules, who } = await contextOf(ctx);
      return told(await checkIn(ctx.db, body.member_id, rules, who));
    },
    audit: ({ body }, day) => ({ target: String(body.member_id), summary: `会员签到：${day.day}` }),
  }),
  route(signinMakeUp, {
    handler: async (ctx, { body }) => {
      const { rules, who } = await contextOf(ctx);
      return told(await makeUp(ctx.db, body.member_id, body.day, rules, who));
    },
    audit: ({ body }) => ({ target: String(body.member_id), summary: `会员补签：${body.day}` }),
  }),
  route(signinMember, {
    handler: async (ctx, { query }) => {
      const { rules, who } = await contextOf(ctx);
      return memberView(ctx.db, query.member_id, rules, who);
    },
  }),
];
