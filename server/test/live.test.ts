import { accounts, exportTasks, materials, orders, raiseLive, withStore } from '@yanye/framework/server';
import {
  BOTH_DB_KINDS,
  type Client,
  createPlace,
  type DbPlace,
  type Reply,
  signedIn,
  startAppAt,
  type TestApp,
} from '@yanye/framework/testing';
import { API, type LiveEvent } from '@yanye/protocol';
import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stocks } from '../src/resources/jxc/tables';
import { openStream } from './live-stream';

const LIST = API.live.liveList.path;
const READ = API.live.liveRead.path;
const SETTINGS = API.live.liveSettingsSave.path;
const STREAM = API.live.liveStream.path;

/** The envelope's data of a successful answer. */
const data = <T>(r: Reply<T>): T => {
  expect(r.body.status, r.body.msg).toBe(true);
  return r.body.data as T;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BOTH_DB_KINDS)('live events on %s', (kind) => {
  let place: DbPlace;
  let t: TestApp;
  let base: string;
  let admin: Client;
  let clerk: Client;
  let grain: Client;
  let store: number;
  let orderNo = 0;

  const start = async () => {
    t = await startAppAt(place);
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  };
  /** An order the storefront writes into the salt store (any writer: the trigger raises the event). */
  const newOrder = async (app: TestApp = t) => {
    orderNo += 1;
    const sn = `LIVE${Date.now()}${orderNo}`;
    await withStore(app.database.db, store, (db) =>
      db.insert(orders).values({
        orderSn: sn,
        buyerName: '测试',
        orderStatus: 'pay',
        goodsAmount: 12_345,
        payAmount: 12_345,
        payTime: app.clock.now,
      }),
    );
    return sn;
  };

  beforeAll(async () => {
    place = await createPlace(kind, true);
    await start();
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    grain = await signedIn(t, 'grain_admin');
    store = Number(admin.suid);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await place?.drop();
  });

  it('brings a new order to whoever may open orders the moment it commits, and to no one else', async () => {
    const first = await admin.get<{ unread: number; last_id: number; kinds: string[] }>(LIST);
    // The core's kinds, then those of the store's add-ons (the salt store runs auctions).
    expect(data(first).kinds).toEqual([
      'order',
      'refund',
      'low_stock',
      'lot_expiring',
      'lot_expired',
      'export',
      'auction_ended',
    ]);
    // A withdrawal's result reaches the stores that have the payment wallet (union stores).
    expect(data(await grain.get<{ kinds: string[] }>(LIST)).kinds).toContain('withdrawal');
    // The demo's history raised nothing.
    expect(data(first).unread).toBe(0);
    // A clerk of the warehouse sees neither orders nor refunds: low stock, lots nearing expiry, their own exports.
    expect(data(await clerk.get<{ kinds: string[] }>(LIST)).kinds).toEqual([
      'low_stock',
      'lot_expiring',
      'lot_expired',
      'export',
    ]);

    const mine = await openStream(t, base, admin, { lastId: String(data(first).last_id) });
    const clerks = await openStream(t, base, clerk);
    const others = await openStream(t, base, grain);
    expect(mine.status).toBe(200);
    const began = performance.now();
    const sn = await newOrder();
    const event = await mine.next();
    const delay = performance.now() - began;
    console.log(`live event on ${kind}: from the order's commit to the stream in ${delay.toFixed(1)} ms`);
    expect(event).toMatchObject({ kind: 'order', params: { no: sn, amount: 12_345 } });
    await pause(300);
    expect(clerks.events).toEqual([]);
    expect(others.events).toEqual([]);
    for (const s of [mine, clerks, others]) s.close();

    const listed = await admin.get<{ rows: LiveEvent[]; unread: number }>(LIST);
    expect(data(listed).rows[0]).toMatchObject({ id: event.id, kind: 'order', record: expect.any(String) });
    expect(data(listed).unread).toBe(1);
  });

  it('counts what is unread until it is read, never past the newest event', async () => {
    await newOrder();
    const before = data(await admin.get<{ unread: number; last_id: number }>(LIST));
    expect(before.unread).toBe(2);
    const read = await admin.post<{ unread: number; read_id: number }>(READ, { id: before.last_id + 1000 });
    expect(data(read)).toEqual({ unread: 0, read_id: before.last_id });
    // Reading an older id takes nothing back.
    expect(data(await admin.post<{ unread: number }>(READ, { id: 1 })).unread).toBe(0);
    await newOrder();
    expect(data(await admin.get<{ unread: number }>(LIST)).unread).toBe(1);
  });

  it('leaves out the kinds a user turned off, and keeps only kinds the console has', async () => {
    const saved = await admin.post<{ muted: string[]; sound: boolean }>(SETTINGS, {
      muted: ['order', 'order', 'no-such-kind'],
      sound: true,
    });
    expect(data(saved)).toEqual({ muted: ['order'], sound: true });
    const listed = await admin.get<{ rows: LiveEvent[]; unread: number; settings: unknown }>(LIST);
    expect(data(listed).rows.filter((r) => r.kind === 'order')).toEqual([]);
    expect(data(listed).unread).toBe(0);
    expect(data(listed).settings).toEqual({ muted: ['order'], sound: true });
    const s = await openStream(t, base, admin);
    await newOrder();
    await pause(400);
    expect(s.events).toEqual([]);
    s.close();
    await admin.post(SETTINGS, { muted: [], sound: false });
  });

  it('tells a user their own export is done, and nobody else', async () => {
    const mine = await openStream(t, base, admin);
    const clerks = await openStream(t, base, clerk);
    const [me] = await withStore(t.database.db, store, (db) =>
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'salt_admin')),
    );
    await withStore(t.database.db, store, async (db) => {
      const [task] = await db
        .insert(exportTasks)
        .values({
          accountId: me!.id,
          title: '商品列表',
          api: '/v1/seller/goods/GoodsShowManage',
          params: {} as never,
        })
        .returning({ id: exportTasks.id });
      await db.update(exportTasks).set({ status: 2, rows: 42 }).where(eq(exportTasks.id, task!.id));
    });
    expect(await mine.next()).toMatchObject({ kind: 'export', params: { name: '商品列表', rows: 42 } });
    await pause(300);
    expect(clerks.events).toEqual([]);
    mine.close();
    clerks.close();
  });

  it('warns of a material falling below its safety stock once, as it crosses it', async () => {
    const mine = await openStream(t, base, admin);
    const stock = await withStore(t.database.db, store, async (db) => {
      const [row] = await db
        .select({ id: stocks.id, qty: stocks.qty, materialId: stocks.materialId })
        .from(stocks)
        .where(gt(stocks.qty, '5'))
        .limit(1);
      await db.update(materials).set({ safetyStock: row!.qty }).where(eq(materials.id, row!.materialId));
      // Above it, then under it: one warning; lower still: none more.
      await db
        .update(stocks)
        .set({ qty: sql`${stocks.qty} - 1` })
        .where(eq(stocks.id, row!.id));
      await db
        .update(stocks)
        .set({ qty: sql`${stocks.qty} - 1` })
        .where(eq(stocks.id, row!.id));
      return row!;
    });
    expect(await mine.next()).toMatchObject({
      kind: 'low_stock',
      record: String(stock.id),
      params: { qty: String(Number(stock.qty) - 1), safety: String(Number(stock.qty)) },
    });
    await pause(300);
    expect(mine.events).toHaveLength(1);
    mine.close();
  });

  it("raises an add-on's event once per business key, in its own store only; never a core kind", async () => {
    const grainStore = Number(grain.suid);
    const theirs = await openStream(t, base, grain);
    const raise = () =>
      withStore(t.database.db, grainStore, (db) =>
        raiseLive(db, {
          kind: 'taobaoke_token',
          key: 'token:1790000000:expiring',
          params: { status: 'expiring', date: '2026-09-21' },
        }),
      );
    expect(await raise()).toBe(true);
    // Raised again (a sweep run twice, another process): nothing more, and nothing told.
    expect(await raise()).toBe(false);
    expect(await theirs.next()).toMatchObject({ kind: 'taobaoke_token', params: { date: '2026-09-21' } });
    await pause(300);
    expect(theirs.events).toHaveLength(1);
    theirs.close();
    expect(data(await grain.get<{ kinds: string[] }>(LIST)).kinds).toContain('taobaoke_token');
    // The salt store never hears of the grain store's token.
    const salt = data(await admin.get<{ rows: LiveEvent[] }>(LIST)).rows;
    expect(salt.some((e) => e.kind === 'taobaoke_token')).toBe(false);
    // The core's kinds are the triggers' alone: refused by the kit and by the database.
    await expect(
      withStore(t.database.db, grainStore, (db) => raiseLive(db, { kind: 'order', key: 'forged:1' })),
    ).rejects.toThrow(/not a live kind an installed add-on declares/);
    await expect(
      withStore(t.database.db, grainStore, (db) =>
        db.tx.execute(sql`select live_event_raise('low_stock', '', '{}'::jsonb, 'forged:2', null)`),
      ),
    ).rejects.toThrow();
    // Outside a store (no store set), there is no store to raise it in.
    await expect(
      t.database.db.execute(sql`select live_event_raise('taobaoke_token', '', '{}'::jsonb, 'k', null)`),
    ).rejects.toThrow();
  });

  it('refuses a bad last id in plain words, ignores a bad Last-Event-ID, and opens nothing unsigned', async () => {
    const bad = await openStream(t, base, admin, { lastId: 'abc' });
    expect(bad.status).toBe(400);
    const header = await openStream(t, base, admin, { header: 'DROP TABLE' });
    expect(header.status).toBe(200);
    header.close();
    const nobody = await fetch(`${base}${STREAM}`);
    expect(nobody.status).toBeGreaterThanOrEqual(400);
    expect(nobody.status).toBeLessThan(500);
    expect(((await nobody.json()) as { status: boolean }).status).toBe(false);
  });

  it('loses no event across a restart: a stream opened again after its last id gets what it missed', async () => {
    const s = await openStream(t, base, admin);
    await newOrder();
    const seen = await s.next();
    s.close();
    await t.close();
    // While no server runs, the storefront writes on.
    const missed = await (async () => {
      await start();
      return newOrder();
    })();
    admin = await signedIn(t, 'salt_admin');
    const again = await openStream(t, base, admin, { header: String(seen.id) });
    expect(await again.next()).toMatchObject({ kind: 'order', params: { no: missed } });
    again.close();
    // Past the hour, what was missed is in the list but is not replayed as news.
    t.clock.now += 2 * 3600;
    admin = await signedIn(t, 'salt_admin');
    const late = await openStream(t, base, admin, { header: String(seen.id) });
    await pause(300);
    expect(late.events).toEqual([]);
    late.close();
    t.clock.now -= 2 * 3600;
  });

  it.runIf(kind === 'postgres')(
    'reaches a stream of another server process through LISTEN/NOTIFY',
    async () => {
      const other = await startAppAt(place);
      try {
        const s = await openStream(t, base, admin);
        const sn = await newOrder(other);
        expect(await s.next()).toMatchObject({ kind: 'order', params: { no: sn } });
        s.close();
      } finally {
        await other.close();
      }
    },
  );
});
