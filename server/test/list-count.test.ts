import { countAndSums, dataPaths, listRequest, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { DEFAULT_TIME_ZONE } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/resources';
import { addGoods, asOwner, type Counted, LIST } from './list-goods.support';

// Counts estimated from a sample past their budget, and the exact figure still one request away (docs/engine.md,
// "Counts").

describe.each(DB_KINDS)('counts estimated past the budget, %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    // A budget of 0: every count that may be estimated is.
    t = await startApp(kind, { env: { LIST_COUNT_BUDGET_MS: '0' } });
    admin = await signedIn(t, 'salt_admin');
    await addGoods(t, Number(admin.suid));
  });
  afterAll(() => t?.close());

  it('marks the estimate, and answers the exact figures when asked without _estimate', async () => {
    const estimated = await admin.get<Counted>(LIST, { name: '寻页', _count_sum: 1, _estimate: 1 });
    expect(estimated.status).toBe(200);
    const exact = await admin.get<Counted>(LIST, { name: '寻页', _count_sum: 1 });
    const e = (estimated.body as { data: Counted }).data;
    const x = (exact.body as { data: Counted }).data;
    expect(e.estimated).toBe(true);
    expect(x).not.toHaveProperty('estimated');
    // A table of a few pages is sampled whole: the estimate is the exact figure.
    expect(e.count).toBe(x.count);
    expect(x.count).toBeGreaterThan(0);
    expect(Object.keys(e.totalrow)).toEqual(Object.keys(x.totalrow));
  });

  it.runIf(kind === 'postgres')(
    'samples a large table: near the exact count, a fraction of its pages',
    async () => {
      const store = Number(admin.suid);
      // 300,000 more goods, one in ten named 精制…: the sample reads about 1,000 of the table's pages.
      await asOwner(
        t,
        `insert into goods (supplier_id, cat_id, name, code, spec, unit, price, stock, sales, is_show, sort, created_at)
       select $1, (select id from goods_cats where supplier_id = $1 order by id limit 1),
              case when g % 10 = 0 then '精制盐 ' else '海盐 ' end || g, 'E' || g, '1kg', '袋', 100 + g % 1000,
              1, 0, 1, 0, 1700000000 + g
         from generate_series(1, 300000) g`,
        [store],
      );
      const e = (await admin.get<Counted>(LIST, { name: '精制', _count_sum: 1, _estimate: 1 })).body as {
        data: Counted;
      };
      const x = (await admin.get<Counted>(LIST, { name: '精制', _count_sum: 1 })).body as { data: Counted };
      expect(e.data.estimated).toBe(true);
      expect(x.data.count).toBeGreaterThanOrEqual(30000);
      expect(Math.abs(e.data.count - x.data.count) / x.data.count).toBeLessThan(0.25);
    },
    60_000,
  );
});

describe.runIf(DB_KINDS.includes('postgres'))('a count past its budget, postgres', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp('postgres', { env: { LIST_COUNT_BUDGET_MS: '1' } });
    admin = await signedIn(t, 'salt_admin');
    const store = Number(admin.suid);
    await asOwner(
      t,
      `insert into goods (supplier_id, cat_id, name, code, spec, unit, price, stock, sales, is_show, sort, created_at)
       select $1, (select id from goods_cats where supplier_id = $1 order by id limit 1),
              'Refined salt ' || g, 'R' || g, '1kg', '袋', 100, 1, 0, 1, 0, 1700000000
         from generate_series(1, 300000) g`,
      [store],
    );
  }, 60_000);
  afterAll(() => t?.close());

  it('is cancelled at the budget and estimated, and the request goes on in the same transaction', async () => {
    const r = await admin.get<Counted>(LIST, { name: 'refined', _count_sum: 1, _estimate: 1 });
    expect(r.status).toBe(200);
    const e = (r.body as { data: Counted }).data;
    expect(e.estimated).toBe(true);
    expect(Math.abs(e.count - 300_000) / 300_000).toBeLessThan(0.25);
    // The page after it reads as ever (the timeout was the savepoint's alone).
    const page = await admin.get(LIST, { name: 'refined', limit: 3 });
    expect(page.status).toBe(200);
  });
});

describe.runIf(DB_KINDS.includes('postgres'))('every list estimated from a sample, postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('postgres');
    await asOwner(t, 'analyze', []);
  });
  afterAll(() => t?.close());

  it('samples each list, each view and each tab: its filter, joins and sums in the sampled query', async () => {
    const admin = await signedIn(t, 'salt_admin');
    const store = Number(admin.suid);
    let sampled = 0;
    for (const def of RESOURCES) {
      for (const [url, view] of dataPaths(def)) {
        for (const tab of [undefined, ...Object.keys(def.tabs ?? {})]) {
          const req = listRequest(def, tab ? { _tab: tab } : {}, view, DEFAULT_TIME_ZONE);
          // Half a page: every table of a page or more is sampled (a fresh one, of none, is read whole).
          const exact = await withStore(t.database.db, store, (db) => countAndSums(def, db, req));
          const e = await withStore(t.database.db, store, (db) =>
            countAndSums(def, db, req, { budgetMs: 0, samplePages: 0.5 }),
          );
          const what = `${url} ${tab ?? ''}`;
          expect(e.estimated, what).toBe(true);
          expect(Object.keys(e.totalrow), what).toEqual(Object.keys(exact.totalrow));
          expect(Object.keys(e.tabs ?? {}), what).toEqual(Object.keys(exact.tabs ?? {}));
          expect(Number.isFinite(e.count) && e.count >= 0, what).toBe(true);
          if (exact.count > 0) sampled++;
        }
      }
    }
    expect(sampled).toBeGreaterThan(20);
  }, 120_000);
});
