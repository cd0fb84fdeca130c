import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API } from '@yanye/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY,
  catalogReads,
  type Option,
  ok,
  QUESTION,
  type Row,
  refused,
} from './recycle-catalog.support';

/**
 * The recycling catalogue's category tree and its questions, within one store (the quote made from them is
 * recycle-quote.test.ts's; the pure engine's worked examples are src/resources/recycle/quote.test.ts's).
 */
describe.each(DB_KINDS)('the recycling catalogue on %s', (kind) => {
  let t: TestApp;
  let salt: Client;
  let grain: Client;

  beforeAll(async () => {
    t = await startApp(kind);
    salt = await signedIn(t, 'salt_admin');
    grain = await signedIn(t, 'grain_admin');
  });
  afterAll(() => t?.close());
  const reads = () => catalogReads(t);

  describe('the category tree', () => {
    it('refuses a category under itself or under one of its subcategories, and changes nothing', async () => {
      const appliances = await reads().idOf(salt, CATEGORY, 'name', '旧家电');
      const fridge = await reads().idOf(salt, CATEGORY, 'name', '冰箱');
      const before = ok(await salt.get<Row>(`${CATEGORY}Info`, { id: appliances }), 'info');
      refused(
        await salt.post(`${CATEGORY}Save`, { id: appliances, parent_id: appliances }),
        400,
        '上级分类不能是它自己',
        'self',
      );
      refused(
        await salt.post(`${CATEGORY}Save`, { id: appliances, parent_id: fridge }, { lang: 'en' }),
        400,
        'cannot sit under itself',
        'below',
      );
      const foreign = Number((await reads().rows(grain, CATEGORY))[0]!.id);
      refused(
        await salt.post(`${CATEGORY}Save`, { id: fridge, parent_id: foreign }),
        400,
        '上级分类',
        'foreign',
      );
      expect(ok(await salt.get<Row>(`${CATEGORY}Info`, { id: appliances }), 'info')).toEqual(before);
    });

    it('makes no loop of two moves at once: each under the other, one is refused', async () => {
      const [a, b] = await Promise.all(
        ['甲组', '乙组'].map(async (name) =>
          ok(await salt.post<{ id: number }>(`${CATEGORY}Save`, { name, base_price: 0, unit: '个' }), name),
        ),
      );
      const moves = await Promise.all([
        salt.post(`${CATEGORY}Save`, { id: a!.id, parent_id: b!.id }),
        salt.post(`${CATEGORY}Save`, { id: b!.id, parent_id: a!.id }),
      ]);
      expect(moves.map((m) => m.status).sort()).toEqual([200, 400]);
      expect(moves.find((m) => m.status === 400)?.body.msg).toContain('上级分类不能是它自己或它的下级分类');
      const parents = (await reads().rows(salt, CATEGORY))
        .filter((r) => r.id === a!.id || r.id === b!.id)
        .map((r) => Number(r.parent_id));
      expect(parents.filter((p) => p === 0)).toHaveLength(1);
    });

    it('marks the leaves, lists by path, and offers only enabled leaves to quote in', async () => {
      const all = await reads().rows(salt, CATEGORY);
      const leaf = (name: string) => all.find((r) => r.name === name)?.is_leaf;
      expect([leaf('旧家电'), leaf('冰箱'), leaf('编织袋')]).toEqual([0, 1, 1]);
      const leaves = ok(
        await salt.get<Option[]>(API.recycle.categoryOptions.path, { leaf: '1', limit: 200 }),
        'leaves',
      );
      expect(leaves.map((o) => o.label)).toEqual(
        expect.arrayContaining(['旧家电 / 冰箱', '包装物回收 / 编织袋']),
      );
      expect(leaves.map((o) => o.label)).not.toContain('旧家电');
      const found = ok(
        await salt.get<Option[]>(API.recycle.categoryOptions.path, { keyword: '冰' }),
        'keyword',
      );
      expect(found.map((o) => o.label)).toEqual(['旧家电 / 冰箱']);
      const theirs = ok(
        await grain.get<Option[]>(API.recycle.categoryOptions.path, { ids: String(found[0]!.value) }),
        'ids',
      );
      expect(theirs).toEqual([]);
    });

    it('refuses to delete a category with subcategories or questions, naming why, and deletes an unused one', async () => {
      const appliances = await reads().idOf(salt, CATEGORY, 'name', '旧家电');
      refused(await salt.post(`${CATEGORY}Del`, { id: appliances }), 409, '“旧家电”下还有子分类', 'children');
      const cooker = ok(
        await salt.post<{ id: number }>(`${CATEGORY}Save`, {
          name: '电饭煲',
          parent_id: appliances,
          base_price: 1000,
          unit: '台',
        }),
        'new',
      );
      const question = ok(
        await salt.post<{ id: number }>(`${QUESTION}Save`, {
          category_id: cooker.id,
          title: '内胆是否完好',
          type: 'single',
        }),
        'question',
      );
      refused(
        await salt.post(`${CATEGORY}Del`, { id: cooker.id }, { lang: 'en' }),
        409,
        '“电饭煲” still has valuation questions',
        'questions',
      );
      expect((await reads().rows(salt, CATEGORY)).map((r) => r.id)).toEqual(
        expect.arrayContaining([appliances, cooker.id]),
      );
      ok(await salt.post(`${QUESTION}Del`, { id: question.id }), 'delete the question');
      ok(await salt.post(`${CATEGORY}Del`, { id: cooker.id }), 'delete');
    });
  });

  it('keeps each store to its own: the sheet of another store’s category is not found', async () => {
    const theirs = Number((await reads().rows(grain, CATEGORY)).find((r) => r.name === '冰箱')!.id);
    refused(
      await salt.get(API.recycle.quoteSheet.path, { category_id: theirs }),
      400,
      '该回收分类不存在或已停用',
      'sheet',
    );
    const question = Number((await reads().rows(grain, QUESTION))[0]!.id);
    expect(
      ok(await salt.get<Option[]>(API.recycle.questionOptions.path, { ids: String(question) }), 'ids'),
    ).toEqual([]);
  });
});
