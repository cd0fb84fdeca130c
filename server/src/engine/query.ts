import type { CountAnswer } from '@yanye/protocol';
import { isPlainText, MAX_PAGE_SIZE } from '@yanye/protocol';
import { and, asc, type DriverValueDecoder, desc, eq, gte, ilike, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { rawRows } from '../db/client';
import { badInput } from '../platform/errors';
import type { TenantDb } from '../platform/tenancy';
import { type Column, isComputed } from './columns';
import type { ResourceDef } from './resource';

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  sort: z.string().max(64).default(''),
  order: z.enum(['true', 'false', '']).default(''),
});

export interface ListRequest {
  readonly page: number;
  readonly limit: number;
  readonly orderBy: SQL[];
  /** The filters, the view's and the tab's conditions (the store is the handle's business). */
  readonly where: SQL | undefined;
  /** The same without the open tab's filter: each tab's count is over it. */
  readonly untabbed: SQL | undefined;
  /** The open tab's filter, if it has one. */
  readonly tab: SQL | undefined;
  /** The sort column and direction, for keyset batches (exports). */
  readonly sortColumn: PgColumn | SQL;
  readonly ascending: boolean;
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

const DAY = 86_400;

/** One filter's conditions: text by substring, select by equality, ranges for numbers and dates (API.md §5). */
const filters: Readonly<
  Record<NonNullable<Column['filter']>, (c: Column, field: string, raw: string) => SQL[]>
> = {
  text: (c, _f, raw) => [ilike(c.sql, `%${escapeLike(raw)}%`)],
  select: (c, field, raw) => {
    if (raw.length > 100) throw badInput('fieldInvalid', { field, reason: { key: 'reasonTooBig' } });
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
  // A single day (the value is its start, no comma), or a range of days either side of which may be open.
  eqdate: (c, field, raw) => {
    const [lo, hi] = range(field, raw, SECONDS);
    if (!raw.includes(',') && lo !== undefined) return between(c.sql, lo, String(Number(lo) + DAY), true);
    return between(c.sql, lo, hi === undefined ? undefined : String(Number(hi) + DAY), true);
  },
};

/** The filter conditions of a request, over the resource's filterable columns only. */
export function filterConditions(def: ResourceDef, query: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const [key, column] of Object.entries(def.columns)) {
    if (!column.filter) continue;
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string')
      throw badInput('fieldInvalid', { field: key, reason: { key: 'reasonType' } });
    if (raw.length > 200) throw badInput('fieldInvalid', { field: key, reason: { key: 'reasonTooBig' } });
    out.push(...filters[column.filter](column, key, raw));
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
  const direction = ascending ? asc : desc;
  const orderBy = [direction(column.sql)];
  if (column.sql !== def.table.id) orderBy.push(direction(def.table.id));
  const tab = tabFilter(def, query._tab);
  const filters = filterConditions(def, query);
  return {
    page,
    limit,
    orderBy,
    where: and(view, tab, ...filters),
    untabbed: and(view, ...filters),
    tab,
    sortColumn: column.sql,
    ascending,
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
  db: TenantDb,
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

/**
 * Count and sums over the whole filtered set; with tabs, also how many rows each tab holds, all in one scan of
 * the set without the open tab's filter.
 */
export async function countAndSums(
  def: ResourceDef,
  db: TenantDb,
  req: Pick<ListRequest, 'where' | 'untabbed' | 'tab'>,
): Promise<CountAnswer> {
  const sums = Object.entries(def.columns).filter(([, c]) => c.sum);
  const tabs = def.tabs ? Object.entries(def.tabs) : [];
  const open = tabs.length > 0 ? req.tab : undefined;
  const only = (what: SQL) => (open ? sql`${what} filter (where ${open})` : what);
  const select: Record<string, SQL> = { count: sql<number>`${only(sql`count(*)`)}` };
  for (const [key, c] of sums) select[key] = sql<string>`coalesce(${only(sql`sum(${c.sql})`)}, 0)::text`;
  tabs.forEach(([, tab], i) => {
    select[`__tab${i}`] = countWhere(tab.where);
  });
  const [row] = await listSource(def, db, select).where(tabs.length > 0 ? req.untabbed : req.where);
  const totalrow: Record<string, number> = {};
  for (const [key] of sums) totalrow[key] = Number(row?.[key] ?? 0);
  const answer = { count: Number(row?.count ?? 0), totalrow };
  if (tabs.length === 0) return answer;
  return {
    ...answer,
    tabs: Object.fromEntries(tabs.map(([name], i) => [name, Number(row?.[`__tab${i}`] ?? 0)])),
  };
}

/** Numeric columns come back from PostgreSQL as text, yes-or-no columns as booleans; the list sends numbers. */
export function toWireRow(def: ResourceDef, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = def.columns[key];
    if (column?.present) out[key] = column.present(value);
    else if (typeof value === 'boolean') out[key] = Number(value);
    else out[key] = column?.type === 'number' && typeof value === 'string' ? Number(value) : value;
  }
  return out;
}

/** How a raw value of a selected expression becomes what drizzle's select would answer (its column's decoder). */
function decoder(source: PgColumn | SQL): (raw: unknown) => unknown {
  // An expression's decoder is what `mapWith` set (drizzle reads it the same way; its type keeps it private).
  const d = isComputed(source)
    ? (source as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder
    : source;
  return (raw) => (raw === null ? null : d.mapFromDriverValue(raw));
}

/** `toWireRow` for one key, decided once for the key rather than for each cell. */
function wireValue(def: ResourceDef, key: string): (value: unknown) => unknown {
  const column = def.columns[key];
  if (column?.present) return column.present;
  if (column?.type === 'number')
    return (v) => (typeof v === 'string' || typeof v === 'boolean' ? Number(v) : v);
  return (v) => (typeof v === 'boolean' ? Number(v) : v);
}

/** A selection read raw: named by position, each value decoded and made a wire value by functions chosen once. */
interface RawReader {
  readonly select: Record<string, SQL.Aliased>;
  readonly names: readonly string[];
  readonly decode: readonly ((raw: unknown) => unknown)[];
  /** A raw row as the list sends it (`toWireRow`), its `keys` only. */
  readonly row: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/** The reader of `keys` (then `extra` expressions, selected but not sent). */
function rawReader(
  def: ResourceDef,
  keys: readonly string[],
  extra: readonly (PgColumn | SQL)[] = [],
): RawReader {
  const sources = [...keys.map((k) => def.columns[k]!.sql), ...extra];
  // Named by position: raw rows come back keyed by the names the SQL gives them.
  const names = sources.map((_, i) => `c${i}`);
  const select = Object.fromEntries(sources.map((source, i) => [names[i]!, sql`${source}`.as(names[i]!)]));
  const decode = sources.map(decoder);
  const wire = keys.map((k) => wireValue(def, k));
  const row = (raw: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = wire[i]!(decode[i]!(raw[names[i]!]));
    return out;
  };
  return { select, names, decode, row };
}

/** Each resource's reader of all its list columns, made on its first page. */
const pageReaders = new WeakMap<ResourceDef, RawReader>();

/**
 * A page of the list as it is sent: the rows read raw, as `batches` reads them, by a reader made once per
 * resource (drizzle's mapping and then `toWireRow` were a tenth of a page's cost).
 */
export async function pageRows(
  def: ResourceDef,
  db: TenantDb,
  req: ListRequest,
): Promise<Record<string, unknown>[]> {
  let reader = pageReaders.get(def);
  if (!reader) {
    reader = rawReader(def, Object.keys(def.columns));
    pageReaders.set(def, reader);
  }
  const query = listSource(def, db, reader.select)
    .where(req.where)
    .orderBy(...req.orderBy)
    .limit(req.limit)
    .offset((req.page - 1) * req.limit);
  const rows = await rawRows<Record<string, unknown>>(db.tx, query.getSQL());
  return rows.map(reader.row);
}

/**
 * The whole filtered set in the list's order, `size` rows at a time, by keyset (sort value, id) so each batch
 * costs the same however deep it is; each row holds `keys` (all the list's columns unless named), as the list
 * sends them (`toWireRow`).
 *
 * An export reads every row of a store, so the rows skip drizzle's generic mapping (a third of reading them):
 * the query is built as any list query (the handle keeps it in the store), run raw in the same transaction, and
 * each value goes through its column's decoder and wire conversion, chosen once per column.
 */
export async function* batches(
  def: ResourceDef,
  db: TenantDb,
  req: ListRequest,
  keys: readonly string[] = Object.keys(def.columns),
  size = 2000,
): AsyncGenerator<Record<string, unknown>[]> {
  const id = def.table.id;
  const sameColumn = req.sortColumn === id;
  const reader = rawReader(def, keys, [req.sortColumn, id]);
  const { names, decode, select } = reader;
  const sortAt = keys.length;
  const fetch = (after?: { sort: unknown; id: unknown }) => {
    let where = req.where;
    if (after) {
      const op = req.ascending ? sql`>` : sql`<`;
      const next = sameColumn
        ? sql`${id} ${op} ${after.id}`
        : sql`(${req.sortColumn}, ${id}) ${op} (${after.sort}, ${after.id})`;
      where = and(where, next)!;
    }
    const query = listSource(def, db, select)
      .where(where)
      .orderBy(...req.orderBy)
      .limit(size);
    return rawRows<Record<string, unknown>>(db.tx, query.getSQL());
  };
  // The next batch is read while the caller writes this one, so the database and the writer overlap.
  let pending = fetch();
  let inFlight = true;
  try {
    for (;;) {
      const rows = await pending;
      inFlight = false;
      if (rows.length === 0) return;
      const last = rows[rows.length - 1]!;
      const more = rows.length === size;
      if (more) {
        pending = fetch({
          sort: decode[sortAt]!(last[names[sortAt]!]),
          id: decode[sortAt + 1]!(last[names[sortAt + 1]!]),
        });
        // Handled here too, so a read that fails while the caller is busy is not an unhandled rejection.
        pending.catch(() => undefined);
        inFlight = true;
      }
      yield rows.map(reader.row);
      if (!more) return;
    }
  } finally {
    // A caller that stops early (break, throw) must not end the transaction under a read still running.
    if (inFlight) await pending.catch(() => undefined);
  }
}
