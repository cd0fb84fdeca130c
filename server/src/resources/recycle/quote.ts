import type { AdjustKind, QuestionType, Quote, QuoteLine } from '@yanye/protocol';

/**
 * The quote engine, pure: what a member's item is worth from the valuation its store declared.
 *
 * - The base is the category's price times the brand's factor (percent; 100 for no brand), to the cent.
 * - Each chosen answer adds a line: an `amount` adds its cents as they are; a `percent` (in hundredths: -3000 is
 *   -30%) adds that percentage of the base, never of the base already adjusted, so the order of the answers does
 *   not matter.
 * - Each line is rounded to the cent on its own, half away from zero (0.5 → 1, -0.5 → -1), so the lines
 *   shown add up to the subtotal exactly.
 * - The total is the subtotal, never below zero: the store does not charge for taking goods away.
 * - Required questions must be answered; a single-choice question takes one answer at most; every answer must
 *   belong to one of the questions asked, and none may be chosen twice.
 */

export interface AnswerDef {
  readonly id: number;
  readonly text: string;
  readonly kind: AdjustKind;
  /** Cents for `amount`, hundredths of a percent for `percent`; negative deducts. */
  readonly value: number;
}

export interface QuestionDef {
  readonly id: number;
  readonly title: string;
  readonly type: QuestionType;
  readonly required: boolean;
  readonly answers: readonly AnswerDef[];
}

export interface QuoteRequest {
  /** The category's base price, in cents. */
  readonly categoryPrice: number;
  /** The brand's factor in percent. */
  readonly brandFactor: number;
  /** The questions asked of the item, in the order they are shown. */
  readonly questions: readonly QuestionDef[];
  /** The ids of the answers chosen. */
  readonly chosen: readonly number[];
}

/** Why answers cannot be quoted. */
export type QuoteProblem =
  | { readonly kind: 'unknownAnswer'; readonly answerId: number }
  | { readonly kind: 'repeatedAnswer'; readonly answerId: number }
  | { readonly kind: 'unanswered'; readonly question: string }
  | { readonly kind: 'tooManyAnswers'; readonly question: string };

export class QuoteRefused extends Error {
  constructor(readonly problem: QuoteProblem) {
    super(problem.kind);
  }
}

/** `n / d` for integers, rounded half away from zero, in integer arithmetic (no float drift). */
export function divideRounded(n: number, d: number): number {
  const q = Math.trunc(n / d);
  const r = n - q * d;
  const rounded = 2 * Math.abs(r) >= Math.abs(d) ? q + Math.sign(n) * Math.sign(d) : q;
  // -0 (from -0.4) is written and compared as 0.
  return rounded === 0 ? 0 : rounded;
}

/** The quote of an item; throws `QuoteRefused` when the answers do not fit the questions. */
export function quote(request: QuoteRequest): Quote {
  const base = divideRounded(request.categoryPrice * request.brandFactor, 100);
  const owner = new Map<number, QuestionDef>();
  for (const q of request.questions) for (const a of q.answers) owner.set(a.id, q);
  const chosen = new Set<number>();
  for (const id of request.chosen) {
    if (!owner.has(id)) throw new QuoteRefused({ kind: 'unknownAnswer', answerId: id });
    if (chosen.has(id)) throw new QuoteRefused({ kind: 'repeatedAnswer', answerId: id });
    chosen.add(id);
  }
  const lines: QuoteLine[] = [];
  for (const q of request.questions) {
    const picked = q.answers.filter((a) => chosen.has(a.id));
    if (q.required && picked.length === 0) throw new QuoteRefused({ kind: 'unanswered', question: q.title });
    if (q.type === 'single' && picked.length > 1)
      throw new QuoteRefused({ kind: 'tooManyAnswers', question: q.title });
    for (const a of picked) {
      lines.push({
        question_id: q.id,
        question: q.title,
        answer_id: a.id,
        answer: a.text,
        kind: a.kind,
        value: a.value,
        amount: a.kind === 'percent' ? divideRounded(base * a.value, 10_000) : a.value,
      });
    }
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, base);
  return {
    category_price: request.categoryPrice,
    brand_factor: request.brandFactor,
    base,
    lines,
    subtotal,
    total: Math.max(0, subtotal),
  };
}
