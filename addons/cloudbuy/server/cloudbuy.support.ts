import {
  customers,
  type FlowEvent,
  materials,
  materialUnits,
  purchaseLines,
  purchases,
  warehouses,
  withStore,
} from '@yanye/addon-kit/server';
import { okData, type SuiteApp, signedIn } from '@yanye/addon-kit/testing';
import { asc, count, eq } from 'drizzle-orm';
import { cloudbuyCart, cloudbuyOffers, cloudbuyOrders } from './tables';

/**
 * What the cloud-buying tests share: the add-on's paths, offers written straight into the salt store, and the
 * cart, checkout and order calls, with reads of the purchase document an order made.
 */

export const API = '/v1/addons/cloudbuy/';
export const GOODS = `${API}CloudbuyGoods`;
export const CART = `${API}CloudbuyCart`;
export const ORDER = `${API}CloudbuyOrder`;

export type Row = Record<string, unknown>;
export interface OrderInfo extends Row {
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
export interface OfferSpec {
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

/**
 * The salt store buying over the suite's app. `open()` (in a `beforeAll`) finds the offering store of the
 * tests' offers: a store of the platform that is not the buyer.
 */
export function cloudbuyBuyer(app: SuiteApp) {
  let payStore = 0;
  let goodsIds = 900_000;

  const store = <T>(fn: Parameters<typeof withStore<T>>[2]) =>
    withStore<T>(app.t.database.db, Number(app.salt.suid), fn);

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

  return {
    async open(): Promise<void> {
      payStore = Number((await signedIn(app.t, 'pay_admin')).suid);
    },
    get payStore(): number {
      return payStore;
    },
    store,
    async offer(o: OfferSpec): Promise<number> {
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
    },
    setOffer: (id: number, set: Partial<typeof cloudbuyOffers.$inferInsert>) =>
      store((db) => db.update(cloudbuyOffers).set(set).where(eq(cloudbuyOffers.id, id))),
    addCart,
    cartLine,
    checkout,
    info,
    step: (name: string, id: number, body: Row = {}) => app.salt.post(`${ORDER}${name}`, { id, ...body }),
    settings: async (values: Row) =>
      okData(await app.salt.post('/v1/addons/SetupSave', { key: 'cloudbuy', values }), 'settings'),

    /** Puts offers in the cart and checks out their supplier: the order placed. */
    async ordered(lines: [number, number][], remark = ''): Promise<OrderInfo> {
      for (const [id, qty] of lines) okData(await addCart(id, qty), 'add');
      const line = await cartLine(lines[0]![0]);
      const placed = okData(await checkout(Number(line!.id), remark), 'checkout');
      return info(placed.order_id);
    },

    purchaseOf: (id: number) =>
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
      }),
    purchaseIdOf: async (orderId: number) =>
      (await store((db) => db.select().from(cloudbuyOrders).where(eq(cloudbuyOrders.id, orderId))))[0]!
        .purchaseId,
    countOf: async (table: typeof purchases | typeof cloudbuyOrders) =>
      Number((await store((db) => db.select({ n: count() }).from(table)))[0]!.n),
  };
}
