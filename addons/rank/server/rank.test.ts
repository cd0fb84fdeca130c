import { goods, orderLines, orders, withStore } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import rankAddon from './index';
import { rankEntries, rankLogs, rankRuns, ranks } from './tables';

/**
 * Sales rankings through HTTP: places as a hand computation over orders made here gives them, ties in
 * a stable order, the top N, each period's window, the change log holding only moves, recomputing twice changing
 * nothing, the daily sweep, and the calls refused while the add-on is uninstalled.
 */

const API = '/v1/addons/rank/';
const DAY = 86_400;
/** Far enough ahead that the demo's orders are out of every window but `all`. */
const AHEAD = 400 * DAY;

type Row = Record<string, unknown>;
interface Ran {
  id: number;
  run_id: number;
  entries: number;
  moved: number;
}

describe.each(DB_KINDS)('sales rankings on %s', (kind) => {
  const app = suiteApp(kind);
  let store: number;
  let serial = 0;
  /** Three of the store's goods, by id. */
  let items: { id: number; name: string }[] = [];

  beforeAll(async () => {
    await later(AHEAD);
    store = Number(app.salt.suid);
    items = await withStore(app.t.database.db, store, (db) =>
      db.select({ id: goods.id, name: goods.name }).from(goods).orderBy(asc(goods.id)).limit(3),
    );
  });

  async function later(seconds: number): Promise<void> {
    app.t.clock.now += seconds;
    app.salt = await signedIn(app.t, 'salt_admin');
  }

  /** An order as the mall would have written it: paid `ago` seconds before now (unpaid without). */
  async function order(
    phone: string,
    o: {
      status?: 'submit' | 'pay' | 'send' | 'receive' | 'finish' | 'cancel';
      ago?: number | null;
      lines: [item: number, qty: number, price: number][];
    },
  ): Promise<void> {
    serial++;
    const lines = o.lines.map(([i, qty, price]) => ({
      goodsId: items[i]!.id,
      goodsName: items[i]!.name,
      price,
      qty: qty.toFixed(3),
      amount: qty * price,
    }));
    const total = lines.reduce((n, l) => n + l.amount, 0);
    const paid = o.ago === null ? null : app.t.clock.now - (o.ago ?? 60);
    await withStore(app.t.database.db, store, async (db) => {
      const [made] = await db
        .insert(orders)
        .values({
          orderSn: `RANKTEST${String(serial).padStart(6, '0')}`,
          buyerName: `买家${phone.slice(-4)}`,
          buyerPhone: phone,
          orderStatus: o.status ?? 'finish',
          goodsAmount: total,
          payAmount: total,
          payTime: paid,
          createdAt: (paid ?? app.t.clock.now) - 60,
          updatedAt: paid ?? app.t.clock.now,
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: made!.id })));
    });
  }

  async function rule(body: Row): Promise<number> {
    return okData(await app.salt.post<{ id: number }>(`${API}RankSave`, { status: 1, ...body }), 'rule').id;
  }

  const recompute = async (id: number) =>
    okData(await app.salt.post<Ran>(`${API}RankRecompute`, { id }), 'recompute');

  /** The current places of a rule, as its list shows them. */
  async function board(id: number, list: 'UserRank' | 'GoodsRank' = 'UserRank') {
    const rows = okData(await app.salt.get<Row[]>(`${API}${list}Manage`, { rank_id: id, limit: 100 }), list);
    return rows.map((r) => ({
      position: r.position,
      name: r.name,
      amount: r.amount,
      quantity: r.quantity,
      orders: r.orders,
      ...(list === 'UserRank' ? { phone: r.phone } : {}),
    }));
  }

  const logsOf = (id: number) =>
    withStore(app.t.database.db, store, (db) =>
      db
        .select({
          run: rankLogs.runId,
          key: rankLogs.subjectKey,
          change: rankLogs.change,
          was: rankLogs.oldPosition,
          now: rankLogs.newPosition,
        })
        .from(rankLogs)
        .where(eq(rankLogs.rankId, id))
        .orderBy(asc(rankLogs.id)),
    );

  // Buyers of this test, by mobile: a member (whose nickname the ranking shows) and three who are not.
  const A = '13600000001';
  const B = '13600000002';
  const C = '13600000003';
  const D = '13600000004';

  it('ranks buyers by a hand computation of their sales orders, within the window and the top N', async () => {
    okData(
      await app.salt.post('/v1/seller/member/MemberSave', {
        nick_name: '排行会员甲',
        phone: A,
        level: 1,
        status: 1,
      }),
      'member',
    );
    // A: 2 orders, 300.00 + 120.00 = 420.00; B: 1 order of 500.00; C: 390.00 paid, plus 900.00 cancelled and
    // 800.00 never paid (neither counts); D: 1,000.00 paid two days ago (out of a day, within a week).
    await order(A, { lines: [[0, 3, 10_000]] });
    await order(A, { status: 'pay', lines: [[1, 2, 6_000]] });
    await order(B, { status: 'send', lines: [[0, 5, 10_000]] });
    await order(C, { status: 'receive', lines: [[2, 13, 3_000]] });
    await order(C, { status: 'cancel', lines: [[0, 9, 10_000]] });
    await order(C, { status: 'submit', ago: null, lines: [[0, 8, 10_000]] });
    await order(D, { ago: 2 * DAY, lines: [[1, 10, 10_000]] });

    const day = await rule({
      name: '测试日榜',
      subject: 'member',
      metric: 'amount',
      period: 'day',
      top_n: 3,
    });
    const first = await recompute(day);
    expect(first).toMatchObject({ id: day, entries: 3, moved: 0 });
    expect(await board(day)).toEqual([
      { position: 1, name: '买家0002', phone: B, amount: 50_000, quantity: 5, orders: 1 },
      { position: 2, name: '排行会员甲', phone: A, amount: 42_000, quantity: 5, orders: 2 },
      { position: 3, name: '买家0003', phone: C, amount: 39_000, quantity: 13, orders: 1 },
    ]);

    const week = await rule({
      name: '测试周榜',
      subject: 'member',
      metric: 'amount',
      period: 'week',
      top_n: 2,
    });
    await recompute(week);
    expect((await board(week)).map((r) => [r.phone, r.amount])).toEqual([
      [D, 100_000],
      [B, 50_000],
    ]);
    // By quantity and by orders, over the week.
    const qty = await rule({
      name: '测试销量榜',
      subject: 'member',
      metric: 'quantity',
      period: 'week',
      top_n: 10,
    });
    await recompute(qty);
    expect((await board(qty)).map((r) => [r.phone, r.quantity])).toEqual([
      [C, 13],
      [D, 10],
      [A, 5],
      [B, 5],
    ]);
    const count = await rule({
      name: '测试单量榜',
      subject: 'member',
      metric: 'orders',
      period: 'week',
      top_n: 1,
    });
    await recompute(count);
    expect((await board(count)).map((r) => [r.phone, r.orders])).toEqual([[A, 2]]);
  });

  it('orders ties stably: buyers by mobile, goods by id', async () => {
    // Within a week A (3 + 2) and B (5) bought 5 each: a tie of quantity, ranked by mobile.
    const qty = await withStore(app.t.database.db, store, (db) =>
      db.select({ id: ranks.id }).from(ranks).where(eq(ranks.name, '测试销量榜')),
    );
    const again = await board(qty[0]!.id);
    expect(again.filter((r) => r.quantity === 5).map((r) => r.phone)).toEqual([A, B]);
    // Goods by orders over the day: goods 0 (A, B) and goods 1 (A) and 2 (C); goods 0 first, 1 and 2 tie by id.
    const goodsDay = await rule({
      name: '测试商品日榜',
      subject: 'goods',
      metric: 'orders',
      period: 'day',
      top_n: 5,
    });
    await recompute(goodsDay);
    expect((await board(goodsDay, 'GoodsRank')).map((r) => [r.name, r.orders])).toEqual([
      [items[0]!.name, 2],
      [items[1]!.name, 1],
      [items[2]!.name, 1],
    ]);
    await later(60);
    await recompute(goodsDay);
    expect((await board(goodsDay, 'GoodsRank')).map((r) => r.name)).toEqual(items.map((i) => i.name));
  });

  it('ranks goods over all orders as a computation over every order of the store does', async () => {
    const all = await rule({
      name: '测试商品总榜',
      subject: 'goods',
      metric: 'amount',
      period: 'all',
      top_n: 5,
    });
    await recompute(all);
    const expected = await withStore(app.t.database.db, store, async (db) => {
      const sold = await db
        .select({ goodsId: orderLines.goodsId, amount: orderLines.amount })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(inArray(orders.orderStatus, ['pay', 'send', 'receive', 'finish']));
      const by = new Map<number, number>();
      for (const l of sold) by.set(l.goodsId, (by.get(l.goodsId) ?? 0) + l.amount);
      return [...by.entries()]
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, 5)
        .map(([, amount], i) => [i + 1, amount]);
    });
    expect((await board(all, 'GoodsRank')).map((r) => [r.position, r.amount])).toEqual(expected);
  });

  it('logs only the entries that moved, and recomputing twice changes nothing', async () => {
    const id = await rule({
      name: '测试变动榜',
      subject: 'member',
      metric: 'amount',
      period: 'day',
      top_n: 3,
    });
    const first = await recompute(id);
    expect(await logsOf(id)).toEqual([]);
    // Asked again at the same moment: the same run.
    expect(await recompute(id)).toEqual(first);
    // Later, nothing new: a new run with the same places and no moves.
    await later(60);
    const second = await recompute(id);
    expect(second.run_id).not.toBe(first.run_id);
    expect(second.moved).toBe(0);
    expect(await logsOf(id)).toEqual([]);

    // C buys 120.00 more and A 90.00: both at 510.00, a tie A's mobile wins, so both keep their places (2 and
    // 3) while B (500.00) falls behind them; a new buyer at 600.00 comes in first, and B drops out of the top 3.
    await later(60);
    await order(C, { lines: [[2, 4, 3_000]] });
    await order(A, { lines: [[2, 3, 3_000]] });
    const D2 = '13600000005';
    await order(D2, { lines: [[1, 10, 6_000]] });
    const third = await recompute(id);
    expect(await board(id)).toMatchObject([
      { position: 1, phone: D2, amount: 60_000 },
      { position: 2, phone: A, amount: 51_000 },
      { position: 3, phone: C, amount: 51_000 },
    ]);
    const moves = (await logsOf(id)).map(({ run: _, ...m }) => m);
    expect(moves).toEqual([
      { key: D2, change: 'new', was: null, now: 1 },
      { key: B, change: 'out', was: 1, now: null },
    ]);
    expect(third.moved).toBe(moves.length);
    expect((await logsOf(id)).every((m) => m.run === third.run_id)).toBe(true);
    // The list of changes shows them, and again nothing is added by computing the same orders twice.
    const listed = okData(await app.salt.get<Row[]>(`${API}RankLogManage`, { rank_id: id }), 'log list');
    expect(listed).toHaveLength(moves.length);
    await later(60);
    expect((await recompute(id)).moved).toBe(0);
    expect(await logsOf(id)).toHaveLength(moves.length);
  });

  it('computes each rule switched on once a day in the sweep', async () => {
    const sweep = rankAddon.sweeps![0]!;
    const on = await rule({
      name: '测试定时榜',
      subject: 'goods',
      metric: 'quantity',
      period: 'week',
      top_n: 3,
    });
    const off = await rule({
      name: '测试停用榜',
      subject: 'goods',
      metric: 'quantity',
      period: 'week',
      top_n: 3,
      status: 0,
    });
    const runs = (id: number) =>
      withStore(app.t.database.db, store, (db) =>
        db.select({ id: rankRuns.id }).from(rankRuns).where(eq(rankRuns.rankId, id)),
      );
    const swept = (now: number) => withStore(app.t.database.db, store, (db) => sweep.run(db, now));
    expect(await swept(app.t.clock.now)).toBeGreaterThanOrEqual(1);
    expect(await runs(on)).toHaveLength(1);
    expect(await runs(off)).toHaveLength(0);
    // Not due again within the day; due a day later.
    expect(await swept(app.t.clock.now + 3_600)).toBe(0);
    await swept(app.t.clock.now + DAY);
    expect(await runs(on)).toHaveLength(2);
  });

  it.runIf(kind === 'postgres')('computes a rule once when recomputes race at one moment', async () => {
    const id = await rule({
      name: '测试并发榜',
      subject: 'goods',
      metric: 'amount',
      period: 'week',
      top_n: 5,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.salt.post<Ran>(`${API}RankRecompute`, { id })),
    );
    const ran = answers.map((a) => okData(a, 'recompute'));
    expect(new Set(ran.map((r) => r.run_id)).size).toBe(1);
    const stored = await withStore(app.t.database.db, store, async (db) => ({
      runs: (await db.select().from(rankRuns).where(eq(rankRuns.rankId, id))).length,
      entries: (await db.select().from(rankEntries).where(eq(rankEntries.rankId, id))).length,
    }));
    expect(stored).toEqual({ runs: 1, entries: ran[0]!.entries });
  });

  it('deletes a rule with what it computed', async () => {
    const id = await rule({
      name: '测试删除榜',
      subject: 'goods',
      metric: 'orders',
      period: 'month',
      top_n: 3,
    });
    await recompute(id);
    okData(await app.salt.post(`${API}RankDel`, { id }), 'delete');
    const left = await withStore(app.t.database.db, store, async (db) => ({
      runs: await db.select().from(rankRuns).where(eq(rankRuns.rankId, id)),
      entries: await db.select().from(rankEntries).where(eq(rankEntries.rankId, id)),
    }));
    expect(left).toEqual({ runs: [], entries: [] });
  });

  it('is refused while uninstalled, and has its rules again once reinstalled', async () => {
    const before = okData(await app.salt.get<Row[]>(`${API}RankManage`, { limit: 100 }), 'rules');
    okData(await app.salt.post('/v1/addons/uninstall', { key: 'rank' }), 'uninstall');
    for (const r of [
      await app.salt.get(`${API}RankManage`),
      await app.salt.get(`${API}UserRankManage`),
      await app.salt.post(`${API}RankRecompute`, { id: before[0]!.id }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.msg).toContain('排行榜');
    }
    okData(await app.salt.post('/v1/addons/install', { key: 'rank' }), 'install');
    expect(okData(await app.salt.get<Row[]>(`${API}RankManage`, { limit: 100 }), 'rules again')).toEqual(
      before,
    );
    const grain = await signedIn(app.t, 'grain_admin');
    expect((await grain.get(`${API}GoodsRankManage`)).status).toBe(403);
  });
});
