import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { goods, orderLines } from '../../db/schema';
import { col, field } from '../../engine/columns';
import { SORT_FORM } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
import { ET } from '../../engine/titles';
import { assertUnused } from '../jxc/guards';
import { catOptions } from './goods-cat.resource';

const ON_SALE = [
  { value: 1, label: T('出售中', 'On sale', 'En venta', '販売中') },
  { value: 0, label: T('仓库中', 'In warehouse', 'En almacén', '倉庫内') },
];

const SUPPLY = [
  { value: 0, label: T('未供货', 'Not supplied', 'Sin suministro', '未供給') },
  { value: 1, label: T('供货中', 'Supplying', 'En suministro', '供給中') },
  { value: 2, label: T('已停止供货', 'Supply stopped', 'Suministro detenido', '供給停止') },
];

const PRICE = { max: 100_000_000 };
const g = goods;

/** Goods: on sale (`is_show` 1) and in warehouse (0) are two lists over one table; onoff moves between them. */
export const goodsResource = defineResource({
  entity: 'Goods',
  table: goods,
  columns: [
    col.id(g.id),
    col.text(g.name, T('商品名称', 'Name', 'Nombre', '商品名'), {
      sortable: true,
      filter: 'text',
      width: 220,
      form: { required: true, max: 60 },
    }),
    col.select(g.catId, T('商品分类', 'Category', 'Categoría', 'カテゴリ'), catOptions, {
      filter: 'select',
      form: { required: true },
    }),
    col.image(g.image, T('主图', 'Image', 'Imagen', 'メイン画像'), { form: true }),
    col.text(g.code, T('商品编码', 'Code', 'Código', '商品コード'), { filter: 'text', form: { max: 40 } }),
    col.text(g.spec, T('规格', 'Specification', 'Especificación', '規格'), { form: { max: 40 } }),
    col.text(g.grade, T('等级', 'Grade', 'Calidad', '等級'), { filter: 'text', form: { max: 20 } }),
    col.text(g.origin, T('产地', 'Origin', 'Origen', '産地'), { visible: false, form: { max: 40 } }),
    col.text(g.unit, T('单位', 'Unit', 'Unidad', '単位'), {
      width: 70,
      form: { required: true, max: 10, default: '袋' },
    }),
    col.money(g.price, T('售价', 'Price', 'Precio', '販売価格'), {
      sortable: true,
      filter: 'number',
      form: { required: true, ...PRICE },
    }),
    col.money(g.marketPrice, T('市场价', 'Market price', 'Precio de mercado', '市場価格'), {
      visible: false,
      form: PRICE,
    }),
    col.money(g.costPrice, T('成本价', 'Cost price', 'Precio de coste', '原価'), {
      visible: false,
      form: PRICE,
    }),
    col.number(g.stock, T('库存', 'Stock', 'Existencias', '在庫'), {
      sortable: true,
      sum: true,
      decimals: 3,
      filter: 'number',
      form: { min: 0, max: 1_000_000_000 },
    }),
    col.number(g.sales, T('销量', 'Sales', 'Ventas', '販売数'), { sortable: true, sum: true, decimals: 3 }),
    field(g.images, T('商品相册', 'Gallery', 'Galería', 'ギャラリー'), 'images'),
    field(g.description, T('商品详情', 'Description', 'Descripción', '商品詳細'), 'textarea'),
    col.number(g.sort, ET.sort, { sortable: true, width: 80, form: SORT_FORM }),
    col.select(g.isShow, ET.status, ON_SALE, {
      form: { type: 'switch', title: T('立即上架', 'Put on sale now', 'Poner a la venta', 'すぐに出品') },
    }),
    col.select(g.supplyStatus, T('供货状态', 'Supply', 'Suministro', '供給状態'), SUPPLY, { visible: false }),
    col.datetime(g.createdAt, T('发布时间', 'Published', 'Publicado', '登録日時'), {
      sortable: true,
      filter: 'datetime',
    }),
  ],
  manageList: false,
  views: { Show: { where: eq(g.isShow, 1) }, UnShow: { where: eq(g.isShow, 0) } },
  defaultSort: { key: 'id', order: 'desc' },
  actions: {
    Onoff: {
      async run({ db }, row) {
        const isShow = row.isShow === 1 ? 0 : 1;
        await db.update(goods).set({ isShow }).where(eq(g.id, row.id));
        return { id: row.id, is_show: isShow };
      },
    },
  },
  exportable: true,
  exportAsync: true,
  importable: true,
  // Sold goods stay: their orders point at them (take them off sale instead).
  async beforeDelete(db, ids) {
    await assertUnused(db, ids, { table: goods, name: g.name }, [
      { table: orderLines, column: orderLines.goodsId, by: 'usedByOrders' },
    ]);
  },
});
