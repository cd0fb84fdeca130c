import { centsOfYuan, members, rawRows, walletMismatches, wallets, withStore } from '@yanye/addon-kit/server';
import { type Client, okData, signedIn, type TestApp, topUp } from '@yanye/addon-kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { auctionDetail } from '../contract';
import { clockSweep } from './sweep';

/** What the auction tests share: a signed-in store admin on a clock the tests move, and the lot's calls. */

export const API = '/v1/addons/auction/';
export const HOUR = 3_600;
export const DAY = 86_400;

export type Detail = ReturnType<typeof auctionDetail.response.parse>;
export type Row = Record<string, unknown>;

let phones = 0;

/** The salt store's admin, its lots and members, on a clock that only moves forward. */
export class AuctionDesk {
  admin!: Client;
  suid = 0;
  goodsId = 0;

  constructor(readonly t: TestApp) {}

  /** When the admin last signed in, on the test clock. */
  private signedAt = 0;

  private async signIn(): Promise<void> {
    this.admin = await signedIn(this.t, 'salt_admin');
    this.signedAt = this.t.clock.now;
  }

  async open(): Promise<this> {
    await this.signIn();
    this.suid = Number(this.admin.suid);
    const goods = okData(
      await this.admin.get<Row[]>('/v1/seller/goods/GoodsShowManage', { limit: 1 }),
      'goods',
    );
    this.goodsId = Number(goods[0]!.id);
    return this;
  }

  /** Moves the clock to `at` (never back), signing in again: an access token lives a couple of hours. */
  async at(at: number): Promise<void> {
    if (at < this.t.clock.now) throw new Error(`the clock does not go back (${at} < ${this.t.clock.now})`);
    this.t.clock.now = at;
    if (at - this.signedAt > HOUR) await this.signIn();
  }

  get now(): number {
    return this.t.clock.now;
  }

  /** A draft lot starting an hour from now for an hour: ¥100 start, ¥1 increment, no reserve, no deposit. */
  async newLot(over: Row = {}): Promise<number> {
    const start = this.now + HOUR;
    const r = await this.admin.post<{ id: number }>(`${API}AuctionSave`, {
      goods_id: this.goodsId,
      title: `测试拍卖 ${++phones}`,
      start_price: 10_000,
      increment: 100,
      reserve_price: 0,
      deposit: 0,
      start_at: start,
      end_at: start + HOUR,
      snipe_window: 0,
      snipe_extend: 0,
      ...over,
    });
    return okData(r, 'lot').id;
  }

  /** A published lot, as `newLot` makes it. */
  async scheduled(over: Row = {}): Promise<number> {
    const id = await this.newLot(over);
    okData(await this.step(id, 'Publish'), 'publish');
    return id;
  }

  step(id: number, name: string, body: Row = {}, o: { lang?: string } = {}) {
    return this.admin.post<Row>(`${API}Auction${name}`, { id, ...body }, o);
  }

  bid(id: number, member: number, amount: number, o: { lang?: string } = {}) {
    return this.admin.post<Row>(`${API}AuctionBid`, { id, member_id: member, amount }, o);
  }

  async detail(id: number): Promise<Detail> {
    return okData(await this.admin.get<Detail>(`${API}AuctionDetail`, { id }), 'detail');
  }

  async lot(id: number): Promise<Detail['lot']> {
    return (await this.detail(id)).lot;
  }

  /** A new member of the store, with `yuan` on their balance. */
  async member(yuan = 0): Promise<number> {
    phones++;
    const made = await this.admin.post<{ id: number }>('/v1/seller/member/MemberSave', {
      nick_name: `竞拍人${phones}`,
      phone: `1370000${String(phones).padStart(4, '0')}`,
      level: 1,
      status: 1,
    });
    const id = okData(made, 'member').id;
    if (yuan > 0) await this.db((db) => topUp(db, id, centsOfYuan(yuan), this.now));
    return id;
  }

  db<T>(fn: Parameters<typeof withStore<T>>[2]): Promise<T> {
    return withStore(this.t.database.db, this.suid, fn);
  }

  /** A member's balance, in cents. */
  async balance(member: number): Promise<number> {
    const [w] = await this.db((db) =>
      db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(and(eq(wallets.kind, 'rmb'), eq(wallets.memberId, member))),
    );
    return w?.balance ?? 0;
  }

  async disable(member: number): Promise<void> {
    await this.db((db) => db.update(members).set({ status: 0 }).where(eq(members.id, member)));
  }

  /** Runs the add-on's clock once in the store now; answers how many lots it moved. */
  sweep(): Promise<number> {
    return this.db((db) => clockSweep.run(db, this.now));
  }

  /** Every wallet of the store is what its rows add up to. */
  async ledgerHolds(): Promise<void> {
    expect(await this.db((db) => walletMismatches(db))).toEqual([]);
  }

  /** The database's own clock, which lists go by. */
  async dbNow(): Promise<number> {
    const [row] = await this.db((db) =>
      rawRows<{ now: unknown }>(db.tx, sql`select extract(epoch from now())::bigint as now`),
    );
    return Number(row?.now);
  }
}
