import {
  Answer,
  badInput,
  col,
  conflict,
  defineResource,
  field,
  goods,
  KEPT_AND_EXPORTED,
  NATIONWIDE,
  regionsText,
} from '@yanye/framework/server';

import { T } from '@yanye/i18n';

import { SUPPLY_STATES } from '@yanye/protocol';

import { and, eq, ne, sql } from 'drizzle-orm';

import { catOptions } from './goods-cat.resource';

import { assertSupplyWithinRetail } from './supply-price';

import { REGION_OPTIONS, SUPPLY } from './supply-regions';

// The table lives in ./tables.ts; server/test still imports it from here.

const g = goods;

const MESSAGES = {
  pickGoods: T('请在商品列表中选择要供货的商品'),
  nationwideAlone: T('选了“全国”就不必再选省份'),
  notSupplying: T('该商品未在供货，无需停止'),
  stopped: T('已结束', 'stopped'),
} as const;

/**
 * The stores taking an offer, for the list. Written with names, not column objects: drizzle writes the columns
 * of a one-table select unqualified, which in a subquery would name the subquery's own table.
 */
const takers = sql`(select count(*)::int from goods_supply_takers k
  where k.supplier_id = goods.supplier_id and k.goods_id = goods.id)`;

const QUANTITY = { min: 0, max: 1_000_000_000, decimals: 3 };

/**
 * Supply offers (/goods/list/manageSupply): a store offers its goods to the platform's other stores. An offer is
 * kept on its goods, so `supply/:id` (id = the goods') makes or changes it with the goods' own Save of the offer's
 * fields, and the list is the goods with an offer, running or ended.
 */
export const goodsSupplyResource = defineResource({
  entity: 'GoodsSupply',
  table: goods,
  columns: [
    col.image(g.image, T('主图')),
    col.text(g.name, T('商品名称'), {
      sortable: true,
      filter: 'text',
      width: 200,
    }),
    col.select(g.catId, T('商品分类', 'category'), catOptions, {
      filter: 'select',
      visible: false,
    }),
    col.text(g.unit, T('单位'), { width: 70 }),
    col.money(g.price, T('售价'), { sortable: true }),
    col.money(g.supplyPrice, T('供货价'), {
      sortable: true,
      filter: 'number',
      form: { required: true, min: 1, max: 100_000_000 },
    }),
    col.number(g.supplyMoq, T('起订量'), {
      decimals: 3,
      form: { required: true, ...QUANTITY, min: 1 },
    }),
    col.number(g.supplyStock, T('供货库存'), {
      sortable: true,
      sum: true,
      decimals: 3,
      filter: 'number',
      form: { required: true, ...QUANTITY },
    }),
    col.text(g.supplyRegions, T('配送区域'), {
      width: 220,
      present: regionsText,
      form: {
        type: 'select',
        multiple: true,
        required: true,
        options: REGION_OPTIONS,
        tip: T('选“全国”，或选一个或多个省份'),
      },
    }),
    col.select(g.supplyStatus, T('供货状态'), SUPPLY.slice(1), {
      filter: 'select',
      width: 100,
    }),
    col.computed('number', takers, T('采购门店数'), {
      as: 'takers',
      width: 110,
    }),
    col.datetime(g.supplyStartedAt, T('开始供货'), {
      sortable: true,
      filter: 'datetime',
    }),
    col.datetime(g.supplyStoppedAt, T('停止时间'), {
      visible: false,
    }),
    field(g.supplyRemark, T('供货说明'), 'textarea', { max: 200 }),
  ],
  manageList: false,
  views: { Supply: { where: ne(g.supplyStatus, SUPPLY_STATES.none) } },
  defaultSort: { key: 'supply_started_at', order: 'desc' },
  actions: {
    SupplyStop: {
      when: { supply_status: [SUPPLY_STATES.active] },
      confirm: true,
      async run({ db, deps }, row) {
        const [done] = await db
          .update(goods)
          .set({ supplyStatus: SUPPLY_STATES.stopped, supplyStoppedAt: deps.now() })
          .where(and(eq(g.id, row.id), eq(g.supplyStatus, SUPPLY_STATES.active)))
          .returning({ id: g.id });
        if (!done) throw conflict(MESSAGES.notSupplying);
        return new Answer({ id: row.id, supply_status: SUPPLY_STATES.stopped }, MESSAGES.stopped);
      },
    },
  },
  links: {
    Supply: { page: 'GoodsSupply' },
    Look: { page: 'GoodsLookSupply' },
  },
  // The offer's form shows no goods field: its title says which goods it is of.
  caption: (row) => [row.name, row.spec].filter(Boolean).join(' '),
  ...KEPT_AND_EXPORTED,
  /** Saving an offer (re)starts it; an offer is never made but on a goods of the store. */
  async beforeSave(db, values, id, ctx) {
    if (id === undefined) throw badInput(MESSAGES.pickGoods);
    const [before] = await db.select().from(g).where(eq(g.id, id)).for('update');
    if (!before) return values;
    // A partial save still leaves a whole offer: what it does not send, the goods already has.
    const supplyPrice = values.supplyPrice ?? before.supplyPrice;
    if (!(supplyPrice > 0)) throw badInput('fieldRequired', { field: 'supply_price' });
    assertSupplyWithinRetail(supplyPrice, before.price, 'supply');
    if (!(Number(values.supplyMoq ?? before.supplyMoq) >= 1))
      throw badInput('fieldRequired', { field: 'supply_moq' });
    const regions = [...new Set(values.supplyRegions ?? before.supplyRegions)];
    if (regions.length === 0) throw badInput('fieldRequired', { field: 'supply_regions' });
    if (regions.includes(NATIONWIDE) && regions.length > 1) throw badInput(MESSAGES.nationwideAlone);
    if (values.supplyRegions) values.supplyRegions = regions;
    if (before.supplyStatus !== SUPPLY_STATES.active) {
      values.supplyStatus = SUPPLY_STATES.active;
      values.supplyStartedAt = ctx.now;
      values.supplyStoppedAt = 0;
    }
    return values;
  },
});
