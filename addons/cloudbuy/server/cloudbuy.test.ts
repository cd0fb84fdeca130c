import {
  customers,
  type FlowEvent,
  goods,
  materials,
  materialUnits,
  purchaseLines,
  purchases,
  warehouses,
  withTenant,
} from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudbuyCart, cloudbuyOffers, cloudbuyOrders, OFFER_STATUS } from './tables';

/**
 * Cloud buying through HTTP: the cart's rules, an order placed from it (prices frozen, the cart
 * emptied of that supplier), every step of the order's flow and the refused ones, the purchase document made once
 * with the right lines (whatever retries and races), cancelling, the settings, the add-on uninstalled and back,
 * and the refresh of the platform's offers through the function proposed to the platform.
 */

const API = '/v1/addons/cloudbuy/';
const GOODS = `${API}CloudbuyGoods`;
const CART = `${API}CloudbuyCart`;
const ORDER = `${API}CloudbuyOrder`;

type Row = Record<string, unknown>;
interface OrderInfo extends Row {
  id: number;
  order_no: string;
  status: string;
  purchase_no: string;
  total_amount: number;
  total_qty: number;
  lines: { name: string; unit: string; price: number; qty: number; amount: number }[];
  _history: FlowEvent[];
}

/** The offer a test orders, before it is written: a pack by default. */
interface OfferSpec {
  name: string;
  unit?: string;
  spec?: string;
  code?: string;
  price?: number;
  moq?: number;
  stock?: number;
  supplier?: string;
  /** The offering store's id, or null for an offer named by its store's name only. */
  source?: number | null;
}

describe.each(DB_KINDS)('cloud buying on %s', (kind) => {
  const app = suiteApp(kind);
  /** The offering store of the tests' offers: a store of the platform that is not the buyer. */
  let payStore: number;
  let goodsIds = 900_000;
  beforeAll(async () => {
    payStore = Number((await signedIn(app.t, 'pay_admin')).suid);
  });

  const store = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant<T>(app.t.database.db, Number(app.salt.suid), fn);

  async function offer(o: OfferSpec): Promise<number> {
    const source = o.source === undefined ? payStore : o.source;
    const [row] = await store((db) =>
      db
        .insert(cloudbuyOffers)
        .values({
          sourceSupplierId: source,
          sourceGoodsId: source === null ? null : ++goodsIds,
          supplierName: o.supplier ?? '测试盐业供货门店',
          name: o.name,
          code: o.code ?? '',
          spec: o.spec ?? '500g',
          unit: o.unit ?? '袋',
          price: o.price ?? 250,
          moq: String(o.moq ?? 100),
          stock: String(o.stock ?? 10_000),
          regions: ['100000'],
          offeredAt: app.t.clock.now - 86_400,
          syncedAt: app.t.clock.now,
        })
        .returning({ id: cloudbuyOffers.id }),
    );
    return Number(row!.id);
  }

  const setOffer = (id: number, set: Partial<typeof cloudbuyOffers.$inferInsert>) =>
    store((db) => db.update(cloudbuyOffers).set(set).where(eq(cloudbuyOffers.id, id)));

  const addCart = (id: number, qty: unknown) =>
    app.salt.post<{ cart_id: number; qty: number }>(`${GOODS}AddCart`, { id, qty });
  const cartLine = async (offerId: number) =>
    (await store((db) => db.select().from(cloudbuyCart).where(eq(cloudbuyCart.offerId, offerId))))[0];
  const checkout = (cartId: number, remark = '', headers: Record<string, string> = {}) =>
    app.salt.post<{ order_id: number; order_no: string; purchase_no: string }>(
      `${CART}Checkout`,
      { id: cartId, remark },
      { headers },
    );
  const info = async (id: number) => okData(await app.salt.get<OrderInfo>(`${ORDER}Info`, { id }), 'order');
  const step = (name: string, id: number, body: Row = {}) =>
    app.salt.post(`${ORDER}${name}`, { id, ...body });
  const settings = async (values: Row) =>
    okData(await app.salt.post('/v1/addons/SetupSave', { key: 'cloudbuy', values }), 'settings');

  /** Puts offers in the cart and checks out their supplier: the order placed. */
  async function ordered(lines: [number, number][], remark = ''): Promise<OrderInfo> {
    for (const [id, qty] of lines) okData(await addCart(id, qty), 'add');
    const line = await cartLine(lines[0]![0]);
    const placed = okData(await checkout(Number(line!.id), remark), 'checkout');
    return info(placed.order_id);
  }

  const purchaseOf = (id: number) =>
    store(async (db) => {
      const [doc] = await db.select().from(purchases).where(eq(purchases.id, id));
      const lines = await db
        .select({
          materialId: purchaseLines.materialId,
          material: materials.name,
          code: materials.code,
          unit: materialUnits.name,
          qty: purchaseLines.qty,
          price: purchaseLines.price,
          amount: purchaseLines.amount,
        })
        .from(purchaseLines)
        .innerJoin(materials, eq(materials.id, purchaseLines.materialId))
        .innerJoin(materialUnits, eq(materialUnits.id, purchaseLines.unitId))
        .where(eq(purchaseLines.docId, id))
        .orderBy(asc(purchaseLines.seq));
      const [vendor] = doc
        ? await db.select().from(customers).where(eq(customers.id, doc.vendorId))
        : [undefined];
      const [house] = doc
        ? await db.select().from(warehouses).where(eq(warehouses.id, doc.warehouseId))
        : [undefined];
      return { doc, lines, vendor, house };
    });
  const purchaseIdOf = async (orderId: number) =>
    (await store((db) => db.select().from(cloudbuyOrders).where(eq(cloudbuyOrders.id, orderId))))[0]!
      .purchaseId;
  const countOf = async (table: typeof purchases | typeof cloudbuyOrders) =>
    Number((await store((db) => db.select({ n: count() }).from(table)))[0]!.n);

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
      const vendors = await withTenant(app.t.database.db, Number(grain.suid), (db) =>
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

  it("refreshes the platform's offers, other stores' open ones only, and stops the copies of ended ones", async () => {
    // No other store offers goods yet: nothing is found, the tests' offers (of a store that offers none) are
    // stopped, and the demo's (which name no store of this database) stay as they are.
    const openOf = (where: ReturnType<typeof eq>) =>
      store(async (db) => {
        const [row] = await db
          .select({ n: count() })
          .from(cloudbuyOffers)
          .where(and(where, eq(cloudbuyOffers.status, OFFER_STATUS.active)));
        return row!.n;
      });
    const demo = await openOf(isNull(cloudbuyOffers.sourceSupplierId));
    expect(okData(await app.salt.post<{ found: number }>(`${GOODS}Sync`), 'first').found).toBe(0);
    expect(await openOf(eq(cloudbuyOffers.sourceSupplierId, payStore))).toBe(0);
    expect(await openOf(isNull(cloudbuyOffers.sourceSupplierId))).toBe(demo);
    // 丰谷粮油 offers two of its goods (set in its own store: the test stands for its supply pages).
    const grainStore = Number((await signedIn(app.t, 'grain_admin')).suid);
    const offered = await withTenant(app.t.database.db, grainStore, (db) =>
      db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(2),
    );
    expect(offered).toHaveLength(2);
    await withTenant(app.t.database.db, grainStore, (db) =>
      db
        .update(goods)
        .set({
          supplyStatus: 1,
          supplyPrice: 8800,
          supplyMoq: '5',
          supplyStock: '500',
          supplyRegions: ['100000'],
          supplyStartedAt: app.t.clock.now - 3600,
        })
        .where(sql`${goods.id} in (${offered[0]!.id}, ${offered[1]!.id})`),
    );
    const synced = okData(await app.salt.post<{ found: number; stopped: number }>(`${GOODS}Sync`), 'sync');
    expect(synced.found).toBe(2);
    const copies = await store((db) =>
      db
        .select()
        .from(cloudbuyOffers)
        .where(and(eq(cloudbuyOffers.sourceSupplierId, grainStore), eq(cloudbuyOffers.status, 1))),
    );
    expect(copies.map((c) => [c.supplierName, c.price, Number(c.moq)])).toEqual([
      ['丰谷粮油', 8800, 5],
      ['丰谷粮油', 8800, 5],
    ]);
    // A second refresh changes nothing.
    expect(synced.stopped).toBe(0);
    expect(okData(await app.salt.post<{ stopped: number }>(`${GOODS}Sync`), 'again').stopped).toBe(0);
    // One stopped at its store is stopped here at the next refresh, and ordered no more.
    await withTenant(app.t.database.db, grainStore, (db) =>
      db
        .update(goods)
        .set({ supplyStatus: 2, supplyStoppedAt: app.t.clock.now })
        .where(eq(goods.id, offered[0]!.id)),
    );
    expect(okData(await app.salt.post<{ found: number; stopped: number }>(`${GOODS}Sync`), 'stop')).toEqual({
      found: 1,
      stopped: 1,
    });
    const [gone] = await store((db) =>
      db.select().from(cloudbuyOffers).where(eq(cloudbuyOffers.sourceGoodsId, offered[0]!.id)),
    );
    refused(await addCart(Number(gone!.id), 5), 409, '已停止供货');
    expect(await openOf(isNull(cloudbuyOffers.sourceSupplierId))).toBe(demo);
  });
});
