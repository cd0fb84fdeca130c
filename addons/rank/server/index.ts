import { defineAddonServer } from '@yanye/addon-kit/server';
import { seedRank } from './demo';
import { rankLogResource } from './log.resource';
import { rankResource } from './rank.resource';
import { recomputeDue } from './recompute';
import { goodsRankResource, userRankResource } from './standing.resource';

/**
 * Sales rankings: rules, the current member and goods standings, and the log of moves, computed from
 * the store's orders by a rule's 重新计算 and by the daily sweep (recompute.ts).
 */
export default defineAddonServer({
  key: 'rank',
  resources: [rankResource, userRankResource, rankLogResource, goodsRankResource],
  demoStores: ['xinyan'],
  seed: seedRank,
  // Hourly, each rule switched on is computed once its last run is a day old.
  sweeps: [{ name: 'daily', every: 3_600, run: recomputeDue }],
});
