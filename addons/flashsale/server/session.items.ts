import {
  AppError,
  badInput,
  field,
  formatMoney,
  goods,
  type LinesDecl,
  type OptionsSource,
  type ValuesOf,
} from '@yanye/addon-kit/server';
import { asc, inArray } from 'drizzle-orm';
import { flashsaleSettings } from './settings';
import { flashsaleItems, type flashsales } from './tables';
import { FLASHSALE_MESSAGES, FLASHSALE_TITLES } from './texts';

const i = flashsaleItems;

/** The store's goods to pick from: name and spec, on sale first. */
const GOODS: OptionsSource = {
  async load(db) {
    const rows = await db
      .select({ value: goods.id, name: goods.name, spec: goods.spec })
      .from(goods)
      .orderBy(asc(goods.isShow), asc(goods.name))
      .limit(2000);
    return rows.map((r) => ({ value: r.value, label: r.spec ? `${r.name} ${r.spec}` : r.name }));
  },
};

/** A refusal of one line, said by the engine as `第 2 行：…`. */
const onLine = (line: number, error: AppError) =>
  new AppError(error.code, error.key, { ...error.params, line }, error.data, error.text);

type Totals = Pick<ValuesOf<typeof flashsales>, 'itemCount' | 'totalStock'>;

/**
 * The goods of a session: which, at what flash price, how many for the sale, how many one member may buy (0 or
 * none: the settings' default). Each goods item once; the flash price not above the regular one. The goods' name
 * and price are kept as they are now; nothing is sold yet, since a session is edited only before it starts.
 */
export const sessionItems: LinesDecl<typeof flashsaleItems, Totals> = {
  name: 'items',
  title: FLASHSALE_TITLES.items,
  table: i,
  min: 1,
  max: 50,
  columns: [
    field(i.goodsId, FLASHSALE_TITLES.goods, 'select', { required: true, options: GOODS }),
    field(i.flashPrice, FLASHSALE_TITLES.flashPrice, 'money', { required: true, min: 1, max: 100_000_000 }),
    field(i.stock, FLASHSALE_TITLES.stock, 'number', {
      required: true,
      decimals: 0,
      min: 1,
      max: 99_999,
      default: 10,
    }),
    field(i.limitPerMember, FLASHSALE_TITLES.limit, 'number', {
      decimals: 0,
      min: 0,
      max: 99,
      tip: FLASHSALE_MESSAGES.limitTip,
    }),
  ],
  async prepare(db, lines) {
    const ids = [...new Set(lines.map((l) => Number(l.goodsId)))];
    const found = await db
      .select({ id: goods.id, name: goods.name, price: goods.price })
      .from(goods)
      .where(inArray(goods.id, ids));
    const byId = new Map(found.map((g) => [Number(g.id), g]));
    const { defaultLimit } = await flashsaleSettings(db);
    const seen = new Set<number>();
    const rows = lines.map((line, n) => {
      const g = byId.get(Number(line.goodsId))!;
      if (seen.has(g.id)) throw onLine(n + 1, badInput(FLASHSALE_MESSAGES.goodsTwice, { goods: g.name }));
      seen.add(g.id);
      const flashPrice = Number(line.flashPrice);
      if (g.price > 0 && flashPrice > g.price)
        throw onLine(
          n + 1,
          badInput(FLASHSALE_MESSAGES.aboveRegular, {
            flash: formatMoney(flashPrice),
            regular: formatMoney(g.price),
          }),
        );
      const limit = Number(line.limitPerMember ?? 0);
      return {
        goodsId: g.id,
        goodsName: g.name,
        goodsPrice: g.price,
        flashPrice,
        stock: Number(line.stock),
        limitPerMember: limit > 0 ? limit : defaultLimit,
        sold: 0,
      };
    });
    return {
      lines: rows,
      header: { itemCount: rows.length, totalStock: rows.reduce((n, r) => n + r.stock, 0) },
    };
  },
};
