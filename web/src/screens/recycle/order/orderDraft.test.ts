import type { QuoteSheet } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import {
  blankItem,
  blankPlace,
  type ItemDraft,
  pickAnswer,
  qtyOf,
  quoteInput,
  saveBody,
  unanswered,
} from './orderDraft';

const sheet: QuoteSheet = {
  category: { id: 7, name: '冰箱', path: '旧家电 / 冰箱', base_price: 20_000, unit: '台' },
  brands: [{ id: 3, name: '海尔', factor: 100 }],
  questions: [
    {
      id: 1,
      title: '能否正常制冷',
      type: 'single',
      required: true,
      category_id: 7,
      answers: [
        { id: 11, text: '制冷正常', kind: 'percent', value: 0 },
        { id: 12, text: '不制冷', kind: 'percent', value: -7000 },
      ],
    },
    {
      id: 2,
      title: '随机附件',
      type: 'multiple',
      required: false,
      category_id: 1,
      answers: [
        { id: 21, text: '说明书', kind: 'amount', value: 500 },
        { id: 22, text: '原包装', kind: 'amount', value: 1000 },
      ],
    },
  ],
};

describe('a recycling order being written', () => {
  it('is quoted only once every required question is answered', () => {
    let item: ItemDraft = { ...blankItem(), categoryId: 7 };
    expect(unanswered(sheet, item)).toEqual(['能否正常制冷']);
    expect(quoteInput(sheet, item)).toBeUndefined();
    item = pickAnswer(item, sheet, 1, 11);
    expect(quoteInput(sheet, item)).toEqual({ category_id: 7, brand_id: 0, answer_ids: [11] });
    // A sheet of another category (the category was changed meanwhile) quotes nothing.
    expect(quoteInput({ ...sheet, category: { ...sheet.category, id: 8 } }, item)).toBeUndefined();
  });

  it('holds one answer to a single-choice question and any to a multiple-choice one', () => {
    let item: ItemDraft = { ...blankItem(), categoryId: 7 };
    item = pickAnswer(item, sheet, 1, 11);
    item = pickAnswer(item, sheet, 1, 12);
    expect(item.answers[1]).toEqual([12]);
    item = pickAnswer(item, sheet, 2, 21);
    item = pickAnswer(item, sheet, 2, 22);
    expect(item.answers[2]).toEqual([21, 22]);
    item = pickAnswer(item, sheet, 2, 21);
    expect(item.answers[2]).toEqual([22]);
    // An answer to a question the sheet does not ask changes nothing.
    expect(pickAnswer(item, sheet, 99, 1)).toBe(item);
  });

  it('counts whole units from 1 to 9999 only', () => {
    const item = blankItem();
    expect(['1', '25', '9999'].map((qty) => qtyOf({ ...item, qty }))).toEqual([1, 25, 9999]);
    expect(['', '0', '1.5', '-2', '10000', 'abc'].map((qty) => qtyOf({ ...item, qty }))).toEqual(
      Array(6).fill(undefined),
    );
  });

  it('sends the place the mode says, and no price', () => {
    const item = pickAnswer({ ...blankItem(), categoryId: 7, qty: '2' }, sheet, 1, 11);
    const atPoint = saveBody({ ...blankPlace, memberId: 5, pointId: 9, remark: ' 请电话联系 ' }, [item]);
    expect(atPoint).toEqual({
      member_id: 5,
      mode: 'point',
      point_id: 9,
      remark: '请电话联系',
      items: [{ category_id: 7, brand_id: 0, answer_ids: [11], qty: 2 }],
    });
    const kept = saveBody(
      { ...blankPlace, memberId: 5, mode: 'home', addressId: 4, preferredAt: 1_800_000_000 },
      [item],
    );
    expect(kept).toMatchObject({ mode: 'home', address_id: 4, preferred_at: 1_800_000_000 });
    expect(kept).not.toHaveProperty('street');
    const typed = saveBody(
      {
        ...blankPlace,
        memberId: 5,
        mode: 'home',
        addressId: 'new',
        contactName: ' 周师傅 ',
        contactPhone: '13700002222',
        region: '410105',
        street: '农业路 66 号 ',
      },
      [item],
    );
    expect(typed).toMatchObject({
      address_id: 0,
      contact_name: '周师傅',
      contact_phone: '13700002222',
      region: '410105',
      street: '农业路 66 号',
    });
    expect(JSON.stringify(typed)).not.toMatch(/price|total/);
  });
});
