import { defineAddonServer } from '@yanye/addon-kit/server';
import { claimCallback } from './callback';
import { seedFreightins } from './demo';
import { insurerReceiver } from './receiver';
import { claimResource, policyResource } from './resources';
import { freightinsRoutes } from './routes';
import { insurerSpec } from './service';
import { expireSweep, insureSweep } from './sweep';

/**
 * Return shipping insurance: the store's settings (on or off, premium, insured amount, which orders),
 * a policy per shipped order insured with the insurer (service.ts; receiver.ts stands in for it locally) as it
 * ships or by the desk's button, cancelled by the desk, and a claim when an insured order comes back, settled by
 * the insurer's signed notification (callback.ts) and credited once to the buyer's balance through the ledger.
 */
export default defineAddonServer({
  key: 'freightins',
  resources: [policyResource, claimResource],
  routes: freightinsRoutes,
  demoStores: ['xinyan'],
  seed: seedFreightins,
  sweeps: [expireSweep],
  outsideSweeps: [insureSweep],
  service: { spec: insurerSpec, receiver: insurerReceiver },
  callbacks: [claimCallback],
});
