import { describe, expect, it } from 'vitest';
import {
  type AnswerDef,
  divideRounded,
  type QuestionDef,
  type QuoteProblem,
  QuoteRefused,
  quote,
} from './quote';

/** A percentage answer, given in percent and held in hundredths of one. */
const pct = (id: number, text: string, percent: number): AnswerDef => ({
  id,
  text,
  kind: 'percent',
  value: Math.round(percent * 100),
});
const cents = (id: number, text: string, value: number): AnswerDef => ({ id, text, kind: 'amount', value });

/** A used fridge, as a salt store's appliance recycling asks about one. */
const FRIDGE: readonly QuestionDef[] = [
  {
    id: 1,
    title: '能否正常制冷',
    type: 'single',
    required: true,
    answers: [pct(11, '制冷正常', 0), pct(12, '制冷弱', -30), pct(13, '不制冷', -70)],
  },
  {
    id: 2,
    title: '使用年限',
    type: 'single',
    required: true,
    answers: [pct(21, '3 年以内', 20), cents(22, '3 至 8 年', 0), pct(23, '8 年以上', -40)],
  },
  {
    id: 3,
    title: '外观问题',
    type: 'multiple',
    required: false,
    answers: [cents(31, '门封老化', -2000), cents(32, '外壳凹陷', -3000), cents(33, '缺少配件', -1500)],
  },
  {
    id: 4,
    title: '是否需要上门拆卸',
    type: 'single',
    required: false,
    answers: [cents(41, '需要拆卸', -3000)],
  },
];

/** Answers whose percentages land on half a cent and less, to show the rounding. */
const ROUNDING: readonly QuestionDef[] = [
  {
    id: 9,
    title: '成色',
    type: 'multiple',
    required: false,
    answers: [
      pct(91, '减 25%', -25),
      pct(92, '加 25%', 25),
      pct(93, '减 15%', -15),
      cents(94, '加 5 元', 500),
      pct(95, '减 12.5%', -12.5),
    ],
  },
];

/** Worked examples: category price and brand factor, the answers chosen → the base, each line, the total. */
const EXAMPLES: readonly {
  readonly what: string;
  readonly price: number;
  readonly factor: number;
  readonly questions: readonly QuestionDef[];
  readonly chosen: readonly number[];
  readonly base: number;
  readonly lines: readonly number[];
  readonly total: number;
}[] = [
  {
    what: 'no brand, nothing to adjust',
    price: 20000,
    factor: 100,
    questions: FRIDGE,
    chosen: [11, 22],
    base: 20000,
    lines: [0, 0],
    total: 20000,
  },
  {
    what: '格力 110%: +20% of the branded base',
    price: 20000,
    factor: 110,
    questions: FRIDGE,
    chosen: [11, 21],
    base: 22000,
    lines: [0, 4400],
    total: 26400,
  },
  {
    what: 'percentages of the base, not compounded; amounts added',
    price: 20000,
    factor: 110,
    questions: FRIDGE,
    chosen: [12, 23, 31, 32],
    base: 22000,
    lines: [-6600, -8800, -2000, -3000],
    total: 1600,
  },
  {
    what: 'deductions past the base: never below zero',
    price: 20000,
    factor: 100,
    questions: FRIDGE,
    chosen: [13, 23, 31, 32, 33, 41],
    base: 20000,
    lines: [-14000, -8000, -2000, -3000, -1500, -3000],
    total: 0,
  },
  {
    what: 'base 1999 × 95% = 1899.05 → 1899; -30% = -569.7 → -570; +20% = 379.8 → 380',
    price: 1999,
    factor: 95,
    questions: FRIDGE,
    chosen: [12, 21],
    base: 1899,
    lines: [-570, 380],
    total: 1709,
  },
  {
    what: 'a woven sack: 30 × 105% = 31.5 → 32 (half away from zero)',
    price: 30,
    factor: 105,
    questions: ROUNDING,
    chosen: [],
    base: 32,
    lines: [],
    total: 32,
  },
  {
    what: '1 × 150% = 1.5 → 2',
    price: 1,
    factor: 150,
    questions: ROUNDING,
    chosen: [],
    base: 2,
    lines: [],
    total: 2,
  },
  {
    what: '1 × 149% = 1.49 → 1',
    price: 1,
    factor: 149,
    questions: ROUNDING,
    chosen: [],
    base: 1,
    lines: [],
    total: 1,
  },
  {
    what: '-25% of 10 = -2.5 → -3',
    price: 10,
    factor: 100,
    questions: ROUNDING,
    chosen: [91],
    base: 10,
    lines: [-3],
    total: 7,
  },
  {
    what: '+25% of 10 = 2.5 → 3',
    price: 10,
    factor: 100,
    questions: ROUNDING,
    chosen: [92],
    base: 10,
    lines: [3],
    total: 13,
  },
  {
    what: '-15% of 10 = -1.5 → -2; each line rounded on its own',
    price: 10,
    factor: 100,
    questions: ROUNDING,
    chosen: [91, 93],
    base: 10,
    lines: [-3, -2],
    total: 5,
  },
  {
    what: 'a free pick-up priced by its answers alone',
    price: 0,
    factor: 120,
    questions: ROUNDING,
    chosen: [94, 91],
    base: 0,
    lines: [0, 500],
    total: 500,
  },
  {
    what: '-12.5% of 1000 = -125; of 1004 = -125.5 → -126',
    price: 1004,
    factor: 100,
    questions: ROUNDING,
    chosen: [95],
    base: 1004,
    lines: [-126],
    total: 878,
  },
];

describe('the recycling quote', () => {
  it.each(EXAMPLES.map((e) => [e.what, e] as const))('%s', (_what, e) => {
    const q = quote({
      categoryPrice: e.price,
      brandFactor: e.factor,
      questions: e.questions,
      chosen: e.chosen,
    });
    expect(q.category_price).toBe(e.price);
    expect(q.brand_factor).toBe(e.factor);
    expect(q.base).toBe(e.base);
    expect(q.lines.map((l) => l.amount)).toEqual(e.lines);
    expect(q.subtotal).toBe(e.base + e.lines.reduce((a, b) => a + b, 0));
    expect(q.total).toBe(e.total);
  });

  it('names each line by its question and answer, in the order the questions are asked', () => {
    const q = quote({ categoryPrice: 20000, brandFactor: 110, questions: FRIDGE, chosen: [32, 23, 12] });
    expect(q.lines).toEqual([
      {
        question_id: 1,
        question: '能否正常制冷',
        answer_id: 12,
        answer: '制冷弱',
        kind: 'percent',
        value: -3000,
        amount: -6600,
      },
      {
        question_id: 2,
        question: '使用年限',
        answer_id: 23,
        answer: '8 年以上',
        kind: 'percent',
        value: -4000,
        amount: -8800,
      },
      {
        question_id: 3,
        question: '外观问题',
        answer_id: 32,
        answer: '外壳凹陷',
        kind: 'amount',
        value: -3000,
        amount: -3000,
      },
    ]);
  });

  it('gives the same quote whatever order the answers come in', () => {
    const chosen = [12, 23, 31, 32, 41];
    const first = quote({ categoryPrice: 12345, brandFactor: 105, questions: FRIDGE, chosen });
    for (const order of [
      [41, 32, 31, 23, 12],
      [31, 12, 41, 23, 32],
      [23, 41, 12, 32, 31],
    ]) {
      expect(quote({ categoryPrice: 12345, brandFactor: 105, questions: FRIDGE, chosen: order })).toEqual(
        first,
      );
    }
  });

  const refusals: readonly [string, readonly number[], QuoteProblem][] = [
    ['a required question left unanswered', [11], { kind: 'unanswered', question: '使用年限' }],
    [
      'two answers to a single-choice question',
      [11, 12, 22],
      { kind: 'tooManyAnswers', question: '能否正常制冷' },
    ],
    ['an answer of no question asked', [11, 22, 999], { kind: 'unknownAnswer', answerId: 999 }],
    ['an answer chosen twice', [11, 22, 31, 31], { kind: 'repeatedAnswer', answerId: 31 }],
  ];
  it.each(refusals)('refuses %s', (_what, chosen, problem) => {
    const run = () => quote({ categoryPrice: 20000, brandFactor: 100, questions: FRIDGE, chosen });
    expect(run).toThrow(QuoteRefused);
    try {
      run();
    } catch (error) {
      expect((error as QuoteRefused).problem).toEqual(problem);
    }
  });

  it('divides integers rounding half away from zero, exactly', () => {
    const table: readonly [number, number, number][] = [
      [50, 100, 1],
      [-50, 100, -1],
      [49, 100, 0],
      [-49, 100, 0],
      [150, 100, 2],
      [-150, 100, -2],
      [189_905, 100, 1899],
      [0, 100, 0],
      [9_007_199_254_740, 100, 90_071_992_547],
    ];
    for (const [n, d, expected] of table) expect(divideRounded(n, d), `${n}/${d}`).toBe(expected);
    expect(Object.is(divideRounded(-40, 100), 0)).toBe(true);
  });
});
