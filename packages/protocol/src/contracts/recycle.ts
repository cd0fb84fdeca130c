import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get, post } from '../contract';
import { resourceCalls } from '../list';
import { recordId } from '../schemas';

/**
 * The recycling catalogue's calls that are not a resource's own: the quote a member's goods get, the
 * valuation sheet a form asks it from, and the pickers of categories and questions.
 */

const base = '/v1/seller/recycle/';

/** The quote form's fields as the recycle order form names them. */
const QUOTE_LABELS = {
  category_id: T('回收分类', 'category'),
  brand_id: T('品牌', 'brand'),
  answer_ids: T('估价选项', 'answers'),
};

/** How an answer moves the price: by an amount in cents, or by a percentage of the base. */
export const ADJUST_KINDS = ['amount', 'percent'] as const;
export type AdjustKind = (typeof ADJUST_KINDS)[number];

/** A question takes exactly one answer, or any number of them. */
export const QUESTION_TYPES = ['single', 'multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A brand's price factor in percent: 100 leaves the category's price as it is. */
export const BRAND_FACTOR = { none: 100, min: 10, max: 500 } as const;

export const QuoteInput = z.object({
  category_id: recordId,
  /** 0 (or left out) for goods of no brand, which keep the category's price. */
  brand_id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  answer_ids: z.array(recordId).max(200).default([]),
});
export type QuoteInput = z.input<typeof QuoteInput>;

/** One chosen answer's effect on the price. */
export const QuoteLine = z.object({
  question_id: z.number().int(),
  question: z.string(),
  answer_id: z.number().int(),
  answer: z.string(),
  kind: z.enum(ADJUST_KINDS),
  /** The answer's own adjustment, in hundredths: cents for `amount`, hundredths of a percent for `percent`. */
  value: z.number().int(),
  /** What it adds to the base, in cents (negative deducts). */
  amount: z.number().int(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const Quote = z.object({
  /** The category's base price, in cents. */
  category_price: z.number().int(),
  /** The brand's factor in percent (100 for no brand). */
  brand_factor: z.number().int(),
  /** The category's price times the brand's factor, to the cent: what percentages are taken of. */
  base: z.number().int(),
  lines: z.array(QuoteLine),
  /** The base plus every line, before the floor. */
  subtotal: z.number().int(),
  /** The price offered: the subtotal, never below zero. */
  total: z.number().int().nonnegative(),
});
export type Quote = z.infer<typeof Quote>;

export const quote = post(`${base}RecycleQuote`, {
  summary:
    'Quote a recycled item: the category’s base price times the brand’s factor, adjusted by the chosen answers, never below zero',
  labels: QUOTE_LABELS,
  body: QuoteInput,
  response: Quote,
  // A quote changes nothing: not an operator-log entry.
  write: false,
});

export const SheetAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: z.enum(ADJUST_KINDS),
  /** In hundredths: cents for `amount` (-2000 is -¥20.00), of a percent for `percent` (-3000 is -30%). */
  value: z.number().int(),
});

export const SheetQuestion = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  /** The category that asks it: the item's own, or one above it (its questions hold for all below). */
  category_id: z.number().int(),
  answers: z.array(SheetAnswer),
});
export type SheetQuestion = z.infer<typeof SheetQuestion>;

export const QuoteSheet = z.object({
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    /** From the top: `旧家电 / 冰箱`. */
    path: z.string(),
    base_price: z.number().int(),
    unit: z.string(),
  }),
  /** The store's brands in use, to pick one (or none). */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), factor: z.number().int() })),
  questions: z.array(SheetQuestion),
});
export type QuoteSheet = z.infer<typeof QuoteSheet>;

export const quoteSheet = get(`${base}RecycleQuoteSheet`, {
  summary:
    'What a quote of a category asks: its questions (its own and its parents’) with their answers, and the brands',
  labels: QUOTE_LABELS,
  query: z.object({ category_id: recordId }),
  response: QuoteSheet,
});

/** Categories by their path (`旧家电 / 冰箱`); `leaf=1` offers only those an item can be quoted in. */
export const categoryOptions = resourceCalls.options(`${base}RecycleCategoryOptions`);

/** Questions labelled `分类 / 问题`, for the answer form. */
export const questionOptions = resourceCalls.options(`${base}RecycleQuestionOptions`);
