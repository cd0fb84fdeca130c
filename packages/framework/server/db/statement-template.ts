import {
  type DriverValueEncoder,
  is,
  Param,
  Placeholder,
  SQL,
  type SQLChunk,
  StringChunk,
} from 'drizzle-orm';
import { type Queryable, rawRows } from './handle';
import type { Statement } from './inline-sql';

/**
 * A statement drizzle builds once and a call then only fills in. Turning a query into text is most of drizzle's
 * cost (it walks the whole tree, checking each piece's kind with `is()`), and a statement a call makes over and
 * over (a list page, a write's receipt, its operator log) is the same text every time: only its values differ.
 * So it is built once, with a placeholder (`sql.placeholder(name)`) for each value a call gives, and a mark (a
 * `sql.raw(mark)`) where a call may put SQL of its own (a list's filter), and kept as its text cut at those
 * places. A call joins the pieces with its values and its SQL into a flat statement that drizzle sends as any
 * other, and whose text and values are exactly what drizzle's own build gives (the tests of list-sql.ts and
 * of this module hold them to it).
 *
 * A value is mapped as the column it is compared with or written to maps it (the placeholder's encoder: a JSON
 * column's value is written as JSON); a constant of the build is a driver value already.
 */

type Encoder = DriverValueEncoder<unknown, unknown>;

/** Between two pieces: SQL the call gives, a value it gives, or a value of the build. */
type Slot =
  | { readonly mark: string }
  | { readonly fill: string; readonly encoder: Encoder | undefined }
  | { readonly value: unknown };

export interface Template {
  readonly pieces: readonly string[];
  readonly slots: readonly Slot[];
  /** The text as drizzle built it, for a template without marks: the pieces with `$1`, `$2`… between them. */
  readonly text: string;
}

/** What a query builder gives: its text and its parameters. */
export interface Built {
  toSQL(): { sql: string; params: unknown[] };
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A mark, a parameter (`$3`), or text that may hold either and is no slot: a quoted string or name, a comment
 * (as db/inline-sql.ts reads statements).
 */
function tokens(marks: readonly string[]): RegExp {
  const own = marks.map((m) => `${literally(m)}|`).join('');
  return new RegExp(`${own}'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\\n]*|\\/\\*[\\s\\S]*?\\*\\/|\\$(\\d+)`, 'g');
}

/** `built`'s statement cut at its parameters and at `marks`. */
export function templateOf(built: Built, marks: readonly string[] = []): Template {
  const { sql: text, params } = built.toSQL();
  const pieces: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const m of text.matchAll(tokens(marks))) {
    const mark = marks.includes(m[0]) ? m[0] : undefined;
    if (mark === undefined && m[1] === undefined) continue;
    pieces.push(text.slice(from, m.index));
    from = m.index + m[0].length;
    if (mark !== undefined) {
      slots.push({ mark });
      continue;
    }
    const param: unknown = params[Number(m[1]) - 1];
    if (is(param, Placeholder)) slots.push({ fill: param.name, encoder: undefined });
    else if (is(param, Param) && is(param.value, Placeholder))
      slots.push({ fill: param.value.name, encoder: param.encoder as Encoder });
    else slots.push({ value: param });
  }
  pieces.push(text.slice(from));
  return { pieces, slots, text };
}

/** The statement of `t` with `values` and `sql` (by mark) filled in; a value or mark not given is an error. */
export function filled(
  t: Template,
  values: Readonly<Record<string, unknown>>,
  sql: Readonly<Record<string, SQL | undefined>> = {},
): SQL {
  const chunks: SQLChunk[] = [new StringChunk(t.pieces[0]!)];
  for (let i = 0; i < t.slots.length; i++) {
    const slot = t.slots[i]!;
    if ('mark' in slot) {
      const given = sql[slot.mark];
      if (!given) throw new Error(`a statement template without its ${JSON.stringify(slot.mark)}`);
      chunks.push(given);
    } else if ('fill' in slot) {
      if (!(slot.fill in values)) throw new Error(`a statement template without its value ${slot.fill}`);
      chunks.push(new Param(values[slot.fill], slot.encoder));
    } else chunks.push(new Param(slot.value));
    chunks.push(new StringChunk(t.pieces[i + 1]!));
  }
  return new SQL(chunks);
}

/**
 * The statement of `t`, which has no marks, with `values` filled in, as the driver takes it: its text is the
 * build's, and each value is mapped here as drizzle would map it. So not even the filling goes through drizzle's
 * text building (which checks the kind of every piece, a template's too).
 */
export function statementOf(t: Template, values: Readonly<Record<string, unknown>>): Statement {
  const sent: unknown[] = [];
  for (const slot of t.slots) {
    if ('mark' in slot) throw new Error(`a statement template sent without its ${JSON.stringify(slot.mark)}`);
    if ('value' in slot) {
      sent.push(slot.value);
      continue;
    }
    if (!(slot.fill in values)) throw new Error(`a statement template without its value ${slot.fill}`);
    const value = values[slot.fill];
    sent.push(value === null || !slot.encoder ? value : slot.encoder.mapToDriverValue(value));
  }
  return { text: t.text, values: sent };
}

/** How a store's write sends a statement already in text (`StoreSession.run`). */
export type Run = (text: string, values: readonly unknown[]) => Promise<unknown>;

/**
 * The rows `t` answers with `values`: sent as text by `run` where there is one (PostgreSQL's store session),
 * else filled in and sent by drizzle on `db`.
 */
export async function templateRows<R>(
  db: Queryable,
  run: Run | undefined,
  t: Template,
  values: Readonly<Record<string, unknown>>,
): Promise<R[]> {
  if (!run) return rawRows<R>(db, filled(t, values));
  const { text, values: sent } = statementOf(t, values);
  return ((await run(text, sent)) as { rows: R[] }).rows;
}

/** A template built by `build` the first time it is asked for (a builder needs a handle to build on). */
export function once<D>(build: (db: D) => Built, marks: readonly string[] = []): (db: D) => Template {
  let t: Template | undefined;
  return (db) => {
    t ??= templateOf(build(db), marks);
    return t;
  };
}
