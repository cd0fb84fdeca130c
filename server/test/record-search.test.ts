import { goods, insertMany, members, orders, pinyinText, rawRows, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import { API, type RecordHit } from '@yanye/protocol';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SEARCH = API.search.recordSearch.path;

const hits = (r: Reply<RecordHit[]>): RecordHit[] => {
  expect(r.body.status, r.body.msg).toBe(true);
  return r.body.data as RecordHit[];
};

describe.each(DB_KINDS)('the page search finds records on %s', (kind) => {
  let t: TestApp;
  let admin: Client;
  let clerk: Client;
  let grain: Client;
  let order: { id: number; orderSn: string };
  let item: { id: number; name: string; code: string };
  let member: { id: number; phone: string };
  /** A statement as the salt store's application role, as an add-on's own SQL runs. */
  const asStore = <T>(statement: SQL) =>
    withStore(t.database.db, Number(admin.suid), (db) => rawRows<T>(db.tx, statement));
  const found = async (q: string, kind: string) =>
    hits(await admin.get(SEARCH, { q }))
      .filter((h) => h.kind === kind)
      .map((h) => h.title);

  beforeAll(async () => {
    t = await startApp(kind);
    admin = await signedIn(t, 'salt_admin');
    clerk = await signedIn(t, 'clerk', 'xinyan');
    grain = await signedIn(t, 'grain_admin');
    const store = Number(admin.suid);
    [order, item, member] = await withStore(t.database.db, store, async (db) => [
      // The newest order: a search answers the newest five, and the demo's numbers of a day share their start.
      (
        await db
          .select({ id: orders.id, orderSn: orders.orderSn })
          .from(orders)
          .orderBy(desc(orders.id))
          .limit(1)
      )[0]!,
      (await db.select({ id: goods.id, name: goods.name, code: goods.code }).from(goods).limit(1))[0]!,
      (await db.select({ id: members.id, phone: members.phone }).from(members).limit(1))[0]!,
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds an order by the start of its number, in any case', async () => {
    const found = hits(await admin.get(SEARCH, { q: order.orderSn.slice(0, -1).toLowerCase() }));
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'order',
        id: order.id,
        title: order.orderSn,
        sub: expect.stringContaining('¥'),
      }),
    );
    expect(found.filter((h) => h.kind === 'order').length).toBeLessThanOrEqual(5);
  });

  it('finds goods by a part of the name or the start of the code, and a member by the start of the phone', async () => {
    const byName = hits(await admin.get(SEARCH, { q: item.name.slice(1, 3) || item.name }));
    expect(byName).toContainEqual(expect.objectContaining({ kind: 'goods', id: item.id, title: item.name }));
    const byCode = hits(await admin.get(SEARCH, { q: item.code }));
    expect(byCode).toContainEqual(expect.objectContaining({ kind: 'goods', id: item.id }));
    const byPhone = hits(await admin.get(SEARCH, { q: member.phone.slice(0, 9) }));
    expect(byPhone).toContainEqual(
      expect.objectContaining({ kind: 'member', id: member.id, sub: member.phone }),
    );
  });

  it('finds only kinds the user may open, and only in their own store', async () => {
    // The warehouse clerk opens neither orders, goods nor members.
    expect(hits(await clerk.get(SEARCH, { q: order.orderSn }))).toEqual([]);
    // The grain store's admin is shown none of the salt store's orders.
    expect(
      hits(await grain.get(SEARCH, { q: order.orderSn })).filter(
        (h) => h.id === order.id && h.kind === 'order',
      ),
    ).toEqual([]);
  });

  it('reads a wildcard as the character typed, and refuses an empty or overlong search in plain words', async () => {
    expect(hits(await admin.get(SEARCH, { q: '%' }))).toEqual([]);
    expect(hits(await admin.get(SEARCH, { q: '_' }))).toEqual([]);
    for (const q of ['   ', 'x'.repeat(41), 'a\u0000b']) {
      const refused = await admin.get(SEARCH, { q });
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe(false);
      expect(refused.body.msg).not.toBe('');
    }
  });

  it('finds goods by the pinyin of their name, in full or by its initials, in any case and spacing', async () => {
    // 精制加碘食用盐 and 未加碘精制盐, two of the demo's salts.
    expect(await found('jingzhi', 'goods')).toEqual(
      expect.arrayContaining(['精制加碘食用盐', '未加碘精制盐']),
    );
    expect(await found('Jing Zhi Jia', 'goods')).toEqual(['精制加碘食用盐']);
    expect(await found('jzjdsyy', 'goods')).toEqual(['精制加碘食用盐']);
    expect(await found('wjdjzy', 'goods')).toEqual(['未加碘精制盐']);
  });

  it('finds a member by the pinyin of their nickname, and a rename changes what finds them', async () => {
    expect(await found('laozhang', 'member')).toEqual(['老张家的小卖部']);
    expect(await found('wjfsd', 'member')).toEqual(['王姐副食店']);
    await asStore(sql`update members set nick_name = '张三' where id = ${member.id}`);
    expect(await found('zhangsan', 'member')).toContain('张三');
    expect(await found('zs', 'member')).toContain('张三');
    const [renamed] = await withStore(t.database.db, Number(admin.suid), (db) =>
      db.select({ py: members.nickPy }).from(members).where(eq(members.id, member.id)),
    );
    expect(renamed?.py).toBe('zhangsan zs');
    await asStore(sql`update members set nick_name = '赵六' where id = ${member.id}`);
    const byOldName = hits(await admin.get(SEARCH, { q: 'zhangsan' }));
    expect(byOldName.filter((h) => h.kind === 'member' && h.id === member.id)).toEqual([]);
    expect(await found('zhaoliu', 'member')).toContain('赵六');
  });

  it('keeps the pinyin of goods an add-on writes itself, whatever pinyin it writes', async () => {
    const [added] = await asStore<{ id: number }>(
      sql`insert into goods (supplier_id, cat_id, name, code)
          select supplier_id, id, '绿豆 A1 礼盒', 'PY-1' from goods_cats limit 1 returning id`,
    );
    const pinyinOf = async () =>
      (
        await withStore(t.database.db, Number(admin.suid), (db) =>
          db.select({ py: goods.namePy }).from(goods).where(eq(goods.id, added!.id)),
        )
      )[0]?.py;
    // Other characters are kept, lower-cased; spaces are left out; 绿 reads `lv`, as it is typed.
    expect(await pinyinOf()).toBe('lvdoua1lihe lda1lh');
    expect(await found('lvdou', 'goods')).toContain('绿豆 A1 礼盒');
    await asStore(sql`update goods set name_py = 'made up' where id = ${added!.id}`);
    expect(await pinyinOf()).toBe('lvdoua1lihe lda1lh');
  });

  it("gives an import's goods the pinyin the database would, and the search finds them by it", async () => {
    const names = [
      '精制加碘食用盐',
      '绿豆 A1 礼盒',
      '\u3000井矿盐\t500G ',
      'Salt 盐 🧂',
      '㐀未知字',
      '',
      '   ',
    ];
    const store = Number(admin.suid);
    const [catId] = await asStore<{ id: number }>(sql`select id from goods_cats limit 1`);
    await withStore(t.database.db, store, async (db) => {
      const readings = new Map(
        (await rawRows<{ ch: string; py: string }>(db.tx, sql`select ch, py from pinyin_chars`)).map((r) => [
          r.ch,
          r.py,
        ]),
      );
      for (const name of names) {
        const [byDb] = await rawRows<{ py: string }>(db.tx, sql`select app_pinyin(${name}) as py`);
        expect(pinyinText(name, readings), JSON.stringify(name)).toBe(byDb!.py);
      }
      // An import's rows come with their pinyin, which the insert keeps.
      const code = `PY-IMPORT-${kind}`;
      await insertMany({ table: goods }, db, [{ catId: catId!.id, name: '雪花晶盐 礼盒', code }]);
      const [row] = await db.select({ py: goods.namePy }).from(goods).where(eq(goods.code, code));
      expect(row?.py).toBe('xuehuajingyanlihe xhjylh');
    });
    expect(await found('xhjy', 'goods')).toContain('雪花晶盐 礼盒');
  });

  it('lets the application read the readings and write none of them', async () => {
    expect(await asStore(sql`select py from pinyin_chars where ch = '盐'`)).toEqual([{ py: 'yan' }]);
    for (const statement of [
      sql`insert into pinyin_chars (ch, py) values ('〇', 'ling')`,
      sql`update pinyin_chars set py = 'x' where ch = '盐'`,
      sql`delete from pinyin_chars where ch = '盐'`,
      sql`truncate pinyin_chars`,
    ]) {
      // 42501: insufficient privilege.
      await expect(asStore(statement), String(statement.queryChunks[0])).rejects.toMatchObject({
        cause: { code: '42501' },
      });
    }
  });
});
