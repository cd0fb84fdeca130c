import { AppError, type StoreDb } from '@yanye/framework/server';
import { type MessageParams, T, type Texts } from '@yanye/i18n';
import {
  type AdjustKind,
  BRAND_FACTOR,
  type QuestionType,
  type Quote,
  type QuoteSheet,
} from '@yanye/protocol';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { loadCategories } from './category.resource';
import { loadQuestions } from './question.resource';
import { type QuestionDef, type QuoteProblem, QuoteRefused, quote } from './quote';
import { recycleAnswers, recycleBrands } from './tables';

const MESSAGES = {
  noCategory: T('该回收分类不存在或已停用'),
  notLeaf: T('“{name}”下还有子分类，请选择具体的分类再估价'),
  noBrand: T('该品牌不存在或已停用'),
  unanswered: T('请回答估价问题“{question}”'),
  tooManyAnswers: T('“{question}”只能选一个答案'),
  unknownAnswer: T('所选答案不属于该分类的估价问题，请刷新后重新选择'),
  repeatedAnswer: T('同一个答案不能选两次'),
};

/** What a refusal of the quote engine tells the user. */
const PROBLEMS: { readonly [K in QuoteProblem['kind']]: Texts } = {
  unanswered: MESSAGES.unanswered,
  tooManyAnswers: MESSAGES.tooManyAnswers,
  unknownAnswer: MESSAGES.unknownAnswer,
  repeatedAnswer: MESSAGES.repeatedAnswer,
};

/** A valuation sheet as the engine takes it, beside what a form shows. */
interface LoadedSheet {
  readonly sheet: QuoteSheet;
  readonly questions: QuestionDef[];
}

/**
 * What quoting an item of `categoryId` asks: the category (enabled, with everything above it, and a leaf), the
 * store's enabled brands, and the enabled questions of the category and of the categories above it (its own
 * first, then its parent's, ...), each with its answers, in the order they are asked.
 */
export async function loadSheet(db: StoreDb, categoryId: number): Promise<LoadedSheet> {
  const tree = await loadCategories(db);
  const category = tree.get(categoryId);
  if (!category || !tree.enabled(categoryId)) throw new AppError('BAD_INPUT', MESSAGES.noCategory);
  if (!tree.isLeaf(categoryId)) throw new AppError('BAD_INPUT', MESSAGES.notLeaf, { name: category.name });
  const asking = tree
    .path(categoryId)
    .map((c) => c.id)
    .reverse();
  const questions = (await loadQuestions(db))
    .filter((q) => q.status === 1 && asking.includes(q.categoryId))
    .sort((a, b) => asking.indexOf(a.categoryId) - asking.indexOf(b.categoryId));
  const answers =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(recycleAnswers)
          .where(
            inArray(
              recycleAnswers.questionId,
              questions.map((q) => q.id),
            ),
          )
          .orderBy(desc(recycleAnswers.sort), asc(recycleAnswers.id));
  const brands = await db
    .select({ id: recycleBrands.id, name: recycleBrands.name, factor: recycleBrands.factor })
    .from(recycleBrands)
    .where(eq(recycleBrands.status, 1))
    .orderBy(desc(recycleBrands.sort), asc(recycleBrands.id));
  const defs: QuestionDef[] = questions.map((q) => ({
    id: q.id,
    title: q.title,
    type: q.type as QuestionType,
    required: q.isRequired,
    answers: answers
      .filter((a) => Number(a.questionId) === q.id)
      .map((a) => ({
        id: Number(a.id),
        text: a.text,
        kind: a.kind as AdjustKind,
        value: a.value,
      })),
  }));
  return {
    questions: defs,
    sheet: {
      category: {
        id: category.id,
        name: category.name,
        path: tree.label(category.id),
        base_price: category.basePrice,
        unit: category.unit,
      },
      brands: brands.map((b) => ({ ...b, id: Number(b.id) })),
      questions: defs.map((d, i) => ({
        ...d,
        category_id: questions[i]!.categoryId,
        answers: [...d.answers],
      })),
    },
  };
}

/** An item to quote: its category, its brand (0 or none for no brand), the answers chosen. */
export interface QuoteItemInput {
  readonly category_id: number;
  readonly brand_id?: number;
  readonly answer_ids?: readonly number[];
}

/**
 * The server's quote of an item, from the store's valuation as it stands: what the quote call answers, and what
 * an order keeps as the item's quoted price when it is saved. Refuses, in the user's language, an item that
 * cannot be quoted (a category gone, disabled or with subcategories; a brand gone; answers that do not fit).
 */
export async function quoteItem(db: StoreDb, input: QuoteItemInput): Promise<Quote> {
  const { sheet, questions } = await loadSheet(db, input.category_id);
  const brandId = input.brand_id ?? 0;
  const brand = brandId === 0 ? undefined : sheet.brands.find((b) => b.id === brandId);
  if (brandId !== 0 && !brand) throw new AppError('BAD_INPUT', MESSAGES.noBrand);
  try {
    return quote({
      categoryPrice: sheet.category.base_price,
      brandFactor: brand?.factor ?? BRAND_FACTOR.none,
      questions,
      chosen: input.answer_ids ?? [],
    });
  } catch (error) {
    if (!(error instanceof QuoteRefused)) throw error;
    const params: MessageParams = 'question' in error.problem ? { question: error.problem.question } : {};
    throw new AppError('BAD_INPUT', PROBLEMS[error.problem.kind], params);
  }
}
