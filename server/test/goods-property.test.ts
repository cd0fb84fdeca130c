import { goods, withStore } from '@yanye/framework/server';
import {
  type Client,
  DB_KINDS,
  type Reply,
  signedIn,
  startApp,
  type TestApp,
} from '@yanye/framework/testing';
import type { FieldMeta, FormMeta } from '@yanye/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsProperties } from '../src/resources/goods/tables';

const PROPERTY = '/v1/seller/goods/GoodsProperty';
const GOODS = '/v1/seller/goods/Goods';

type Row = Record<string, unknown>;

const ok = <T>(r: Reply<T>, what: string): T => {
  expect(r.status, `${what}: ${r.body.msg}`).toBe(200);
  return r.body.data as T;
};
const refused = (r: Reply, status: number, ...words: string[]) => {
  expect(r.status, r.body.msg).toBe(status);
  expect(r.body.status).toBe(false);
  for (const w of words) expect(r.body.msg).toContain(w);
};

describe.each(DB_KINDS)('goods properties on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;
  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
  });
  afterAll(() => t?.close());

  const properties = async (c: Client) =>
    ok(await c.get<Row[]>(`${PROPERTY}Manage`, { limit: 100 }), 'properties');
  const propertyOf = async (c: Client, code: string) => (await properties(c)).find((p) => p.code === code)!;
  const goodsForm = async (c: Client) =>
    ok(await c.get<FormMeta>(`${GOODS}Info`, { _meta: 1 }), 'goods form').fields;
  const field = (fields: readonly FieldMeta[], name: string) => fields.find((f) => f.name === name)!;
  const goodsRow = async (c: Client, id: number) => ok(await c.get<Row>(`${GOODS}Info`, { id }), 'goods');
  /** A goods of the store holding `where`, by id. */
  const goodsId = (c: Client, where = eq(goods.isShow, 1)) =>
    withStore(t.database.db, Number(c.suid), async (db) => {
      const [row] = await db.select({ id: goods.id }).from(goods).where(where).limit(1);
      return Number(row!.id);
    });
  const savedProps = (c: Client, id: number) =>
    withStore(t.database.db, Number(c.suid), async (db) => {
      const [row] = await db.select().from(goods).where(eq(goods.id, id));
      return row!;
    });

  it('defines each industry its properties, and says how many goods hold each', async () => {
    const mine = await properties(salt);
    expect(mine.map((p) => p.name)).toEqual(expect.arrayContaining(['等级', '产地', '包装', '保质期']));
    expect((await propertyOf(salt, 'grade')).values).toBe('优级、一级、二级');
    expect(Number((await propertyOf(salt, 'packaging')).goods_count)).toBeGreaterThan(10);
    expect(Number((await propertyOf(salt, 'grade')).goods_count)).toBeGreaterThan(10);
    const theirs = await properties(grain);
    expect((await propertyOf(grain, 'origin')).values).toContain('黑龙江五常');
    expect((await propertyOf(grain, 'origin')).values).toContain('辽宁盘锦');
    // Each store sees its own only.
    const ids = new Set(mine.map((p) => p.id));
    for (const p of theirs) expect(ids.has(p.id)).toBe(false);
  });

  it('makes the goods form pick grade and origin from their values, and the other enabled properties by group', async () => {
    const fields = await goodsForm(salt);
    const grade = field(fields, 'grade');
    expect(grade.type).toBe('select');
    expect(grade.options?.map((o) => o.value)).toEqual(['优级', '一级', '二级']);
    expect(field(fields, 'origin').options?.map((o) => o.label)).toContain('四川自贡');
    const props = field(fields, 'props');
    expect(props).toMatchObject({ type: 'select', multiple: true });
    // Enabled properties other than grade and origin, larger sort first; 执行标准 is being set up (disabled).
    expect(props.columns?.map((c) => c.title)).toEqual(['包装', '保质期', '碘含量']);
    const packaging = props.columns![0]!;
    expect(packaging.options?.[0]).toEqual({ value: 'packaging=250g罐', label: '250g罐' });
    // A demo goods carries its packaging and shelf life, and the form reads them back.
    const id = await goodsId(salt, eq(goods.name, '天然海盐'));
    expect((await goodsRow(salt, id)).props).toEqual(['packaging=500g袋', 'shelf_life=36个月']);
  });

  it('refuses a goods value no property offers, naming the property and the value, and changes nothing', async () => {
    const id = await goodsId(salt);
    const before = await savedProps(salt, id);
    refused(await salt.post(`${GOODS}Save`, { id, grade: '特级' }), 400, '等级');
    refused(await salt.post(`${GOODS}Save`, { id, origin: '火星' }), 400, '产地');
    refused(
      await salt.post(`${GOODS}Save`, { id, props: ['packaging=2kg袋'] }),
      400,
      '包装',
      '2kg袋',
      '500g袋',
    );
    refused(await salt.post(`${GOODS}Save`, { id, props: ['colour=红'] }), 400, '商品属性', 'colour=红');
    refused(
      await salt.post(`${GOODS}Save`, { id, props: ['packaging=400g袋', 'packaging=500g袋'] }),
      400,
      '包装',
      '只能选一个',
    );
    // 执行标准 is disabled: its values are not offered.
    refused(await salt.post(`${GOODS}Save`, { id, props: ['standard=GB 2721'] }), 400, 'standard');
    const en = await salt.post(`${GOODS}Save`, { id, props: ['packaging=2kg袋'] }, { lang: 'en' });
    refused(en, 400, '包装 of Properties has no value “2kg袋”');
    expect(await savedProps(salt, id)).toEqual(before);
    // A value the store offers is taken.
    ok(
      await salt.post(`${GOODS}Save`, {
        id,
        grade: '二级',
        props: ['packaging=1kg袋', 'shelf_life=60个月', 'iodine=加碘'],
      }),
      'save',
    );
    const after = await savedProps(salt, id);
    expect(after.grade).toBe('二级');
    expect(after.props).toEqual(['packaging=1kg袋', 'shelf_life=60个月', 'iodine=加碘']);
  });

  it('lets grade and origin be typed where the store does not define them', async () => {
    await withStore(t.database.db, Number(grain.suid), (db) =>
      db.update(goodsProperties).set({ status: 0 }).where(eq(goodsProperties.code, 'origin')),
    );
    const origin = field(await goodsForm(grain), 'origin');
    expect(origin.type).toBe('select');
    expect(origin.options, 'no options: the form types it').toBeNull();
    const id = await goodsId(grain);
    ok(await grain.post(`${GOODS}Save`, { id, origin: '吉林舒兰' }), 'typed origin');
    expect((await savedProps(grain, id)).origin).toBe('吉林舒兰');
    refused(await grain.post(`${GOODS}Save`, { id, origin: 'x'.repeat(41) }), 400, '产地');
    // Its grade stays a pick.
    refused(await grain.post(`${GOODS}Save`, { id, grade: '随便' }), 400, '等级');
    await withStore(t.database.db, Number(grain.suid), (db) =>
      db.update(goodsProperties).set({ status: 1 }).where(eq(goodsProperties.code, 'origin')),
    );
  });

  it('holds a goods to the properties the store requires, on a new goods and on a change', async () => {
    const packaging = await propertyOf(salt, 'packaging');
    const grade = await propertyOf(salt, 'grade');
    ok(await salt.post(`${PROPERTY}Save`, { id: packaging.id, required: 1 }), 'require packaging');
    ok(await salt.post(`${PROPERTY}Save`, { id: grade.id, required: 1 }), 'require grade');
    const cat = Number((await goodsRow(salt, await goodsId(salt))).cat_id);
    const base = { name: '测试必填盐', cat_id: cat, unit: '袋', price: 300 };
    refused(await salt.post(`${GOODS}Save`, { ...base, grade: '一级', props: [] }), 400, '包装');
    refused(await salt.post(`${GOODS}Save`, { ...base, props: ['packaging=400g袋'] }), 400, '等级');
    const made = ok(
      await salt.post<{ id: number }>(`${GOODS}Save`, {
        ...base,
        grade: '一级',
        props: ['packaging=400g袋'],
      }),
      'complete goods',
    );
    refused(await salt.post(`${GOODS}Save`, { id: made.id, props: ['shelf_life=24个月'] }), 400, '包装');
    refused(await salt.post(`${GOODS}Save`, { id: made.id, grade: '' }), 400, '等级');
    ok(await salt.post(`${PROPERTY}Save`, { id: packaging.id, required: 0 }), 'optional again');
    ok(await salt.post(`${PROPERTY}Save`, { id: grade.id, required: 0 }), 'optional again');
    ok(await salt.post(`${GOODS}Save`, { id: made.id, props: ['shelf_life=24个月'] }), 'packaging optional');
    ok(await salt.post(`${GOODS}Del`, { id: made.id }), 'delete the test goods');
  });

  it('lets a property in use gain values, and refuses losing a held value, its code, disabling or deleting it', async () => {
    const p = await propertyOf(salt, 'shelf_life');
    const held = Number(p.goods_count);
    expect(held).toBeGreaterThan(0);
    const values = String(p.values).split('、');
    ok(await salt.post(`${PROPERTY}Save`, { id: p.id, values: [...values, '18个月'] }), 'gain a value');
    expect((await propertyOf(salt, 'shelf_life')).values).toBe([...values, '18个月'].join('、'));
    // 36个月 is held by the table salt; 18个月 by none.
    const n36 = await withStore(t.database.db, Number(salt.suid), async (db) =>
      (await db.select({ props: goods.props }).from(goods)).filter((g) =>
        g.props.includes('shelf_life=36个月'),
      ),
    );
    refused(
      await salt.post(`${PROPERTY}Save`, { id: p.id, values: values.filter((v) => v !== '36个月') }),
      409,
      '36个月',
      `${n36.length} 个商品`,
    );
    ok(await salt.post(`${PROPERTY}Save`, { id: p.id, values }), 'lose the unheld value');
    refused(await salt.post(`${PROPERTY}Save`, { id: p.id, code: 'shelf' }), 409, `${held} 个商品`, '代码');
    refused(await salt.post(`${PROPERTY}Save`, { id: p.id, status: 0 }), 409, `${held} 个商品`, '停用');
    refused(await salt.post(`${PROPERTY}Del`, { id: p.id }), 409, '保质期', `${held} 个商品`);
    const en = await salt.post(`${PROPERTY}Del`, { id: p.id }, { lang: 'en' });
    refused(en, 409, `is held by ${held} goods and cannot be deleted`);
    expect((await propertyOf(salt, 'shelf_life')).code).toBe('shelf_life');
  });

  it('never leaves a goods holding a value removed while it was being saved', async () => {
    const p = await propertyOf(salt, 'iodine');
    const values = String(p.values).split('、');
    ok(await salt.post(`${PROPERTY}Save`, { id: p.id, values: [...values, '低碘'] }), 'add 低碘');
    const id = await goodsId(salt, eq(goods.name, '低钠盐'));
    const props = (await savedProps(salt, id)).props.filter((v) => !v.startsWith('iodine='));
    const [removal, pick] = await Promise.all([
      salt.post(`${PROPERTY}Save`, { id: p.id, values }),
      salt.post(`${GOODS}Save`, { id, props: [...props, 'iodine=低碘'] }),
    ]);
    const holds = (await savedProps(salt, id)).props.includes('iodine=低碘');
    const offered = String((await propertyOf(salt, 'iodine')).values).includes('低碘');
    // One of the two wins; the loser is refused, saying why.
    expect([removal.status, pick.status].sort()).toEqual(holds ? [200, 409] : [200, 400]);
    expect(holds).toBe(offered);
    ok(await salt.post(`${GOODS}Save`, { id, props }), 'put back');
    ok(await salt.post(`${PROPERTY}Save`, { id: p.id, values }), 'put back');
  });

  it('checks a definition: its code, its values, and a name or code taken', async () => {
    const save = (body: Row) => salt.post(`${PROPERTY}Save`, body);
    const good = { name: '产品认证', code: 'certification', values: ['绿色食品', '有机'], sort: 5 };
    refused(await save({ ...good, code: 'Cert-1' }), 400, '属性代码');
    refused(await save({ ...good, values: [] }), 400, '可选值');
    refused(await save({ ...good, values: ['有机', ' 有机 '] }), 400, '有机', '重复');
    refused(await save({ ...good, values: ['x'.repeat(31)] }), 400, '30');
    refused(await save({ ...good, code: 'packaging' }), 409, 'packaging');
    refused(await save({ ...good, name: '包装' }), 409, '包装');
    const made = ok(await save(good), 'new property');
    const fields = await goodsForm(salt);
    expect(field(fields, 'props').columns?.map((c) => c.name)).toContain('certification');
    // Nobody holds it yet: it may be renamed, lose values, be disabled and be deleted.
    ok(await save({ id: (made as { id: number }).id, code: 'cert', values: ['有机'] }), 'change unused');
    ok(await save({ id: (made as { id: number }).id, status: 0 }), 'disable unused');
    ok(await salt.post(`${PROPERTY}Del`, { id: (made as { id: number }).id }), 'delete unused');
  });
});
