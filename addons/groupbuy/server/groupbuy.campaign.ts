import { defineCampaign } from '@yanye/addon-kit/server';
import { groupbuys } from './tables';

/**
 * A group buy's clock (engine/addons/campaign.ts): published, it runs from its start to its end; the lists derive that
 * from the times, and the sweep, or the first join or step once it has started, stores it with its history row.
 */
export const campaigns = defineCampaign({
  entity: 'Groupbuy',
  table: groupbuys,
  stoppedAt: groupbuys.stoppedAt,
});
