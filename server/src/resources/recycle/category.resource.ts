import {
  AppError,
  col,
  defineResource,
  ENABLED_OPTIONS,
  nameColumn,
  type OptionsSource,
  type StoreDb,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { type Lang, T } from '@yanye/i18n';
import { asc, desc, sql } from 'drizzle-orm';
import { CategoryTree } from './category-tree';
import { assertDeletable } from './guards';
import { MAX_PRICE, recycleCategories } from './tables';
import { IN_USE, RECYCLE_TITLES } from './texts';

const c = recycleCategories;

/**
 * The store's categories as a tree (a few dozen rows: read whole). `lock` holds them until the transaction ends,
 * so two moves checked at once cannot make a loop between them: the second waits, then sees the first.
 */
export async function loadCategories(db: StoreDb, lock = false): Promise<CategoryTree> {
  const query = db
    .select({
      id: c.id,
      parentId: c.parentId,
      name: c.name,
      status: c.status,
      basePrice: c.basePrice,
      unit: c.unit,
    })
    .from(c)
    .orderBy(desc(c.sort), asc(c.id));
  const rows = lock ? await query.for('update') : await query;
  return new CategoryTree(rows.map((r) => ({ ...r, id: Number(r.id), parentId: Number(r.parentId) })));
}

const TOP = T('顶级分类');

/** Every category by its path (`旧家电 / 冰箱`), in tree order: the list's labels and filters, other forms' picks. */
export const categoryPaths: OptionsSource = {
  async load(db) {
    const tree = await loadCategories(db);
    return tree.ordered().map((r) => ({ value: r.id, label: tree.label(r.id) }));
  },
};

/** A parent to pick: the top, or any category. */
const parentOptions: OptionsSource = {
  async load(db: StoreDb, lang: Lang) {
    return [{ value: 0, label: TOP[lang] }, ...(await categoryPaths.load(db, lang))];
  },
};

/**
 * A leaf is what an item is quoted in; its parents only group. Written out in full: a list of one table names
 * its columns unqualified, which inside the subquery would mean the child's own.
 */
const isLeaf = sql<number>`(not exists (select 1 from recycle_categories child
  where child.supplier_id = recycle_categories.supplier_id and child.parent_id = recycle_categories.id))::int`;

const MESSAGES = {
  parentLoop: T('上级分类不能是它自己或它的下级分类'),
  priceTip: T('末级分类按此价格估价（每个计价单位）；有子分类的分类只用于分组，其基础价不参与估价'),
};

/** The categories of a store's recycling (`/recycle/category`): a tree, priced at its leaves. */
export const recycleCategoryResource = defineResource({
  entity: 'RecycleCategory',
  table: recycleCategories,
  columns: [
    col.image(c.icon, T('图标'), { form: true }),
    nameColumn(c.name, T('分类名称'), { width: 160, max: 30 }),
    col.select(c.parentId, T('上级分类'), parentOptions, {
      filter: 'select',
      width: 180,
      form: { default: 0 },
    }),
    col.money(c.basePrice, RECYCLE_TITLES.basePrice, {
      sortable: true,
      filter: 'number',
      form: { required: true, min: 0, max: MAX_PRICE, tip: MESSAGES.priceTip },
    }),
    col.text(c.unit, RECYCLE_TITLES.unit, { width: 90, form: { required: true, max: 10, default: '个' } }),
    col.computed('select', isLeaf, T('末级（可估价）'), {
      as: 'is_leaf',
      options: YES_NO_OPTIONS,
      filter: 'select',
      width: 110,
    }),
    col.sort(c.sort),
    col.onOff(c.status, ENABLED_OPTIONS),
    col.created(c.createdAt),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(db, values, id) {
    // That the parent is a category of the store, its options say; a new category has nothing below it.
    const parent = Number(values.parentId ?? 0);
    if (parent === 0 || id === undefined) return values;
    if ((await loadCategories(db, true)).wouldLoop(id, parent))
      throw new AppError('BAD_INPUT', MESSAGES.parentLoop);
    return values;
  },
  async beforeDelete(db, ids) {
    await assertDeletable(
      db,
      { table: c, name: c.name },
      ids,
      {
        recycle_categories_parent_ref_fk: IN_USE.children,
        recycle_questions_category_fk: IN_USE.questions,
      },
      IN_USE.orders,
    );
  },
});
