import { rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  readXlsx,
  sheetRows,
  signedIn,
  startApp,
  type TestApp,
  xlsx,
} from '@yanye/framework/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GOODS_API = '/v1/seller/goods/';

describe.each(DB_KINDS)('export and import on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
  });
  afterAll(() => t?.close());

  const sqlRows = <T>(query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, query));
  const goodsCount = async () =>
    (await sqlRows<{ n: number }>(sql`select count(*)::int as n from goods`))[0]!.n;

  it('exports the filtered list as xlsx, formatted as on screen', async () => {
    const r = await admin.download(`${GOODS_API}GoodsShowManage`, {
      _down_excel: 1,
      _excel_file_name: '在售商品',
      _excel_down_culumns: 'name,cat_id,price,stock,created_at',
      name: '盐',
      sort: 'price',
      order: 'true',
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('在售商品')}.xlsx`,
    );
    const book = await readXlsx(r.rawPayload);
    const rows = sheetRows(book);
    expect(rows[0]).toEqual(['商品名称', '商品分类', '售价', '库存', '发布时间']);
    // Money keeps two decimals stock its three, as the screen shows them.
    expect(book.worksheets[0]!.getCell('C2').numFmt).toBe('#,##0.00');
    expect(book.worksheets[0]!.getCell('D2').numFmt).toBe('#,##0.000');
    expect(book.worksheets[0]!.getCell('A1').font?.bold).toBe(true);
    const expected = await sqlRows<{ name: string; price: string; cat: string; created_at: string }>(
      sql`select g.name, g.price::text as price, c.name as cat, g.created_at::text as created_at
            from goods g join goods_cats c on c.id = g.cat_id
           where g.is_show = 1 and g.name ilike '%盐%' order by g.price, g.id desc`,
    );
    expect(rows).toHaveLength(expected.length + 1);
    const first = rows[1]!;
    expect(first[0]).toBe(expected[0]!.name);
    expect(first[1]).toBe(expected[0]!.cat);
    expect(first[2]).toBe(Number(expected[0]!.price) / 100);
    expect(first[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses an export of a column that is not exportable, or of none', async () => {
    const image = await admin.download(`${GOODS_API}GoodsShowManage`, {
      _down_excel: 1,
      _excel_down_culumns: 'image',
    });
    expect(image.statusCode).toBe(400);
    const none = await admin.download(`${GOODS_API}GoodsShowManage`, {
      _down_excel: 1,
      _excel_down_culumns: ',',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请至少选择一列');
  });

  it('serves an import template with the importable columns, an example and the rules', async () => {
    const r = await admin.download(`${GOODS_API}GoodsShowManage`, { _down_excel_import_tpl: 1 });
    expect(r.statusCode).toBe(200);
    const wb = await readXlsx(r.rawPayload);
    const [header, example] = sheetRows(wb);
    expect(header).toEqual(expect.arrayContaining(['商品分类', '商品名称', '售价', '库存']));
    expect(header).not.toContain('主图');
    expect(example).toHaveLength(header!.length);
    expect(sheetRows(wb, 1).length).toBe(header!.length + 2);
  });

  it('skips the template’s example row: the template as it comes imports nothing', async () => {
    const before = await goodsCount();
    const tpl = await admin.download(`${GOODS_API}GoodsShowManage`, { _down_excel_import_tpl: 1 });
    const unchanged = await admin.upload(`${GOODS_API}GoodsShowManage`, '模板.xlsx', tpl.rawPayload, {
      _excel_import: '1',
    });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.msg).toBe('文件中没有数据行');
    expect(await goodsCount()).toBe(before);
    // The example left in above a real row: the real row alone is imported.
    const [header, example] = sheetRows(await readXlsx(tpl.rawPayload));
    const real = header!.map((title, i) => (title === '商品名称' ? '模板下的真盐' : example![i]));
    const file = await xlsx([header!, example!, real]);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, '填好的模板.xlsx', file, {
      _excel_import: '1',
    });
    expect(r.body).toMatchObject({ status: true, data: { inserted: 1, updated: 0 } });
    expect(await goodsCount()).toBe(before + 1);
  });

  it('imports a template-shaped sheet: labels, yuan, 是/否', async () => {
    const before = await goodsCount();
    const file = await xlsx([
      ['商品分类', '商品名称', '单位', '售价', '库存', '立即上架'],
      ['食用盐', '导入盐一', '袋', 3.5, 100, '是'],
      ['食用盐', '导入盐二', '袋', '4.20', 50.5, '否'],
      [],
      ['工业盐', '导入盐三', '吨', 620, 2, '0'],
    ]);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, '新品.xlsx', file, { _excel_import: '1' });
    expect(r.body).toMatchObject({ status: true, data: { inserted: 3, updated: 0 } });
    expect(await goodsCount()).toBe(before + 3);
    const [two] = await sqlRows<{ price: string; is_show: number; stock: string }>(
      sql`select price::text, is_show, stock::text from goods where name = '导入盐二'`,
    );
    expect(two).toEqual({ price: '420', is_show: 0, stock: '50.500' });
  });

  it('reads yuan exactly as the export writes and people type them, refusing what is no amount of two decimals', async () => {
    const before = await goodsCount();
    const bad = await xlsx([
      ['商品分类', '商品名称', '单位', '售价'],
      ['食用盐', '三位小数', '袋', 12.345],
      ['食用盐', '指数', '袋', '1e3'],
    ]);
    const refused = await admin.upload(`${GOODS_API}GoodsShowManage`, 'bad.xlsx', bad, {
      _excel_import: '1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('第2行 售价');
    expect(refused.body.msg).toContain('第3行 售价');
    expect(await goodsCount()).toBe(before);
    const file = await xlsx([
      ['商品分类', '商品名称', '单位', '售价'],
      ['食用盐', '分毫不差', '袋', 0.29],
      ['食用盐', '千位分隔', '袋', '¥1,234.50'],
      // A price worked out in the sheet (=3.5+0.28) is 3.7800000000000002 as a double; Excel shows 3.78.
      ['食用盐', '算出来的', '袋', 3.5 + 0.28],
    ]);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, '金额.xlsx', file, { _excel_import: '1' });
    expect(r.body).toMatchObject({ status: true, data: { inserted: 3 } });
    const prices = await sqlRows<{ name: string; price: string }>(
      sql`select name, price::text from goods where name in ('分毫不差', '千位分隔', '算出来的') order by name`,
    );
    expect(prices).toEqual([
      { name: '分毫不差', price: '29' },
      { name: '千位分隔', price: '123450' },
      { name: '算出来的', price: '378' },
    ]);
  });

  it('writes nothing when one row is bad, and names row and field', async () => {
    const before = await goodsCount();
    const file = await xlsx([
      ['商品分类', '商品名称', '单位', '售价'],
      ['食用盐', '好行', '袋', 3],
      ['食用盐', '坏行', '袋', 'abc'],
      ['不存在的分类', '坏分类', '袋', 1],
    ]);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, 'bad.xlsx', file);
    expect(r.status).toBe(400);
    expect(r.body.status).toBe(false);
    expect(r.body.msg).toBe(
      'Error: 第3行 售价应为数字（abc）\n第4行 商品分类须从可选项中选择（不存在的分类）',
    );
    expect(await goodsCount()).toBe(before);
  });

  it('shows a cell holding markup as text in the error', async () => {
    const file = await xlsx([
      ['商品分类', '商品名称', '单位', '售价'],
      ['<img src=x onerror=alert(1)>', 'x', '袋', 1],
    ]);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, 'xss.xlsx', file);
    expect(r.body.msg).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(r.body.msg).not.toContain('<img');
  });

  it('reads csv in UTF-8 and in GB18030, and updates rows that carry an id', async () => {
    const [row] = await sqlRows<{ id: number }>(sql`select id::int from goods where name = '导入盐一'`);
    const csv = `编号,商品名称,售价\n${row!.id},导入盐一（改）,5\n`;
    const utf8 = await admin.upload(`${GOODS_API}GoodsShowManage`, 'u.csv', Buffer.from(`\uFEFF${csv}`));
    expect(utf8.body).toMatchObject({ status: true, data: { inserted: 0, updated: 1 } });
    // Node has no GB18030 encoder, so the bytes are written out: what Excel saves as "CSV" on Chinese Windows.
    const encoded = Buffer.concat([
      Buffer.from([0xb1, 0xe0, 0xba, 0xc5]), // 编号
      Buffer.from(',', 'ascii'),
      Buffer.from([0xc9, 0xcc, 0xc6, 0xb7, 0xc3, 0xfb, 0xb3, 0xc6]), // 商品名称
      Buffer.from(',', 'ascii'),
      Buffer.from([0xca, 0xdb, 0xbc, 0xdb]), // 售价
      Buffer.from(`\n${row!.id},`, 'ascii'),
      Buffer.from([0xd1, 0xce]), // 盐
      Buffer.from(',6\n', 'ascii'),
    ]);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, 'g.csv', encoded);
    expect(r.body).toMatchObject({ status: true, data: { updated: 1 } });
    const [after] = await sqlRows<{ name: string; price: string }>(
      sql`select name, price::text from goods where id = ${row!.id}`,
    );
    expect(after).toEqual({ name: '盐', price: '600' });
    const missing = await admin.upload(
      `${GOODS_API}GoodsShowManage`,
      'm.csv',
      Buffer.from('编号,售价\n99999999,1\n'),
    );
    expect(missing.body.msg).toBe('Error: 第2行 编号: 记录不存在（99999999）');
  });

  it('imports 1,200 rows at once, and none of them when one in the middle is bad', async () => {
    const before = await goodsCount();
    const header = ['商品分类', '商品名称', '单位', '售价', '规格'];
    // Text the insert carries in arrays: quotes, a backslash, braces, commas, the word NULL, and blanks that
    // leave a column to its default (rows that give different columns).
    const odd = ['NULL', '引号"反斜杠\\花括号{a,b}', "单引号'; drop table goods; --", ' 前后空格 '];
    const rows = Array.from({ length: 1_200 }, (_, i) => [
      i < 3 ? '工业盐' : '食用盐',
      odd[i] ?? `批量盐 ${i}`,
      '袋',
      (i % 100) + 0.25,
      i % 3 === 0 ? '' : `${i}g`,
    ]);
    const bad = rows.map((row, i) => (i === 600 ? [row[0], row[1], row[2], 'abc', row[4]] : row));
    const refused = await admin.upload(
      `${GOODS_API}GoodsShowManage`,
      'many.xlsx',
      await xlsx([header, ...bad]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Error: 第602行 售价应为数字（abc）');
    const english = await admin.upload(
      `${GOODS_API}GoodsShowManage`,
      'many.xlsx',
      await xlsx([header, ...bad]),
      {},
      {
        lang: 'en',
      },
    );
    expect(english.body.msg).toBe('Error: Row 602: Price should be a number (abc)');
    expect(await goodsCount()).toBe(before);

    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, 'many.xlsx', await xlsx([header, ...rows]));
    expect(r.body).toMatchObject({ status: true, data: { inserted: 1_200, updated: 0 } });
    expect(await goodsCount()).toBe(before + 1_200);
    const stored = await sqlRows<{ name: string; spec: string; price: string; cat: string }>(
      sql`select g.name, g.spec, g.price::text, c.name as cat from goods g join goods_cats c on c.id = g.cat_id
          where g.name in ${[...odd.slice(0, 3), '前后空格', '批量盐 4', '批量盐 1199']} order by g.id`,
    );
    expect(stored).toEqual([
      { name: 'NULL', spec: '', price: '25', cat: '工业盐' },
      { name: odd[1], spec: '1g', price: '125', cat: '工业盐' },
      { name: odd[2], spec: '2g', price: '225', cat: '工业盐' },
      { name: '前后空格', spec: '', price: '325', cat: '食用盐' },
      { name: '批量盐 4', spec: '4g', price: '425', cat: '食用盐' },
      { name: '批量盐 1199', spec: '1199g', price: '9925', cat: '食用盐' },
    ]);
  });

  it('checks unique values against the store in one go: taken by another record, or by the row itself', async () => {
    const U = '/v1/jxc/materialunit/MaterialUnitManage';
    const header = ['单位名称', '基本单位', '换算比例', '小数位数'];
    const first = await admin.upload(U, 'u.xlsx', await xlsx([header, ['已有单位甲', '否', 1, 0]]));
    expect(first.body).toMatchObject({ status: true, data: { inserted: 1 } });
    const taken = await admin.upload(
      U,
      'u.xlsx',
      await xlsx([header, ['新单位乙', '否', 1, 0], ['已有单位甲', '否', 2, 0]]),
    );
    expect(taken.body.msg).toBe('Error: 第3行 单位名称“已有单位甲”已存在');
    expect((await admin.get(U, { name: '新单位乙' })).body.data).toEqual([]);
    // A row that updates the record holding the value keeps it.
    const [held] = (await admin.get<{ id: number }[]>(U, { name: '已有单位甲' })).body.data as {
      id: number;
    }[];
    const kept = await admin.upload(
      U,
      'u.csv',
      Buffer.from(`编号,单位名称,换算比例\n${held!.id},已有单位甲,3\n`),
    );
    expect(kept.body).toMatchObject({ status: true, data: { inserted: 0, updated: 1 } });
  });

  it('refuses other file types, damaged files and zip bombs', async () => {
    const txt = await admin.upload(`${GOODS_API}GoodsShowManage`, 'a.txt', Buffer.from('x'));
    expect(txt.status).toBe(400);
    expect(txt.body.msg).toBe('请上传 xlsx 或 xls 文件（也接受 csv）');
    const broken = await admin.upload(
      `${GOODS_API}GoodsShowManage`,
      'b.xlsx',
      Buffer.from('not a zip at all'),
    );
    expect(broken.body.msg).toBe('文件已损坏或不是表格文件');
    // A zip whose directory claims a huge, highly compressed entry.
    const bomb = await xlsx([['商品名称'], ['x']]);
    const eocd = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const cd = bomb.readUInt32LE(eocd + 16);
    bomb.writeUInt32LE(0xfffffff0, cd + 24);
    const r = await admin.upload(`${GOODS_API}GoodsShowManage`, 'bomb.xlsx', bomb);
    expect(r.status).toBe(413);
  });

  it('refuses a synchronous export above 50,000 rows and points to the async one', async () => {
    const [cat] = await sqlRows<{ id: number }>(sql`select id::int from goods_cats limit 1`);
    await withStore(t.database.db, Number(admin.suid), (db) =>
      rawRows(
        db.tx,
        sql`insert into goods (supplier_id, cat_id, name, price, is_show)
            select ${Number(admin.suid)}, ${cat!.id}, '批量' || g, g, 0 from generate_series(1, 50001) g`,
      ),
    );
    const r = await admin.download(`${GOODS_API}GoodsUnShowManage`, { _down_excel: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toMatch(/超过 50000 行不能直接导出，请使用异步导出/);
  });
});
