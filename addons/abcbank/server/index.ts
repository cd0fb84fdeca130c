import { defineAddonServer } from '../../../server/src/engine/addon';
import { tradeCallback } from './callback';
import { seedAbcbank } from './demo';
import { abcbankFinanceLogResource } from './log.resource';
import { pullRoute } from './pull.routes';
import { abcbankReceiver } from './receiver';
import { abcbankService } from './service';
import { abcbankStaffResource } from './staff.resource';
import { dailyPull } from './sweeps';

/**
 * The Agricultural Bank of China (issue 18): the bank's staff who serve the store, and the finance log of the
 * transactions the bank reports (notified one by one, and listed in its daily statement, pulled daily or on
 * demand), each reconciled against the statement. The offline-pay industry's console is these two pages on the
 * same calls, without installing the add-on (`builtInFor`). Nothing here moves money in the store's ledger.
 */
export default defineAddonServer({
  key: 'abcbank',
  resources: [abcbankStaffResource, abcbankFinanceLogResource],
  routes: [pullRoute],
  seed: seedAbcbank,
  builtInFor: ['offlinepay'],
  service: { spec: abcbankService, receiver: abcbankReceiver },
  callbacks: [tradeCallback],
  outsideSweeps: [dailyPull],
});
