import type { AddonSweep } from '@yanye/addon-kit/server';
import { campaigns } from './groupbuy.campaign';
import { failDueTeams } from './team.refund';

/**
 * The group buy's clock, every minute: stores what the clock has made of the campaigns (running, ended), each
 * move with its history row, then fails and refunds the groups past their deadline. A group's deadline is never
 * past its campaign's end, so the groups of a campaign that has just ended are among them.
 */
export const settleSweep: AddonSweep = {
  name: 'settle',
  every: 60,
  async run(db, now) {
    const clock = await campaigns.sweep(db, now);
    return clock.moved + (await failDueTeams(db, { accountId: null, now }));
  },
};
