import { raiseCoreLive, raiseLive, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API, type CountAnswer, DEFAULT_TIME_ZONE, formatDate, type LiveEvent } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warnOfExpiringLots } from '../src/resources/jxc/lot-watch';
import { Books, data, dayFromToday, docCall, JXC_API, kilogram } from './jxc-support';

// The bell's and the workbench's expiry warnings (docs/live.md, docs/inventory.md "Lots, expiry and recalls"):
// the core's hourly sweep warns of lots held in stock nearing their expiry within the store's warning days, and
// of those expired, once each; the lot stock list's tabs and the workbench's counters count the same rows.

const LOT_STOCK = `${JXC_API}lotstock/LotStockManage`;
const COUNT = API.jxc.lotStockCount.path;
const SETTINGS_INFO = API.settings.inventorySetInfo.path;
const SETTINGS_SAVE = API.settings.inventorySetSave.path;
const LIVE = API.live.liveList.path;
const MATERIAL = '临期测试盐';
const day = dayFromToday;

interface Counts {
  expiring: number;
  expired: number;
  days: number;
}

describe.each(DB_KINDS)('lot expiry warnings on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  let books: Books;
  let kg: number;
  let material: number;
  const lotIds: Record<string, number> = {};

  /**
   * The sweeper's next look: an hour on, so the core's hourly sweep is due again; the users sign in again, their
   * tokens not lasting the hours the test moves on.
   */
  const sweep = async () => {
    t.clock.now += 3600;
    await t.app.addonSweeper!.tick();
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  };
  /** The warnings raised of this test's lots, by business key, oldest first. */
  const warnings = async () =>
    (
      await books.query<{ kind: string; event_key: string; record_id: string }>(
        sql`select kind, event_key, record_id from live_events
             where event_key like 'lot:%' and record_id in ${Object.values(lotIds).map(String)} order by id`,
      )
    ).map((r) => `${r.kind} ${r.event_key.replace(`lot:${r.record_id}`, lotNoOf(Number(r.record_id)))}`);
  const lotNoOf = (id: number) => Object.entries(lotIds).find(([, v]) => v === id)![0];
  const house = async (code: string, name: string) =>
    (await data<{ id: number }>(admin.post(`${JXC_API}warehouse/WarehouseSave`, { code, name }))).id;
  /** Receives lots `[lot no, kilograms, expiry in days from today]` into `warehouse`, audited. */
  const receive = async (warehouse: number, lots: [string, number, number][]) => {
    const { id } = await data<{ id: number }>(
      admin.post(docCall('inbound', 'Save'), {
        warehouse_id: warehouse,
        business_type: 'other',
        lines: lots.map(([lot_no, qty, expires]) => ({
          material_id: material,
          unit_id: kg,
          price: 300,
          qty,
          lot_no,
          produced_at: day(expires - 365),
          expires_at: day(expires),
        })),
      }),
    );
    await data(admin.post(docCall('inbound', 'Audit'), { id }));
  };
  const rows = async (tab: string, who: Client = admin) =>
    (
      await data<{ lot_no: string; warehouse_id: number }[]>(
        who.get(LOT_STOCK, { _tab: tab, material: MATERIAL, limit: 50 }),
      )
    )
      .map((r) => r.lot_no)
      .sort();

  beforeAll(async () => {
    // The sweeper runs only when the test ticks it; the clock stands at noon, so the hours the test moves it on
    // stay within today whenever it runs.
    t = await startApp(kind, { workers: true, workerPollMs: 1e9 });
    t.clock.now = day(0) + 12 * 3600;
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    books = new Books(t, admin);
    kg = await kilogram(admin);
    material = (
      await data<{ id: number }>(
        admin.post(`${JXC_API}material/MaterialSave`, {
          code: 'EXPIRY1',
          name: MATERIAL,
          unit_id: kg,
          lot_tracked: 1,
        }),
      )
    ).id;
    const north = await house('EXPN', '北仓');
    const south = await house('EXPS', '南仓');
    await receive(north, [
      ['NEAR', 10, 10],
      ['FAR', 10, 40],
      ['GONE', 5, 5],
      ['OLD', 4, -3],
      ['TODAY', 2, 0],
    ]);
    await receive(south, [['NEAR', 4.5, 10]]);
    for (const lot of ['NEAR', 'FAR', 'GONE', 'OLD', 'TODAY']) lotIds[lot] = await books.lotId(material, lot);
    // GONE is issued whole: nothing of it is held, so nothing of it is told.
    const operator = (
      await data<{ value: number }[]>(admin.get(`${JXC_API}warehouse/WarehouseOperatorList`))
    )[0]!.value;
    await data(admin.post(`${JXC_API}warehouse/WarehouseSave`, { id: north, operator_ids: [operator] }));
    const out = await data<{ id: number }>(
      admin.post(docCall('outbound', 'Save'), {
        warehouse_id: north,
        business_type: 'loss',
        operator_id: operator,
        lines: [{ material_id: material, unit_id: kg, price: 300, qty: 5, lot_id: lotIds.GONE }],
      }),
    );
    await data(admin.post(docCall('outbound', 'Audit'), { id: out.id }));
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps the warning days as a settings page, 30 until the store sets them', async () => {
    const info = await data<{ value: { lot_expiry_days: number }; updated_at: number }>(
      admin.get(SETTINGS_INFO),
    );
    expect(info).toMatchObject({ value: { lot_expiry_days: 30 }, updated_at: 0 });
    const refused = await admin.post(SETTINGS_SAVE, { lot_expiry_days: 4000 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('临期预警天数须在 0 到 3,650 之间');
    const en = await admin.post(SETTINGS_SAVE, { lot_expiry_days: 1.5 }, { lang: 'en' });
    expect(en.body.msg).toMatch(/Expiry warning \(days\)/);
    expect((await data<Counts>(admin.get(COUNT))).days).toBe(30);
  });

  it('warns once of a lot held that nears its expiry and once of one expired, however often it sweeps', async () => {
    await sweep();
    // Swept again, by the clock or by another process: nothing more is raised, so no one is told twice.
    await sweep();
    const again = await withStore(t.database.db, Number(admin.suid), (db) =>
      warnOfExpiringLots(db, t.clock.now, DEFAULT_TIME_ZONE),
    );
    expect(again).toBe(0);
    // Within 30 days and held: NEAR (in both warehouses, told once) and TODAY; OLD has expired; FAR is beyond
    // the window and GONE is held nowhere.
    expect((await warnings()).sort()).toEqual([
      'lot_expired OLD:expired',
      'lot_expiring NEAR:expiring:30',
      'lot_expiring TODAY:expiring:30',
    ]);
    const told = (await data<{ rows: LiveEvent[] }>(admin.get(LIVE, { limit: 50 }))).rows;
    const near = told.find((e) => e.kind === 'lot_expiring' && e.params.lot === 'NEAR');
    expect(near).toMatchObject({
      record: String(lotIds.NEAR),
      params: {
        warehouse: '北仓、南仓',
        material: MATERIAL,
        expires: formatDate(day(10), DEFAULT_TIME_ZONE),
        days: 10,
        qty: '14.5',
        unit: '千克',
      },
    });
    expect(told.find((e) => e.params.lot === 'TODAY')?.params).toMatchObject({ status: 'today' });
    expect(told.find((e) => e.kind === 'lot_expired')?.params).toMatchObject({
      lot: 'OLD',
      warehouse: '北仓',
      qty: '4',
      expires: formatDate(day(-3), DEFAULT_TIME_ZONE),
    });
  });

  it('counts on the workbench exactly the rows the lot stock tabs list, by the same days', async () => {
    const counts = await data<Counts>(admin.get(COUNT));
    const tabs = (await data<CountAnswer>(admin.get(LOT_STOCK, { _count_sum: 1 }))).tabs!;
    expect(tabs).toMatchObject({ expiring: counts.expiring, expired: counts.expired });
    for (const tab of ['expiring', 'expired'] as const) {
      const listed = await data<CountAnswer>(admin.get(LOT_STOCK, { _count_sum: 1, _tab: tab }));
      expect(listed.count).toBe(counts[tab]);
    }
    // The test's own rows: NEAR in each warehouse and TODAY nearing expiry, OLD expired.
    expect(await rows('expiring')).toEqual(['NEAR', 'NEAR', 'TODAY']);
    expect(await rows('expired')).toEqual(['OLD']);
    expect(counts.expiring).toBeGreaterThanOrEqual(3);
    expect(counts.expired).toBeGreaterThanOrEqual(1);
  });

  it('warns again at a new number of days, and the counters follow it', async () => {
    await data(admin.post(SETTINGS_SAVE, { lot_expiry_days: 45 }));
    await sweep();
    // FAR is now within the window; NEAR and TODAY are told again at 45; OLD is not told twice.
    expect((await warnings()).sort()).toEqual([
      'lot_expired OLD:expired',
      'lot_expiring FAR:expiring:45',
      'lot_expiring NEAR:expiring:30',
      'lot_expiring NEAR:expiring:45',
      'lot_expiring TODAY:expiring:30',
      'lot_expiring TODAY:expiring:45',
    ]);
    expect(await rows('expiring')).toEqual(['FAR', 'NEAR', 'NEAR', 'TODAY']);
    const counts = await data<Counts>(admin.get(COUNT));
    expect(counts.days).toBe(45);
    expect((await data<CountAnswer>(admin.get(LOT_STOCK, { _count_sum: 1, _tab: 'expiring' }))).count).toBe(
      counts.expiring,
    );

    // Narrowed to 0, only the lot expiring today is in the window.
    await data(admin.post(SETTINGS_SAVE, { lot_expiry_days: 0 }));
    await sweep();
    expect(await warnings()).toContain('lot_expiring TODAY:expiring:0');
    expect((await warnings()).filter((w) => w.endsWith(':0'))).toEqual(['lot_expiring TODAY:expiring:0']);
    expect(await rows('expiring')).toEqual(['TODAY']);
  });

  it('raises through raiseCoreLive only the core kinds a clock raises; the database refuses the triggers’ kinds', async () => {
    const store = Number(admin.suid);
    const tryRaise = (fn: Parameters<typeof withStore>[2]) => withStore(t.database.db, store, fn);
    await expect(tryRaise((db) => raiseCoreLive(db, { kind: 'low_stock', key: 'forged:1' }))).rejects.toThrow(
      /not a core live kind raised by a clock/,
    );
    await expect(
      tryRaise((db) => raiseCoreLive(db, { kind: 'auction_ended', key: 'forged:2' })),
    ).rejects.toThrow(/not a core live kind raised by a clock/);
    await expect(tryRaise((db) => raiseLive(db, { kind: 'lot_expired', key: 'forged:3' }))).rejects.toThrow(
      /not a live kind an installed add-on declares/,
    );
    for (const kind of ['order', 'refund', 'withdrawal', 'low_stock', 'export'])
      await expect(
        tryRaise((db) =>
          db.tx.execute(sql`select live_event_raise(${kind}, '', '{}'::jsonb, 'forged:4', null)`),
        ),
        kind,
      ).rejects.toThrow();
  });

  it('tells only those who may open the lot stock list', async () => {
    const kinds = async (who: Client) => (await data<{ kinds: string[] }>(who.get(LIVE))).kinds;
    const lotKinds = (who: Client) => data<{ rows: LiveEvent[] }>(who.get(LIVE, { limit: 50 }));
    // The warehouse clerk may open it: the warnings reach them, and their workbench counts.
    expect(await kinds(clerk)).toEqual(expect.arrayContaining(['lot_expiring', 'lot_expired']));
    expect((await lotKinds(clerk)).rows.some((e) => e.params.lot === 'NEAR')).toBe(true);
    expect((await clerk.get(COUNT)).status).toBe(200);

    // Their role without the lot stock list: no warning, no counter.
    const [role] = await data<{ id: number; name: string; path_arr: string[]; api_arr: string[] }[]>(
      admin.get('/v1/seller/role/rolemanage', { name: '仓管' }),
    );
    await data(
      admin.post('/v1/seller/role/roleedit', {
        id: role!.id,
        name: role!.name,
        description: '',
        path_arr: role!.path_arr.filter((p) => !p.startsWith('/inventory/lotstock')),
        api_arr: role!.api_arr.filter((a) => !a.startsWith(`${JXC_API}lotstock/`)),
      }),
    );
    expect(await kinds(clerk)).not.toContain('lot_expiring');
    expect(await kinds(clerk)).not.toContain('lot_expired');
    expect((await lotKinds(clerk)).rows.filter((e) => e.kind.startsWith('lot_'))).toEqual([]);
    expect((await clerk.get(COUNT)).status).toBe(403);
  });
});
