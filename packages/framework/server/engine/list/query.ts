import { dayEnd, formatDate, isPlainText, MAX_PAGE_SIZE } from '@yanye/protocol';
import { and, asc, desc, eq, gte, ilike, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badInput } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import { type Column, isComputed } from '../columns/columns';
import type { ResourceDef } from '../resource/resource-decl';
import { CURSOR_MAX, readSeek, type Seek } from './cursor';

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sort: z.string().max(64).default(''),
  order: z.enum(['true', 'false', '']).default(''),
  // Checked by `readSeek`, which says what is wrong with one.
  _after: z
    .string()
    .max(CURSOR_MAX * 2)
    .optional(),
  _before: z
    .string()
    .max(CURSOR_MAX * 2)
    .optional(),
});

export interface ListRequest {
  readonly page: number;
  readonly limit: number;
  /** The list's order: the sort column, then the id (unless the sort is the id). */
  readonly orderBy: SQL[];
  /** The same order reversed: a page before a cursor is read in it. */
  readonly reversed: SQL[];
  /** The filters, the view's and the tab's conditions (the store is the handle's business). */
  readonly where: SQL | undefined;
  /** The same without the open tab's filter: each tab's count is over it. */
  readonly untabbed: SQL | undefined;
  /** The open tab's filter, if it has one. */
  readonly tab: SQL | undefined;
  /** The sort key (a column key), column and direction, for keyset reads (pages by cursor, exports). */
  readonly sortKey: string;
  readonly sortColumn: PgColumn | SQL;
  readonly ascending: boolean;
  /** The page asked for by cursor (`_after`, `_before`), which then stands for `page`. */
  readonly seek: Seek | undefined;
  /**
   * The sort key and direction, for a request `listRequest` made: its order is the one they imply, so its pages
   * share a statement compiled once (list-sql.ts). A request made by hand (a print's) has none: built whole.
   */
  readonly shape?: string;
}

/**
 * Text no character of which has a case (Chinese, digits, punctuation): an ILIKE of it matches exactly the rows
 * a LIKE does, since lowering a text only changes its cased letters into other cased letters. PostgreSQL lowers
 * every row's text for ILIKE in a multibyte database, which made a search by a Chinese name three times the cost
 * of the same LIKE (bench/list: 230 ms against 72 ms over a million goods); the text filter uses LIKE for it.
 */
export function caseless(text: string): boolean {
  return !/\p{Cased}/u.test(text);
}

/** Text for an ILIKE pattern, its wildcards taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A whole number a bigint holds, and a decimal a numeric column holds (longer ones are no real value). */
const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
const SECONDS = /^\d{1,12}$/;
/** A yes-or-no column is 1 or 0 on the wire. */
const BOOLEAN = /^[01]$/;

/** What a value compared with `column` must look like, or undefined for a text column (or an expression). */
function valuePattern(column: PgColumn | SQL): RegExp | undefined {
  if (isComputed(column)) return undefined;
  if (column.dataType === 'boolean') return BOOLEAN;
  if (/Int|Serial/.test(column.columnType)) return INTEGER;
  if (column.dataType === 'number' || /Numeric|Decimal/.test(column.columnType)) return DECIMAL;
  return undefined;
}

/** `a,b` where either side may be empty; each side must match `pattern`. */
function range(field: string, raw: string, pattern: RegExp): [string | undefined, string | undefined] {
  const parts = raw.split(',');
  if (parts.length > 2) throw badInput('fieldInvalid', { field, reason: { key: 'reasonFormat' } });
  const [lo = '', hi = ''] = parts.map((p) => p.trim());
  for (const side of [lo, hi]) {
    if (side !== '' && !pattern.test(side))
      throw badInput('fieldInvalid', { field, reason: { key: 'reasonFormat' } });
  }
  return [lo || undefined, hi || undefined];
}

/** A comparison of a column or an expression: drizzle's operators take either, each by its own overload. */
function compare(op: typeof gte, column: PgColumn | SQL, value: string): SQL {
  return isComputed(column) ? op(column, value) : op(column, value);
}

function between(
  column: PgColumn | SQL,
  lo: string | undefined,
  hi: string | undefined,
  hiExclusive = false,
): SQL[] {
  const out: SQL[] = [];
  if (lo !== undefined) out.push(compare(gte, column, lo));
  if (hi !== undefined) out.push(compare(hiExclusive ? lt : lte, column, hi));
  return out;
}

/** The first second of the store's day after the one holding `at` (a day of a clock change is 23 or 25 hours). */
function nextDayStart(at: string, timeZone: string): string {
  return String((dayEnd(formatDate(Number(at), timeZone), timeZone) ?? Number(at)) + 1);
}

/** One filter's conditions: text by substring, select by equality, ranges for numbers and dates. */
const filters: Readonly<
  Record<NonNullable<Column['filter']>, (c: Column, field: string, raw: string, timeZone: string) => SQL[]>
> = {
  text: (c, _f, raw) => [(caseless(raw) ? like : ilike)(c.sql, `%${escapeLike(raw)}%`)],
  select: (c, field, raw) => {
    if (raw.length > 100) throw badInput('fieldTooLong', { field, max: '100' }, { field });
    // A set of values (a checkbox column) holds the one asked for; an expression's value is compared as text,
    // so that no input can make the comparison fail.
    if (c.type === 'checkbox') return [sql`${raw} = any(${c.sql}::text[])`];
    if (isComputed(c.sql)) return [sql`${c.sql}::text = ${raw}`];
    // A number column's option is a number: anything else is no option of it (and no SQL error either).
    const pattern = valuePattern(c.sql);
    if (pattern && !pattern.test(raw))
      throw badInput('fieldInvalid', { field, reason: { key: 'reasonValue' } });
    return [eq(c.sql, c.sql.dataType === 'boolean' ? raw === '1' : raw)];
  },
  number: (c, field, raw) => {
    const [lo, hi] = range(field, raw, valuePattern(c.sql) ?? DECIMAL);
    return between(c.sql, lo, hi);
  },
  date: (c, field, raw) => {
    const [lo, hi] = range(field, raw, SECONDS);
    return between(c.sql, lo, hi);
  },
  datetime: (c, field, raw) => {
    const [lo, hi] = range(field, raw, SECONDS);
    return between(c.sql, lo, hi);
  },
  // A single day (the value is its start, no comma), or a range of days either side of which may be open; a day
  // ends where the store's next day starts.
  eqdate: (c, field, raw, timeZone) => {
    const [lo, hi] = range(field, raw, SECONDS);
    if (!raw.includes(',') && lo !== undefined) return between(c.sql, lo, nextDayStart(lo, timeZone), true);
    return between(c.sql, lo, hi === undefined ? undefined : nextDayStart(hi, timeZone), true);
  },
};

/** The filter conditions of a request, over the resource's filterable columns only; days are the store's. */
export function filterConditions(def: ResourceDef, query: Record<string, unknown>, timeZone: string): SQL[] {
  const out: SQL[] = [];
  for (const [key, column] of Object.entries(def.columns)) {
    if (!column.filter) continue;
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string')
      throw badInput('fieldInvalid', { field: key, reason: { key: 'reasonType' } });
    if (raw.length > 200) throw badInput('fieldTooLong', { field: key, max: '200' }, { field: key });
    out.push(...filters[column.filter](column, key, raw, timeZone));
  }
  return out;
}

/** A key as a message may show it: its characters that are no plain text stand as `?`. */
const shown = (key: string) => Array.from(key.slice(0, 64), (ch) => (isPlainText(ch) ? ch : '?')).join('');

/**
 * Refuses a request with a key or a text value that is no plain text (a NUL, half a surrogate pair): a filter
 * compares it in SQL, and an async export keeps the whole request, unknown keys too, where PostgreSQL holds no
 * NUL either.
 */
function assertPlain(query: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (!isPlainText(key) || values.some((v) => typeof v === 'string' && !isPlainText(v, true)))
      throw badInput('fieldInvalid', { field: shown(key), reason: { key: 'reasonFormat' } });
  }
}

/** Parses page, limit, sort and filters; a sort on a column not marked sortable is refused, never spliced. */
export function listRequest(
  def: ResourceDef,
  query: Record<string, unknown>,
  view: SQL | undefined,
  timeZone: string,
): ListRequest {
  assertPlain(query);
  const parsed = PageQuery.safeParse(query);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'page');
    throw badInput('fieldInvalid', { field, reason: { key: 'reasonValue' } });
  }
  const { page, sort, order } = parsed.data;
  const limit = parsed.data.limit ?? def.limit ?? 20;
  const key = sort || def.defaultSort.key;
  const column = def.columns[key];
  if (!column || (sort && !column.sortable))
    throw badInput('fieldInvalid', { field: 'sort', reason: { key: 'reasonValue' } });
  const ascending = order === '' ? def.defaultSort.order === 'asc' : order === 'true';
  const orderOf = (up: boolean) => {
    const direction = up ? asc : desc;
    const by = [direction(column.sql)];
    if (column.sql !== def.table.id) by.push(direction(def.table.id));
    return by;
  };
  const tab = tabFilter(def, query._tab);
  const filters = filterConditions(def, query, timeZone);
  const seek = readSeek(parsed.data, { sortKey: key, ascending, sortColumn: column.sql, id: def.table.id });
  return {
    page,
    limit,
    orderBy: orderOf(ascending),
    reversed: orderOf(!ascending),
    where: and(view, tab, ...filters),
    untabbed: and(view, ...filters),
    tab,
    sortKey: key,
    sortColumn: column.sql,
    ascending,
    seek,
    shape: `${key} ${ascending}`,
  };
}

/** The filter of the tab `_tab` names; a tab the resource lacks is refused. */
function tabFilter(def: ResourceDef, raw: unknown): SQL | undefined {
  if (raw === undefined || raw === '') return undefined;
  const tab = typeof raw === 'string' && def.tabs ? def.tabs[raw] : undefined;
  if (!tab) throw badInput('fieldInvalid', { field: '_tab', reason: { key: 'reasonValue' } });
  return tab.where;
}

/**
 * `select ... from` the resource's table and its joins; each join is a left join (the handle keeps it in the store), so
 * a list row is a row of the resource's table, whatever it shows of others.
 */
export function listSource<T extends Record<string, PgColumn | SQL | SQL.Aliased>>(
  def: ResourceDef,
  db: StoreDb,
  select: T,
) {
  let query = db.select(select).from(def.table).$dynamic();
  for (const join of def.joins ?? []) {
    // The selection is explicit, so a join does not change the row type (drizzle's join type would nest it).
    query = query.leftJoin(join.table, join.on) as unknown as typeof query;
  }
  return query;
}

/** The columns a list selects, keyed as the metadata names them. */
export function selection(def: ResourceDef): Record<string, PgColumn | SQL> {
  return Object.fromEntries(Object.entries(def.columns).map(([key, c]) => [key, c.sql]));
}

/** `count(*)` of the rows meeting `where` (all rows without it), as one column of a single scan. */
export function countWhere(where: SQL | undefined): SQL<number> {
  return (where ? sql`count(*) filter (where ${where})` : sql`count(*)`).mapWith(Number) as SQL<number>;
}
