import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../src/db/client';
import { countAndSums, listRequest } from '../src/engine/query';
import { dataPaths } from '../src/engine/resource-paths';
import { withTenant } from '../src/platform/tenancy';
import { RESOURCES } from '../src/resources';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from './helpers';

// Pages by cursor (next and previous by key) against pages by number, and counts exact or estimated
// (docs/engine.md, "Pages by key" and "Counts").

const LIST = '/v1/seller/goods/GoodsShowManage';

type Row = Record<string, unknown> & { id: number };
interface Page {
  rows: Row[];
  prev: string | null;
  next: string | null;
}
interface Counted {
  count: number;
  totalrow: Record<string, number>;
  estimated?: true;
}

/** Many goods at once, as the database's owner (PostgreSQL only), then the table analysed. */
async function asOwner(t: TestApp, text: string, values: unknown[]): Promise<void> {
  const owner = new pg.Client({ connectionString: t.url });
  await owner.connect();
  try {
    await owner.query(text, values);
    await owner.query('analyze goods');
  } finally {
    await owner.end();
  }
}

/** 90 goods of the salt store named `寻页…`, prices and sales in a few values each (many ties), some in the warehouse. */
async function addGoods(t: TestApp, store: number): Promise<void> {
  await withTenant(t.database.db, store, (db) =>
    rawRows(
      db.tx,
      sql`insert into goods (supplier_id, cat_id, name, code, spec, unit, price, stock, sales, is_show, sort, created_at)
          select ${store}, (select id from goods_cats where supplier_id = ${store} order by id limit 1),
                 case when g % 4 = 0 then 'SEEK寻页 ' else '寻页盐 ' end || g, 'S' || g, '1kg', '袋',
                 (array[300, 100, 200])[1 + g % 3], (g % 5) * 1.5, (g % 2) * 3,
                 case when g % 7 = 0 then 0 else 1 end, 0, 1700000000 + g
            from generate_series(1, 90) g`,
    ),
  );
}

describe.each(DB_KINDS)('pages by cursor and counts, %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    await addGoods(t, Number(admin.suid));
  });
  afterAll(() => t?.close());

  async function ok<T>(path: string, params: Record<string, string | number>): Promise<T> {
    const r = await admin.get<T>(path, params);
    if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(r.body)}`);
    return (r.body as { data: T }).data;
  }
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  const questions: Record<string, string>[] = [
    { sort: 'price', order: 'true', name: '寻页' },
    { sort: 'price', order: 'false', name: '寻页' },
    { sort: 'sales', order: 'true', name: '寻页', price: '100,200' },
    { sort: 'stock', order: 'false', name: 'seek' },
    { name: '寻页' },
  ];

  it.each(questions)('next and previous by cursor give the rows OFFSET gives: %j', async (question) => {
    const limit = 5;
    const byNumber: Row[][] = [];
    for (let page = 1; ; page++) {
      const rows = await ok<Row[]>(LIST, { ...question, page, limit });
      if (rows.length === 0) break;
      byNumber.push(rows);
    }
    expect(byNumber.length).toBeGreaterThan(2);
    // Forward from page 1 by `next`.
    let page = await ok<Page>(LIST, { ...question, page: 1, limit, _cursor: 1 });
    expect(page.prev).toBeNull();
    const forward: Page[] = [page];
    while (page.next) {
      page = await ok<Page>(LIST, { ...question, limit, _cursor: 1, _after: page.next });
      forward.push(page);
    }
    expect(forward.map((p) => ids(p.rows))).toEqual(byNumber.map(ids));
    expect(forward.every((p, i) => (p.prev === null) === (i === 0))).toBe(true);
    // Back from the last page by `prev`.
    const backward: Page[] = [page];
    while (page.prev) {
      page = await ok<Page>(LIST, { ...question, limit, _cursor: 1, _before: page.prev });
      backward.unshift(page);
    }
    expect(backward.map((p) => ids(p.rows))).toEqual(byNumber.map(ids));
    expect(backward[0]!.prev).toBeNull();
    // A page by number gives the cursors of its neighbours too; the rows alone without `_cursor`.
    const third = await ok<Page>(LIST, { ...question, page: 3, limit, _cursor: 1 });
    expect(ids(third.rows)).toEqual(ids(byNumber[2]!));
    const fourth = await ok<Row[]>(LIST, { ...question, limit, _after: third.next! });
    expect(ids(fourth)).toEqual(ids(byNumber[3]!));
    const second = await ok<Page>(LIST, { ...question, limit, _cursor: 1, _before: third.prev! });
    expect(ids(second.rows)).toEqual(ids(byNumber[1]!));
  });

  it('reads a page before a cursor near the start as the first page, whole', async () => {
    const question = { sort: 'price', order: 'true', name: '寻页', limit: 5 };
    const first = await ok<Page>(LIST, { ...question, _cursor: 1 });
    const second = await ok<Page>(LIST, { ...question, _cursor: 1, _after: first.next! });
    // The cursor of the first page's third row: two rows come before it, fewer than a page.
    const shifted = await ok<Page>(LIST, { ...question, page: 1, limit: 3, _cursor: 1 });
    const third = await ok<Page>(LIST, { ...question, limit: 2, _cursor: 1, _after: shifted.next! });
    const back = await ok<Page>(LIST, { ...question, _cursor: 1, _before: third.prev! });
    expect(ids(back.rows)).toEqual(ids(first.rows));
    expect(back.prev).toBeNull();
    expect(back.next).toBe(first.next);
    expect(ids(second.rows)).toHaveLength(5);
  });

  it('refuses cursors that are not ours, or not of the sort asked, with 400 in the reader’s language', async () => {
    const question = { sort: 'price', order: 'true', name: '寻页', limit: 5 };
    const first = await ok<Page>(LIST, { ...question, _cursor: 1 });
    const forged = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const good = JSON.parse(Buffer.from(first.next!, 'base64url').toString()) as Record<string, unknown>;
    const hostile = [
      'x',
      '!!!',
      'a'.repeat(1500),
      Buffer.from('not json').toString('base64url'),
      forged([1, 2]),
      forged(null),
      forged({ ...good, v: 'abc' }),
      forged({ ...good, v: '1e5' }),
      forged({ ...good, v: '1); drop table goods; --' }),
      forged({ ...good, i: 'x' }),
      forged({ ...good, i: '99999999999999999999999' }),
      forged({ ...good, i: 7 }),
      forged({ ...good, extra: 1 }),
      forged({ ...good, v: 'a'.repeat(600) }),
      forged({ ...good, o: 'up' }),
    ];
    for (const cursor of hostile) {
      for (const side of ['_after', '_before']) {
        const r = await admin.get(LIST, { ...question, _cursor: 1, [side]: cursor });
        expect(r.status, `${side} ${cursor.slice(0, 40)}`).toBe(400);
        expect(r.body.msg).toBe('翻页位置无效，请回到第一页重新翻页');
      }
    }
    // Longer than any cursor of ours: the query's own bound says so.
    expect((await admin.get(LIST, { ...question, _after: 'a'.repeat(5000) })).status).toBe(400);
    const both = await admin.get(LIST, { ...question, _after: first.next!, _before: first.next! });
    expect(both.status).toBe(400);
    // Another sort, another direction: refused, never read as another page.
    for (const other of [{ sort: 'sales' }, { order: 'false' }, { sort: '', order: '' }]) {
      const r = await admin.get(LIST, { ...question, ...other, _cursor: 1, _after: first.next! });
      expect(r.status, JSON.stringify(other)).toBe(400);
      expect(r.body.msg).toBe('翻页位置属于另一种排序，请回到第一页重新翻页');
    }
    const en = await admin.get(LIST, { ...question, _after: 'x' }, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('This page position is not valid: go back to the first page and page again');
    // A sort by id: the value must be the id itself.
    const byId = await ok<Page>(LIST, { name: '寻页', limit: 5, _cursor: 1 });
    const idCursor = JSON.parse(Buffer.from(byId.next!, 'base64url').toString()) as Record<string, unknown>;
    const r = await admin.get(LIST, { name: '寻页', limit: 5, _after: forged({ ...idCursor, v: '1' }) });
    expect(r.status).toBe(400);
  });

  it('matches a caseless search by LIKE and a cased one by ILIKE, the same rows either way', async () => {
    const cased = await ok<Row[]>(LIST, { name: 'seek', limit: 500 });
    const upper = await ok<Row[]>(LIST, { name: 'SeEk寻', limit: 500 });
    const caseless = await ok<Row[]>(LIST, { name: '寻页', limit: 500 });
    expect(cased).toHaveLength(19);
    expect(ids(upper)).toEqual(ids(cased));
    expect(caseless).toHaveLength(78);
  });

  it('counts exactly without _estimate, and exactly within the budget with it', async () => {
    const exact = await ok<Counted>(LIST, { name: '寻页', _count_sum: 1 });
    expect(exact).not.toHaveProperty('estimated');
    const rows = await ok<Row[]>(LIST, { name: '寻页', limit: 500 });
    expect(exact.count).toBe(rows.length);
    expect(exact.totalrow.stock).toBeCloseTo(
      rows.reduce((n, r) => n + Number(r.stock), 0),
      3,
    );
    const within = await ok<Counted>(LIST, { name: '寻页', _count_sum: 1, _estimate: 1 });
    expect(within).toEqual(exact);
  });
});

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
          const req = listRequest(def, tab ? { _tab: tab } : {}, view);
          // Half a page: every table of a page or more is sampled (a fresh one, of none, is read whole).
          const exact = await withTenant(t.database.db, store, (db) => countAndSums(def, db, req));
          const e = await withTenant(t.database.db, store, (db) =>
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
