import { type Client, DB_KINDS, signedIn, startApp, type TestApp } from '@yanye/framework/testing';
import { API, type Quote } from '@yanye/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANSWER,
  answerId,
  BRAND,
  CATEGORY,
  catalogReads,
  type Option,
  ok,
  QUESTION,
  type Row,
  refused,
} from './recycle-catalog.support';

/**
 * The quote through HTTP: the valuation sheet of a category (its questions and its parents'), the server's quote
 * from the store's valuation as it stands, and every way answers can fail to fit (the pure engine's worked
 * examples are src/resources/recycle/quote.test.ts's).
 */
describe.each(DB_KINDS)('the recycling quote on %s', (kind) => {
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

  describe('the quote', () => {
    it('asks of a fridge its own questions first, then those of 旧家电, each with its answers, and the brands', async () => {
      const fridge = await reads().idOf(salt, CATEGORY, 'name', '冰箱');
      const sheet = await reads().sheetOf(salt, fridge);
      expect(sheet.category).toMatchObject({
        id: fridge,
        name: '冰箱',
        path: '旧家电 / 冰箱',
        base_price: 20000,
        unit: '台',
      });
      expect(sheet.questions.map((q) => [q.title, q.type, q.required])).toEqual([
        ['能否正常制冷', 'single', true],
        ['使用年限', 'single', true],
        ['外观问题', 'multiple', false],
        ['是否需要上门拆卸', 'single', false],
      ]);
      expect(sheet.questions[0]!.answers.map((a) => [a.text, a.kind, a.value])).toEqual([
        ['制冷正常', 'percent', 0],
        ['制冷弱', 'percent', -3000],
        ['不制冷', 'percent', -7000],
      ]);
      expect(sheet.brands.find((b) => b.name === '格力')?.factor).toBe(110);
    });

    it('quotes a 格力 fridge from the store’s valuation, worked through', async () => {
      const fridge = await reads().idOf(salt, CATEGORY, 'name', '冰箱');
      const sheet = await reads().sheetOf(salt, fridge);
      const gree = sheet.brands.find((b) => b.name === '格力')!.id;
      const answers = [
        answerId(sheet, '能否正常制冷', '制冷弱'),
        answerId(sheet, '使用年限', '3 年以内'),
        answerId(sheet, '外观问题', '门封老化'),
        answerId(sheet, '是否需要上门拆卸', '需要拆卸'),
      ];
      const q = ok(
        await salt.post<Quote>(API.recycle.quote.path, {
          category_id: fridge,
          brand_id: gree,
          answer_ids: answers,
        }),
        'quote',
      );
      // 200.00 × 110% = 220.00; -30% = -66.00; +20% = +44.00; -20.00; -30.00 → 148.00.
      expect(q).toMatchObject({
        category_price: 20000,
        brand_factor: 110,
        base: 22000,
        subtotal: 14800,
        total: 14800,
      });
      expect(q.lines.map((l) => [l.question, l.answer, l.amount])).toEqual([
        ['能否正常制冷', '制冷弱', -6600],
        ['使用年限', '3 年以内', 4400],
        ['外观问题', '门封老化', -2000],
        ['是否需要上门拆卸', '需要拆卸', -3000],
      ]);
      // No brand keeps the category's price; deductions past it stop at zero.
      const worst = [
        answerId(sheet, '能否正常制冷', '不制冷'),
        answerId(sheet, '使用年限', '8 年以上'),
        answerId(sheet, '外观问题', '门封老化'),
        answerId(sheet, '外观问题', '外壳凹陷'),
        answerId(sheet, '外观问题', '缺少配件'),
        answerId(sheet, '是否需要上门拆卸', '需要拆卸'),
      ];
      const zero = ok(
        await salt.post<Quote>(API.recycle.quote.path, { category_id: fridge, answer_ids: worst }),
        'worst',
      );
      // -14000 - 8000 - 2000 - 3000 - 1500 - 3000 = -31500 against a base of 20000.
      expect(zero).toMatchObject({ brand_factor: 100, base: 20000, subtotal: -11500, total: 0 });
    });

    it('refuses answers that do not fit, a group, a disabled or foreign category and a disabled brand', async () => {
      const fridge = await reads().idOf(salt, CATEGORY, 'name', '冰箱');
      const washer = await reads().idOf(salt, CATEGORY, 'name', '洗衣机');
      const sheet = await reads().sheetOf(salt, fridge);
      const cools = answerId(sheet, '能否正常制冷', '制冷正常');
      const weak = answerId(sheet, '能否正常制冷', '制冷弱');
      const young = answerId(sheet, '使用年限', '3 年以内');
      const washerAnswer = (await reads().sheetOf(salt, washer)).questions[0]!.answers[0]!.id;
      const quote = (body: Row, lang = 'zh') => salt.post(API.recycle.quote.path, body, { lang });
      refused(
        await quote({ category_id: fridge, answer_ids: [cools] }),
        400,
        '请回答估价问题“使用年限”',
        'unanswered',
      );
      refused(
        await quote({ category_id: fridge, answer_ids: [cools, weak, young] }),
        400,
        '“能否正常制冷”只能选一个答案',
        'two',
      );
      refused(
        await quote({ category_id: fridge, answer_ids: [cools, young, washerAnswer] }, 'en'),
        400,
        'not one of this category',
        'foreign answer',
      );
      refused(
        await quote({ category_id: fridge, answer_ids: [cools, young, young] }),
        400,
        '同一个答案不能选两次',
        'twice',
      );
      refused(
        await quote({ category_id: await reads().idOf(salt, CATEGORY, 'name', '旧家电') }),
        400,
        '“旧家电”下还有子分类',
        'group',
      );
      const theirs = Number((await reads().rows(grain, CATEGORY)).find((r) => r.name === '冰箱')!.id);
      refused(
        await quote({ category_id: theirs, answer_ids: [cools, young] }),
        400,
        '该回收分类不存在或已停用',
        'foreign',
      );
      refused(
        await grain.post(API.recycle.quote.path, { category_id: fridge }),
        400,
        '该回收分类不存在或已停用',
        'their user',
      );
      refused(
        await quote({ category_id: fridge, brand_id: 999_999, answer_ids: [cools, young] }),
        400,
        '该品牌不存在或已停用',
        'brand',
      );
      refused(await quote({ category_id: 'abc', answer_ids: [] }), 400, '回收分类应为', 'not an id');

      // Disabling the group disables everything below it; disabling a brand takes it out of quotes.
      const appliances = await reads().idOf(salt, CATEGORY, 'name', '旧家电');
      ok(await salt.post(`${CATEGORY}Save`, { id: appliances, status: 0 }), 'disable');
      refused(
        await quote({ category_id: fridge, answer_ids: [cools, young] }),
        400,
        '该回收分类不存在或已停用',
        'disabled',
      );
      ok(await salt.post(`${CATEGORY}Save`, { id: appliances, status: 1 }), 'enable');
      const haier = await reads().idOf(salt, BRAND, 'name', '海尔');
      ok(await salt.post(`${BRAND}Save`, { id: haier, status: 0 }), 'disable brand');
      refused(
        await quote({ category_id: fridge, brand_id: haier, answer_ids: [cools, young] }),
        400,
        '该品牌不存在或已停用',
        'disabled brand',
      );
      expect((await reads().sheetOf(salt, fridge)).brands.map((b) => b.id)).not.toContain(haier);
      ok(await salt.post(`${BRAND}Save`, { id: haier, status: 1 }), 'enable brand');
      ok(await quote({ category_id: fridge, brand_id: haier, answer_ids: [cools, young] }), 'again');
    });

    it('follows the valuation as it is edited: an answer’s kind says what its value is', async () => {
      const washer = await reads().idOf(salt, CATEGORY, 'name', '洗衣机');
      const question = ok(
        await salt.post<{ id: number }>(`${QUESTION}Save`, {
          category_id: washer,
          title: '是否带底座',
          type: 'single',
          is_required: 0,
        }),
        'question',
      );
      const answer = ok(
        await salt.post<{ id: number }>(`${ANSWER}Save`, {
          question_id: question.id,
          text: '带底座',
          kind: 'amount',
          value: 1500,
        }),
        'answer',
      );
      const listed = (await reads().rows(salt, ANSWER, { question_id: question.id }))[0]!;
      expect(listed).toMatchObject({ adjustment: '+¥15.00', category_id: washer, kind: 'amount' });
      const sheet = await reads().sheetOf(salt, washer);
      const base = [answerId(sheet, '能否正常洗涤脱水', '正常'), answerId(sheet, '类型', '波轮')];
      const q1 = ok(
        await salt.post<Quote>(API.recycle.quote.path, {
          category_id: washer,
          answer_ids: [...base, answer.id],
        }),
        'q1',
      );
      expect(q1.total).toBe(12000 + 1500);
      // A percentage, in hundredths: -1000 is -10%, of at most -100% and +1000%.
      refused(
        await salt.post(`${ANSWER}Save`, { id: answer.id, kind: 'percent', value: 150_000 }),
        400,
        '-100% 到 +1000%',
        '1500%',
      );
      ok(await salt.post(`${ANSWER}Save`, { id: answer.id, value: 150_000 }), '¥1500.00');
      refused(
        await salt.post(`${ANSWER}Save`, { id: answer.id, kind: 'percent' }),
        400,
        '-100% 到 +1000%',
        'its ¥1500 as 1500%',
      );
      refused(
        await salt.post(`${ANSWER}Save`, { id: answer.id, kind: 'percent', value: -10_050 }),
        400,
        '-100% 到 +1000%',
        'below -100%',
      );
      ok(await salt.post(`${ANSWER}Save`, { id: answer.id, kind: 'percent', value: -1000 }), 'to percent');
      expect((await reads().rows(salt, ANSWER, { question_id: question.id }))[0]).toMatchObject({
        adjustment: '\u221210%',
      });
      const q2 = ok(
        await salt.post<Quote>(API.recycle.quote.path, {
          category_id: washer,
          answer_ids: [...base, answer.id],
        }),
        'q2',
      );
      expect(q2.total).toBe(12000 - 1200);
      // A question no longer asked takes no answers; deleting it takes its answers with it.
      ok(await salt.post(`${QUESTION}Save`, { id: question.id, status: 0 }), 'disable question');
      refused(
        await salt.post(API.recycle.quote.path, { category_id: washer, answer_ids: [...base, answer.id] }),
        400,
        '所选答案不属于',
        'disabled question',
      );
      ok(await salt.post(`${QUESTION}Del`, { id: question.id }), 'delete question');
      expect(await reads().stored(salt, sql`select id from recycle_answers where id = ${answer.id}`)).toEqual(
        [],
      );
    });

    it('labels questions by their category’s path for the answer form, and filters answers by category', async () => {
      const options = ok(
        await salt.get<Option[]>(API.recycle.questionOptions.path, { keyword: '制冷' }),
        'options',
      );
      expect(options.map((o) => o.label)).toEqual(
        expect.arrayContaining(['旧家电 / 冰箱 / 能否正常制冷', '旧家电 / 空调 / 能否正常制冷']),
      );
      const fridge = await reads().idOf(salt, CATEGORY, 'name', '冰箱');
      const answers = await reads().rows(salt, ANSWER, { category_id: fridge });
      expect(answers.length).toBe(9);
      expect(answers.every((a) => a.category_id === fridge)).toBe(true);
    });
  });
});
