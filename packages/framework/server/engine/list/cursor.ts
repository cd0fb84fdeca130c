import { isPlainText } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badInput } from '../../platform/errors';
import { isComputed } from '../columns/columns';

/**
 * A list's cursor (docs/engine.md, "Pages by key"): where a page starts or ends, as the list's order names a row,
 * its sort key, the direction, and the row's sort value and id. On the wire it is opaque: base64url of a small
 * JSON object. Nothing in it is trusted: its shape is checked by schema, its sort against the request's, and its
 * values against the type of the column they are compared with, so no cursor reaches SQL that the column's type
 * would refuse (an expression's value, whose type is not known here, is also caught as it runs: `rows.ts`).
 */

/** A row's place in the list's order: its sort value as PostgreSQL writes it (`::text`; null for none) and id. */
export interface RowKey {
  readonly value: string | null;
  readonly id: string;
}

/** Where a page is read from: the rows after the key (the next page) or before it (the previous one). */
export interface Seek extends RowKey {
  readonly forward: boolean;
}

/** The longest cursor taken: a sort value of 500 characters, base64url-encoded, fits. */
export const CURSOR_MAX = 1000;

const CursorJson = z.strictObject({
  /** The sort key: a column key of the list. */
  k: z.string().min(1).max(64),
  /** `a` ascending, `d` descending. */
  o: z.enum(['a', 'd']),
  v: z.string().max(500).nullable(),
  i: z.string().min(1).max(40),
});

export function encodeCursor(sortKey: string, ascending: boolean, at: RowKey): string {
  const json = JSON.stringify({ k: sortKey, o: ascending ? 'a' : 'd', v: at.value, i: at.id });
  return Buffer.from(json, 'utf8').toString('base64url');
}

const INTEGER = /^-?\d{1,19}$/;
const DECIMAL = /^-?\d{1,30}(\.\d{1,20})?$/;
const BOOLEAN = /^(true|false)$/;

/** What PostgreSQL's text of a value of `column` looks like, or undefined for text (or an expression). */
function textPattern(column: PgColumn | SQL): RegExp | undefined {
  if (isComputed(column)) return undefined;
  if (column.dataType === 'boolean') return BOOLEAN;
  if (/Int|Serial/.test(column.columnType)) return INTEGER;
  if (/Numeric|Decimal|Real|Double/.test(column.columnType)) return DECIMAL;
  return undefined;
}

/** A value fit for comparison with `column`: its type's text, or plain text for a text column. */
function fits(column: PgColumn | SQL, value: string): boolean {
  const pattern = textPattern(column);
  return pattern ? pattern.test(value) : isPlainText(value, true);
}

/**
 * The seek a request's `_after` or `_before` asks for; undefined without either. A cursor that is not one of ours
 * is refused as invalid (400 `cursorInvalid`); one made for another sort or direction is refused too
 * (`cursorOtherSort`): read by key in another order it would name another page.
 */
export function readSeek(
  raw: { _after?: string | undefined; _before?: string | undefined },
  list: { sortKey: string; ascending: boolean; sortColumn: PgColumn | SQL; id: PgColumn },
): Seek | undefined {
  if (raw._after && raw._before) throw badInput('cursorInvalid');
  const text = raw._after || raw._before;
  if (!text) return undefined;
  if (text.length > CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(text)) throw badInput('cursorInvalid');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badInput('cursorInvalid');
  }
  const cursor = CursorJson.safeParse(parsed);
  if (!cursor.success) throw badInput('cursorInvalid');
  const { k, o, v, i } = cursor.data;
  if (k !== list.sortKey || (o === 'a') !== list.ascending) throw badInput('cursorOtherSort');
  if (!fits(list.id, i)) throw badInput('cursorInvalid');
  if (v !== null && !fits(list.sortColumn, v)) throw badInput('cursorInvalid');
  // The id is the sort column itself when the list is sorted by id: its value is the id.
  if (list.sortColumn === list.id && v !== i) throw badInput('cursorInvalid');
  return { forward: Boolean(raw._after), value: v, id: i };
}
