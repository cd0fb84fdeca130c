import { T } from '@yanye/catalog';
import { count, eq } from 'drizzle-orm';
import { goods, goodsCats } from '../../db/schema';
import { col } from '../../engine/columns';
import { field, sortField } from '../../engine/fields';
import { tableOptions } from '../../engine/options';
import { defineResource } from '../../engine/resource';
import { AppError } from '../../platform/errors';

export const SHOW_OPTIONS = [
  { value: 1, label: T('显示', 'Shown', 'Visible', '表示') },
  { value: 0, label: T('隐藏', 'Hidden', 'Oculto', '非表示') },
];

const TOP = { value: 0, label: T('顶级分类', 'Top level', 'Nivel superior', '最上位') };

export const catOptions = tableOptions(goodsCats, goodsCats.id, goodsCats.name, goodsCats.sort);

const parentOptions = {
  async load(...args: Parameters<typeof catOptions.load>) {
    const [, lang] = args;
    return [{ value: TOP.value, label: TOP.label[lang] }, ...(await catOptions.load(...args))];
  },
};

export const goodsCatResource = defineResource({
  name: 'GoodsCat',
  api: '/v1/seller/goods/GoodsCat',
  title: T('商品分类', 'goods category', 'categoría', '商品カテゴリ'),
  table: goodsCats,
  columns: {
    id: col.number(T('编号', 'ID', 'ID', 'ID'), goodsCats.id, { sortable: true, width: '80', align: 'left' }),
    image: col.image(T('图片', 'Image', 'Imagen', '画像'), goodsCats.image),
    name: col.text(T('分类名称', 'Name', 'Nombre', '名称'), goodsCats.name, {
      sortable: true,
      filter: 'text',
    }),
    parent_id: col.select(
      T('上级分类', 'Parent', 'Categoría superior', '親カテゴリ'),
      goodsCats.parentId,
      parentOptions,
      {
        filter: 'select',
      },
    ),
    sort: col.number(T('排序', 'Sort', 'Orden', '並び順'), goodsCats.sort, { sortable: true, width: '80' }),
    is_show: col.select(T('状态', 'Status', 'Estado', '状態'), goodsCats.isShow, SHOW_OPTIONS, {
      filter: 'select',
    }),
    created_at: col.datetime(T('创建时间', 'Created', 'Creado', '作成日時'), goodsCats.createdAt, {
      sortable: true,
      filter: 'datetime',
    }),
  },
  defaultSort: { key: 'sort', order: 'desc' },
  fields: [
    field('name', T('分类名称', 'Name', 'Nombre', '名称'), 'text', goodsCats.name, {
      required: true,
      max: 30,
    }),
    field(
      'parent_id',
      T('上级分类', 'Parent', 'Categoría superior', '親カテゴリ'),
      'select',
      goodsCats.parentId,
      {
        options: parentOptions,
        default: 0,
      },
    ),
    field('image', T('图片', 'Image', 'Imagen', '画像'), 'image', goodsCats.image),
    sortField(goodsCats.sort),
    field('is_show', T('显示', 'Shown', 'Visible', '表示'), 'switch', goodsCats.isShow, { default: 1 }),
  ],
  exportable: true,
  exportAsync: true,
  importable: true,
  async beforeSave(db, values, id) {
    const parent = Number(values.parentId ?? 0);
    if (id !== undefined && parent === id) throw new AppError('BAD_INPUT', 'catParentSelf');
    if (parent > 0) {
      const [row] = await db.tx
        .select({ id: goodsCats.id })
        .from(goodsCats)
        .where(db.where(goodsCats, eq(goodsCats.id, parent)));
      if (!row)
        throw new AppError('BAD_INPUT', 'fieldInvalid', {
          field: 'parent_id',
          reason: { key: 'reasonValue' },
        });
    }
    return values;
  },
  async beforeDelete(db, ids) {
    for (const id of ids) {
      const [used] = await db.tx
        .select({ n: count() })
        .from(goods)
        .where(db.where(goods, eq(goods.catId, id)));
      const [children] = await db.tx
        .select({ n: count() })
        .from(goodsCats)
        .where(db.where(goodsCats, eq(goodsCats.parentId, id)));
      if ((used?.n ?? 0) + (children?.n ?? 0) > 0) throw new AppError('CONFLICT', 'catInUse');
    }
  },
});
