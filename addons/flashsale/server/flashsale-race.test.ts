import { okData, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER, type Row, Store } from './test-support';

/**
 * THE RACE, on PostgreSQL where requests really run at once: forty purchases at the same moment for
 * an item with 10 in flash stock and a limit of 2 a member, from twenty members who each try once and five who
 * each try four times. Exactly the stock is sold, no member passes the limit, every order has its one ledger row,
 * every balance is the sum of its ledger, and every refusal says why (no 500). Then two cancellations of one
 * order at once: one refund.
 */

const HOUR = 3600;
const STOCK = 10;
const LIMIT = 2;

describe.runIf(process.env.TEST_DATABASE_URL)('flash-sale purchases racing on postgres', () => {
  const app = suiteApp('postgres');
  let store: Store;
  beforeAll(async () => {
    store = new Store(app.t, app.salt);
    await store.load();
  });

  it('never sells more than the flash stock, nor more than the limit to a member, and books each order once', async () => {
    const s = await store.newSession({ from: -60, to: HOUR, stock: STOCK, limit: LIMIT });
    const item = s.items[0]!;
    const { flashPrice } = await store.item(item);
    const once = await Promise.all(Array.from({ length: 20 }, () => store.member(10 * flashPrice)));
    const greedy = await Promise.all(Array.from({ length: 5 }, () => store.member(10 * flashPrice)));
    // The greedy first: their requests reach the item first, where a limit counted too early would show.
    const buyers = [...greedy.flatMap((m) => [m, m, m, m]), ...once];
    expect(buyers).toHaveLength(40);
    // From several signed-in sessions, as several counters would send them.
    const clients = [app.salt];
    for (let n = 0; n < 7; n++) clients.push(await signedIn(app.t, 'salt_admin'));

    const replies = await Promise.all(
      buyers.map((m, n) => store.buy(item, m, 1, clients[n % clients.length])),
    );

    for (const r of replies) {
      expect([200, 409], r.body.msg).toContain(r.status);
      if (r.status === 409) expect(r.body.msg).toMatch(/库存不足|限购/);
    }
    const accepted = replies.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(STOCK);
    const held = await store.item(item);
    expect(held.sold).toBe(STOCK);

    const orders = await store.orders(item);
    expect(orders).toHaveLength(STOCK);
    const perMember = new Map<number, number>();
    for (const o of orders) perMember.set(o.memberId, (perMember.get(o.memberId) ?? 0) + o.qty);
    for (const [member, qty] of perMember) expect(qty, `member ${member}`).toBeLessThanOrEqual(LIMIT);

    for (const o of orders) {
      const rows = await store.ledgerOf(o.id);
      expect(rows.map((r) => [r.event, r.amount, r.memberId])).toEqual([
        ['flashsale_pay', -o.amount, o.memberId],
      ]);
    }
    for (const m of new Set(buyers)) {
      const spent = (perMember.get(m) ?? 0) * flashPrice;
      expect(await store.balance(m), `member ${m}`).toBe(10 * flashPrice - spent);
    }
    expect(await store.mismatches()).toEqual([]);
  });

  it('refunds an order once when two cancellations race, and gives its stock back once', async () => {
    const s = await store.newSession({ from: -60, to: HOUR, stock: 5, limit: 5 });
    const item = s.items[0]!;
    const m = await store.member(100_000);
    const order = okData<{ id: number; amount: number }>(await store.buy(item, m, 3), 'buy');
    const other = await signedIn(app.t, 'salt_admin');
    const replies = await Promise.all(
      [app.salt, other].map((c, n) => c.post(`${ORDER}Cancel`, { id: order.id, note: `取消第 ${n + 1} 次` })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await store.item(item)).sold).toBe(0);
    const rows = await store.ledgerOf(order.id);
    expect(rows.map((r: Row) => r.event)).toEqual(['flashsale_pay', 'flashsale_refund']);
    expect(await store.balance(m)).toBe(100_000);
    expect(await store.mismatches()).toEqual([]);
  });
});
