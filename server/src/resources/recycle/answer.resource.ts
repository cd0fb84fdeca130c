import { badInput, col, defineResource, field, joinTo } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { ADJUST_KINDS, API, MINUS } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { categoryPaths } from './category.resource';
import { questionPaths } from './question.resource';
import { MAX_AMOUNT, PERCENT, recycleAnswers, recycleQuestions } from './tables';
import { RECYCLE_TITLES } from './texts';

const a = recycleAnswers;
const q = recycleQuestions;

const KIND_TITLES = {
  amount: T('按金额'),
  percent: T('按比例'),
};
const KINDS = ADJUST_KINDS.map((value) => ({ value, label: KIND_TITLES[value] }));

/**
 * The adjustment as a person reads it: `−30%`, `+12.5%`, `+¥20.00`, `−¥5.50`: money as `formatYuan` writes it
 * (protocol money.ts: separators, two decimals, the minus sign `−`), worked out in SQL so the list sorts by it.
 */
const adjustment = sql<string>`(case when ${a.value} > 0 then '+' when ${a.value} < 0 then '${sql.raw(MINUS)}' else '' end)
  || case when ${a.kind} = 'percent'
    then rtrim(rtrim(to_char(abs(${a.value}) / 100.0, 'FM9999990.00'), '0'), '.') || '%'
    else '¥' || to_char(abs(${a.value}) / 100.0, 'FM999,999,999,990.00') end`;

const MESSAGES = {
  value: T('调整值'),
  valueTip: T(
    '按金额：填元，如 -20 表示扣 20 元；按比例：填百分数，如 -30 表示按基础价（分类价 × 品牌系数）减价 30%。输入负数则扣除',
  ),
  percentRange: T('按比例调整须在 -100% 到 +1000% 之间'),
};

/** The answers of the valuation questions (`/recycle/answer`), listed by category and question. */
export const recycleAnswerResource = defineResource({
  entity: 'RecycleAnswer',
  table: recycleAnswers,
  joins: [joinTo(a.questionId)],
  columns: [
    col.select(q.categoryId, RECYCLE_TITLES.category, categoryPaths, { filter: 'select', width: 160 }),
    col.select(a.questionId, RECYCLE_TITLES.question, questionPaths, {
      filter: 'select',
      width: 260,
      form: { required: true, optionsApi: { path: API.recycle.questionOptions.path } },
    }),
    col.text(a.text, T('选项内容'), {
      filter: 'text',
      width: 180,
      form: { required: true, max: 60 },
    }),
    col.select(a.kind, T('调整方式'), KINDS, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', required: true, default: 'amount' },
    }),
    col.computed('text', adjustment, T('价格调整'), {
      as: 'adjustment',
      width: 110,
      align: 'right',
    }),
    // Hundredths either way: the money input's yuan-to-cents is a percentage's to its hundredths too.
    field(a.value, MESSAGES.value, 'money', {
      required: true,
      min: -MAX_AMOUNT,
      max: MAX_AMOUNT,
      default: 0,
      tip: MESSAGES.valueTip,
    }),
    col.sort(a.sort),
    col.created(a.createdAt, { visible: false }),
  ],
  recordName: 'text',
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(db, values, id) {
    if (values.kind === undefined && values.value === undefined) return values;
    const [held] =
      id === undefined ? [] : await db.select({ kind: a.kind, value: a.value }).from(a).where(eq(a.id, id));
    const kind = values.kind ?? held?.kind;
    const value = values.value ?? held?.value ?? 0;
    if (kind === 'percent' && (value < PERCENT.min || value > PERCENT.max))
      throw badInput(MESSAGES.percentRange, { field: a.value.name });
    return values;
  },
});
