import { goods, groupValue, type StoreDb } from '@yanye/framework/server';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';

/**
 * Where goods keep the value of a property: grade and origin in columns of their own (the lists filter and the
 * orders read them), every other property in `props` as `code=value`.
 */
export const OWN_COLUMNS = { grade: goods.grade, origin: goods.origin } as const;
export type OwnCode = keyof typeof OWN_COLUMNS;
export const OWN_CODES = Object.keys(OWN_COLUMNS) as OwnCode[];

const ownColumn = (code: string) =>
  Object.hasOwn(OWN_COLUMNS, code) ? OWN_COLUMNS[code as OwnCode] : undefined;

/** Goods holding `value` of the property `code`. */
export function holdingValue(code: string, value: string): SQL {
  const column = ownColumn(code);
  if (column) return eq(column, value);
  // props @> '["code=value"]' is what the GIN index on props answers.
  return sql`${goods.props} @> ${JSON.stringify([groupValue(code, value)])}::jsonb`;
}

/** Goods holding any value of the property `code`, whose values are `values`. */
export function holdingAny(code: string, values: readonly string[]): SQL {
  const column = ownColumn(code);
  if (column) return values.length > 0 ? inArray(column, [...values]) : sql`false`;
  return sql`exists (select 1 from jsonb_array_elements_text(${goods.props}) as e(pick) where split_part(e.pick, '=', 1) = ${code})`;
}

/** How many of the store's goods match. */
export async function goodsCount(db: StoreDb, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(where);
  return Number(row?.n ?? 0);
}
