import {
  balanceOf,
  goods,
  members,
  type StoreDb,
  walletLogs,
  walletMismatches,
  withStore,
} from '@yanye/addon-kit/server';
import { type Client, okData, type TestApp, topUp } from '@yanye/addon-kit/testing';
import { and, asc, eq } from 'drizzle-orm';
import { flashsaleItems, flashsaleOrders, flashsales } from './tables';

/** What the flash sale's API tests share: its paths, and a store's fixtures made through the real calls. */

export const API = '/v1/addons/flashsale/';
export const SESSION = `${API}Flashsale`;
export const ORDER = `${API}FlashsaleOrder`;
export const ITEM = `${API}FlashsaleItem`;

export type Row = Record<string, unknown>;

export interface StoreGoods {
  readonly id: number;
  readonly name: string;
  readonly price: number;
}

/** A store's fixtures: free goods handed out one at a time, members with money, reads of the tables. */
export class Store {
  private catId = 0;
  private made = 0;
  private members = 0;

  constructor(
    readonly t: TestApp,
    readonly admin: Client,
  ) {}

  private get suid(): number {
    return Number(this.admin.suid);
  }

  /** Runs `fn` in the store's transaction, as the server would. */
  in<T>(fn: (db: StoreDb) => Promise<T>): Promise<T> {
    return withStore(this.t.database.db, this.suid, fn);
  }

  async load(): Promise<void> {
    const [one] = await this.in((db) => db.select({ catId: goods.catId }).from(goods).limit(1));
    this.catId = one!.catId;
  }

  /** A goods item of its own (¥10.00), which no other session sells. */
  async goods(): Promise<StoreGoods> {
    this.made++;
    const name = `秒杀测试商品${this.made}`;
    const [g] = await this.in((db) =>
      db
        .insert(goods)
        .values({ catId: this.catId, name, price: 1000, isShow: 1 })
        .returning({ id: goods.id, name: goods.name, price: goods.price }),
    );
    return g!;
  }

  /** A new member with `cents` in the balance. */
  async member(cents: number, name = ''): Promise<number> {
    this.members++;
    const phone = `1770000${String(this.members).padStart(4, '0')}`;
    return this.in(async (db) => {
      const [m] = await db
        .insert(members)
        .values({ nickName: name || `秒杀测试${this.members}`, phone })
        .returning({ id: members.id });
      if (cents > 0) await topUp(db, m!.id, cents, this.t.clock.now);
      return m!.id;
    });
  }

  balance(memberId: number): Promise<number> {
    return this.in((db) => balanceOf(db, { kind: 'rmb', memberId }));
  }

  item(id: number) {
    return this.in(
      async (db) => (await db.select().from(flashsaleItems).where(eq(flashsaleItems.id, id)))[0]!,
    );
  }

  async itemsOf(sessionId: number) {
    return this.in((db) =>
      db
        .select()
        .from(flashsaleItems)
        .where(eq(flashsaleItems.docId, sessionId))
        .orderBy(asc(flashsaleItems.seq)),
    );
  }

  session(id: number) {
    return this.in(async (db) => (await db.select().from(flashsales).where(eq(flashsales.id, id)))[0]);
  }

  orders(itemId: number) {
    return this.in((db) => db.select().from(flashsaleOrders).where(eq(flashsaleOrders.itemId, itemId)));
  }

  /** The ledger rows an order booked, by its document. */
  ledgerOf(orderId: number) {
    return this.in((db) =>
      db
        .select()
        .from(walletLogs)
        .where(and(eq(walletLogs.docType, 'flashsale'), eq(walletLogs.docId, orderId)))
        .orderBy(asc(walletLogs.id)),
    );
  }

  mismatches() {
    return this.in((db) => walletMismatches(db));
  }

  /**
   * A session saved through the form: `goods` lines at half price, `stock` each, `limit` each; published when
   * asked. Times are seconds from the server clock.
   */
  async newSession(o: {
    from: number;
    to: number;
    stock?: number;
    limit?: number;
    goods?: readonly StoreGoods[];
    publish?: boolean;
    title?: string;
  }): Promise<{ id: number; items: number[] }> {
    const now = this.t.clock.now;
    const lines = (o.goods ?? [await this.goods()]).map((g) => ({
      goods_id: g.id,
      flash_price: Math.floor(g.price / 2),
      stock: o.stock ?? 10,
      limit_per_member: o.limit ?? 2,
    }));
    const saved = await this.admin.post<{ id: number }>(`${SESSION}Save`, {
      title: o.title ?? `测试场次${Math.random().toString(36).slice(2, 7)}`,
      start_at: now + o.from,
      end_at: now + o.to,
      items: lines,
    });
    const id = okData<{ id: number }>(saved, 'session').id;
    if (o.publish ?? true) okData(await this.admin.post(`${SESSION}Publish`, { id }), 'publish');
    return { id, items: (await this.itemsOf(id)).map((i) => i.id) };
  }

  /** An edit through the form: what it shows, with `changes`, sent back whole (the lines with it). */
  async edit(id: number, changes: Row) {
    const info = okData<Row & { items: Row[] }>(await this.admin.get(`${SESSION}Info`, { id }), 'info');
    const items = info.items.map(({ id: _, ...line }) => line);
    return this.admin.post(`${SESSION}Save`, {
      id,
      title: info.title,
      start_at: info.start_at,
      end_at: info.end_at,
      items,
      ...changes,
    });
  }

  /** The buy form's save: a purchase for a member. */
  buy(itemId: number, memberId: number, qty = 1, c: Client = this.admin) {
    return c.post<{ id: number; order_no: string; amount: number; balance: number }>(`${ORDER}Save`, {
      item_id: itemId,
      member_id: memberId,
      qty,
      remark: `测试 ${Math.random().toString(36).slice(2, 8)}`,
    });
  }
}
