import {
  AppError,
  COMMON_TITLES,
  col,
  defineResource,
  goods,
  goodsCats,
  tableOptions,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { count, eq } from 'drizzle-orm';

export const SHOW_OPTIONS = [
  { value: 1, label: T('显示') },
  { value: 0, label: T('隐藏') },
];

const TOP = { value: 0, label: T('顶级分类') };

const MESSAGES = {
  catParentSelf: T('上级分类不能是它自己'),
  catInUse: T('该分类下还有商品或子分类，不能删除'),
};

/** The store's categories, for the goods form and filters. */
export const catOptions = tableOptions(goodsCats, goodsCats.id, goodsCats.name, goodsCats.sort);

const parentOptions = {
  async load(...args: Parameters<typeof catOptions.load>) {
    const [, lang] = args;
    return [{ value: TOP.value, label: TOP.label[lang] }, ...(await catOptions.load(...args))];
  },
};

const c = goodsCats;

/** Goods categories: a tree by parent, larger sort first; one in use (goods or subcategories) stays. */
export const goodsCatResource = defineResource({
  entity: 'GoodsCat',
  table: goodsCats,
  columns: [
    col.text(c.name, T('分类名称'), {
      sortable: true,
      filter: 'text',
      form: { required: true, max: 30 },
    }),
    col.select(c.parentId, T('上级分类'), parentOptions, {
      filter: 'select',
      form: { default: 0 },
    }),
    col.image(c.image, COMMON_TITLES.image, { form: true }),
    col.sort(c.sort),
    col.status(c.isShow, SHOW_OPTIONS, {
      form: { type: 'switch', title: T('显示'), default: 1 },
    }),
    col.created(c.createdAt),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(_db, values, id) {
    // That the parent is a category of the store, the engine checks as it checks every reference.
    const parent = Number(values.parentId ?? 0);
    if (id !== undefined && parent === id) throw new AppError('BAD_INPUT', MESSAGES.catParentSelf);
    return values;
  },
  async beforeDelete(db, ids) {
    for (const id of ids) {
      const [used] = await db.select({ n: count() }).from(goods).where(eq(goods.catId, id));
      const [children] = await db.select({ n: count() }).from(goodsCats).where(eq(c.parentId, id));
      if ((used?.n ?? 0) + (children?.n ?? 0) > 0) throw new AppError('CONFLICT', MESSAGES.catInUse);
    }
  },
});
