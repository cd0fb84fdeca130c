import {
  badInput,
  col,
  conflict,
  defineResource,
  ENABLED_OPTIONS,
  nameColumn,
  type StoreDb,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { isPlainText } from '@yanye/protocol';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PROPERTIES } from './property.demo';
import { goodsCount, holdingAny, holdingValue } from './property-usage';
import { type GoodsProperty, goodsProperties } from './tables';

// The table lives in ./tables.ts; server/test still imports it from here.

/** At most this many values, each at most this long. */
const MOST_VALUES = 100;
const VALUE_CHARS = 30;

const MESSAGES = {
  code: T('属性代码只能用小写字母、数字和下划线，且以字母开头（如 packaging、shelf_life）'),
  value: T('可选值“{value}”不能为空，且不超过 {max} 个字'),
  repeated: T('可选值“{value}”重复了'),
  tooMany: T('可选值最多 {max} 个'),
  valueInUse: T('可选值“{value}”有 {n} 个商品在用，不能去掉'),
  codeInUse: T('属性“{name}”有 {n} 个商品在用，不能修改属性代码'),
  disableInUse: T('属性“{name}”有 {n} 个商品在用，不能停用'),
  deleteInUse: T('属性“{name}”有 {n} 个商品在用，不能删除'),
} as const;

/** The values as sent, trimmed and checked: plain short texts, none twice, in the order given. */
function checkedValues(raw: readonly unknown[]): string[] {
  if (raw.length === 0) throw badInput('fieldRequired', { field: 'values' });
  if (raw.length > MOST_VALUES) throw badInput(MESSAGES.tooMany, { max: MOST_VALUES });
  const out: string[] = [];
  for (const one of raw) {
    const value = String(one).trim();
    if (!value || value.length > VALUE_CHARS || !isPlainText(value, false))
      throw badInput(MESSAGES.value, { value: value.slice(0, 40), max: VALUE_CHARS });
    if (out.includes(value)) throw badInput(MESSAGES.repeated, { value });
    out.push(value);
  }
  return out;
}

/** How many goods hold any value of the property. */
const holders = (db: StoreDb, p: GoodsProperty) => goodsCount(db, holdingAny(p.code, p.values));

const p = goodsProperties;

/**
 * The goods holding one of a property's values, for the list (grade and origin in their columns). Written with
 * names, not column objects: drizzle writes the columns of a one-table select unqualified, which in a subquery
 * would name the subquery's own table.
 */
const goodsUsing = sql`(select count(*)::int from goods g
  where g.supplier_id = goods_properties.supplier_id and case goods_properties.code
  when 'grade' then g.grade in (select jsonb_array_elements_text(goods_properties.values))
  when 'origin' then g.origin in (select jsonb_array_elements_text(goods_properties.values))
  else exists (select 1 from jsonb_array_elements_text(g.props) as e(pick)
    where split_part(e.pick, '=', 1) = goods_properties.code)
  end)`;

/**
 * Goods properties (/goods/list/GoodsProperty): a property in use may gain values, but losing a value some goods
 * hold, changing its code, disabling or deleting it is refused, saying how many goods hold it.
 */
export const goodsPropertyResource = defineResource({
  entity: 'GoodsProperty',
  table: goodsProperties,
  columns: [
    nameColumn(p.name, T('属性名称'), { width: 140, max: 20, unique: true }),
    col.text(p.code, T('属性代码'), {
      filter: 'text',
      width: 130,
      form: {
        required: true,
        max: 30,
        unique: true,
        tip: T('如 packaging、shelf_life；填 grade、origin 时，商品的等级、产地改为从可选值中选择'),
      },
    }),
    col.text(p.values, T('可选值'), {
      width: 360,
      present: (v) => (Array.isArray(v) ? v.join('、') : ''),
      form: {
        type: 'select',
        multiple: true,
        required: true,
        tip: T('输入一个值后回车，可输入多个，按输入顺序排列'),
      },
    }),
    col.select(p.required, T('必填'), YES_NO_OPTIONS, {
      filter: 'select',
      width: 80,
      form: { type: 'switch', default: 0 },
    }),
    col.computed('number', goodsUsing, T('使用商品数'), {
      as: 'goods_count',
      width: 110,
    }),
    col.sort(p.sort),
    col.onOff(p.status, ENABLED_OPTIONS),
    col.created(p.createdAt),
  ],
  defaultSort: { key: 'sort', order: 'desc' },
  exportable: true,
  async beforeSave(db, values, id) {
    if (values.code !== undefined && !/^[a-z][a-z0-9_]{0,29}$/.test(values.code))
      throw badInput(MESSAGES.code);
    if (values.values !== undefined) values.values = checkedValues(values.values);
    if (id === undefined) return values;
    // Locked, so a goods saved meanwhile (which reads the definitions FOR SHARE) is counted or waits.
    const [before] = await db.select().from(p).where(eq(p.id, id)).for('update');
    if (!before) return values;
    const name = before.name;
    if (values.code !== undefined && values.code !== before.code) {
      const n = await holders(db, before);
      if (n > 0) throw conflict(MESSAGES.codeInUse, { name, n });
    }
    for (const value of before.values.filter((v) => values.values && !values.values.includes(v))) {
      const n = await goodsCount(db, holdingValue(before.code, value));
      if (n > 0) throw conflict(MESSAGES.valueInUse, { value, n });
    }
    if (values.status === 0 && before.status === 1) {
      const n = await holders(db, before);
      if (n > 0) throw conflict(MESSAGES.disableInUse, { name, n });
    }
    return values;
  },
  async beforeDelete(db, ids) {
    for (const id of ids) {
      const [row] = await db.select().from(p).where(eq(p.id, id)).for('update');
      const n = row ? await holders(db, row) : 0;
      if (row && n > 0) throw conflict(MESSAGES.deleteInUse, { name: row.name, n });
    }
  },
  demo: (store) =>
    store.industry === 'offlinepay'
      ? []
      : DEMO_PROPERTIES[store.industry].map((d, i, all) => ({
          name: d.name,
          code: d.code,
          values: [...d.values],
          required: d.required ? 1 : 0,
          sort: (all.length - i) * 10,
          status: d.status ?? 1,
          createdAt: store.now - (80 - i) * 86_400,
        })),
});
