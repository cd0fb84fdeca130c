import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ORDER = '/v1/seller/order/Order';
const REFUND = '/v1/seller/refund/Refund';
const INFO = '/v1/seller/order/info';

interface Event {
  kind: string;
  at: number;
  actor: string;
  by: string;
  amount: number | null;
  note: string;
  refund_sn: string;
}
interface Info {
  buyer_name: string;
  pay_amount: number;
  events: Event[];
}

describe.each(DB_KINDS)("an order's story on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  const one = async <T extends Record<string, unknown>>(q: SQL) =>
    (await withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, q)))[0]!;
  const info = async (id: number) => (await admin.get<Info>(INFO, { id })).body.data as Info;

  it('tells a shipped order: made and paid by the buyer, shipped by the person who shipped it', async () => {
    const paid = await one<{ id: number }>(
      sql`select id from orders where order_status = 'pay' and freight_mode = 1 order by id limit 1`,
    );
    const shipped = await admin.post(`${ORDER}Send`, {
      id: paid.id,
      express_company: '顺丰速运',
      express_no: 'SF5550001111',
    });
    expect(shipped.body.status).toBe(true);
    const order = await info(paid.id);
    expect(order.events.map((e) => e.kind)).toEqual(['created', 'paid', 'shipped']);
    const [created, pay, ship] = order.events;
    expect(created).toMatchObject({ actor: 'buyer', by: order.buyer_name });
    expect(pay).toMatchObject({ actor: 'buyer', amount: order.pay_amount });
    expect(ship).toMatchObject({ actor: 'staff', note: '顺丰速运 SF5550001111' });
    expect(ship!.by).toContain('salt_admin');
    expect(created!.at).toBeLessThanOrEqual(pay!.at);
    expect(pay!.at).toBeLessThanOrEqual(ship!.at);
    // Who did it, with the sign-in beside the name in the reader's own punctuation.
    const named = await one<{ real_name: string }>(
      sql`select real_name from accounts where username = 'salt_admin' and real_name <> ''`,
    );
    const shipper = async (lang: string) =>
      ((await admin.get<Info>(INFO, { id: paid.id }, { lang })).body.data as Info).events.find(
        (e) => e.kind === 'shipped',
      )!.by;
    expect(await shipper('zh')).toBe(`${named.real_name}（salt_admin）`);
    expect(await shipper('ja')).toBe(`${named.real_name}（salt_admin）`);
    expect(await shipper('en')).toBe(`${named.real_name} (salt_admin)`);
    expect(await shipper('es')).toBe(`${named.real_name} (salt_admin)`);
  });

  it('tells an after-sale request: asked by the buyer, agreed and paid back by the store', async () => {
    const r = await one<{ id: number; order_id: number; amount: number; refund_sn: string }>(
      sql`insert into refunds (supplier_id, refund_sn, order_id, type, status, amount, reason)
          select ${Number(admin.suid)}, 'TKS' || o.id, o.id, 'refund', 'pending', o.pay_amount, '包装破损'
            from orders o where o.order_status = 'finish' and o.freight_mode = 1 and o.refunded_amount = 0
             and o.send_time < extract(epoch from now())::bigint - 31 * 86400
             and o.pay_amount > 0 and not exists (select 1 from refunds x where x.order_id = o.id)
           order by o.id limit 1
          returning id, order_id, amount::int as amount, refund_sn`,
    );
    expect((await admin.post(`${REFUND}Agree`, { id: r.id })).body.status).toBe(true);
    expect((await admin.post(`${REFUND}Confirm`, { id: r.id })).body.status).toBe(true);
    const order = await info(r.order_id);
    const kinds = order.events.map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['created', 'paid']);
    expect(kinds.slice(-3)).toEqual(['refund_asked', 'refund_agreed', 'refunded']);
    const [asked, agreed, refunded] = order.events.slice(-3);
    expect(asked).toMatchObject({
      actor: 'buyer',
      amount: r.amount,
      note: '包装破损',
      refund_sn: r.refund_sn,
    });
    expect(agreed).toMatchObject({ actor: 'staff', refund_sn: r.refund_sn });
    expect(refunded).toMatchObject({ actor: 'staff', amount: r.amount });
    expect(refunded!.by).toContain('salt_admin');
    // Shipped before the demo's operator log begins (30 days): the store did it, the person is not known.
    const ship = order.events.find((e) => e.kind === 'shipped');
    expect(ship).toMatchObject({ actor: 'store', by: '' });
  });

  it('tells a cancelled unpaid order with its reason', async () => {
    const unpaid = await one<{ id: number }>(
      sql`select id from orders where order_status = 'submit' order by id limit 1`,
    );
    const cancelled = await admin.post(`${ORDER}Cancel`, { id: unpaid.id, cancel_reason: '买家要求取消' });
    expect(cancelled.body.status).toBe(true);
    const order = await info(unpaid.id);
    expect(order.events.map((e) => e.kind)).toEqual(['created', 'cancelled']);
    expect(order.events[1]).toMatchObject({ actor: 'staff', note: '买家要求取消' });
  });
});
