import { Answer, addonApi, defineAddonServer, post, route } from '@yanye/addon-kit/server';
import { z } from 'zod';
import { cloudbuyCartResource } from './cart.resource';
import { seedCloudbuy } from './demo';
import { cloudbuyGoodsResource } from './offers.resource';
import { syncOffers } from './offers.sync';
import { cloudbuyOrderResource } from './order.resource';
import { CLOUDBUY_MESSAGES } from './texts';

/** `POST CloudbuyGoodsSync`: refreshes the store's copy of the platform's offers now, as the sweep does. */
export const syncContract = post(`${addonApi('cloudbuy')}CloudbuyGoodsSync`, {
  summary: "Refresh the platform's supply offers this store may order",
  response: z.object({ found: z.number().int(), stopped: z.number().int() }),
});

const syncRoute = route(syncContract, {
  handler: async ({ db, deps }) => {
    const done = await syncOffers(db, deps.now());
    return new Answer({ found: done.found, stopped: done.stopped }, CLOUDBUY_MESSAGES.synced, {
      found: done.found,
      stopped: done.stopped,
    });
  },
  audit: (_input, result) => ({
    object: 'CloudbuyGoods',
    said: { text: CLOUDBUY_MESSAGES.syncedSaid, params: { ...result } },
  }),
});

/**
 * Cloud buying: the platform's offers, the store's cart, its orders and their purchase documents. The
 * offers are refreshed every ten minutes, on install and on demand; the data stays through an uninstall.
 */
export default defineAddonServer({
  key: 'cloudbuy',
  resources: [cloudbuyGoodsResource, cloudbuyCartResource, cloudbuyOrderResource],
  routes: [syncRoute],
  demoStores: ['xinyan'],
  seed: seedCloudbuy,
  async install(db, { now }) {
    await syncOffers(db, now);
  },
  sweeps: [
    {
      name: 'offers',
      every: 600,
      async run(db, now) {
        const done = await syncOffers(db, now);
        return done.found + done.stopped;
      },
    },
  ],
});
