import { defineAddonServer } from '@yanye/addon-kit/server';
import { tradeCallback } from './callback';
import { dayRoutes } from './day.routes';
import { seedAbcbank } from './demo';
import { abcbankFinanceLogResource } from './log.resource';
import { pullRoute } from './pull.routes';
import { abcbankReceiver } from './receiver';
import { abcbankService } from './service';
import { abcbankStaffResource } from './staff.resource';
import { dailyPull } from './sweeps';

/**
 * The Agricultural Bank of China: the bank's staff who serve the store, and the finance log of the
 * transactions the bank reports (notified one by one, and listed in its daily statement, pulled daily or on
 * demand), each reconciled against the statement. The offline-pay industry's console is these two pages on the
 * same calls, without installing the add-on (`builtInFor`): the finance log's day summary, the daily statements
 * and the resolving of their differences, and each staff member's collection code. Nothing here moves money in
 * the store's wallet ledger: the collections land in the store's own account at the bank (days.ts).
 */
export default defineAddonServer({
  key: 'abcbank',
  resources: [abcbankStaffResource, abcbankFinanceLogResource],
  routes: [pullRoute, ...dayRoutes],
  demoStores: ['fenggu'],
  seed: seedAbcbank,
  builtInFor: ['offlinepay'],
  service: { spec: abcbankService, receiver: abcbankReceiver },
  callbacks: [tradeCallback],
  outsideSweeps: [dailyPull],
});
