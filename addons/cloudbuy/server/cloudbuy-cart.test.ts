import { customers, purchases } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, suiteApp } from '@yanye/addon-kit/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART, cloudbuyBuyer } from './cloudbuy.support';
import { cloudbuyOrders, OFFER_STATUS } from './tables';

/**
 * Cloud buying's cart and checkout through HTTP: the cart held to each offer's rules, an order placed from it
 * (prices frozen, the cart emptied of that supplier) with its purchase document line for line, the warehouse
 * the settings name, and check-outs and confirms racing to one order and one document.
 */

describe.each(DB_KINDS)('cloud buying cart on %s', (kind) => {
  const app = suiteApp(kind);
  const buyer = cloudbuyBuyer(app);
  const {
    store,
    offer,
    setOffer,
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

  it('keeps the cart to the offer’s rules: minimum, stock, whole packs, open offers', async () => {
    const id = await offer({ name: '规则测试盐', moq: 100, stock: 1000 });
    refused(await addCart(id, 50), 400, '起订量为 100袋');
    refused(await addCart(id, 0), 400, '数量');
    refused(await addCart(id, -5), 400, '数量');
    refused(await addCart(id, 'abc'), 400, '数量');
    refused(await addCart(id, 100.5), 400, '数量须为整数');
    refused(await addCart(id, 1200), 409, '可供 1000袋');
    expect(await cartLine(id)).toBeUndefined();

    const first = okData(await addCart(id, 100), 'add');
    expect(first.qty).toBe(100);
    // Adding again adds to the one line.
    const again = okData(await addCart(id, 150), 'add again');
    expect(again.cart_id).toBe(first.cart_id);
    expect(Number((await cartLine(id))!.qty)).toBe(250);
    refused(await addCart(id, 800), 409, '可供 1000袋');

    // Its quantity is changed in its form, within the same rules; the cart takes no line but from the goods list.
    refused(await app.salt.post(`${CART}Save`, { id: first.cart_id, qty: 80 }), 400, '起订量');
    okData(await app.salt.post(`${CART}Save`, { id: first.cart_id, qty: 300 }), 'change');
    expect(Number((await cartLine(id))!.qty)).toBe(300);
    refused(await app.salt.post(`${CART}Save`, { offer_id: id, qty: 300 }), 400, '云购商品');

    // A stopped offer is ordered no more.
    await setOffer(id, { status: OFFER_STATUS.stopped });
    refused(await addCart(id, 100), 409, '已停止供货');
    refused(await app.salt.post(`${CART}Save`, { id: first.cart_id, qty: 400 }), 409, '已停止供货');
    await setOffer(id, { status: OFFER_STATUS.active });

    // Measures take fractions.
    const bulk = await offer({ name: '规则测试散盐', unit: '吨', moq: 2.5, stock: 100 });
    expect(okData(await addCart(bulk, 12.5), 'tonnes').qty).toBe(12.5);

    // Removed by Del.
    okData(await app.salt.post(`${CART}Del`, { id: first.cart_id }), 'remove');
    okData(await app.salt.post(`${CART}Del`, { id: (await cartLine(bulk))!.id }), 'remove');
    expect(await cartLine(id)).toBeUndefined();
  });

  it('places an order of one supplier’s lines at the prices of the moment, and makes its purchase document', async () => {
    const supplier = '鲁盐测试供货门店';
    const bag = await offer({ name: '订单测试精制盐', code: 'LT-01', supplier, price: 185, moq: 200 });
    // A material the store keeps already (散装工业盐, counted in 吨): its purchase line is on it.
    const tonnes = await offer({
      name: '散装工业盐',
      spec: '1t',
      unit: '吨',
      supplier,
      price: 43_000,
      moq: 10,
    });
    const other = await offer({ name: '别家的海盐', supplier: '另一家供货门店', source: null, moq: 10 });
    okData(await addCart(other, 10), 'other supplier');
    const before = await countOf(purchases);

    const order = await ordered(
      [
        [bag, 400],
        [tonnes, 12.5],
      ],
      '请周五前送到',
    );
    expect(order.order_no).toMatch(/^YG\d{8}-\d{4}$/);
    expect(order).toMatchObject({ status: 'submitted', supplier_name: supplier, remark: '请周五前送到' });
    expect(order.lines.map((l) => [l.name, l.unit, l.price, l.qty, l.amount])).toEqual([
      ['订单测试精制盐', '袋', 185, 400, 74_000],
      ['散装工业盐', '吨', 43_000, 12.5, 537_500],
    ]);
    expect(order.total_amount).toBe(611_500);
    expect(order.total_qty).toBe(412.5);
    expect(order._history.map((h) => h.to)).toEqual(['submitted']);
    // The supplier's lines left the cart; the other supplier's stayed.
    expect(await cartLine(bag)).toBeUndefined();
    expect(await cartLine(tonnes)).toBeUndefined();
    expect(await cartLine(other)).toBeDefined();

    // Prices are the order's: a later change of the offer leaves it be.
    await setOffer(bag, { price: 999 });
    expect((await info(order.id)).lines[0]!.price).toBe(185);

    // The purchase document: one, a draft from the supplier as vendor, into the first warehouse, line for line.
    expect(await countOf(purchases)).toBe(before + 1);
    const p = await purchaseOf((await purchaseIdOf(order.id))!);
    expect(p.doc).toMatchObject({ no: order.purchase_no, status: 0, totalAmount: 611_500 });
    expect(p.doc!.remark).toContain(order.order_no);
    expect(p.vendor).toMatchObject({ name: supplier, type: 'vendor', status: 'approved' });
    expect(p.house!.code).toBe('WH01');
    expect(p.lines.map((l) => [l.material, l.unit, Number(l.qty), l.price, l.amount])).toEqual([
      ['订单测试精制盐', '袋', 400, 185, 74_000],
      ['散装工业盐', '吨', 12.5, 43_000, 537_500],
    ]);
    // A new material for goods the store did not keep; the one it kept for the other.
    expect(p.lines[0]!.code).toBe(`YG${String(bag).padStart(6, '0')}`);
    expect(p.lines[1]!.code).toMatch(/^WL\d{4}$/);

    // The next order of the same supplier reuses the vendor and the material.
    const next = await ordered([[bag, 200]]);
    const q = await purchaseOf((await purchaseIdOf(next.id))!);
    expect(q.vendor!.id).toBe(p.vendor!.id);
    expect(q.lines[0]!.materialId).toBe(p.lines[0]!.materialId);
    expect(q.lines[0]!.price).toBe(999);
    const vendors = await store((db) => db.select().from(customers).where(eq(customers.name, supplier)));
    expect(vendors).toHaveLength(1);
    // The cart's line of another supplier goes on its own.
    okData(await app.salt.post(`${CART}Del`, { id: (await cartLine(other))!.id }), 'remove');

    // No order past what a document may amount to: refused whole, the cart kept.
    const dear = await offer({
      name: '超额测试盐',
      supplier: '超额供货门店',
      source: null,
      price: 100_000_000,
      moq: 1,
      stock: 1e6,
    });
    okData(await addCart(dear, 20_000), 'add');
    refused(await checkout(Number((await cartLine(dear))!.id)), 400, '10,000,000,000');
    expect(await cartLine(dear)).toBeDefined();
    okData(await app.salt.post(`${CART}Del`, { id: (await cartLine(dear))!.id }), 'remove');
  });

  it('receives into the warehouse the settings name, and refuses to order into one that is no warehouse', async () => {
    const id = await offer({ name: '仓库测试盐', moq: 10 });
    await settings({
      warehouse_code: 'WH02',
      contact_name: '孙仓管',
      address: '郑州市管城区航海东路 301 号',
    });
    try {
      const order = await ordered([[id, 10]]);
      expect(order).toMatchObject({ contact_name: '孙仓管', address: '郑州市管城区航海东路 301 号' });
      expect((await purchaseOf((await purchaseIdOf(order.id))!)).house!.code).toBe('WH02');
      await settings({ warehouse_code: 'NOPE' });
      okData(await addCart(id, 10), 'add');
      const orders = await countOf(cloudbuyOrders);
      refused(await checkout(Number((await cartLine(id))!.id)), 409, 'NOPE');
      expect(await countOf(cloudbuyOrders)).toBe(orders);
      expect(await cartLine(id)).toBeDefined();
    } finally {
      await settings({ warehouse_code: '', contact_name: '', address: '' });
    }
    okData(await app.salt.post(`${CART}Del`, { id: (await cartLine(id))!.id }), 'remove');
  });

  it.runIf(kind === 'postgres')(
    'places one order and one purchase document however many check-outs race',
    async () => {
      const id = await offer({ name: '并发测试盐', moq: 10 });
      // Adds racing on one offer count one after the other.
      await Promise.all(Array.from({ length: 8 }, () => addCart(id, 10)));
      expect(Number((await cartLine(id))!.qty)).toBe(80);
      const line = Number((await cartLine(id))!.id);
      const orders = await countOf(cloudbuyOrders);
      const docs = await countOf(purchases);
      const replies = await Promise.all(Array.from({ length: 8 }, () => checkout(line)));
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of replies) expect([200, 404, 409]).toContain(r.status);
      expect(await countOf(cloudbuyOrders)).toBe(orders + 1);
      expect(await countOf(purchases)).toBe(docs + 1);

      // Confirms racing make one purchase document.
      await settings({ purchase_on: 'confirm' });
      try {
        const order = await ordered([[id, 10]]);
        const confirms = await Promise.all(Array.from({ length: 8 }, () => step('Confirm', order.id)));
        expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
        expect(await countOf(purchases)).toBe(docs + 2);
      } finally {
        await settings({ purchase_on: 'submit' });
      }
    },
  );
});
