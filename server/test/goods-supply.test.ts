import { goods, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import { type FormMeta, formatMoney, type SupplyTaker, type TableMeta } from '@yanye/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSupplyTakers } from '../src/resources/goods/tables';

const SUPPLY = '/v1/fenxiao/goods/';
const LIST = `${SUPPLY}GoodsSupplyManage`;
const INFO = `${SUPPLY}GoodsInfo`;
const SAVE = `${SUPPLY}GoodsSave`;
const STOP = `${SUPPLY}GoodsSupplyStop`;
const LOOK = `${SUPPLY}GoodsSupplyLook`;
const GOODS = '/v1/seller/goods/Goods';

type Row = Record<string, unknown>;
interface Look {
  name: string;
  supply_price: number;
  supply_status: number;
  supply_started_at: number;
  supply_stopped_at: number;
  regions_text: string;
  takers: SupplyTaker[];
}

const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};
const refused = (r: Reply, status: number, ...words: string[]) => {
  expect(r.status, r.body.msg).toBe(status);
  expect(r.body.status).toBe(false);
  for (const w of words) expect(r.body.msg).toContain(w);
};

const HENAN = '410000';
const HUBEI = '420000';

describe.each(DB_KINDS)('goods supply on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
  });
  afterAll(() => t?.close());

  const offers = async (query: Record<string, string | number> = {}) =>
    ok(await salt.get<Row[]>(LIST, { limit: 100, ...query }), 'offers');
  const look = async (id: number, lang = 'zh') => ok(await salt.get<Look>(LOOK, { id }, { lang }), 'look');
  /** The salt store's goods of that name, as stored. */
  const stored = (name: string) =>
    withStore(t.database.db, Number(salt.suid), async (db) => {
      const [row] = await db.select().from(goods).where(eq(goods.name, name));
      return row!;
    });
  const offer = { supply_price: 230, supply_moq: 50, supply_stock: 800, supply_regions: [HENAN, HUBEI] };

  it('lists the offers of the store with their takers, and opens an offer with the stores that take it', async () => {
    const rows = await offers();
    expect(rows.length).toBe(8);
    const salt400 = rows.find((r) => r.name === '精制加碘食用盐')!;
    expect(salt400).toMatchObject({ supply_status: 1, supply_regions: '河南省、湖北省、山东省' });
    expect(Number(salt400.supply_price)).toBeLessThan(Number(salt400.price));
    expect(rows.filter((r) => r.supply_status === 2).map((r) => r.name)).toEqual(
      expect.arrayContaining(['工业盐（日晒）', '融雪盐（颗粒）']),
    );
    expect(ok(await salt.get<Row[]>(LIST, { supply_status: 2 }), 'stopped')).toHaveLength(2);
    const taken = rows.filter((r) => Number(r.takers) > 0);
    expect(taken.length).toBeGreaterThan(3);
    // An offer's page: the offer, and each store taking it, since when, how much, and when last.
    const id = Number(taken[0]!.id);
    const page = await look(id);
    expect(page.takers.length).toBe(Number(taken[0]!.takers));
    for (const taker of page.takers) {
      expect(['丰谷粮油', '便民支付']).toContain(taker.store_name);
      expect(taker.quantity).toBeGreaterThan(0);
      expect(taker.last_taken_at).toBeGreaterThanOrEqual(taker.since);
    }
    const nationwide = rows.find((r) => r.name === '低钠盐')!;
    expect(nationwide.supply_regions).toBe('全国');
    expect((await look(Number(nationwide.id), 'en')).regions_text).toBe('Nationwide');
    expect((await look(Number(nationwide.id), 'ja')).regions_text).toBe('全国');
    // The list offers each row its offer's form and page.
    const meta = ok(await salt.get<TableMeta>(LIST, { _meta: 1 }), 'meta');
    expect(meta.links?.map((l) => [l.page, l.title])).toEqual([
      ['GoodsSupply', '设置供货'],
      ['GoodsLookSupply', '查看供货'],
    ]);
    expect(meta.actions.map((a) => [a.name, a.when])).toEqual([['SupplyStop', { supply_status: [1] }]]);
  });

  it('offers the supply pages on the goods lists, the offer page only where there is an offer', async () => {
    const meta = ok(await salt.get<TableMeta>(`${GOODS}ShowManage`, { _meta: 1 }), 'goods meta');
    expect(meta.links).toEqual([
      { name: 'Supply', title: '设置供货', page: 'GoodsSupply', when: null },
      { name: 'LookSupply', title: '查看供货', page: 'GoodsLookSupply', when: { supply_status: [1, 2] } },
    ]);
  });

  it('makes an offer of a goods never offered, changes it, stops it and starts it again', async () => {
    const goodsRow = await stored('竹盐');
    expect(goodsRow.supplyStatus).toBe(0);
    const id = goodsRow.id;
    const form = ok(await salt.get<FormMeta>(INFO, { _meta: 1 }), 'form');
    expect(form.fields.map((f) => f.name)).toEqual([
      'supply_price',
      'supply_moq',
      'supply_stock',
      'supply_regions',
      'supply_remark',
    ]);
    // The form of the offer says which goods it is of.
    expect(ok(await salt.get<Row>(INFO, { id }), 'info')).toMatchObject({
      supply_price: 0,
      supply_regions: [],
      _caption: '竹盐 250g',
    });
    refused(await salt.get(LOOK, { id }), 404);
    t.clock.now += 60;
    ok(await salt.post(SAVE, { id, ...offer, supply_remark: '罐装 24 罐一箱' }), 'offer');
    const made = await stored('竹盐');
    expect(made).toMatchObject({
      supplyStatus: 1,
      supplyPrice: 230,
      supplyMoq: '50.000',
      supplyRegions: [HENAN, HUBEI],
    });
    expect(made.supplyStartedAt).toBeGreaterThan(0);
    expect((await offers()).map((r) => r.id)).toContain(id);
    // A change keeps the offer's start.
    t.clock.now += 60;
    ok(await salt.post(SAVE, { id, supply_price: 240 }), 'change');
    expect(await stored('竹盐')).toMatchObject({ supplyPrice: 240, supplyStartedAt: made.supplyStartedAt });
    // Stopped once; a second stop is refused and changes nothing.
    t.clock.now += 60;
    const stop = await salt.post(STOP, { id });
    expect(stop.body.msg).toBe('已结束');
    const stopped = await stored('竹盐');
    expect(stopped).toMatchObject({ supplyStatus: 2, supplyStoppedAt: t.clock.now });
    refused(await salt.post(STOP, { id }), 409, '未在供货');
    refused(await salt.post(STOP, { id }, { lang: 'en' }), 409, 'not being supplied');
    expect(await stored('竹盐')).toEqual(stopped);
    expect((await look(id)).supply_status).toBe(2);
    // Saved again, it runs again from now.
    t.clock.now += 60;
    ok(await salt.post(SAVE, { id, supply_stock: 900 }), 'again');
    expect(await stored('竹盐')).toMatchObject({
      supplyStatus: 1,
      supplyStartedAt: t.clock.now,
      supplyStoppedAt: 0,
      supplyStock: '900.000',
    });
  });

  it('refuses an offer that is no offer, saying why, and changes nothing', async () => {
    const never = await stored('湖盐');
    const id = never.id;
    refused(await salt.post(SAVE, { id, ...offer, supply_price: 0 }), 400, '供货价');
    refused(await salt.post(SAVE, { id, ...offer, supply_moq: 0.5 }), 400, '起订量');
    refused(await salt.post(SAVE, { id, ...offer, supply_stock: -1 }), 400, '供货库存');
    refused(await salt.post(SAVE, { id, ...offer, supply_regions: [] }), 400, '配送区域');
    refused(await salt.post(SAVE, { id, ...offer, supply_regions: ['999999'] }), 400, '配送区域');
    refused(await salt.post(SAVE, { id, ...offer, supply_regions: ['100000', HENAN] }), 400, '全国');
    refused(
      await salt.post(SAVE, { id, ...offer, supply_regions: ['100000', HENAN] }, { lang: 'es' }),
      400,
      'Todo el país',
    );
    // A partial save of a goods never offered leaves no half offer.
    refused(await salt.post(SAVE, { id, supply_price: 200 }), 400, '起订量');
    // An offer is made on a goods of the store, never without one.
    refused(await salt.post(SAVE, { ...offer }), 400, '商品列表');
    const theirs = await withStore(t.database.db, Number(grain.suid), async (db) => {
      const [row] = await db.select({ id: goods.id }).from(goods).limit(1);
      return row!.id;
    });
    refused(await salt.post(SAVE, { id: theirs, ...offer }), 404);
    refused(await salt.post(STOP, { id: theirs }), 404);
    refused(await salt.get(LOOK, { id: theirs }), 404);
    expect(await stored('湖盐')).toEqual(never);
  });

  it('refuses a supply price above the retail price, and a retail price below a running offer, saying both', async () => {
    const goodsRow = await stored('竹盐');
    const { id, price } = goodsRow;
    expect(price).toBeGreaterThan(100);
    const money = (cents: number) => formatMoney(cents);
    const above = await salt.post(SAVE, { id, ...offer, supply_price: price + 1 });
    refused(above, 400, '供货价', money(price + 1), '不能高于零售价', money(price));
    refused(
      await salt.post(SAVE, { id, ...offer, supply_price: price + 1 }, { lang: 'en' }),
      400,
      `supply price ${money(price + 1)} cannot be above the retail price ${money(price)}`,
    );
    expect(await stored('竹盐')).toEqual(goodsRow);
    // As much as the retail price is an offer.
    ok(await salt.post(SAVE, { id, ...offer, supply_price: price }), 'at the retail price');
    const offered = await stored('竹盐');

    // While it runs, the goods' own save and import keep the retail price at least the supply price.
    refused(
      await salt.post(`${GOODS}Save`, { id, price: price - 1 }),
      400,
      '零售价',
      money(price - 1),
      money(price),
    );
    const sheet = await xlsx([
      ['ID', '售价'],
      [id, (price - 1) / 100],
    ]);
    const imported = await salt.upload(`${GOODS}ShowManage`, 'goods.xlsx', sheet, { _excel_import: '1' });
    refused(imported, 400, '第2行', money(price));
    expect(await stored('竹盐')).toEqual(offered);
    ok(await salt.post(`${GOODS}Save`, { id, price: price + 100 }), 'a higher retail price');
    // Stopped, the offer no longer holds the retail price down.
    ok(await salt.post(STOP, { id }), 'stop');
    ok(await salt.post(`${GOODS}Save`, { id, price: 1 }), 'any price once stopped');
    ok(await salt.post(`${GOODS}Save`, { id, price }), 'back');
  });

  it('keeps the supply pages from union accounts and from roles without them', async () => {
    const id = (await stored('低钠盐')).id;
    for (const c of [grain, clerk]) {
      refused(await c.get(LIST, { limit: 10 }), 403);
      refused(await c.get(INFO, { _meta: 1 }), 403);
      refused(await c.post(SAVE, { id, ...offer }), 403);
      refused(await c.post(STOP, { id }), 403);
      refused(await c.get(LOOK, { id }), 403);
    }
    const pages = ok(
      await grain.get<{ path_arr: string[] }>('/v1/seller/role/OperatorPermission'),
      'grain pages',
    );
    expect(pages.path_arr.filter((p) => /Supply/.test(p))).toEqual([]);
    expect(pages.path_arr).toContain('/goods/list/GoodsProperty');
    const mine = ok(
      await salt.get<{ path_arr: string[] }>('/v1/seller/role/OperatorPermission'),
      'salt pages',
    );
    expect(mine.path_arr).toEqual(
      expect.arrayContaining([
        '/goods/list/manageSupply',
        '/goods/list/supply/:id',
        '/goods/list/stopSupply/:id',
        '/goods/list/lookSupply/:id',
      ]),
    );
    expect((await stored('低钠盐')).supplyStatus).toBe(1);
  });

  it('stops an offer once when two stops race', async () => {
    const id = (await stored('软水盐')).id;
    const replies = await Promise.all([salt.post(STOP, { id }), salt.post(STOP, { id })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stored('软水盐')).supplyStatus).toBe(2);
  });

  it('keeps goods on offer or taken by other stores from being deleted', async () => {
    const active = await stored('低钠盐');
    refused(await salt.post(`${GOODS}Del`, { id: active.id }), 409, '低钠盐', '正在供货');
    const stoppedTaken = await withStore(t.database.db, Number(salt.suid), async (db) => {
      const [row] = await db
        .select({ id: goods.id, name: goods.name })
        .from(goods)
        .innerJoin(goodsSupplyTakers, eq(goodsSupplyTakers.goodsId, goods.id))
        .where(and(eq(goods.supplyStatus, 2)))
        .limit(1);
      return row!;
    });
    refused(await salt.post(`${GOODS}Del`, { id: stoppedTaken.id }), 409, stoppedTaken.name, '采购');
    expect((await stored(stoppedTaken.name)).id).toBe(stoppedTaken.id);
  });
});
