import { defineAddonServer } from '@yanye/addon-kit/server';
import { seedGroupbuy } from './demo';
import { groupbuyResource } from './groupbuy.resource';
import { settleSweep } from './sweep';
import { teamResource } from './team.resource';

/**
 * The group-buy add-on's server side: campaigns and their groups, the demo of 鑫盐商贸, and the sweep
 * that stores what the clock made of the campaigns and fails (refunding) the groups past their deadline.
 */
export default defineAddonServer({
  key: 'groupbuy',
  resources: [groupbuyResource, teamResource],
  demoStores: ['xinyan'],
  seed: seedGroupbuy,
  sweeps: [settleSweep],
});
