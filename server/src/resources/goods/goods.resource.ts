import { T } from '@yanye/catalog';
import { eq } from 'drizzle-orm';
import { goods } from '../../db/schema';
import { col } from '../../engine/columns';
import { field, sortField } from '../../engine/fields';
import { defineResource } from '../../engine/resource';
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

const title = {
  name: T('商品名称', 'Name', 'Nombre', '商品名'),
  cat: T('商品分类', 'Category', 'Categoría', 'カテゴリ'),
  code: T('商品编码', 'Code', 'Código', '商品コード'),
  spec: T('规格', 'Specification', 'Especificación', '規格'),
  grade: T('等级', 'Grade', 'Calidad', '等級'),
  origin: T('产地', 'Origin', 'Origen', '産地'),
  unit: T('单位', 'Unit', 'Unidad', '単位'),
  price: T('售价', 'Price', 'Precio', '販売価格'),
  marketPrice: T('市场价', 'Market price', 'Precio de mercado', '市場価格'),
  costPrice: T('成本价', 'Cost price', 'Precio de coste', '原価'),
  stock: T('库存', 'Stock', 'Existencias', '在庫'),
  sales: T('销量', 'Sales', 'Ventas', '販売数'),
  image: T('主图', 'Image', 'Imagen', 'メイン画像'),
  images: T('商品相册', 'Gallery', 'Galería', 'ギャラリー'),
  description: T('商品详情', 'Description', 'Descripción', '商品詳細'),
  sort: T('排序', 'Sort', 'Orden', '並び順'),
  isShow: T('状态', 'Status', 'Estado', '状態'),
  supply: T('供货状态', 'Supply', 'Suministro', '供給状態'),
  created: T('发布时间', 'Published', 'Publicado', '登録日時'),
};

/** Goods: on sale (`is_show` 1) and in warehouse (0) are two lists over one table; onoff moves between them. */
export const goodsResource = defineResource({
  name: 'Goods',
  api: '/v1/seller/goods/Goods',
  title: T('商品', 'goods', 'producto', '商品'),
  table: goods,
  columns: {
    id: col.number(T('编号', 'ID', 'ID', 'ID'), goods.id, { sortable: true, width: '80', align: 'left' }),
    image: col.image(title.image, goods.image),
    name: col.text(title.name, goods.name, { sortable: true, filter: 'text', width: '220' }),
    cat_id: col.select(title.cat, goods.catId, catOptions, { filter: 'select' }),
    code: col.text(title.code, goods.code, { filter: 'text' }),
    spec: col.text(title.spec, goods.spec),
    grade: col.text(title.grade, goods.grade, { filter: 'text' }),
    origin: col.text(title.origin, goods.origin, { visible: false }),
    unit: col.text(title.unit, goods.unit, { width: '70' }),
    price: col.money(title.price, goods.price, { sortable: true, filter: 'number' }),
    market_price: col.money(title.marketPrice, goods.marketPrice, { visible: false }),
    cost_price: col.money(title.costPrice, goods.costPrice, { visible: false }),
    stock: col.number(title.stock, goods.stock, { sortable: true, sum: true, decimals: 3, filter: 'number' }),
    sales: col.number(title.sales, goods.sales, { sortable: true, sum: true, decimals: 3 }),
    sort: col.number(title.sort, goods.sort, { sortable: true, width: '80' }),
    is_show: col.select(title.isShow, goods.isShow, ON_SALE),
    supply_status: col.select(title.supply, goods.supplyStatus, SUPPLY, { visible: false }),
    created_at: col.datetime(title.created, goods.createdAt, { sortable: true, filter: 'datetime' }),
  },
  manageList: false,
  views: {
    '/v1/seller/goods/GoodsShowManage': { where: eq(goods.isShow, 1) },
    '/v1/seller/goods/GoodsUnShowManage': { where: eq(goods.isShow, 0) },
  },
  defaultSort: { key: 'id', order: 'desc' },
  fields: [
    field('cat_id', title.cat, 'select', goods.catId, { required: true, options: catOptions }),
    field('name', title.name, 'text', goods.name, { required: true, max: 60 }),
    field('code', title.code, 'text', goods.code, { max: 40 }),
    field('spec', title.spec, 'text', goods.spec, { max: 40 }),
    field('grade', title.grade, 'text', goods.grade, { max: 20 }),
    field('origin', title.origin, 'text', goods.origin, { max: 40 }),
    field('unit', title.unit, 'text', goods.unit, { required: true, max: 10, default: '袋' }),
    field('price', title.price, 'money', goods.price, { required: true, max: 100_000_000 }),
    field('market_price', title.marketPrice, 'money', goods.marketPrice, { max: 100_000_000 }),
    field('cost_price', title.costPrice, 'money', goods.costPrice, { max: 100_000_000 }),
    field('stock', title.stock, 'number', goods.stock, { decimals: 3, min: 0, max: 1_000_000_000 }),
    field('image', title.image, 'image', goods.image),
    field('images', title.images, 'images', goods.images),
    field('description', title.description, 'textarea', goods.description),
    sortField(goods.sort),
    field(
      'is_show',
      T('立即上架', 'Put on sale now', 'Poner a la venta', 'すぐに出品'),
      'switch',
      goods.isShow,
    ),
  ],
  actions: {
    Onoff: {
      summary: T('商品上下架', 'Goods on or off sale', 'Publicar o retirar producto', '商品の出品・取り下げ'),
      async run({ db }, row) {
        const isShow = row.isShow === 1 ? 0 : 1;
        await db.tx
          .update(goods)
          .set({ isShow })
          .where(db.where(goods, eq(goods.id, Number(row.id))));
        return { id: Number(row.id), is_show: isShow };
      },
    },
  },
  exportable: true,
  exportAsync: true,
  importable: true,
  // The category is a select field: Save already checks it is one of this store's categories.
  async beforeSave(_db, values) {
    if (values.stock !== undefined) values.stock = String(values.stock);
    return values;
  },
});
