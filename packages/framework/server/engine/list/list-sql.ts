import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { filled, type Template, templateOf } from '../../db/statement-template';
import { type StoreDb, templateHandle } from '../../platform/tenancy';
import type { ResourceDef } from '../resource/resource-decl';
import { listSource } from './query';

/**
 * A list page's statement compiled once per shape. Turning a page's select into text was a fifth of a page's
 * CPU (drizzle walks the whole tree, 20-odd columns, the joins and the order, checking each piece's kind with
 * `is()`), and the text is the same for every page of the same shape: the resource, the selection, the order
 * and whether there is a filter and an offset. So the statement is a template (db/statement-template.ts),
 * built once by drizzle with placeholders for the store, the limit and the offset and a mark where the filter
 * goes; a page then fills in its own values and its own filter, which drizzle still turns into text (it is
 * small, and its values are what differ). The text and the values come out exactly as drizzle's own build
 * gives them (server/test/list-sql.test.ts holds them to it).
 */

/** What a page fills in: its store, how many rows, from where. */
const STORE = sql.placeholder('store');
const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');
/** Where the filter goes in the compiled text: no character drizzle writes itself. */
const WHERE = '\u0001where\u0001';

/** What a page's statement is made of. */
export interface PageShape {
  /** Names the rest but the filter: the same key, the same selection, order, offset or none. */
  readonly key: string;
  readonly select: Record<string, SQL.Aliased>;
  readonly orderBy: readonly (PgColumn | SQL)[];
  readonly where: SQL | undefined;
  readonly limit: number;
  readonly offset: number;
}

const compiled = new WeakMap<ResourceDef, Map<string, Template>>();

function compile(def: ResourceDef, db: StoreDb, shape: PageShape): Template {
  let query = listSource(def, templateHandle(db, STORE), shape.select)
    .where(shape.where ? sql.raw(WHERE) : undefined)
    .orderBy(...shape.orderBy)
    .limit(LIMIT);
  if (shape.offset) query = query.offset(OFFSET);
  return templateOf(query, [WHERE]);
}

/** A page's statement, from its shape's compiled text (compiled now the first time). */
export function pageStatement(def: ResourceDef, db: StoreDb, shape: PageShape): SQL {
  let byKey = compiled.get(def);
  if (!byKey) {
    byKey = new Map();
    compiled.set(def, byKey);
  }
  const key = `${shape.key}|${shape.where ? 'w' : ''}|${shape.offset ? 'o' : ''}`;
  let c = byKey.get(key);
  if (!c) {
    c = compile(def, db, shape);
    byKey.set(key, c);
  }
  // The store, the limit and the offset go as they are (drizzle passes them through without an encoder).
  return filled(
    c,
    { store: db.supplierId, limit: shape.limit, offset: shape.offset },
    { [WHERE]: shape.where },
  );
}
