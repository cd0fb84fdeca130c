import { flowEvents } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, suiteApp } from '@yanye/addon-kit/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../contract';
import { utilityOrders } from './tables';
import { API, AUDIT, PLACE, Store } from './test-support';

/**
 * Reviews, the product list, the desk's reads, hostile input and the store wall: an order over the review
 * amount or to a new account waits for a person, approving submits it and rejecting refunds it (once: a
 * second review is refused), every refusal changes nothing, and a store without the add-on sees none of it.
 */

describe.each(DB_KINDS)('utility reviews and refusals on %s', (kind) => {
  const app = suiteApp(kind, { listen: true });
  let s: Store;

  beforeAll(async () => {
    s = new Store(app.t, app.salt, app.base);
    await s.setup({ audit_amount: 100 });
  });

  const orderCount = () =>
    s.in(async (db) => (await db.select({ id: utilityOrders.id }).from(utilityOrders)).length);

  it('holds an order over the review amount, lists it, approves it once and submits it', async () => {
    const m = await s.member(100_000);
    const held = okData(await s.place(m.id, 'SINOPEC500', '1000113200000000001'), 'place');
    expect(held).toMatchObject({ state: 'audit', audit_reason: 'amount', provider_order_no: '' });
    expect(await s.balance(m.id)).toBe(100_000 - 49_900);
    const list = okData<Record<string, unknown>[]>(
      await s.admin.get(`${API}RechargeAuditManage`, { limit: 50 }),
      'list',
    );
    expect(list.map((r) => r.order_no)).toContain(held.order_no);
    const meta = okData<{ links?: { page: string }[] }>(
      await s.admin.get(`${API}RechargeAuditManage`, { _meta: 1 }),
      'meta',
    );
    expect(meta.links?.map((l) => l.page)).toContain('UtilityAudit');

    const info = okData<Record<string, unknown>>(
      await s.admin.get(`${API}RechargeInfo`, { id: held.id }),
      'info',
    );
    expect(info).toMatchObject({ state: 'audit', account: '1000113200000000001', amount: 49_900 });

    const approved = okData(
      await s.admin.post<OrderView>(AUDIT, { id: held.id, pass: 1, remark: '大额核实无误' }),
      'approve',
    );
    expect(approved.state).toBe('submitted');
    refused(await s.admin.post(AUDIT, { id: held.id, pass: 0, remark: '' }), 409, '不可以重复审核');
    const steps = await s.in((db) => db.select().from(flowEvents).where(eq(flowEvents.recordId, held.id)));
    expect(steps.filter((e) => e.entity === 'UtilityRecharge').map((e) => e.step)).toEqual([
      'create',
      'approve',
      'submit',
    ]);
  });

  it('rejects a held order and refunds it once', async () => {
    const m = await s.member(100_000);
    const held = okData(await s.place(m.id, 'SGCC200', '3100000222'), 'place');
    const [a, b] = await Promise.all([
      s.admin.post<OrderView>(AUDIT, { id: held.id, pass: 0, remark: '户号与会员不符' }),
      s.admin.post<OrderView>(AUDIT, { id: held.id, pass: 0, remark: '户号与会员不符' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await s.order(held.id)).state).toBe('refunded');
    expect((await s.ledger(held.id)).map((l) => l.event)).toEqual(['utility_pay', 'utility_refund']);
    expect(await s.balance(m.id)).toBe(100_000);
    expect(await s.mismatches()).toEqual([]);
  });

  it("reviews a new account's first top-up only", async () => {
    await s.setup({ audit_amount: 0, audit_new_account: true });
    try {
      const m = await s.member(20_000);
      const first = okData(await s.place(m.id, 'CMCC30', m.phone), 'first');
      expect(first).toMatchObject({ state: 'audit', audit_reason: 'new_account' });
      okData(await s.admin.post(AUDIT, { id: first.id, pass: 1 }), 'approve');
      await s.settle(first.order_no, 'success');
      const second = okData(await s.place(m.id, 'CMCC30', m.phone), 'second');
      expect(second.state).toBe('submitted');
    } finally {
      await s.setup({ audit_amount: 100 });
    }
  });

  it('refuses hostile and wrong input with a clear message, creating nothing', async () => {
    const m = await s.member(1_000);
    const before = await orderCount();
    const product = await s.product('CMCC50');
    refused(await s.place(m.id, 'CMCC50', '123456'), 400, '手机号为 1 开头的 11 位数字');
    refused(await s.place(m.id, 'SGCC100', '12345'), 400);
    refused(await s.place(m.id, 'SINOPEC100', '6222000011112222'), 400, '中石化');
    refused(await s.admin.post(PLACE, { member_id: 'abc', product_id: product.id, account: m.phone }), 400);
    refused(
      await s.admin.post(PLACE, { member_id: m.id, product_id: product.id, account: `${m.phone}\u0000` }),
      400,
    );
    refused(await s.admin.post(PLACE, { member_id: m.id, product_id: product.id, account: [m.phone] }), 400);
    refused(
      await s.admin.post(PLACE, { member_id: 9_999_999, product_id: product.id, account: m.phone }),
      400,
    );
    // Short of money: the ledger's refusal, with what there is.
    refused(await s.place(m.id, 'CMCC50', m.phone), 409, '余额不足');
    const off = await s.product('CSG100');
    expect(off.status).toBe(0);
    refused(await s.place(m.id, 'CSG100', '3100000333'), 409, '已下架');
    refused(await s.admin.post(AUDIT, { id: 9_999_999, pass: 1 }), 404);
    refused(await s.admin.post(AUDIT, { id: 1, pass: 2 }), 400);
    expect(await orderCount()).toBe(before);
    expect(await s.balance(m.id)).toBe(1_000);
  });

  it('keeps products to their kind and keeps those with orders', async () => {
    const save = (body: Record<string, unknown>) => s.admin.post<{ id: number }>(`${API}ProductSave`, body);
    const base = {
      kind: 'mobile',
      brand: 'china_mobile',
      name: '移动话费 20 元',
      face_value: 2_000,
      price: 2_000,
      provider_code: 'CMCC20',
      status: 1,
    };
    refused(await save({ ...base, brand: 'sinopec' }), 409, '运营商与类型不符');
    const made = okData<{ id: number }>(await save(base), 'save');
    refused(await save({ ...base, provider_code: 'CMCC20' }), 409);
    okData(await s.admin.post(`${API}ProductDel`, { id: made.id }), 'delete unused');
    const used = await s.product('CMCC50');
    refused(await s.admin.post(`${API}ProductDel`, { id: used.id }), 409, '已有订单');
    const options = okData<{ value: number; kind: string }[]>(
      await s.admin.get(`${API}ProductOptions`, { kind: 'petrol' }),
      'options',
    );
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.kind === 'petrol')).toBe(true);
  });

  it("shows the provider's balance and a member's top-ups", async () => {
    const account = okData<{ name: string; balance: number }>(
      await s.admin.get(`${API}ProviderBalance`),
      'balance',
    );
    expect(account.name).toContain(s.appKey);
    expect(account.balance).toBeGreaterThan(0);
    const m = await s.member(10_000);
    okData(await s.place(m.id, 'CMCC50', m.phone), 'place');
    const view = okData<{ balance: number; orders: OrderView[] }>(
      await s.admin.get(`${API}RechargeMember`, { member_id: m.id }),
      'member',
    );
    expect(view.balance).toBe(5_020);
    expect(view.orders.map((o) => o.product_name)).toEqual(['移动话费 50 元']);
  });

  it('keeps each store to its own: another store has not installed it and cannot reach its orders', async () => {
    const m = await s.member(10_000);
    const order = okData(await s.place(m.id, 'CMCC50', m.phone), 'place');
    refused(await app.grain.get(`${API}RechargeInfo`, { id: order.id }), 403);
    refused(await app.grain.post(AUDIT, { id: order.id, pass: 0 }), 403);
    refused(await app.grain.get(`${API}ElectricManage`), 403);
    const pushed = await fetch(`${s.base}/callback/addons/utility/${app.grain.suid}/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer_order_no: order.order_no, order_status: 'failed' }),
    });
    expect(pushed.status).toBe(404);
    expect((await s.order(order.id)).state).toBe('submitted');
  });
});
