import {
  AMOUNT_FORM,
  badInput,
  COMMON_TITLES,
  col,
  conflict,
  defineResource,
  field,
  goods,
  loadOnce,
  nameColumn,
  orderLines,
  PRICE_FORM,
  splitGroupValue,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { SUPPLY_STATES } from '@yanye/protocol';
import { count, eq, inArray } from 'drizzle-orm';
import { assertUnused } from '../jxc/guards';
import { catOptions } from './goods-cat.resource';
import { enabledProperties, propertyGroups, propertyOptions } from './properties';
import { OWN_CODES, type OwnCode } from './property-usage';
import { assertSupplyWithinRetail } from './supply-price';
import { SUPPLY } from './supply-regions';
import { goodsSupplyTakers } from './tables';

const ON_SALE = [
  { value: 1, label: T('出售中') },
  { value: 0, label: T('仓库中') },
];

const g = goods;

const MESSAGES = {
  supplying: T('“{name}”正在供货，请先停止供货再删除'),
  taken: T('“{name}”有 {n} 家门店采购过，不能删除（可下架）'),
} as const;

/** The property values a goods carries beyond grade and origin, as its list shows them: `25kg编织袋、36个月`. */
const propsText = (value: unknown) =>
  Array.isArray(value) ? value.map((pick) => splitGroupValue(String(pick)).value).join('、') : '';

/** Where a store defines grade or origin, they are picked from its values (typed otherwise). */
const ownProperty = (code: OwnCode) =>
  ({ type: 'select', options: propertyOptions(code), open: true }) as const;

/** Goods: on sale (`is_show` 1) and in warehouse (0) are two lists over one table; onoff moves between them. */
export const goodsResource = defineResource({
  entity: 'Goods',
  table: goods,
  columns: [
    nameColumn(g.name, T('商品名称', 'name'), { width: 220, max: 60 }),
    col.select(g.catId, T('商品分类', 'category'), catOptions, {
      filter: 'select',
      form: { required: true },
    }),
    col.image(g.image, T('主图'), { form: true }),
    col.text(g.code, T('商品编码'), { filter: 'text', form: { max: 40 } }),
    col.text(g.spec, T('规格', 'specification'), { form: { max: 40 } }),
    col.text(g.grade, T('等级'), {
      filter: 'text',
      form: { ...ownProperty('grade'), max: 20 },
    }),
    col.text(g.origin, T('产地'), {
      visible: false,
      form: { ...ownProperty('origin'), max: 40 },
    }),
    col.text(g.unit, T('单位'), {
      width: 70,
      form: { required: true, max: 10, default: '袋' },
    }),
    col.money(g.price, T('售价', 'price'), {
      sortable: true,
      filter: 'number',
      form: { required: true, ...PRICE_FORM },
    }),
    col.money(g.marketPrice, T('市场价'), {
      visible: false,
      form: AMOUNT_FORM,
    }),
    col.money(g.costPrice, T('成本价'), {
      visible: false,
      form: AMOUNT_FORM,
    }),
    col.number(g.stock, T('库存', 'stock'), {
      sortable: true,
      sum: true,
      decimals: 3,
      filter: 'number',
      form: { min: 0, max: 1_000_000_000 },
    }),
    col.number(g.sales, T('销量', 'sales'), { sortable: true, sum: true, decimals: 3 }),
    col.text(g.props, T('商品属性', 'properties'), {
      visible: false,
      present: propsText,
      // A sheet has no way to say one pick per group: properties are picked in the form.
      form: { type: 'select', multiple: true, groups: propertyGroups, import: false },
    }),
    field(g.images, T('商品相册'), 'images'),
    field(g.description, T('商品详情'), 'textarea'),
    col.sort(g.sort),
    col.select(g.isShow, COMMON_TITLES.status, ON_SALE, {
      form: { type: 'switch', title: T('立即上架') },
    }),
    col.select(g.supplyStatus, T('供货状态'), SUPPLY, { visible: false }),
    col.datetime(g.createdAt, T('发布时间', 'published'), {
      sortable: true,
      filter: 'datetime',
    }),
  ],
  manageList: false,
  views: { Show: { where: eq(g.isShow, 1) }, UnShow: { where: eq(g.isShow, 0) } },
  defaultSort: { key: 'id', order: 'desc' },
  links: {
    Supply: { page: 'GoodsSupply' },
    LookSupply: {
      page: 'GoodsLookSupply',
      when: { supply_status: [SUPPLY_STATES.active, SUPPLY_STATES.stopped] },
    },
  },
  actions: {
    // One button, two ways: 下架 on goods on sale, 上架 on goods in the warehouse, asked first naming the goods.
    Onoff: {
      ways: {
        key: 'is_show',
        by: [
          { value: 1, label: T('下架', 'takeOff'), title: T('下架商品') },
          { value: 0, label: T('上架', 'putOn'), title: T('上架商品') },
        ],
      },
      confirm: true,
      batch: true,
      async run({ db }, row) {
        const isShow = row.isShow === 1 ? 0 : 1;
        await db.update(goods).set({ isShow }).where(eq(g.id, row.id));
        return { id: row.id, is_show: isShow };
      },
    },
  },
  // Goods picked elsewhere (what retail goods are made of, basicdata's 商品用料): by code and name.
  options: { label: [g.code, g.name, g.spec], search: [g.code, g.name], orderBy: g.id },
  exportable: true,
  exportAsync: true,
  importable: true,
  // A property the store requires of grade or origin: the values are checked by their fields, presence here.
  async beforeSave(db, values, id, ctx) {
    const [stored] = id === undefined ? [] : await db.select().from(g).where(eq(g.id, id));
    // A running offer's supply price stays at most the retail price.
    if (stored?.supplyStatus === SUPPLY_STATES.active && values.price !== undefined)
      assertSupplyWithinRetail(stored.supplyPrice, values.price, 'retail');
    const properties = await loadOnce(ctx, enabledProperties, () => enabledProperties(db));
    const required = properties.filter((d) => d.required === 1 && (OWN_CODES as string[]).includes(d.code));
    for (const { code } of required) {
      const key = code as OwnCode;
      if (!(values[key] ?? stored?.[key] ?? '')) throw badInput('fieldRequired', { field: key });
    }
    return values;
  },
  // Sold goods stay: their orders point at them (take them off sale instead). So do goods on offer, and goods
  // other stores have taken.
  async beforeDelete(db, ids) {
    const rows = await db
      .select()
      .from(g)
      .where(inArray(g.id, [...ids]));
    const active = rows.find((r) => r.supplyStatus === SUPPLY_STATES.active);
    if (active) throw conflict(MESSAGES.supplying, { name: active.name });
    for (const row of rows) {
      const [taken] = await db
        .select({ n: count() })
        .from(goodsSupplyTakers)
        .where(eq(goodsSupplyTakers.goodsId, row.id));
      if ((taken?.n ?? 0) > 0) throw conflict(MESSAGES.taken, { name: row.name, n: taken!.n });
    }
    await assertUnused(db, ids, { table: goods, name: g.name }, [
      { table: orderLines, column: orderLines.goodsId, by: 'usedByOrders' },
    ]);
  },
});
