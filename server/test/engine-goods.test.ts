import { rawRows, withStore } from '@yanye/framework/server';
import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GOODS_API = '/v1/seller/goods/';

interface Meta {
  column_names: string[];
  rows: Record<string, { type: string; money: boolean; sort: boolean; sum: boolean; showTableRow: string }>;
  top_search: { name: string; type: string }[];
  limit: number;
  show_sum: boolean;
}

type Row = Record<string, unknown> & { id: number };

describe.each(DB_KINDS)('resource engine on goods, %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    other = await signedIn(t, 'grain_admin');
  });
  afterAll(() => t?.close());

  const sqlRows = <T>(client: Client, query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(client.suid), (db) => rawRows<T>(db.tx, query));

  async function data<T>(
    reply: Promise<{ body: { status: boolean; data?: unknown; msg: string } }>,
  ): Promise<T> {
    const { body } = await reply;
    if (!body.status) throw new Error(body.msg);
    return body.data as T;
  }

  it('describes the list: columns, money, sortable, sums, filters, page size', async () => {
    const meta = await data<Meta>(admin.get(`${GOODS_API}GoodsShowManage`, { _meta: 1 }));
    expect(meta.column_names).toEqual(
      expect.arrayContaining(['id', 'image', 'name', 'cat_id', 'price', 'stock']),
    );
    expect(meta.rows.price).toMatchObject({ type: 'number', money: true, sort: true });
    expect(meta.rows.stock).toMatchObject({ sum: true });
    expect(meta.rows.cost_price!.showTableRow).toBe('0');
    expect(meta.top_search.map((f) => f.name)).toEqual(expect.arrayContaining(['name', 'cat_id', 'price']));
    expect(meta.limit).toBe(20);
    expect(meta.show_sum).toBe(true);
    const en = await admin.get<Meta>(`${GOODS_API}GoodsShowManage`, { _meta: 1 }, { lang: 'en' });
    expect(JSON.stringify(en.body)).toContain('"title":"Price"');
  });

  it('lists only the view, newest first, a page at a time', async () => {
    const onSale = await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { page: 1, limit: 5 }));
    expect(onSale).toHaveLength(5);
    expect(onSale.every((r) => r.is_show === 1)).toBe(true);
    const ids = onSale.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { page: 2, limit: 5 }));
    expect(page2[0]!.id).toBeLessThan(ids[4]!);
    const warehouse = await data<Row[]>(admin.get(`${GOODS_API}GoodsUnShowManage`, { limit: 100 }));
    expect(warehouse.every((r) => r.is_show === 0)).toBe(true);
  });

  it('sorts only on columns marked sortable, and keeps limit within 1 to 500', async () => {
    const byPrice = await data<Row[]>(
      admin.get(`${GOODS_API}GoodsShowManage`, { sort: 'price', order: 'true', limit: 50 }),
    );
    const prices = byPrice.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const sort of ['code', 'password', 'price; drop table goods', 'supplier_id']) {
      const r = await admin.get(`${GOODS_API}GoodsShowManage`, { sort });
      expect(r.status, sort).toBe(400);
      expect(r.body.msg).toContain('sort');
    }
    for (const limit of [0, 501, -1, 'x']) {
      expect((await admin.get(`${GOODS_API}GoodsShowManage`, { limit })).status).toBe(400);
    }
    expect((await admin.get(`${GOODS_API}GoodsShowManage`, { limit: 500 })).status).toBe(200);
  });

  it('counts and sums the whole filtered set, as SQL does', async () => {
    const filter = { name: '盐', price: '300,5000' };
    const result = await data<{ count: number; totalrow: { stock: number; sales: number } }>(
      admin.get(`${GOODS_API}GoodsShowManage`, { ...filter, _count_sum: 1 }),
    );
    const [expected] = await sqlRows<{ n: number; stock: string; sales: string }>(
      admin,
      sql`select count(*)::int as n, sum(stock)::text as stock, sum(sales)::text as sales from goods
           where is_show = 1 and name ilike '%盐%' and price between 300 and 5000`,
    );
    expect(result.count).toBe(expected!.n);
    expect(result.count).toBeGreaterThan(2);
    expect(result.totalrow.stock).toBeCloseTo(Number(expected!.stock), 3);
    expect(result.totalrow.sales).toBeCloseTo(Number(expected!.sales), 3);
    const page = await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { ...filter, limit: 500 }));
    expect(page).toHaveLength(expected!.n);
  });

  it('filters by substring literally, by select, by number and date ranges', async () => {
    expect(await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { name: '%' }))).toEqual([]);
    const cats = await data<{ value: number; label: string }[]>(admin.get(`${GOODS_API}GoodsCatOptions`));
    const industrial = cats.find((c) => c.label === '工业盐')!;
    const inCat = await data<Row[]>(
      admin.get(`${GOODS_API}GoodsShowManage`, { cat_id: industrial.value, limit: 100 }),
    );
    expect(inCat.length).toBeGreaterThan(0);
    expect(inCat.every((r) => r.cat_id === industrial.value)).toBe(true);
    const cheap = await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { price: ',500', limit: 100 }));
    expect(cheap.every((r) => Number(r.price) <= 500)).toBe(true);
    const future = await data<Row[]>(
      admin.get(`${GOODS_API}GoodsShowManage`, { created_at: `${t.clock.now + 10},` }),
    );
    expect(future).toEqual([]);
    expect((await admin.get(`${GOODS_API}GoodsShowManage`, { price: 'a,b' })).status).toBe(400);
    expect((await admin.get(`${GOODS_API}GoodsShowManage`, { created_at: '1,2,3' })).status).toBe(400);
  });

  it('describes the form, creates, reads, updates and toggles goods, logging each write', async () => {
    const form = await data<{ fields: { name: string; type: string; required: boolean }[] }>(
      admin.get(`${GOODS_API}GoodsInfo`, { _meta: 1 }),
    );
    expect(form.fields.find((f) => f.name === 'price')).toMatchObject({ type: 'money', required: true });
    const cats = await data<{ value: number }[]>(admin.get(`${GOODS_API}GoodsCatOptions`));

    const missing = await admin.post(`${GOODS_API}GoodsSave`, { name: '新品' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('字段 商品分类 不能为空');
    const negative = await admin.post(`${GOODS_API}GoodsSave`, {
      cat_id: cats[0]!.value,
      name: 'x',
      unit: '袋',
      price: -1,
    });
    expect(negative.body.msg).toBe('售价须在 0.01 到 99,999,999.99 之间');
    const foreignCat = await other.get<{ value: number }[]>(`${GOODS_API}GoodsCatOptions`);
    if (!foreignCat.body.status) throw new Error();
    const wrongCat = await admin.post(`${GOODS_API}GoodsSave`, {
      cat_id: foreignCat.body.data[0]!.value,
      name: 'x',
      unit: '袋',
      price: 100,
    });
    expect(wrongCat.status).toBe(400);

    const created = await data<{ id: number }>(
      admin.post(`${GOODS_API}GoodsSave`, {
        cat_id: cats[0]!.value,
        name: '  雪花盐 ',
        unit: '袋',
        price: 1250,
        stock: 12.5,
      }),
    );
    const info = await data<Record<string, unknown>>(admin.get(`${GOODS_API}GoodsInfo`, { id: created.id }));
    expect(info).toMatchObject({ id: created.id, name: '雪花盐', price: 1250, is_show: 0, stock: 12.5 });

    await data(admin.post(`${GOODS_API}GoodsSave`, { id: created.id, price: 1300 }));
    const warehouse = await data<Row[]>(admin.get(`${GOODS_API}GoodsUnShowManage`, { name: '雪花盐' }));
    expect(warehouse).toMatchObject([{ id: created.id, price: 1300, stock: 12.5 }]);

    // 上下架 goes one way a row: 上架 from the warehouse; asked 上架 again, goods already on sale stay on sale.
    const onOff = (way: number) => admin.post(`${GOODS_API}GoodsOnoff`, { ids: [created.id], way });
    await data(onOff(0));
    expect(await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { name: '雪花盐' }))).toHaveLength(1);
    const again = await onOff(0);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('「雪花盐」现在不能上架：它的状态已变，请刷新后再试');
    expect(await data<Row[]>(admin.get(`${GOODS_API}GoodsShowManage`, { name: '雪花盐' }))).toHaveLength(1);
    await data(onOff(1));
    expect(await data<Row[]>(admin.get(`${GOODS_API}GoodsUnShowManage`, { name: '雪花盐' }))).toHaveLength(1);

    const logs = await sqlRows<{ api: string; target: string; summary: string }>(
      admin,
      sql`select api, target, summary from operator_logs
          where target = ${String(created.id)} and api like ${`${GOODS_API}Goods%`} order by id`,
    );
    expect(logs).toEqual([
      { api: `${GOODS_API}GoodsSave`, target: String(created.id), summary: '添加了商品「雪花盐」' },
      // An edit names the fields it changed.
      {
        api: `${GOODS_API}GoodsSave`,
        target: String(created.id),
        summary: '修改了商品「雪花盐」：售价 12.50 → 13.00',
      },
      // The log says which way it went.
      { api: `${GOODS_API}GoodsOnoff`, target: String(created.id), summary: '上架商品「雪花盐」' },
      { api: `${GOODS_API}GoodsOnoff`, target: String(created.id), summary: '下架商品「雪花盐」' },
    ]);
  });

  it('deletes one or many, and refuses a category that still has goods', async () => {
    const cats = await data<{ value: number }[]>(admin.get(`${GOODS_API}GoodsCatOptions`));
    const catId = cats[0]!.value;
    const ids: number[] = [];
    for (const name of ['待删一', '待删二', '待删三']) {
      ids.push(
        (
          await data<{ id: number }>(
            admin.post(`${GOODS_API}GoodsSave`, { cat_id: catId, name, unit: '袋', price: 1 }),
          )
        ).id,
      );
    }
    expect(await data(admin.post(`${GOODS_API}GoodsDel`, { id: ids[0] }))).toMatchObject({ deleted: 1 });
    expect(await data(admin.post(`${GOODS_API}GoodsDel`, { ids: `${ids[1]},${ids[2]}` }))).toMatchObject({
      deleted: 2,
    });
    expect((await admin.post(`${GOODS_API}GoodsDel`, { id: ids[0] })).status).toBe(404);

    const inUse = await admin.post(`${GOODS_API}GoodsCatDel`, { id: catId });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toBe('该分类下还有商品或子分类，不能删除');
    const empty = await data<{ id: number }>(admin.post(`${GOODS_API}GoodsCatSave`, { name: '临时分类' }));
    expect(await data(admin.post(`${GOODS_API}GoodsCatDel`, { id: empty.id }))).toMatchObject({ deleted: 1 });
  });
});
