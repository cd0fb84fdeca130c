import { type AddonOutsideSweep, readServiceSettings, withService, withStore } from '@yanye/addon-kit/server';
import { addDays, dayOf } from './bank';
import { reconcileDay } from './logs';
import { pullStatement } from './pull';
import { abcbankService, MERCHANT_NO, SIGN_KEY } from './service';

/**
 * Once a day: the bank's statements of the two days before today (a statement is out the next morning; the day
 * before catches one pulled too early), each day reconciled. A store whose bank interface is not set up is
 * skipped without a call.
 */
export const dailyPull: AddonOutsideSweep = {
  name: 'statement',
  every: 86_400,
  async outside({ deps, supplierId, now }) {
    const db = deps.database.db;
    const s = await withStore(db, supplierId, (t) => readServiceSettings(t, deps, abcbankService.key));
    const merchant = String(s.values[MERCHANT_NO] ?? '');
    if (!merchant || !s.secrets[SIGN_KEY]) return 0;
    const today = dayOf(now);
    let moved = 0;
    for (const day of [addDays(today, -2), addDays(today, -1)]) {
      const records = await withService(deps, supplierId, abcbankService, (client) =>
        pullStatement(client, merchant, day),
      );
      const done = await withStore(db, supplierId, (t) => reconcileDay(t, day, records, now));
      moved += done.added + done.matched + done.differs;
    }
    return moved;
  },
};
