import {
  col,
  defineResource,
  ENABLED_OPTIONS,
  type OptionsSource,
  type StoreDb,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, QUESTION_TYPES } from '@yanye/protocol';
import { asc, desc } from 'drizzle-orm';
import { categoryPaths, loadCategories } from './category.resource';
import { PATH_SEPARATOR } from './category-tree';
import { recycleQuestions } from './tables';
import { RECYCLE_TITLES } from './texts';

const q = recycleQuestions;

const TYPE_TITLES = {
  single: T('单选'),
  multiple: T('多选'),
};
const TYPES = QUESTION_TYPES.map((value) => ({ value, label: TYPE_TITLES[value] }));

export interface QuestionRow {
  readonly id: number;
  readonly categoryId: number;
  readonly title: string;
  readonly type: string;
  readonly isRequired: boolean;
  readonly status: number;
}

/** The store's questions in the order they are asked (larger sort first). */
export async function loadQuestions(db: StoreDb): Promise<QuestionRow[]> {
  const rows = await db
    .select({
      id: q.id,
      categoryId: q.categoryId,
      title: q.title,
      type: q.type,
      isRequired: q.isRequired,
      status: q.status,
    })
    .from(q)
    .orderBy(desc(q.sort), asc(q.id));
  return rows.map((r) => ({ ...r, id: Number(r.id), categoryId: Number(r.categoryId) }));
}

/** Every question as `分类 / 问题` (`旧家电 / 冰箱 / 能否正常制冷`), grouped by category in tree order. */
export async function questionLabels(db: StoreDb): Promise<{ value: number; label: string }[]> {
  const [tree, questions] = await Promise.all([loadCategories(db), loadQuestions(db)]);
  const place = new Map(tree.ordered().map((c, i) => [c.id, i]));
  return [...questions]
    .sort((a, b) => (place.get(a.categoryId) ?? 0) - (place.get(b.categoryId) ?? 0))
    .map((x) => ({ value: x.id, label: `${tree.label(x.categoryId)}${PATH_SEPARATOR}${x.title}` }));
}

/** The questions as the answers' list and filters name them. */
export const questionPaths: OptionsSource = { load: (db) => questionLabels(db) };

/** The valuation questions of a store (`/recycle/question`), each of a category. */
export const recycleQuestionResource = defineResource({
  entity: 'RecycleQuestion',
  table: recycleQuestions,
  columns: [
    col.select(q.categoryId, RECYCLE_TITLES.category, categoryPaths, {
      filter: 'select',
      width: 180,
      form: {
        required: true,
        optionsApi: { path: API.recycle.categoryOptions.path },
        tip: T('问题对该分类及其所有下级分类的估价都有效'),
      },
    }),
    col.text(q.title, T('问题'), {
      filter: 'text',
      width: 220,
      form: { required: true, max: 60 },
    }),
    col.select(q.type, T('题型'), TYPES, {
      filter: 'select',
      width: 90,
      form: { type: 'radio', required: true, default: 'single' },
    }),
    col.select(q.isRequired, T('必答'), YES_NO_OPTIONS, {
      filter: 'select',
      width: 80,
      form: { type: 'switch', default: 1 },
    }),
    col.sort(q.sort),
    col.onOff(q.status, ENABLED_OPTIONS),
    col.created(q.createdAt),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  exportAsync: true,
  importable: true,
});
