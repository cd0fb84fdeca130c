import { conflict, input } from '@yanye/addon-kit/server';
import { campaigns } from './groupbuy.campaign';
import { failCampaignTeams } from './team.refund';
import { GROUPBUY_MESSAGES, GROUPBUY_TITLES } from './texts';

/**
 * A campaign's flow: a draft is published (scheduled), runs from its start to its end (the clock's moves, derived
 * in the lists and stored by the sweep), or is stopped with a reason before it ends, which fails its groups still
 * forming and refunds their members in the same transaction.
 */
export const campaignFlow = campaigns.flow({
  publish: { ended: (row) => conflict(GROUPBUY_MESSAGES.publishEnded, { title: row.title }) },
  stop: {
    reason: input('note', GROUPBUY_TITLES.reason, 'textarea', { required: true, max: 200 }),
    ended: (row) => conflict(GROUPBUY_MESSAGES.stopEnded, { title: row.title }),
    async apply(ctx, row, now) {
      const failed = await failCampaignTeams(ctx.db, row.id, { accountId: ctx.principal.accountId, now });
      return { data: { failed_teams: failed } };
    },
  },
});
