import { balanceOf, type StoreDb, walletLogs, walletMismatches, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API, type FlowEvent, type Quote, RECYCLE_ORDER_STATES } from '@yanye/protocol';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPayout, payoutKey } from '../src/resources/recycle/order.payout';
import { recycleOrders, recyclePoints } from '../src/resources/recycle/tables';
import {
  ALLOWED,
  data,
  detail,
  type Fixture,
  fixture,
  newMember,
  ORDER,
  orderIn,
  PHOTO,
  pointOrder,
  STEPS,
  stepInput,
  stored,
} from './recycle-orders.support';

/**
 * Recycling orders through HTTP: an order taken on a member's behalf and quoted by the server, every transition
 * of its state machine allowed and every other refused (nothing changed), the payout booked once on the member's
 * recycling wallet whatever the retries and races, the history, deletion of cancelled orders only, the walls.
 */
describe.each(DB_KINDS)('recycling orders (%s)', (kind) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  let f: Fixture;
  let member: number;
  const inStore = <T>(fn: (db: StoreDb) => Promise<T>) => withStore(t.database.db, f.store, fn);
  const recycleBalance = (id = member) => inStore((db) => balanceOf(db, { kind: 'recycle', memberId: id }));
  const payoutRows = (id: number) =>
    inStore(async (db) => {
      const [r] = await db
        .select({ n: count() })
        .from(walletLogs)
        .where(eq(walletLogs.bizKey, payoutKey(id)));
      return r!.n;
    });

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    other = await signedIn(t, 'grain_admin');
    f = await fixture(t, admin);
    member = await newMember(t, f.store, '13700001001');
  });
  afterAll(() => t?.close());

  it('quotes the items on the server, numbers the order and starts its history', async () => {
    const quote = data(
      await admin.post<Quote>(API.recycle.quote.path, {
        category_id: f.sheet.category.id,
        brand_id: f.brandId,
        answer_ids: f.answers,
      }),
    );
    // What a browser says the price is counts for nothing.
    const body = pointOrder(f, member, {
      quoted_total: 1,
      items: [{ ...pointOrder(f, member).items[0], unit_price: 1 }],
    });
    const saved = await admin.post<{ id: number }>(`${ORDER}Save`, body);
    expect(saved.status, saved.body.msg).toBe(200);
    const d = await detail(admin, data(saved).id);
    expect(d.order_no).toMatch(/^HS\d{8}-\d{4}$/);
    expect(d).toMatchObject({
      status: 'submitted',
      mode: 'point',
      point_id: f.pointId,
      quoted_total: quote.total * 2,
    });
    expect(d.items).toEqual([
      expect.objectContaining({ qty: 2, unit_price: quote.total, amount: quote.total * 2, quote }),
    ]);
    expect(d.items[0]!.category_name).toContain(f.sheet.category.name);
    expect(d.history.map((h: FlowEvent) => [h.step, h.to])).toEqual([['create', 'submitted']]);
  });

  it('refuses an order it cannot quote or place, saving nothing', async () => {
    const before = await inStore(async (db) => (await db.select({ n: count() }).from(recycleOrders))[0]!.n);
    const unanswered = await admin.post(`${ORDER}Save`, {
      ...pointOrder(f, member),
      items: [{ category_id: f.sheet.category.id, brand_id: 0, answer_ids: [], qty: 1 }],
    });
    expect(unanswered.status).toBe(400);
    expect(unanswered.body.msg).toContain('第 1 行');
    const nowhere = await admin.post(`${ORDER}Save`, { ...pointOrder(f, member), mode: 'home', point_id: 0 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.msg).toContain('上门回收');
    const past = await admin.post(
      `${ORDER}Save`,
      pointOrder(f, member, { preferred_at: t.clock.now - 86_400 }),
    );
    expect(past.status).toBe(400);
    const noItems = await admin.post(`${ORDER}Save`, pointOrder(f, member, { items: [] }));
    expect(noItems.status).toBe(400);
    const setPoint = (status: number) =>
      inStore((db) => db.update(recyclePoints).set({ status }).where(eq(recyclePoints.id, f.pointId)));
    await setPoint(0);
    const closed = await admin.post(`${ORDER}Save`, pointOrder(f, member), { lang: 'en' });
    await setPoint(1);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toContain('is disabled');
    const after = await inStore(async (db) => (await db.select({ n: count() }).from(recycleOrders))[0]!.n);
    expect(after).toBe(before);
  });

  it('never changes an order once made', async () => {
    const id = await orderIn(admin, f, member, 'submitted');
    const before = await stored(t, f.store, id);
    const changed = await admin.post(`${ORDER}Save`, { ...pointOrder(f, member), id, remark: '改一下' });
    expect(changed.status).toBe(409);
    expect(await stored(t, f.store, id)).toEqual(before);
  });

  it.each(ALLOWED)('%s takes an order from %s to %s, with a history row', async (step, from, to) => {
    const id = await orderIn(admin, f, member, from);
    const before = await stored(t, f.store, id);
    const input =
      step === 'Assign' && from === 'assigned' ? { staff_id: f.staff[1] } : stepInput(step, f.staff[0]);
    const r = await admin.post(`${ORDER}${step}`, { id, ...input });
    expect(r.status, r.body.msg).toBe(200);
    const after = await stored(t, f.store, id);
    expect(after.row!.status).toBe(to);
    expect(after.history).toBe(before.history + 1);
    const last = (await detail(admin, id)).history.at(-1)!;
    expect(last).toMatchObject({ step, from, to });
  });

  it('refuses every other step in every state (409, nothing changed)', async () => {
    const ids = new Map<string, number>();
    for (const state of RECYCLE_ORDER_STATES) ids.set(state, await orderIn(admin, f, member, state));
    let refused = 0;
    for (const state of RECYCLE_ORDER_STATES) {
      const id = ids.get(state)!;
      for (const step of STEPS) {
        if (ALLOWED.some(([s, from]) => s === step && from === state)) continue;
        const before = await stored(t, f.store, id);
        const balance = await recycleBalance();
        const r = await admin.post(`${ORDER}${step}`, { id, ...stepInput(step, f.staff[0]) }, { lang: 'en' });
        expect(r.status, `${step} on ${state}: ${r.body.msg}`).toBe(409);
        expect(await stored(t, f.store, id)).toEqual(before);
        expect(await recycleBalance()).toBe(balance);
        refused++;
      }
    }
    expect(refused).toBe(RECYCLE_ORDER_STATES.length * STEPS.length - ALLOWED.length);
  });

  it('assigns only an enabled collector serving the point, and not the same one twice', async () => {
    const id = await orderIn(admin, f, member, 'submitted');
    const before = await stored(t, f.store, id);
    for (const [staff, status] of [
      [f.elsewhere, 409],
      [f.away, 409],
      [999_999, 400],
    ] as const) {
      const r = await admin.post(`${ORDER}Assign`, { id, staff_id: staff });
      expect(r.status, r.body.msg).toBe(status);
    }
    expect(await stored(t, f.store, id)).toEqual(before);
    data(await admin.post(`${ORDER}Assign`, { id, staff_id: f.staff[0] }));
    expect((await admin.post(`${ORDER}Assign`, { id, staff_id: f.staff[0] })).status).toBe(409);
    const d = await detail(admin, id);
    expect(d.staff_id).toBe(f.staff[0]);
    expect(d.history.at(-1)!.note).toContain(d.staff_name);
  });

  it('asks a reason to cancel or return, and photos to inspect', async () => {
    const submitted = await orderIn(admin, f, member, 'submitted');
    expect((await admin.post(`${ORDER}Cancel`, { id: submitted, note: '' })).status).toBe(400);
    const collected = await orderIn(admin, f, member, 'collected');
    const noPhoto = await admin.post(`${ORDER}Inspect`, { id: collected, inspected_total: 100, photos: [] });
    expect(noPhoto.status).toBe(400);
    expect((await stored(t, f.store, collected)).row!.status).toBe('collected');
    const inspected = await orderIn(admin, f, member, 'inspected');
    expect((await admin.post(`${ORDER}Return`, { id: inspected })).status).toBe(400);
  });

  it('pays the inspected price to the member’s recycling wallet once, whatever the retries', async () => {
    const payee = await newMember(t, f.store, '13700001002');
    const id = await orderIn(admin, f, payee, 'confirmed');
    expect(await recycleBalance(payee)).toBe(0);
    data(await admin.post(`${ORDER}Pay`, { id }));
    expect(await recycleBalance(payee)).toBe(12_300);
    // The same call again, and the payout itself again: nothing more is booked.
    expect((await admin.post(`${ORDER}Pay`, { id })).status).toBe(409);
    const again = await inStore(async (db) => {
      const [row] = await db.select().from(recycleOrders).where(eq(recycleOrders.id, id));
      return bookPayout(db, row!, { accountId: null, now: t.clock.now });
    });
    expect(again?.booked).toBe(false);
    expect(await recycleBalance(payee)).toBe(12_300);
    expect(await payoutRows(id)).toBe(1);
    const d = await detail(admin, id);
    expect(d.payout).toMatchObject({ amount: 12_300, balance_after: 12_300 });
    // The finance section's recycling-credit log shows it, by the order's number.
    const log = data(await admin.get<unknown[]>('/v1/seller/wallet/RecycleLogManage', { limit: 200 }));
    expect(JSON.stringify(log)).toContain(d.order_no);
    expect(await inStore((db) => walletMismatches(db))).toEqual([]);
  });

  it('books nothing for goods inspected as worth nothing, and still ends paid', async () => {
    const payee = await newMember(t, f.store, '13700001005');
    const id = await orderIn(admin, f, payee, 'collected');
    data(
      await admin.post(`${ORDER}Inspect`, {
        id,
        inspected_total: 0,
        photos: [PHOTO],
        note: '锈蚀严重，免费清运',
      }),
    );
    data(await admin.post(`${ORDER}Confirm`, { id }));
    data(await admin.post(`${ORDER}Pay`, { id }));
    expect((await detail(admin, id)).payout).toBeNull();
    expect(await payoutRows(id)).toBe(0);
    expect(await recycleBalance(payee)).toBe(0);
    expect((await stored(t, f.store, id)).row!.status).toBe('paid');
  });

  it('books once when payments race', async () => {
    const payee = await newMember(t, f.store, '13700001003');
    const id = await orderIn(admin, f, payee, 'confirmed');
    const answers = await Promise.all([1, 2, 3].map(() => admin.post(`${ORDER}Pay`, { id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await recycleBalance(payee)).toBe(12_300);
    expect(await payoutRows(id)).toBe(1);
    expect(await inStore((db) => walletMismatches(db))).toEqual([]);
  });

  it('keeps the whole history, in the user’s words', async () => {
    const id = await orderIn(admin, f, member, 'paid');
    const info = data(await admin.get<{ _history: FlowEvent[] }>(`${ORDER}Info`, { id }, { lang: 'en' }));
    expect(info._history.map((h) => [h.step, h.from, h.to])).toEqual([
      ['create', '', 'submitted'],
      ['Assign', 'submitted', 'assigned'],
      ['Collect', 'assigned', 'collected'],
      ['Inspect', 'collected', 'inspected'],
      ['Confirm', 'inspected', 'confirmed'],
      ['Pay', 'confirmed', 'paid'],
    ]);
    const inspect = info._history.find((h) => h.step === 'Inspect')!;
    expect(inspect.data).toMatchObject({ inspected_total: 12_300, photos: [PHOTO] });
    expect(inspect.detail).toContain('123.00');
    expect(inspect.to_title).toBe('Inspected');
    expect(info._history.every((h) => h.by !== '')).toBe(true);
  });

  it('deletes cancelled orders only', async () => {
    const paid = await orderIn(admin, f, member, 'paid');
    const refused = await admin.post(`${ORDER}Del`, { id: paid });
    expect(refused.status).toBe(409);
    expect((await stored(t, f.store, paid)).row).toBeDefined();
    const cancelled = await orderIn(admin, f, member, 'cancelled');
    data(await admin.post(`${ORDER}Del`, { id: cancelled }));
    expect((await stored(t, f.store, cancelled)).row).toBeUndefined();
  });

  it('lists with a tab per state, found by the member’s mobile', async () => {
    const meta = data(await admin.get<{ tabs: { name: string }[] }>(`${ORDER}Manage`, { _meta: 1 }));
    expect(meta.tabs.map((x) => x.name)).toEqual(['all', ...RECYCLE_ORDER_STATES]);
    const counted = data(
      await admin.get<{ tabs: Record<string, number> }>(`${ORDER}Manage`, { _count_sum: 1 }),
    );
    const byState = await inStore((db) =>
      db
        .select({ status: recycleOrders.status, n: count() })
        .from(recycleOrders)
        .groupBy(recycleOrders.status),
    );
    for (const { status, n } of byState) expect(counted.tabs[status]).toBe(n);
    const payee = await newMember(t, f.store, '13700001004');
    const id = await orderIn(admin, f, payee, 'paid');
    const rows = data(
      await admin.get<{ id: number; status: string }[]>(`${ORDER}Manage`, {
        _tab: 'paid',
        member_phone: '13700001004',
      }),
    );
    expect(rows.map((r) => [r.id, r.status])).toEqual([[id, 'paid']]);
  });

  it('keeps each store to its own orders', async () => {
    const id = await orderIn(admin, f, member, 'confirmed');
    expect((await other.get(API.recycleOrder.orderDetail.path, { id })).status).toBe(404);
    expect((await other.post(`${ORDER}Pay`, { id })).status).toBe(404);
    expect((await stored(t, f.store, id)).row!.status).toBe('confirmed');
    // Another store's member, point and category are none of its own.
    const foreign = await other.post(`${ORDER}Save`, pointOrder(f, member));
    expect(foreign.status).toBe(400);
  });
});
