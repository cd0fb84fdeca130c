import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Pages by cursor (next and previous by key) against pages by number, and counts exact or estimated
// (docs/engine.md, "Pages by key" and "Counts").

import { addGoods, type Counted, LIST } from './list-goods.support';

type Row = Record<string, unknown> & { id: number };
interface Page {
  rows: Row[];
  prev: string | null;
  next: string | null;
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
