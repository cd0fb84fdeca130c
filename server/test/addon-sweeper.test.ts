import {
  type AddonServer,
  type Database,
  type Deps,
  openDatabase,
  rawRows,
  startAddonSweeper,
} from '@yanye/framework/server';
import { createPlace, type DbPlace, startAppAt, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_MIGRATIONS } from '../src/paths';

/**
 * Several server processes on one PostgreSQL each run the add-on sweeper; each period, a sweep runs once in each
 * store, in whichever process claims it first. Two sweepers on two connection pools stand for two processes.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('add-on sweeps over two processes on postgres', () => {
  let place: DbPlace;
  let t: TestApp;
  let second: Database;
  const runs: number[] = [];
  let failIn: number | undefined;
  const silent = { error: () => {} } as unknown as FastifyBaseLogger;

  // A sweep of an add-on the demo stores have installed, counting where it runs; slow enough that two
  // processes ticking at once overlap.
  const addon = {
    key: 'auction',
    sweeps: [
      {
        name: 'count',
        every: 60,
        async run(db: { tx: { execute(q: unknown): Promise<unknown> }; supplierId: number }) {
          await db.tx.execute(sql`select pg_sleep(0.05)`);
          if (db.supplierId === failIn) throw new Error('this store fails once');
          runs.push(db.supplierId);
          return 1;
        },
      },
    ],
  } as unknown as AddonServer;

  const depsOf = (database: Database): Deps =>
    ({ config: t.config, database, now: () => t.clock.now, selfUrl: () => '' }) as unknown as Deps;

  beforeAll(async () => {
    place = await createPlace('postgres');
    t = await startAppAt(place);
    second = await openDatabase({
      url: place.url,
      dataDir: 'memory://',
      poolSize: 4,
      migrations: CONSOLE_MIGRATIONS,
    });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await place?.drop();
  });

  it('runs each due sweep once per store per period, whichever process ticks', async () => {
    const stores = (
      await rawRows<{ supplier_id: number }>(
        t.database.db,
        sql`select supplier_id from addon_stores('auction')`,
      )
    ).map((r) => r.supplier_id);
    expect(stores.length).toBeGreaterThan(0);
    const a = startAddonSweeper(depsOf(t.database), [addon], silent, 1e9);
    const b = startAddonSweeper(depsOf(second), [addon], silent, 1e9);
    try {
      await Promise.all([a.tick(), b.tick()]);
      expect(runs.toSorted()).toEqual(stores.toSorted());

      // Within the period a process that has not run it yet finds it claimed.
      const c = startAddonSweeper(depsOf(second), [addon], silent, 1e9);
      await c.tick();
      await c.stop();
      expect(runs).toHaveLength(stores.length);

      // The next period: once more in each store.
      t.clock.now += 60;
      runs.length = 0;
      await Promise.all([a.tick(), b.tick()]);
      expect(runs.toSorted()).toEqual(stores.toSorted());
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('leaves the clock due in a store where the sweep failed, so the next tick runs it there', async () => {
    const [store] = (
      await rawRows<{ supplier_id: number }>(
        t.database.db,
        sql`select supplier_id from addon_stores('auction')`,
      )
    ).map((r) => r.supplier_id);
    t.clock.now += 60;
    runs.length = 0;
    failIn = store;
    const a = startAddonSweeper(depsOf(t.database), [addon], silent, 1e9);
    try {
      await a.tick();
      expect(runs).not.toContain(store);
      failIn = undefined;
      // A process that starts now (no memory of the failure) runs it at once.
      const b = startAddonSweeper(depsOf(second), [addon], silent, 1e9);
      await b.tick();
      await b.stop();
      expect(runs.filter((s) => s === store)).toHaveLength(1);
    } finally {
      await a.stop();
    }
  });
});
