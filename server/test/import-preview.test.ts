import { PREVIEW_TTL_SECONDS, rawRows, withStore } from '@yanye/framework/server';
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
import type { Lang } from '@yanye/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * An import's dry run (docs/engine.md, "Import preview"): it counts what the import would add, update and refuse,
 * writes nothing, and gives a token for that very file; the import with the token writes exactly what was
 * counted, and refuses, writing nothing, another file, another user's token, an expired or forged one.
 */

const LIST = '/v1/seller/goods/GoodsShowManage';
const HEADER = ['编号', '商品分类', '商品名称', '单位', '售价'];

interface Preview {
  inserted: number;
  updated: number;
  refused: number;
  problems: { row: number; column: string; reason: string }[];
  token: string | null;
}

describe.each(DB_KINDS)('import preview on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let other: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    other = await signedIn(t, 'grain_admin');
  });
  afterAll(() => t?.close());

  const sqlRows = <T>(query: ReturnType<typeof sql>) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, query));
  /** Every goods row of the store, as text: what "nothing changed" compares. */
  const snapshot = async () =>
    JSON.stringify(await sqlRows(sql`select id, name, price::text, cat_id from goods order by id`));
  const preview = (who: Client, file: Buffer, o: { lang?: Lang } = {}) =>
    who.upload<Preview>(LIST, 'goods.xlsx', file, { _dry: '1' }, o);
  const apply = (who: Client, file: Buffer, token?: string) =>
    who.upload<{ inserted: number; updated: number }>(
      LIST,
      'goods.xlsx',
      file,
      token === undefined ? { _excel_import: '1' } : { _excel_import: '1', _preview: token },
    );

  /** Two goods of the store to update, and a sheet that updates them and adds `adds` more. */
  async function sheet(adds: number, tag: string, bad?: { row: number; price: unknown }) {
    const existing = await sqlRows<{ id: number }>(sql`select id from goods order by id limit 2`);
    const rows: unknown[][] = [
      ...existing.map((g, i) => [g.id, '食用盐', `${tag}改${i}`, '袋', 9.5]),
      ...Array.from({ length: adds }, (_, i) => ['', '食用盐', `${tag}新${i}`, '袋', i + 1]),
    ];
    if (bad) rows[bad.row - 2]![4] = bad.price;
    return { file: await xlsx([HEADER, ...rows]), ids: existing.map((g) => g.id) };
  }

  it('counts adds, updates and refusals, names the first refusals and writes nothing', async () => {
    const before = await snapshot();
    const { file } = await sheet(5, '预览A', { row: 5, price: 'abc' });
    const r = await preview(admin, file);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      inserted: 4,
      updated: 2,
      refused: 1,
      problems: [{ row: 5, column: '售价', reason: '售价应为数字（abc）' }],
      token: null,
    });
    expect(r.body.msg).toBe('预览：可新增 4 条，可更新 2 条，1 条有误');
    const en = await preview(admin, file, { lang: 'en' });
    const enProblem = (en.body.data as Preview).problems[0]!;
    expect(enProblem).toEqual({ row: 5, column: 'Price', reason: 'Price should be a number (abc)' });
    expect(await snapshot()).toBe(before);
  });

  it('counts every refused row, not only the first 50, and gives them all back as an xlsx with a reason', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ['', '食用盐', `全错${i}`, '袋', i % 2 ? 'x' : -1]);
    const file = await xlsx([HEADER, ...rows, ['', '食用盐', '对的', '袋', 3]]);
    const r = await preview(admin, file);
    expect(r.body.data).toMatchObject({ inserted: 1, updated: 0, refused: 120, token: null });
    expect((r.body.data as Preview).problems).toHaveLength(50);
    const raw = await admin.uploadForFile(LIST, 'goods.xlsx', file, { _dry: 'refused' });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    const got = sheetRows(await readXlsx(raw.rawPayload));
    expect(got[0]).toEqual([...HEADER, '错误原因']);
    expect(got).toHaveLength(121);
    expect(got[1]!.slice(1, 5)).toEqual(['食用盐', '全错0', '袋', -1]);
    expect(String(got[1]![5])).toMatch(/^第2行 售价/);
    expect(String(got[2]![5])).toContain('（x）');
  });

  it('applies the previewed file: rows changed equal the rows counted', async () => {
    const before = await sqlRows<{ n: number }>(sql`select count(*)::int as n from goods`);
    const { file, ids } = await sheet(3, '预览B');
    const p = (await preview(admin, file)).body.data as Preview;
    expect(p).toMatchObject({ inserted: 3, updated: 2, refused: 0, problems: [] });
    const token = p.token!;
    expect(token).toMatch(/^\d+\.3\.2\./);
    const r = await apply(admin, file, token);
    expect(r.body).toMatchObject({ status: true, data: { inserted: 3, updated: 2 } });
    const after = await sqlRows<{ n: number }>(sql`select count(*)::int as n from goods`);
    expect(after[0]!.n - before[0]!.n).toBe(p.inserted);
    const added = await sqlRows<{ n: number }>(
      sql`select count(*)::int as n from goods where name like '预览B新%'`,
    );
    expect(added[0]!.n).toBe(p.inserted);
    const changed = await sqlRows<{ id: number }>(
      sql`select id from goods where name like '预览B改%' and id in ${ids} order by id`,
    );
    expect(changed.map((c) => c.id)).toEqual(ids);
    expect(changed).toHaveLength(p.updated);
  });

  it('leaves no operator-log row for a preview or its refused rows, and the import’s own for the apply', async () => {
    const logs = async () =>
      (await sqlRows<{ n: number }>(sql`select count(*)::int as n from operator_logs`))[0]!.n;
    const before = await logs();
    const bad = await sheet(2, '预览E', { row: 3, price: 'abc' });
    expect((await preview(admin, bad.file)).body.data).toMatchObject({ refused: 1 });
    const refusedFile = await admin.uploadForFile(LIST, 'goods.xlsx', bad.file, { _dry: 'refused' });
    expect(refusedFile.statusCode).toBe(200);
    const { file } = await sheet(2, '预览E');
    const token = ((await preview(admin, file)).body.data as Preview).token!;
    expect(await logs()).toBe(before);

    expect((await apply(admin, file, token)).body.status).toBe(true);
    expect(await logs()).toBe(before + 1);
    const [entry] = await sqlRows<{ api: string; summary: string }>(
      sql`select api, summary from operator_logs order by id desc limit 1`,
    );
    expect(entry).toEqual({ api: LIST, summary: '导入了商品：新增 2 条，更新 2 条' });
  });

  it('says each refusal in the reader’s language with its own punctuation: no Chinese brackets in en or es', async () => {
    const file = await xlsx([
      HEADER,
      [99_999_999, '食用盐', '没有的', '袋', 1],
      ['', '食用盐', '', '袋', 1],
      ['', 'no such category', '分类错', '袋', 1],
      ['', '食用盐', '价格错', '袋', 'abc'],
    ]);
    const said = async (lang: Lang) => {
      const problems = ((await preview(admin, file, { lang })).body.data as Preview).problems;
      const raw = await admin.uploadForFile(LIST, 'goods.xlsx', file, { _dry: 'refused' }, { lang });
      const reasons = sheetRows(await readXlsx(raw.rawPayload)).map((r) => String(r[HEADER.length]));
      return { problems, reasons };
    };
    const en = await said('en');
    expect(en.problems).toEqual([
      { row: 2, column: '编号', reason: 'no such record (99999999)' },
      { row: 3, column: 'Name', reason: 'is required' },
      { row: 4, column: 'Category', reason: 'Category must be one of its choices (no such category)' },
      { row: 5, column: 'Price', reason: 'Price should be a number (abc)' },
    ]);
    expect(en.reasons).toEqual([
      'Reason',
      'Row 2, 编号: no such record (99999999)',
      'Row 3, Name: is required',
      'Row 4: Category must be one of its choices (no such category)',
      'Row 5: Price should be a number (abc)',
    ]);
    // Full-width brackets, colons, commas and corner quotes are Chinese and Japanese punctuation.
    const fullWidth = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/;
    const es = await said('es');
    for (const text of [
      ...en.reasons,
      ...es.reasons,
      ...[...en.problems, ...es.problems].map((p) => p.reason),
    ])
      expect(text).not.toMatch(fullWidth);
    expect(es.reasons[4]).toBe('Fila 5: Precio debe ser un número (abc)');
    expect((await said('ja')).reasons[4]).toBe('5行目 販売価格は数値で入力してください（abc）');
  });

  it('refuses, writing nothing, a changed file, a wrong, forged, expired or hostile token, another user’s token', async () => {
    const { file } = await sheet(2, '预览C');
    const token = ((await preview(admin, file)).body.data as Preview).token!;
    const before = await snapshot();
    const changed = (await sheet(3, '预览C')).file;
    const refusedChanged = await apply(admin, changed, token);
    expect(refusedChanged.status).toBe(400);
    expect(refusedChanged.body.msg).toBe('文件与预览时的不同，未导入任何数据，请重新预览');

    // A token whose counts were changed by hand, or its signature.
    const [expiry, , , mac] = token.split('.');
    const forged = [
      `${expiry}.9.9.${mac}`,
      `${expiry}.2.2.${'A'.repeat(43)}`,
      `${Number(expiry) + 60}.2.2.${mac}`,
    ];
    const hostile = [
      '',
      'x',
      '../../etc/passwd',
      '1.2.3',
      `${'9'.repeat(199)}`,
      '\u0000'.repeat(10),
      'é'.repeat(300),
    ];
    for (const bad of [...forged, ...hostile]) {
      const r = await apply(admin, file, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    const otherUser = await apply(other, file, token);
    expect(otherUser.status).toBe(400);
    expect(otherUser.body.msg).toBe('文件与预览时的不同，未导入任何数据，请重新预览');
    // A bad _dry is no 500 either.
    for (const dry of ['what', '0', '', 'x'.repeat(300)])
      expect((await admin.upload(LIST, 'goods.xlsx', file, { _dry: dry })).status, dry).toBe(400);

    t.clock.now += PREVIEW_TTL_SECONDS + 1;
    try {
      const expired = await apply(admin, file, token);
      expect(expired.status).toBe(400);
      expect(expired.body.msg).toBe('预览已过期，未导入任何数据，请重新预览');
    } finally {
      t.clock.now -= PREVIEW_TTL_SECONDS + 1;
    }
    expect(await snapshot()).toBe(before);
    // The same file with its token is still taken.
    expect((await apply(admin, file, token)).body).toMatchObject({
      status: true,
      data: { inserted: 2, updated: 2 },
    });
  });

  it('refuses the apply when the store changed since the preview, writing nothing', async () => {
    const seed = await apply(admin, await xlsx([HEADER.slice(1), ['食用盐', '预览D基', '袋', 1]]));
    expect(seed.body.status).toBe(true);
    const [seeded] = await sqlRows<{ id: number }>(sql`select id from goods where name = '预览D基'`);
    const id = seeded!.id;
    const file = await xlsx([HEADER, [id, '食用盐', '预览D改', '袋', 2], ['', '食用盐', '预览D新', '袋', 3]]);
    const token = ((await preview(admin, file)).body.data as Preview).token!;
    // The record the sheet updates is deleted meanwhile: the import now refuses its row.
    await sqlRows(sql`delete from goods where id = ${id}`);
    const before = await snapshot();
    const r = await apply(admin, file, token);
    expect(r.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
