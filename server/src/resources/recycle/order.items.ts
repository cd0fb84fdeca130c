import {
  AppError,
  badInput,
  entityOptions,
  field,
  type LinesDecl,
  type ValuesOf,
} from '@yanye/framework/server';
import { API, formatMoney } from '@yanye/protocol';
import { inArray } from 'drizzle-orm';
import { loadCategories } from './category.resource';
import { MAX_ORDER_CENTS } from './order.flow';
import { RECYCLE_ORDER_MESSAGES, RECYCLE_ORDER_TITLES } from './order.texts';
import { quoteItem } from './quote.service';
import { recycleBrands, recycleOrderItems, type recycleOrders } from './tables';

const i = recycleOrderItems;

/** The leaf categories (what an item is quoted in), for an item's category. */
const LEAF_CATEGORIES = { path: API.recycle.categoryOptions.path, params: { leaf: '1' } };

/** The answer ids of an item as sent: whole positive numbers, each once (the quote says which belong). */
function answerIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [];
  const ids = list.map((v) => (typeof v === 'string' && /^\d{1,16}$/.test(v) ? Number(v) : v));
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0))
    throw new AppError('BAD_INPUT', 'fieldInvalid', { field: 'answer_ids', reason: { key: 'reasonValue' } });
  return ids;
}

/** A refusal of the quote, naming the item (the engine says it as `第 2 行：…`). */
function onLine(error: unknown, line: number): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, error.key, { ...error.params, line }, error.data, error.text);
}

type Totals = Pick<ValuesOf<typeof recycleOrders>, 'quotedTotal' | 'itemCount' | 'summary'>;

/**
 * The items of an order: category (a leaf), brand (or none), the answers chosen to its valuation questions and
 * how many. The price of each is the server's quote, worked out here on save from the store's valuation as it
 * is now (never what a browser sent), and kept with its breakdown and names as they were.
 */
export const orderItems: LinesDecl<typeof recycleOrderItems, Totals> = {
  name: 'items',
  title: RECYCLE_ORDER_TITLES.items,
  table: i,
  min: 1,
  max: 50,
  columns: [
    field(i.categoryId, RECYCLE_ORDER_TITLES.category, 'select', {
      required: true,
      optionsApi: LEAF_CATEGORIES,
    }),
    field(i.brandId, RECYCLE_ORDER_TITLES.brand, 'select', { optionsApi: entityOptions('RecycleBrand') }),
    field(i.answerIds, RECYCLE_ORDER_TITLES.answers, 'select', { multiple: true }),
    field(i.qty, RECYCLE_ORDER_TITLES.qty, 'number', {
      required: true,
      decimals: 0,
      min: 1,
      max: 9999,
      default: 1,
    }),
  ],
  async prepare(db, lines) {
    const tree = await loadCategories(db);
    const brandIds = [...new Set(lines.map((l) => Number(l.brandId ?? 0)).filter((id) => id > 0))];
    const brands =
      brandIds.length === 0
        ? []
        : await db
            .select({ id: recycleBrands.id, name: recycleBrands.name })
            .from(recycleBrands)
            .where(inArray(recycleBrands.id, brandIds));
    const brandName = new Map(brands.map((b) => [Number(b.id), b.name]));
    const rows: ValuesOf<typeof i>[] = [];
    for (const [n, line] of lines.entries()) {
      const categoryId = Number(line.categoryId);
      const brandId = Number(line.brandId ?? 0);
      const ids = answerIds(line.answerIds);
      const qty = Number(line.qty);
      const quoted = await quoteItem(db, {
        category_id: categoryId,
        brand_id: brandId,
        answer_ids: ids,
      }).catch((error: unknown) => {
        throw onLine(error, n + 1);
      });
      rows.push({
        categoryId,
        brandId,
        answerIds: ids,
        qty,
        unitPrice: quoted.total,
        amount: quoted.total * qty,
        categoryName: tree.label(categoryId),
        brandName: brandName.get(brandId) ?? '',
        unit: tree.get(categoryId)?.unit ?? '',
        quote: quoted,
      });
    }
    const quotedTotal = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    if (quotedTotal > MAX_ORDER_CENTS)
      throw badInput(RECYCLE_ORDER_MESSAGES.tooMuch, { max: formatMoney(MAX_ORDER_CENTS) });
    const summary = rows
      .map((r) => `${tree.get(Number(r.categoryId))?.name ?? r.categoryName} ×${r.qty}`)
      .join('、');
    return { lines: rows, header: { quotedTotal, itemCount: rows.length, summary } };
  },
};
