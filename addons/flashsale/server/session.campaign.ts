import { defineCampaign } from '@yanye/addon-kit/server';
import { flashsales } from './tables';

/**
 * A session's clock (engine/addons/campaign.ts): published, it runs from its start and has ended at its end, whether or
 * not the sweep has written that down yet. Lists, tabs and filters derive it in SQL (`sessions.sql`), every check
 * by the server's clock (`campaignStateAt`); the sweep, or the next step on the session, stores each move with its
 * history row.
 */
export const sessions = defineCampaign({
  entity: 'Flashsale',
  table: flashsales,
  stoppedAt: flashsales.stoppedAt,
  publishedAt: flashsales.publishedAt,
});
