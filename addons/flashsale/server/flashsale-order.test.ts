import type { FlowEvent } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, suiteApp } from '@yanye/addon-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEM, ORDER, type Row, Store } from './test-support';

/**
 * A flash sale's orders through their calls: what a member may buy (a running session, the stock, the limit
 * per member, the balance), the items the buy form offers, and shipping or cancelling with the stock and the
 * money back. The sessions themselves are in flashsale.test.ts.
 */

const HOUR = 3600;

describe.each(DB_KINDS)('flash sale orders on %s', (kind) => {
  const app = suiteApp(kind);
  let store: Store;
  beforeAll(async () => {
    store = new Store(app.t, app.salt);
    await store.load();
  });

  it('sells only in a running session, within stock and the limit per member, paid from the balance', async () => {
    const s = await store.newSession({ from: -60, to: 2 * HOUR, stock: 5, limit: 3 });
    const item = s.items[0]!;
    const { flashPrice } = await store.item(item);
    const rich = await store.member(100_000, '秒杀买家甲');
    const poor = await store.member(flashPrice - 1, '秒杀买家乙');

    const first = okData<{ id: number; order_no: string; amount: number; balance: number }>(
      await store.buy(item, rich, 2),
      'buy',
    );
    expect(first.amount).toBe(flashPrice * 2);
    expect(first.order_no).toMatch(/^MS\d{8}-\d{4}$/);
    expect(first.balance).toBe(100_000 - flashPrice * 2);
    expect(await store.balance(rich)).toBe(100_000 - flashPrice * 2);
    const ledger = await store.ledgerOf(first.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      event: 'flashsale_pay',
      amount: -flashPrice * 2,
      docNo: first.order_no,
    });
    const order = okData<Row & { _history: FlowEvent[]; _caption: string }>(
      await app.salt.get(`${ORDER}Info`, { id: first.id }),
      'order',
    );
    expect(order).toMatchObject({ item_id: item, member_id: rich, qty: 2 });
    expect(order._caption).toContain(first.order_no);
    expect(order._history.map((h) => h.to)).toEqual(['paid']);

    // The limit counts the member's earlier orders of the item.
    refused(await store.buy(item, rich, 2), 409, '已购 2 件');
    refused(await store.buy(item, rich, 4), 409);
    // Short of money: refused, and the stock is not taken.
    refused(await store.buy(item, poor, 1), 409, '余额不足');
    expect((await store.item(item)).sold).toBe(2);
    expect(await store.balance(poor)).toBe(flashPrice - 1);
    // Sold out: 3 left, a fourth refused whoever asks.
    const others = [await store.member(100_000), await store.member(100_000)];
    okData(await store.buy(item, others[0]!, 3), 'three more');
    refused(await store.buy(item, others[1]!, 1), 409, '剩余 0 件');
    expect((await store.item(item)).sold).toBe(5);
    // An order is never edited.
    refused(await app.salt.post(`${ORDER}Save`, { id: first.id, qty: 1 }), 409);
    // A disabled member, a session not running, an item of no session: refused.
    const disabled = await store.member(100_000);
    okData(await app.salt.post('/v1/seller/member/MemberSave', { id: disabled, status: 0 }), 'disable');
    const next = await store.newSession({ from: HOUR, to: 2 * HOUR });
    refused(await store.buy(next.items[0]!, rich, 1), 409, '未开始');
    refused(await store.buy(999_999, rich, 1), 400);
    const open = await store.newSession({ from: -60, to: HOUR });
    refused(await store.buy(open.items[0]!, disabled, 1), 409, '停用');
    expect(await store.mismatches()).toEqual([]);
  });

  it('offers the buy form the items on sale now, labelled with their session and what is left', async () => {
    const s = await store.newSession({ from: -60, to: HOUR, stock: 4, title: '下拉测试场' });
    const later = await store.newSession({ from: HOUR, to: 2 * HOUR, title: '下拉未开始场' });
    const options = okData<{ value: number; label: string; left: number }[]>(
      await app.salt.get(`${ITEM}Options`, { keyword: '下拉' }),
      'options',
    );
    expect(options.map((o) => o.value)).toEqual(s.items);
    expect(options[0]!.label).toContain('下拉测试场');
    expect(options[0]!.left).toBe(4);
    const held = okData<{ value: number }[]>(
      await app.salt.get(`${ITEM}Options`, { ids: String(later.items[0]) }),
      'ids',
    );
    expect(held.map((o) => o.value)).toEqual(later.items);
  });

  it('ships an order, or cancels it before shipping with the stock and the money back, once', async () => {
    const s = await store.newSession({ from: -60, to: 2 * HOUR, stock: 6, limit: 6 });
    const item = s.items[0]!;
    const m = await store.member(100_000);
    const a = okData<{ id: number; amount: number }>(await store.buy(item, m, 2), 'a');
    const b = okData<{ id: number; amount: number }>(await store.buy(item, m, 3), 'b');
    okData(await app.salt.post(`${ORDER}Ship`, { id: a.id, tracking_no: 'SF1234567890' }), 'ship');
    refused(await app.salt.post(`${ORDER}Cancel`, { id: a.id, note: '发货后取消' }), 409);
    refused(await app.salt.post(`${ORDER}Cancel`, { id: b.id }), 400);
    okData(await app.salt.post(`${ORDER}Cancel`, { id: b.id, note: '会员改买整箱' }), 'cancel');
    refused(await app.salt.post(`${ORDER}Cancel`, { id: b.id, note: '再取消一次' }), 409);
    refused(await app.salt.post(`${ORDER}Ship`, { id: b.id }), 409);
    expect((await store.item(item)).sold).toBe(2);
    expect(await store.balance(m)).toBe(100_000 - a.amount);
    const rows = await store.ledgerOf(b.id);
    expect(rows.map((r) => [r.event, r.amount])).toEqual([
      ['flashsale_pay', -b.amount],
      ['flashsale_refund', b.amount],
    ]);
    const shipped = okData<Row & { _history: FlowEvent[] }>(
      await app.salt.get(`${ORDER}Info`, { id: a.id }),
      'a',
    );
    expect(shipped._history.map((h) => h.step)).toEqual(['create', 'Ship']);
    // The cancelled quantity is for sale again, and no longer counts against the member.
    okData(await store.buy(item, m, 4), 'again');
    expect(await store.mismatches()).toEqual([]);
  });
});
