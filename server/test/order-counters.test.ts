import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ORDER_COUNT = '/v1/seller/order/OrderCount';
const REFUND_COUNT = '/v1/seller/refund/RefundCount';

describe.each(DB_KINDS)('order and refund counters on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let grain: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  const counts = (client: Client, query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(client.suid), async (db) => {
      const [row] = await rawRows<Record<string, number>>(db.tx, query);
      return row!;
    });

  it('counts unpaid and to-ship orders as SQL over the whole store does', async () => {
    const r = await admin.get<{ submit: number; pay: number }>(ORDER_COUNT, { order_status: 'submit,pay' });
    expect(r.status).toBe(200);
    const expected = await counts(
      admin,
      sql`select count(*) filter (where order_status = 'submit')::int as submit,
                 count(*) filter (where order_status = 'pay')::int as pay from orders`,
    );
    expect(r.body).toMatchObject({ status: true, data: expected });
    // The demo business has work waiting, so the badges and the workbench are not all zeros.
    expect(expected.submit).toBeGreaterThan(0);
    expect(expected.pay).toBeGreaterThan(0);
    if (r.body.status) expect(Object.keys(r.body.data).sort()).toEqual(['pay', 'submit']);
  });

  it('answers submit and send for the pick-up variant (freight_mode 2)', async () => {
    const r = await admin.get<Record<string, number>>(ORDER_COUNT, {
      order_status: 'submit,pay',
      freight_mode: 2,
    });
    const expected = await counts(
      admin,
      sql`select count(*) filter (where order_status = 'submit')::int as submit,
                 count(*) filter (where order_status = 'send')::int as send
            from orders where freight_mode = 2`,
    );
    expect(r.body).toMatchObject({ status: true, data: expected });
    if (r.body.status) expect(Object.keys(r.body.data).sort()).toEqual(['send', 'submit']);
  });

  it('puts every order in one counter at most', async () => {
    const r = await admin.get<Record<string, number>>(ORDER_COUNT, { order_status: 'submit,pay,send' });
    if (!r.body.status) throw new Error(r.body.msg);
    const total = await counts(
      admin,
      sql`select count(*)::int as n from orders where order_status in ('submit', 'pay', 'send')`,
    );
    expect(r.body.data.submit! + r.body.data.pay! + r.body.data.send!).toBe(total.n);
  });

  it('counts the refunds and returns waiting for the seller', async () => {
    const r = await admin.get<{ refund: number; return: number }>(REFUND_COUNT);
    const expected = await counts(
      admin,
      sql`select count(*) filter (where type = 'refund' and status in ('pending', 'agreed'))::int as refund,
                 count(*) filter (where type = 'return' and status in ('pending', 'returned'))::int as "return"
            from refunds`,
    );
    expect(r.body).toMatchObject({ status: true, data: expected });
  });

  it('counts only the caller’s store', async () => {
    const salt = await admin.get<{ submit: number }>(ORDER_COUNT, { order_status: 'submit' });
    const other = await grain.get<{ submit: number }>(ORDER_COUNT, { order_status: 'submit' });
    const expected = await counts(
      grain,
      sql`select count(*) filter (where order_status = 'submit')::int as submit from orders`,
    );
    expect(other.body).toMatchObject({ status: true, data: expected });
    expect(salt.body.status && other.body.status).toBe(true);
  });

  it('refuses an unknown counter and a freight mode that does not exist, naming the field', async () => {
    const bad = await admin.get(ORDER_COUNT, { order_status: 'submit,paid' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, code: 'BAD_INPUT' });
    // The second of the states asked, by the field's label (order_status.1 before).
    expect(bad.body.msg).toContain('订单状态第 2 项');
    const mode = await admin.get(ORDER_COUNT, { freight_mode: 3 });
    expect(mode.status).toBe(400);
    expect(mode.body.msg).toContain('配送方式');
  });

  it('refuses an operator whose roles do not include the orders', async () => {
    const r = await clerk.get(ORDER_COUNT);
    expect(r.status).toBe(403);
    expect(r.body.msg).toContain('无操作权限');
  });
});
