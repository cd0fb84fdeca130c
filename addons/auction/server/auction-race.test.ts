import { walletLogs } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, suiteApp } from '@yanye/addon-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuctionDesk } from './auction.support';
import { depositKey, refundKey } from './deposit';
import { auctionBids } from './tables';

/**
 * Bids racing on PostgreSQL: the lot's lock gives one leader whatever arrives at once; every accepted
 * bid beats the one before; a member's first bids racing put the deposit down once; the hammer and the clock
 * racing settle a lot once.
 */
describe.runIf(DB_KINDS.includes('postgres'))('auction races on postgres', () => {
  const app = suiteApp('postgres');
  let desk: AuctionDesk;

  beforeAll(async () => {
    desk = await new AuctionDesk(app.t).open();
  });

  const bidsOf = (id: number) =>
    desk.db((db) =>
      db.select().from(auctionBids).where(eq(auctionBids.auctionId, id)).orderBy(asc(auctionBids.id)),
    );

  it('accepts exactly one of ten bids of the same amount', async () => {
    const id = await desk.scheduled();
    const people = await Promise.all(Array.from({ length: 10 }, () => desk.member()));
    await desk.at((await desk.lot(id)).start_at);
    const replies = await Promise.all(people.map((m) => desk.bid(id, m, 10_000)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.msg).toContain('¥101.00');
    }
    const winner = people[replies.findIndex((r) => r.status === 200)];
    expect(await desk.lot(id)).toMatchObject({ bid_count: 1, current_price: 10_000 });
    const bids = await bidsOf(id);
    expect(bids.map((b) => b.memberId)).toEqual([winner]);
  });

  it('keeps every accepted bid above the one before, and the highest leading, when bids of any amount race', async () => {
    const id = await desk.scheduled({ increment: 500 });
    const people = await Promise.all(Array.from({ length: 8 }, () => desk.member()));
    await desk.at((await desk.lot(id)).start_at);
    const amounts = Array.from({ length: 24 }, (_, i) => 10_000 + ((i * 7_919) % 23) * 300);
    const replies = await Promise.all(amounts.map((amount, i) => desk.bid(id, people[i % 8]!, amount)));
    for (const r of replies) expect([200, 409], r.body.msg).toContain(r.status);
    const bids = await bidsOf(id);
    const accepted = replies.filter((r) => r.status === 200).length;
    expect(bids).toHaveLength(accepted);
    for (let i = 1; i < bids.length; i++) {
      expect(bids[i]!.amount).toBeGreaterThanOrEqual(bids[i - 1]!.amount + 500);
      expect(bids[i]!.createdAt).toBeGreaterThanOrEqual(bids[i - 1]!.createdAt);
      expect(bids[i]!.memberId).not.toBe(bids[i - 1]!.memberId);
    }
    const top = bids.at(-1)!;
    const lot = await desk.lot(id);
    expect(lot).toMatchObject({ bid_count: bids.length, current_price: top.amount });
    expect((await desk.detail(id)).bids[0]).toMatchObject({ amount: top.amount, bid_state: 'leading' });
  });

  it("puts a member's deposit down once when their first bids race, and refunds it once", async () => {
    const id = await desk.scheduled({ deposit: 3_000 });
    const member = await desk.member(100);
    const rival = await desk.member(100);
    await desk.at((await desk.lot(id)).start_at);
    const replies = await Promise.all(
      [10_000, 10_100, 10_200, 10_300, 10_400].map((amount) => desk.bid(id, member, amount)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await desk.balance(member)).toBe(7_000);
    okData(await desk.bid(id, rival, 20_000), 'rival leads');
    const lot = await desk.lot(id);
    await desk.at(lot.end_at);
    // The clock and the hammer at once, then the clock again: however they fall, it is settled once.
    const [, closed] = await Promise.all([desk.sweep(), desk.step(id, 'Close')]);
    expect(closed.status).toBe(409);
    await desk.sweep();
    expect(await desk.lot(id)).toMatchObject({ status: 'ended', result: 'sold', final_price: 20_000 });
    expect(await desk.balance(member)).toBe(10_000);
    expect(await desk.balance(rival)).toBe(7_000);
    const keys = await desk.db((db) => db.select({ key: walletLogs.bizKey }).from(walletLogs));
    const count = (key: string) => keys.filter((k) => k.key === key).length;
    expect(count(depositKey(id, member))).toBe(1);
    expect(count(refundKey(id, member))).toBe(1);
    expect(count(depositKey(id, rival))).toBe(1);
    expect(count(refundKey(id, rival))).toBe(0);
    await desk.ledgerHolds();
  });
});
