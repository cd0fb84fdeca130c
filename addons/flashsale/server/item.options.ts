import { entityOptions, escapeLike, formatYuan, resourceCalls, route, textOf } from '@yanye/addon-kit/server';
import { and, asc, eq, gt, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { flashsaleItems, flashsales } from './tables';
import { FLASHSALE_MESSAGES } from './texts';

const i = flashsaleItems;
const f = flashsales;

/** Where the buy form picks an item: `FlashsaleItemOptions`, said once as the item entity's options call. */
export const ITEM_OPTIONS = entityOptions('FlashsaleItem');

/** Ids asked for by label: positive ones only. */
function wantedIds(text: string | undefined): number[] | undefined {
  if (text === undefined || text === '') return undefined;
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 1000);
}

/**
 * `GET …/FlashsaleItemOptions?keyword=&ids=`: the items the buy form may pick, those of sessions running now with
 * stock left, each labelled with its session, goods, flash price and what is left; asked by id, any item (the
 * label of a value held). Allowed to whoever may open the buy form (its field names this call).
 */
export const itemOptionsRoute = route(resourceCalls.options(ITEM_OPTIONS.path), {
  handler: async ({ db, deps, lang }, { query }) => {
    const q = query as Record<string, string | number | undefined>;
    const keyword = typeof q.keyword === 'string' ? q.keyword.trim() : '';
    const ids = wantedIds(typeof q.ids === 'string' ? q.ids : undefined);
    if (ids?.length === 0) return [];
    const now = deps.now();
    const search = keyword
      ? or(ilike(i.goodsName, `%${escapeLike(keyword)}%`), ilike(f.title, `%${escapeLike(keyword)}%`))
      : undefined;
    const open = and(
      inArray(f.status, ['scheduled', 'running']),
      lte(f.startAt, now),
      gt(f.endAt, now),
      sql`${i.sold} < ${i.stock}`,
      search,
    );
    const rows = await db
      .select({
        value: i.id,
        title: f.title,
        goods: i.goodsName,
        price: i.flashPrice,
        stock: i.stock,
        sold: i.sold,
        limit: i.limitPerMember,
      })
      .from(i)
      .innerJoin(f, and(eq(f.supplierId, i.supplierId), eq(f.id, i.docId)))
      .where(ids ? inArray(i.id, ids) : open)
      .orderBy(asc(f.startAt), asc(i.docId), asc(i.seq))
      .limit(ids ? 1000 : Number(q.limit ?? 50));
    return rows.map((r) => {
      const left = r.stock - r.sold;
      const rest = textOf(FLASHSALE_MESSAGES.itemLabel, lang, { left });
      return {
        value: Number(r.value),
        label: `${r.title} · ${r.goods} ${formatYuan(r.price)}（${rest}）`,
        price: r.price,
        left,
        limit: r.limit,
      };
    });
  },
});
