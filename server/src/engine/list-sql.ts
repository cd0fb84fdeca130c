import { is, Param, Placeholder, SQL, type SQLChunk, StringChunk, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type TenantDb, templateHandle } from '../platform/tenancy';
import { listSource } from './query';
import type { ResourceDef } from './resource-decl';

/**
 * A list page's statement compiled once per shape. Turning a page's select into text was a fifth of a page's
 * CPU (drizzle walks the whole tree, 20-odd columns, the joins and the order, checking each piece's kind with
 * `is()`), and the text is the same for every page of the same shape: the resource, the selection, the order
 * and whether there is a filter and an offset. So the statement is built once by drizzle, with placeholders
 * for the store, the limit and the offset and a mark where the filter goes, and cut there into its pieces;
 * a page then joins the pieces with its own values and its own filter, which drizzle still turns into text
 * (it is small, and its values are what differ). The text and the values come out exactly as drizzle's own
 * build gives them (server/test/list-sql.test.ts holds them to it).
 */

/** What a page fills in: its store, how many rows, from where. */
const STORE = sql.placeholder('store');
const LIMIT = sql.placeholder('limit');
const OFFSET = sql.placeholder('offset');
const FILLED: ReadonlySet<string> = new Set([STORE.name, LIMIT.name, OFFSET.name]);
/** Where the filter goes in the compiled text: no character drizzle writes itself. */
const WHERE = '\u0001where\u0001';

/** A compiled statement: `pieces` of text with a slot between each two. */
interface Compiled {
  readonly pieces: readonly string[];
  /** Per slot: the filter, a placeholder filled per page, or a constant of the statement (a driver value). */
  readonly slots: readonly (
    | { readonly where: true }
    | { readonly fill: string }
    | { readonly value: unknown }
  )[];
}

/**
 * The filter's mark, a parameter (`$3`), or text that may hold either and is no slot: a quoted string or name,
 * a comment (as db/store-session.ts reads statements).
 */
const TOKENS = new RegExp(
  `${WHERE}|'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\\n]*|\\/\\*[\\s\\S]*?\\*\\/|\\$(\\d+)`,
  'g',
);

/** A built statement cut at its parameters and the filter's mark. */
function cut(text: string, params: readonly unknown[]): Compiled {
  const pieces: string[] = [];
  const slots: Compiled['slots'][number][] = [];
  let from = 0;
  for (const m of text.matchAll(TOKENS)) {
    const isWhere = m[0] === WHERE;
    if (!isWhere && m[1] === undefined) continue;
    pieces.push(text.slice(from, m.index));
    from = m.index + m[0].length;
    if (isWhere) {
      slots.push({ where: true });
      continue;
    }
    const param = params[Number(m[1]) - 1];
    if (!is(param, Placeholder)) slots.push({ value: param });
    else if (FILLED.has(param.name)) slots.push({ fill: param.name });
    else throw new Error(`a list statement with a placeholder of its own: ${param.name}`);
  }
  pieces.push(text.slice(from));
  return { pieces, slots };
}

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

const compiled = new WeakMap<ResourceDef, Map<string, Compiled>>();

function compile(def: ResourceDef, db: TenantDb, shape: PageShape): Compiled {
  let query = listSource(def, templateHandle(db, STORE), shape.select)
    .where(shape.where ? sql.raw(WHERE) : undefined)
    .orderBy(...shape.orderBy)
    .limit(LIMIT);
  if (shape.offset) query = query.offset(OFFSET);
  const { sql: text, params } = query.toSQL();
  return cut(text, params);
}

/** A page's statement, from its shape's compiled text (compiled now the first time). */
export function pageStatement(def: ResourceDef, db: TenantDb, shape: PageShape): SQL {
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
  const fills: Record<string, unknown> = { store: db.supplierId, limit: shape.limit, offset: shape.offset };
  const chunks: SQLChunk[] = [new StringChunk(c.pieces[0]!)];
  for (let i = 0; i < c.slots.length; i++) {
    const slot = c.slots[i]!;
    // Parameters without an encoder: the constants are driver values already, and drizzle passes the store,
    // the limit and the offset through as they are.
    if ('where' in slot) chunks.push(shape.where);
    else chunks.push(new Param('fill' in slot ? fills[slot.fill] : slot.value));
    chunks.push(new StringChunk(c.pieces[i + 1]!));
  }
  return new SQL(chunks);
}
