import { defineAddonServer } from '@yanye/addon-kit/server';
import { statementCallback } from './callback';
import { seedSettlement } from './demo';
import { settlementReceiver } from './receiver';
import { settlementService } from './service';
import { settingRoutes } from './setting.routes';
import { settlementResource } from './statement.resource';
import { dailyFetch, detailFetch } from './sweeps';

/**
 * Payment settlement: the store's settlement terms with the payment provider, the provider's
 * statements (fetched on demand and daily, or pushed when ready) and their reconciliation against the ledger.
 * Nothing here moves money: the ledger is what the orders booked, and the statements are checked against it.
 */
export default defineAddonServer({
  key: 'settlement',
  resources: [settlementResource],
  routes: settingRoutes,
  demoStores: ['fenggu'],
  seed: seedSettlement,
  service: { spec: settlementService, receiver: settlementReceiver },
  callbacks: [statementCallback],
  outsideSweeps: [dailyFetch, detailFetch],
});
