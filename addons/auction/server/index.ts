import { defineAddonServer } from '@yanye/addon-kit/server';
import { auctionResource } from './auction.resource';
import { bidResource } from './bid.resource';
import { seedAuctions } from './demo';
import { detailRoutes } from './detail.routes';
import { clockSweep } from './sweep';

/**
 * The auction add-on: lots with their flow and bids, the bid history, a lot's page and the add form's
 * defaults, the clock that starts and settles lots, and the demo store's auctions. Uninstalling keeps every lot;
 * the clock skips a store without the add-on, and resumes (settling what ended meanwhile) on reinstall.
 */
export default defineAddonServer({
  key: 'auction',
  resources: [auctionResource, bidResource],
  routes: detailRoutes,
  demoStores: ['xinyan'],
  seed: seedAuctions,
  sweeps: [clockSweep],
});
