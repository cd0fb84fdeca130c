import type { Lang } from '@yanye/i18n';
import { and, type DriverValueDecoder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rawRows } from '../db/client';
import type { TenantDb } from '../platform/tenancy';
import { isComputed } from './columns';
import { type ListRequest, listSource } from './query';
import type { ResourceDef } from './resource-decl';

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
  lang: Lang,
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
  return rows.map((raw) => reader.row(raw, lang));
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
  keys: readonly string[],
  lang: Lang,
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
      yield rows.map((raw) => reader.row(raw, lang));
      if (!more) return;
    }
  } finally {
    // A caller that stops early (break, throw) must not end the transaction under a read still running.
    if (inFlight) await pending.catch(() => undefined);
  }
}
