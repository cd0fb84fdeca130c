import {
  type AddonOutsideSweep,
  type OutsideSweepContext,
  readServiceSettings,
  withService,
  withStore,
} from '@yanye/addon-kit/server';
import { addDays, dayOf } from './provider';
import { reconcileStatement } from './reconcile';
import { API_KEY, MCH_ID, settlementService } from './service';
import { awaitingDetail, bookStatements, bookTrades, fetchStatements, fetchTrades } from './statements';

/** Whether the store's setup can call the provider at all: a sweep skips a store that cannot. */
async function configured({ deps, supplierId }: OutsideSweepContext): Promise<boolean> {
  const s = await withStore(deps.database.db, supplierId, (db) =>
    readServiceSettings(db, deps, settlementService.key),
  );
  return String(s.values[MCH_ID] ?? '') !== '' && (s.secrets[API_KEY] ?? '') !== '';
}

/** Once a day: the statements of the last three days (a late one is caught the next day), reconciled. */
export const dailyFetch: AddonOutsideSweep = {
  name: 'statements',
  every: 86_400,
  async outside(ctx) {
    if (!(await configured(ctx))) return 0;
    const today = dayOf(ctx.now);
    const got = await withService(ctx.deps, ctx.supplierId, settlementService, (client) =>
      fetchStatements(client, addDays(today, -3), addDays(today, -1)),
    );
    const done = await withStore(ctx.deps.database.db, ctx.supplierId, (db) =>
      bookStatements(db, got, ctx.now),
    );
    return done.fetched;
  },
};

/** Every ten minutes: the trades of statements the provider pushed, then their reconciliation. */
export const detailFetch: AddonOutsideSweep = {
  name: 'details',
  every: 600,
  async outside(ctx) {
    const db = ctx.deps.database.db;
    const waiting = await withStore(db, ctx.supplierId, (t) => awaitingDetail(t, 20));
    if (waiting.length === 0 || !(await configured(ctx))) return 0;
    let done = 0;
    for (const s of waiting) {
      const trades = await withService(ctx.deps, ctx.supplierId, settlementService, (client) =>
        fetchTrades(client, s.no),
      );
      await withStore(db, ctx.supplierId, async (t) => {
        await bookTrades(t, s.id, trades, ctx.now);
        await reconcileStatement(t, s.id, ctx.now);
      });
      done++;
    }
    return done;
  },
};
