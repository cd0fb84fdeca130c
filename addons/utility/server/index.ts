import { defineAddonServer } from '@yanye/addon-kit/server';
import { resultCallback } from './callback';
import { seedUtility } from './demo';
import { electricResource, mobileResource, petrolResource, rechargeResource } from './order.resources';
import { productResource } from './product.resource';
import { utilityReceiver } from './receiver';
import { utilityRoutes } from './routes';
import { utilitySpec } from './service';
import { submitSweep } from './sweep';

/**
 * Utility top-ups: products the store sells, orders paid from the member's balance through the
 * ledger and submitted to the top-up provider (service.ts; receiver.ts stands in for it locally), reviewed by a
 * person when the settings say so, settled by the provider's signed result notifications (callback.ts) and
 * refunded once when they fail. The sweep sends again what is not known to have arrived and asks after results
 * that never came.
 */
export default defineAddonServer({
  key: 'utility',
  resources: [productResource, electricResource, petrolResource, mobileResource, rechargeResource],
  routes: utilityRoutes,
  demoStores: ['xinyan'],
  seed: seedUtility,
  outsideSweeps: [submitSweep],
  service: { spec: utilitySpec, receiver: utilityReceiver },
  callbacks: [resultCallback],
});
