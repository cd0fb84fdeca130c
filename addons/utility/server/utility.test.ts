import { callLog, DB_KINDS, okData, receiverMode, refused, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../contract';
import { REFUND, SECRET, Store, SYNC } from './test-support';

/**
 * Utility top-ups through HTTP and the local provider over a real port: placing pays once and submits, the
 * provider's refusal refunds at once, a busy or slow provider leaves the order to be sent again (and the
 * provider's dedupe by our number makes that safe), result pushes are verified and taken once, reviews approve
 * or refund, hostile input changes nothing, and another store sees none of it.
 */

describe.each(DB_KINDS)('utility top-ups on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let s: Store;

  beforeAll(async () => {
    s = new Store(app.t, app.salt, app.base);
    await s.setup();
  });

  it('places a top-up: paid once from the balance, submitted, settled by the signed push, taken once', async () => {
    const m = await s.member(10_000);
    const placed = okData<OrderView & { balance: number }>(await s.place(m.id, 'CMCC50', m.phone), 'place');
    expect(placed).toMatchObject({ state: 'submitted', amount: 4_980, balance: 5_020, kind: 'mobile' });
    expect(placed.provider_order_no).not.toBe('');
    expect(await s.ledger(placed.id)).toEqual([
      { event: 'utility_pay', amount: -4_980, key: `utility:${placed.id}:pay` },
    ]);

    expect(await s.settle(placed.order_no, 'success')).toContain('HTTP 200 success');
    expect((await s.order(placed.id)).state).toBe('success');
    // The same push again (the platform retries until it hears "success"): answered, nothing moves.
    const again = await s.notify(placed.order_no, 'success');
    expect(again).toEqual({ status: 200, body: 'success' });
    expect((await s.order(placed.id)).state).toBe('success');
    expect(await s.balance(m.id)).toBe(5_020);

    const calls = await callLog(s.admin, 'utility');
    const submit = calls.find((c) => c.op === 'submit' && c.request.includes(placed.order_no))!;
    expect(submit).toMatchObject({ outcome: 'ok', attempt: 1, local: 1 });
    for (const c of calls) expect(JSON.stringify(c)).not.toContain(SECRET);
  });

  it('refunds at once a top-up the provider refuses for good, and says why', async () => {
    const m = await s.member(10_000);
    const r = await s.place(m.id, 'CMCC50', '17012345678');
    const order = okData(r, 'place');
    expect(order.state).toBe('refunded');
    expect(r.body.msg).toContain('虚拟运营商');
    expect((await s.ledger(order.id)).map((l) => [l.event, l.amount])).toEqual([
      ['utility_pay', -4_980],
      ['utility_refund', 4_980],
    ]);
    expect(await s.balance(m.id)).toBe(10_000);
    expect(await s.mismatches()).toEqual([]);
  });

  it('keeps a paid order to send again when the provider fails, once, without retrying a refusal', async () => {
    const m = await s.member(10_000);
    await receiverMode(app.t, 'utility', 'fail');
    try {
      const order = okData(await s.place(m.id, 'SGCC100', '3100000001'), 'place');
      expect(order).toMatchObject({ state: 'pending' });
      expect(order.submit_error).toContain('1000');
      const calls = (await callLog(s.admin, 'utility')).filter((c) => c.request.includes(order.order_no));
      expect(calls.map((c) => [c.outcome, c.attempt])).toEqual([['refused', 1]]);
    } finally {
      await receiverMode(app.t, 'utility', 'success');
    }
  });

  it('times out, retries the submission (the provider dedupes by our number) and sends it again later', async () => {
    const m = await s.member(10_000);
    await s.setup({ timeout_seconds: 1 });
    await receiverMode(app.t, 'utility', 'slow', 2_500);
    let order: OrderView;
    try {
      order = okData(await s.place(m.id, 'CMCC30', m.phone), 'place');
    } finally {
      await receiverMode(app.t, 'utility', 'success');
      await s.setup();
    }
    expect(order.state).toBe('pending');
    const calls = (await callLog(s.admin, 'utility')).filter((c) => c.request.includes(order.order_no));
    expect(calls.map((c) => [c.outcome, c.attempt]).sort()).toEqual([
      ['timeout', 1],
      ['timeout', 2],
      ['timeout', 3],
    ]);
    // The sweep leaves it while a request may still be on its way, then sends it again under the same number.
    await s.sweep();
    expect((await s.order(order.id)).state).toBe('pending');
    await new Promise((r) => setTimeout(r, 2_600));
    app.t.clock.now += 61;
    expect(await s.sweep()).toBeGreaterThanOrEqual(1);
    const after = await s.order(order.id);
    expect(after.state).toBe('submitted');
    expect(await s.received(order.order_no)).toBe(4);
    expect((await s.ledger(order.id)).length).toBe(1);
  }, 30_000);

  it('refuses a forged push and changes nothing', async () => {
    const m = await s.member(10_000);
    const order = okData(await s.place(m.id, 'CMCC50', m.phone), 'place');
    const forged = await s.notify(order.order_no, 'failed', 'not-the-secret');
    expect(forged.status).toBe(401);
    // A real push for this order whose outcome was changed after signing.
    const tampered = await s.notify(order.order_no, 'success', SECRET, { order_status: 'failed' });
    expect(tampered.status).toBe(401);
    const unsigned = await s.notify(order.order_no, 'failed', SECRET, { sign: undefined });
    expect(unsigned.status).toBe(401);
    expect((await s.order(order.id)).state).toBe('submitted');
    expect(await s.balance(m.id)).toBe(5_020);
  });

  it('refunds a failed top-up once while its push, the repeat and an operator refund race', async () => {
    const m = await s.member(20_000);
    const order = okData(await s.place(m.id, 'CMCC100', m.phone), 'place');
    const [action, first, second, refund] = await Promise.all([
      s.settle(order.order_no, 'failed'),
      s.notify(order.order_no, 'failed'),
      s.notify(order.order_no, 'failed'),
      s.admin.post<OrderView>(REFUND, { id: order.id, reason: '会员要求退款' }),
    ]);
    expect(action).toContain('HTTP 200');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([200, 409]).toContain(refund.status);
    const after = await s.order(order.id);
    expect(after.state).toBe('refunded');
    expect((await s.ledger(order.id)).map((l) => l.event)).toEqual(['utility_pay', 'utility_refund']);
    expect(await s.balance(m.id)).toBe(20_000);
    expect(await s.mismatches()).toEqual([]);
  });

  it('refunds only what the provider did not do, asking it first', async () => {
    const m = await s.member(30_000);
    const busy = okData(await s.place(m.id, 'CMCC50', m.phone), 'place');
    const still = await s.admin.post<OrderView>(REFUND, { id: busy.id, reason: '会员要求退款' });
    expect(okData(still, 'refund').state).toBe('submitted');
    expect(still.body.msg).toContain('仍在处理');
    await s.settle(busy.order_no, 'success');
    refused(await s.admin.post(REFUND, { id: busy.id, reason: '会员要求退款' }), 409, '充值成功');

    // A submission the provider never got (it was failing): asked, it has none, so it is refunded.
    await receiverMode(app.t, 'utility', 'fail');
    const lost = okData(await s.place(m.id, 'CMCC30', m.phone), 'place');
    await receiverMode(app.t, 'utility', 'success');
    app.t.clock.now += 61;
    const done = okData(
      await s.admin.post<OrderView>(REFUND, { id: lost.id, reason: '提交失败，退款' }),
      'refund',
    );
    expect(done.state).toBe('refunded');
    expect(await s.balance(m.id)).toBe(30_000 - 4_980);

    refused(await s.admin.post(SYNC, { id: busy.id }), 409, '充值成功');
  });

  it("takes the provider's answer when asked", async () => {
    const m = await s.member(10_000);
    const order = okData(await s.place(m.id, 'CMCC50', m.phone), 'place');
    const asked = await s.admin.post<OrderView>(SYNC, { id: order.id });
    expect(okData(asked, 'sync').state).toBe('submitted');
    expect(asked.body.msg).toContain('充值中');
    await s.settle(order.order_no, 'failed');
    expect((await s.order(order.id)).state).toBe('refunded');
    refused(await s.admin.post(SYNC, { id: order.id }), 409, '已退款');
  });
});
