import type { Lang } from '@yanye/i18n';
import type { CursorPage } from '@yanye/protocol';
import { and, type DriverValueDecoder, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rawRows } from '../../db/client';
import { badInput } from '../../platform/errors';
import type { StoreDb } from '../../platform/tenancy';
import { isComputed } from '../columns/columns';
import type { ResourceDef } from '../resource/resource-decl';
import { encodeCursor, type RowKey } from './cursor';
import { type PageShape, pageStatement } from './list-sql';
import { type ListRequest, listSource } from './query';

/**
 * A list's rows as the list sends them: numbers as numbers, yes-or-no as 1 or 0, each column's own presentation.
 * A page and an export read them raw (no drizzle mapping) through a reader whose decoders and conversions are
 * chosen once per column; `toWireRow` converts a row drizzle mapped (an add-on's detail).
 */

/** Numeric columns come back from PostgreSQL as text, yes-or-no columns as booleans; the list sends numbers. */
export function toWireRow(
  def: ResourceDef,
  row: Record<string, unknown>,
  lang: Lang = 'zh',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = def.columns[key];
    if (column?.present) out[key] = column.present(value, lang);
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
function wireValue(def: ResourceDef, key: string): (value: unknown, lang: Lang) => unknown {
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
  /** A raw row as the list sends it (`toWireRow`) to a reader of `lang`, its `keys` only. */
  readonly row: (raw: Record<string, unknown>, lang: Lang) => Record<string, unknown>;
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
  const row = (raw: Record<string, unknown>, lang: Lang) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[keys[i]!] = wire[i]!(decode[i]!(raw[names[i]!]), lang);
    return out;
  };
  return { select, names, decode, row };
}

/**
 * The rows after `at` in the list's order (`ascending` for the list's own direction, or the reverse for the rows
 * before it), by keyset: one index range however deep the row is. PostgreSQL sorts an empty value (NULL) after
 * every value ascending and before every value descending; a column that may hold none is compared so (a
 * column declared NOT NULL by the plain row comparison, which the sort index serves).
 */
export function keysetAfter(def: ResourceDef, req: ListRequest, at: RowKey, ascending: boolean): SQL {
  const id = def.table.id;
  // An expression is compared whole (`a - b is null`, not `a - (b is null)`).
  const column = isComputed(req.sortColumn) ? sql`(${req.sortColumn})` : req.sortColumn;
  const op = ascending ? sql`>` : sql`<`;
  if (req.sortColumn === id) return sql`${id} ${op} ${at.id}`;
  const byKey = (value: string) => sql`(${column}, ${id}) ${op} (${value}, ${at.id})`;
  // A NOT NULL column of a joined table is still empty where the left join found no row.
  const neverEmpty =
    !isComputed(req.sortColumn) && req.sortColumn.notNull && req.sortColumn.table === def.table;
  if (neverEmpty && at.value !== null) return byKey(at.value);
  if (at.value === null) {
    const sameNull = sql`(${column} is null and ${id} ${op} ${at.id})`;
    return ascending ? sameNull : or(sameNull, sql`${column} is not null`)!;
  }
  return ascending ? or(byKey(at.value), sql`${column} is null`)! : byKey(at.value);
}

/** A list's readers by sort key: all its columns, then the sort value as text and the id (the row's key). */
const pageReaders = new WeakMap<ResourceDef, Map<string, RawReader>>();

function pageReader(def: ResourceDef, req: ListRequest): RawReader {
  let bySort = pageReaders.get(def);
  if (!bySort) {
    bySort = new Map();
    pageReaders.set(def, bySort);
  }
  let reader = bySort.get(req.sortKey);
  if (!reader) {
    reader = rawReader(def, Object.keys(def.columns), [sql`(${req.sortColumn})::text`, def.table.id]);
    bySort.set(req.sortKey, reader);
  }
  return reader;
}

/** A raw row's key: its sort value as text and its id, the last two values a page reader selects. */
function keyOf(reader: RawReader, raw: Record<string, unknown>): RowKey {
  const n = reader.names.length;
  const value = raw[reader.names[n - 2]!];
  return {
    value: value === null || value === undefined ? null : String(value),
    id: String(raw[reader.names[n - 1]!]),
  };
}

/** A page's statement built whole by drizzle, for a request of no shape (`ListRequest.shape`). */
function built(def: ResourceDef, db: StoreDb, s: Omit<PageShape, 'key'>): SQL {
  let query = listSource(def, db, s.select)
    .where(s.where)
    .orderBy(...s.orderBy)
    .limit(s.limit);
  if (s.offset) query = query.offset(s.offset);
  return query.getSQL();
}

/** A read by cursor whose value PostgreSQL cannot take for the sort's type (an expression's): refused as 400. */
async function seekRows(db: StoreDb, query: SQL, seeking: boolean): Promise<Record<string, unknown>[]> {
  try {
    return await rawRows<Record<string, unknown>>(db.tx, query);
  } catch (error) {
    const code =
      (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ??
      (error as { code?: unknown }).code;
    if (seeking && typeof code === 'string' && code.startsWith('22')) throw badInput('cursorInvalid');
    throw error;
  }
}

/**
 * A page of the list as it is sent, with the cursors of the pages either side of it (`next`, `prev`; null where
 * there is none), read raw as `batches` reads them, by a reader made once per resource and sort (drizzle's
 * mapping and then `toWireRow` were a tenth of a page's cost).
 *
 * A page by cursor (`req.seek`) is read by key: the `limit` rows after the cursor's row, or before it (in the
 * reversed order, then turned round), whatever `page` says; a page by number is read with OFFSET. One more row
 * than the page is read to know whether another page follows. A page before a cursor that comes short (rows
 * were added or removed before it since) is the first page instead, read whole.
 */
export async function cursorPage(
  def: ResourceDef,
  db: StoreDb,
  req: ListRequest,
  lang: Lang,
  withCursors = true,
): Promise<CursorPage> {
  const reader = pageReader(def, req);
  const extra = withCursors ? 1 : 0;
  const read = async (o: { seek?: ListRequest['seek']; offset?: number }) => {
    const { seek } = o;
    const backward = seek !== undefined && !seek.forward;
    const where = seek
      ? and(req.where, keysetAfter(def, req, seek, backward ? !req.ascending : req.ascending))
      : req.where;
    const orderBy = backward ? req.reversed : req.orderBy;
    const limit = req.limit + extra;
    const offset = o.offset ?? 0;
    const statement =
      req.shape === undefined
        ? built(def, db, { select: reader.select, where, orderBy, limit, offset })
        : pageStatement(def, db, {
            key: `${req.shape} ${backward}`,
            select: reader.select,
            where,
            orderBy,
            limit,
            offset,
          });
    const rows = await seekRows(db, statement, seek !== undefined);
    const more = rows.length > req.limit;
    if (more) rows.length = req.limit;
    if (backward) rows.reverse();
    return { rows, more };
  };
  const { seek } = req;
  let { rows, more } = await read(seek ? { seek } : { offset: (req.page - 1) * req.limit });
  // Whether rows come before this page and after it.
  let before: boolean;
  let after: boolean;
  if (!seek) {
    before = req.page > 1;
    after = more;
  } else if (seek.forward) {
    before = true;
    after = more;
  } else if (rows.length < req.limit) {
    ({ rows, more } = await read({}));
    before = false;
    after = more;
  } else {
    before = more;
    after = true;
  }
  const cursor = (raw: Record<string, unknown> | undefined) =>
    raw ? encodeCursor(req.sortKey, req.ascending, keyOf(reader, raw)) : null;
  return {
    rows: rows.map((raw) => reader.row(raw, lang)),
    prev: withCursors && before ? cursor(rows[0]) : null,
    next: withCursors && after ? cursor(rows[rows.length - 1]) : null,
  };
}

/** A page's rows alone: the list's answer to a caller that does not ask for cursors (`_cursor`). */
export async function pageRows(
  def: ResourceDef,
  db: StoreDb,
  req: ListRequest,
  lang: Lang,
): Promise<Record<string, unknown>[]> {
  return (await cursorPage(def, db, req, lang, false)).rows;
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
  db: StoreDb,
  req: ListRequest,
  keys: readonly string[],
  lang: Lang,
  size = 2000,
): AsyncGenerator<Record<string, unknown>[]> {
  const reader = rawReader(def, keys, [sql`(${req.sortColumn})::text`, def.table.id]);
  const { select } = reader;
  const fetch = (after?: RowKey) => {
    const where = after ? and(req.where, keysetAfter(def, req, after, req.ascending)) : req.where;
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
        pending = fetch(keyOf(reader, last));
        // Handled here too, so a read that fails while the caller is busy is not an unhandled rejection.
        pending.catch(() => undefined);
        inFlight = true;
      }
      yield rows.map((raw) => reader.row(raw, lang));
      if (!more) return;
    }
  } finally {
    // A caller that stops early (break, throw) must not end the transaction under a read still running.
    if (inFlight) await pending.catch(() => undefined);
  }
}
