import { customers, purchases, withStore } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART, cloudbuyBuyer, GOODS, ORDER, type OrderInfo, type Row } from './cloudbuy.support';

/**
 * Cloud buying's orders through HTTP: the demo business, every step of an order's flow and the refused ones,
 * cancelling (the draft purchase document marked void), the document made on confirming when the settings say
 * so, the store wall, and the add-on uninstalled and back. The cart and checkout are in cloudbuy-cart.test.ts,
 * the refresh of the platform's offers in cloudbuy-sync.test.ts.
 */

describe.each(DB_KINDS)('cloud buying orders on %s', (kind) => {
  const app = suiteApp(kind);
  const buyer = cloudbuyBuyer(app);
  const {
    offer,
    addCart,
    cartLine,
    checkout,
    info,
    step,
    settings,
    ordered,
    purchaseOf,
    purchaseIdOf,
    countOf,
  } = buyer;
  beforeAll(() => buyer.open());

  it('shows the demo business: offers, a cart and orders in every state, each with its purchase document', async () => {
    const offers = okData(await app.salt.get<Row[]>(`${GOODS}Manage`, { limit: 100 }), 'offers');
    expect(offers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((o) => o.status))).toEqual(new Set([1, 2]));
    const cart = okData(await app.salt.get<Row[]>(`${CART}Manage`, { limit: 100 }), 'cart');
    expect(cart.length).toBe(3);
    const orders = okData(await app.salt.get<Row[]>(`${ORDER}Manage`, { limit: 100 }), 'orders');
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['submitted', 'confirmed', 'shipped', 'received', 'cancelled']),
    );
    for (const o of orders) expect(o.purchase_no, String(o.order_no)).toMatch(/^CG\d{8}-\d{4}$/);
    const counted = okData(
      await app.salt.get<{ count: number; totalrow: Row }>(`${ORDER}Manage`, { _count_sum: 1 }),
      'count',
    );
    expect(counted.count).toBe(orders.length);
    expect(counted.totalrow.total_amount).toBe(orders.reduce((n, o) => n + Number(o.total_amount), 0));
    // 丰谷粮油 has not installed it.
    const grain = await signedIn(app.t, 'grain_admin');
    refused(await grain.get(`${ORDER}Manage`, { limit: 1 }), 403, '云购');
  });

  it('moves an order submitted → confirmed → shipped → received, refusing every other move', async () => {
    const id = await offer({ name: '流程测试盐', moq: 10 });
    const order = await ordered([[id, 10]]);
    const purchaseId = await purchaseIdOf(order.id);
    const still = async (state: string) => {
      const now = await info(order.id);
      expect(now.status).toBe(state);
      return now;
    };
    refused(await step('Ship', order.id, { carrier: '顺丰', tracking_no: 'SF12345678' }), 409, '待确认');
    refused(await step('Receive', order.id), 409, '待确认');
    await still('submitted');

    okData(await step('Confirm', order.id, { note: '已核对库存' }), 'confirm');
    refused(await step('Confirm', order.id), 409, '待发货');
    refused(await step('Cancel', order.id, { reason: '不要了' }), 409, '待发货');
    refused(await step('Receive', order.id), 409, '待发货');
    refused(await step('Ship', order.id, { carrier: '顺丰' }), 400, '运单号');
    refused(await step('Ship', order.id, { carrier: '顺丰', tracking_no: 'SF 1' }), 400, '运单号');
    await still('confirmed');
    // Confirming made no second purchase document.
    expect(await purchaseIdOf(order.id)).toBe(purchaseId);

    okData(await step('Ship', order.id, { carrier: '顺丰', tracking_no: 'SF12345678' }), 'ship');
    refused(await step('Ship', order.id, { carrier: '顺丰', tracking_no: 'SF87654321' }), 409, '已发货');
    okData(await step('Receive', order.id), 'receive');
    refused(await step('Cancel', order.id, { reason: '太晚了' }), 409, '已收货');
    const done = await still('received');
    expect(done).toMatchObject({
      carrier: '顺丰',
      tracking_no: 'SF12345678',
      purchase_no: order.purchase_no,
    });
    expect(done._history.map((h) => [h.step, h.from, h.to])).toEqual([
      ['create', '', 'submitted'],
      ['Confirm', 'submitted', 'confirmed'],
      ['Ship', 'confirmed', 'shipped'],
      ['Receive', 'shipped', 'received'],
    ]);
    expect(done._history[1]!.note).toBe('已核对库存');
    expect(done._history[2]!.detail).toContain('SF12345678');
  });

  it('cancels a submitted order, marking its draft void, and refuses once the inventory audited it', async () => {
    const id = await offer({ name: '取消测试盐', moq: 10 });
    const order = await ordered([[id, 20]]);
    refused(await step('Cancel', order.id), 400, '取消原因');
    refused(await step('Cancel', order.id, { reason: '错' }), 400, '取消原因');
    const purchases0 = await countOf(purchases);
    okData(await step('Cancel', order.id, { reason: '供应商缺货' }), 'cancel');
    const cancelled = await info(order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: '供应商缺货' });
    // Nothing deleted: the draft is there, marked void.
    expect(await countOf(purchases)).toBe(purchases0);
    const { doc } = await purchaseOf((await purchaseIdOf(order.id))!);
    expect(doc).toMatchObject({ status: 0 });
    expect(doc!.remark).toBe(`【已作废】云购订单 ${order.order_no} 已取消：供应商缺货`);
    refused(await step('Confirm', order.id), 409, '已取消');

    // Audited by the inventory, the document holds the order.
    const held = await ordered([[id, 20]]);
    const purchaseId = (await purchaseIdOf(held.id))!;
    okData(await app.salt.post('/v1/jxc/purchase/PurchaseAudit', { id: purchaseId }), 'audit');
    refused(await step('Cancel', held.id, { reason: '不要了' }), 409, held.purchase_no, '已审核');
    expect((await info(held.id)).status).toBe('submitted');
    expect((await purchaseOf(purchaseId)).doc!.remark).not.toContain('作废');
    // The inventory cannot delete an order's purchase document from under it.
    const draft = await ordered([[id, 20]]);
    refused(await app.salt.post('/v1/jxc/purchase/PurchaseDel', { id: await purchaseIdOf(draft.id) }), 409);
  });

  it('makes the purchase document on confirming when set so, once, whatever the retries', async () => {
    await settings({ purchase_on: 'confirm' });
    try {
      const id = await offer({ name: '确认时建单测试盐', moq: 10 });
      okData(await addCart(id, 30), 'add');
      const line = await cartLine(id);
      const before = await countOf(purchases);
      const key = { 'idempotency-key': `cloudbuy-${kind}-checkout-1` };
      const placed = await checkout(Number(line!.id), '', key);
      expect(placed.body.msg).toContain('确认后生成进货单');
      const repeat = await checkout(Number(line!.id), '', key);
      expect(repeat.body).toEqual(placed.body);
      refused(await checkout(Number(line!.id)), 404);
      const order = await info(okData(placed, 'checkout').order_id);
      expect(order.purchase_no).toBe('');
      expect(await countOf(purchases)).toBe(before);

      okData(await step('Confirm', order.id), 'confirm');
      refused(await step('Confirm', order.id), 409);
      const confirmed = await info(order.id);
      expect(confirmed.purchase_no).toMatch(/^CG/);
      expect(await countOf(purchases)).toBe(before + 1);
      expect(confirmed._history[1]!.data).toEqual({ purchase_no: confirmed.purchase_no });

      // Cancelled before confirming, it never had one.
      const other = await ordered([[id, 10]]);
      okData(await step('Cancel', other.id, { reason: '重复下单' }), 'cancel');
      expect(await purchaseIdOf(other.id)).toBeNull();
      expect(await countOf(purchases)).toBe(before + 1);
    } finally {
      await settings({ purchase_on: 'submit' });
    }
  });

  it("keeps to its store, and lets another store order this one's own offers", async () => {
    const grain = await signedIn(app.t, 'grain_admin');
    // Installing refreshes its offers: 丰谷粮油 finds what 鑫盐商贸 supplies (the goods section's demo offers).
    okData(await grain.post('/v1/addons/install', { key: 'cloudbuy' }), 'install in 丰谷粮油');
    try {
      const mine = {
        offers: okData(await app.salt.get<Row[]>(`${GOODS}Manage`, { limit: 500 }), 'offers'),
        cart: okData(await app.salt.get<Row[]>(`${CART}Manage`, { limit: 1 }), 'cart')[0]!.id as number,
        order: okData(
          await app.salt.get<Row[]>(`${ORDER}Manage`, { limit: 1, _tab: 'submitted' }),
          'orders',
        )[0]!,
      };
      const theirs = okData(
        await grain.get<Row[]>(`${GOODS}Manage`, { limit: 100, _tab: 'active' }),
        'their offers',
      );
      expect(theirs.length).toBeGreaterThan(0);
      expect(new Set(theirs.map((o) => o.supplier_name))).toEqual(new Set(['鑫盐商贸']));
      const mineIds = new Set(mine.offers.map((o) => o.id));
      for (const o of theirs) expect(mineIds.has(o.id)).toBe(false);
      expect(okData(await grain.get<Row[]>(`${CART}Manage`, { limit: 100 }), 'their cart')).toEqual([]);
      expect(okData(await grain.get<Row[]>(`${ORDER}Manage`, { limit: 100 }), 'their orders')).toEqual([]);

      refused(await grain.post(`${GOODS}AddCart`, { id: mine.offers[0]!.id, qty: 100 }), 404);
      refused(await grain.post(`${CART}Save`, { id: mine.cart, qty: 100 }), 404);
      refused(await grain.post(`${CART}Checkout`, { id: mine.cart }), 404);
      refused(await grain.post(`${CART}Del`, { id: mine.cart }), 404);
      refused(await grain.get(`${ORDER}Info`, { id: Number(mine.order.id) }), 404);
      for (const s of ['Confirm', 'Cancel'])
        refused(await grain.post(`${ORDER}${s}`, { id: mine.order.id, reason: '别家的单' }), 404);
      expect((await info(Number(mine.order.id))).status).toBe('submitted');

      // 丰谷粮油 orders from 鑫盐商贸: the order and its purchase document are its own, the vendor 鑫盐商贸.
      const pick = theirs[0]!;
      const added = okData(
        await grain.post<{ cart_id: number }>(`${GOODS}AddCart`, { id: pick.id, qty: pick.moq }),
        'their add',
      );
      const placed = okData(
        await grain.post<{ order_id: number; purchase_no: string }>(`${CART}Checkout`, { id: added.cart_id }),
        'their checkout',
      );
      expect(placed.purchase_no).toMatch(/^CG/);
      const order = okData(
        await grain.get<OrderInfo>(`${ORDER}Info`, { id: placed.order_id }),
        'their order',
      );
      expect(order).toMatchObject({ supplier_name: '鑫盐商贸', status: 'submitted' });
      expect(order.lines[0]).toMatchObject({ name: pick.name, price: pick.price, qty: pick.moq });
      const vendors = await withStore(app.t.database.db, Number(grain.suid), (db) =>
        db.select().from(customers).where(eq(customers.name, '鑫盐商贸')),
      );
      expect(vendors).toMatchObject([{ type: 'vendor', status: 'approved' }]);
    } finally {
      okData(await grain.post('/v1/addons/uninstall', { key: 'cloudbuy' }), 'uninstall in 丰谷粮油');
    }
  });

  it('refuses every call while uninstalled, and has its data back when installed again', async () => {
    const orders = okData(await app.salt.get<Row[]>(`${ORDER}Manage`, { limit: 500 }), 'orders');
    okData(await app.salt.post('/v1/addons/uninstall', { key: 'cloudbuy' }), 'uninstall');
    refused(await app.salt.get(`${ORDER}Manage`, { limit: 10 }), 403, '云购');
    refused(await app.salt.get(`${GOODS}Manage`, { limit: 10 }), 403, '云购');
    refused(await app.salt.post(`${GOODS}AddCart`, { id: 1, qty: 10 }), 403, '云购');
    refused(await app.salt.post(`${CART}Checkout`, { id: 1 }), 403, '云购');
    refused(await app.salt.post(`${ORDER}Confirm`, { id: orders[0]!.id }), 403, '云购');
    refused(await app.salt.post(`${GOODS}Sync`), 403, '云购');
    okData(await app.salt.post('/v1/addons/install', { key: 'cloudbuy' }), 'install');
    expect(okData(await app.salt.get<Row[]>(`${ORDER}Manage`, { limit: 500 }), 'orders again')).toEqual(
      orders,
    );
  });
});
