import {
  type AddonOutsideSweep,
  type AddonServer,
  AppError,
  defineAddonServer,
  defineCallback,
  formatDate,
  raiseLive,
  readServiceSettings,
  ServiceError,
  supplierAddons,
  withService,
  withStore,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { unionTokenKind } from '../index';
import { bookOrders } from './book';
import { advertResource, navResource } from './content.resources';
import { seedUnion } from './demo';
import { orderResource, userResource } from './records.resources';
import { unionRoutes } from './routes';
import { bookSync, fetchSync, planSync, recordFailedSync, SYNC_EVERY } from './sync';
import { tokenRow, tokenState } from './token';
import { PUSH_CALLBACK, type UnionAdapter } from './union';

/**
 * The scheduled sync: every ten minutes, in each store that has the union installed, set up and authorized,
 * the orders the union changed since the last sync. A store not ready is passed over quietly (the manual sync
 * says why); a union that fails leaves a failed run on the orders screen and its calls in the call log.
 */
function scheduledSync(u: UnionAdapter): AddonOutsideSweep {
  return {
    name: 'order_sync',
    every: SYNC_EVERY,
    async outside({ deps, supplierId, now }) {
      const db = deps.database.db;
      const plan = await withStore(db, supplierId, async (store) => {
        // The sweeper visits stores that uninstalled the union too: nothing of theirs is under way here.
        const [installed] = await store
          .select({ key: supplierAddons.key })
          .from(supplierAddons)
          .where(eq(supplierAddons.key, u.key));
        if (!installed) return undefined;
        const settings = await readServiceSettings(store, deps, u.key);
        return planSync(store, u, settings, now, deps.config.TIME_ZONE).catch((error: unknown) => {
          if (error instanceof AppError) return undefined;
          throw error;
        });
      });
      if (!plan || plan.windows.length === 0) return 0;
      try {
        // Nowhere to call yet (no endpoint, and this server not listening for its stand-in): the next run will.
        const got = await withService(deps, supplierId, u.spec, (client) =>
          client.base ? fetchSync(u, client, plan) : Promise.resolve(undefined),
        );
        if (!got) return 0;
        const run = await withStore(db, supplierId, (store) =>
          bookSync(store, u.tables, plan, got, 'scheduled', deps.now()),
        );
        return run.created + run.updated;
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        await withStore(db, supplierId, (store) =>
          recordFailedSync(store, u.tables, plan, error.describe('zh'), deps.now()),
        );
        return 0;
      }
    },
  };
}

/** How often each store's token is looked at: a warning days ahead needs no finer clock. */
const TOKEN_WATCH_EVERY = 3_600;

/**
 * Tells the store's users, in the bell, that the union's token is about to lapse (within the warning days), and
 * again once it has: once per grant and state (its business key is the expiry and the state), so the hourly look
 * repeats nothing, and a refreshed token that nears its end again warns again. A store without the union, or
 * with no token set, hears nothing.
 */
function tokenWatch(u: UnionAdapter): AddonOutsideSweep {
  return {
    name: 'token_watch',
    every: TOKEN_WATCH_EVERY,
    outside: ({ deps, supplierId, now }) =>
      withStore(deps.database.db, supplierId, async (store) => {
        const [installed] = await store
          .select({ key: supplierAddons.key })
          .from(supplierAddons)
          .where(eq(supplierAddons.key, u.key));
        if (!installed) return 0;
        const settings = await readServiceSettings(store, deps, u.key);
        const row = await tokenRow(store, u.tables);
        const { state } = tokenState(row.expiresAt, settings.secrets.access_token !== '', now);
        if (state !== 'expiring' && state !== 'expired') return 0;
        const added = await raiseLive(store, {
          kind: unionTokenKind(u.key),
          key: `token:${row.expiresAt}:${state}`,
          params: { status: state, date: formatDate(row.expiresAt, deps.config.TIME_ZONE) },
        });
        return added ? 1 : 0;
      }),
  };
}

/**
 * A union add-on's server side from its adapter: the four lists, the token and sync calls, the union's service
 * and stand-in, its order push (signed, booked once per push and idempotent per order), the scheduled sync and
 * the demo. Each add-on's `server/index.ts` is this one call.
 */
export function unionServer(u: UnionAdapter): AddonServer {
  const entities = { stem: u.stem, tables: u.tables };
  return defineAddonServer({
    key: u.key,
    resources: [
      navResource(entities),
      advertResource(entities),
      userResource(entities),
      orderResource(entities),
    ],
    routes: unionRoutes(u),
    service: { spec: u.spec, receiver: u.receiver },
    callbacks: [
      defineCallback({
        name: PUSH_CALLBACK,
        verify: u.push.verify,
        schema: u.push.schema,
        eventKey: u.push.eventKey,
        handle: (db, event, now) => bookOrders(db, u.tables, u.push.orders(event), 'push', now),
        ack: u.push.ack,
        nack: u.push.nack,
      }),
    ],
    outsideSweeps: [scheduledSync(u), tokenWatch(u)],
    seed: (db, ctx) => seedUnion(db, ctx, u),
  });
}
