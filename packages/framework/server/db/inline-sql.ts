import pg from 'pg';

// A statement's values written into its text as literals, for a message of the simple protocol, which carries
// several statements at once but no parameters (store-session.ts).

/** A statement as the wire carries it. */
export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * A value written into a statement's text as a literal, as pg would send it as a parameter: text, untyped, so
 * PostgreSQL gives it the type its place wants, exactly as it types a parameter. Undefined for a value pg
 * converts in ways of its own (a date, a buffer, an array, an object): such a statement keeps its parameters.
 */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'string':
      return pg.escapeLiteral(value);
    case 'number':
      return Number.isFinite(value) ? `'${value}'` : undefined;
    case 'bigint':
      return `'${value}'`;
    case 'boolean':
      return value ? "'true'" : "'false'";
    default:
      return undefined;
  }
}

/**
 * A quoted string, a quoted name, a comment, or a placeholder (`$1`): the placeholders are the only matches
 * replaced, so a `$1` inside a string or a name is left alone. (The statements are drizzle's and ours: no
 * dollar-quoted bodies.)
 */
const TOKENS = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|\$(\d+)/g;

/** A statement's text cut at its placeholders: the text between them, and the value each stands for. */
interface Cut {
  readonly pieces: readonly string[];
  /** The index in the values of each placeholder, in order. */
  readonly slots: readonly number[];
}

/**
 * The cuts of the texts seen lately. The statements of a process are few shapes sent over and over (drizzle
 * builds the same text for the same query), so a text is scanned once rather than on every call; the map is
 * emptied when it is full, so texts that carry values of their own cannot grow it.
 */
const cuts = new Map<string, Cut>();
const MAX_CUTS = 2_000;

function cutOf(text: string): Cut {
  const known = cuts.get(text);
  if (known) return known;
  const pieces: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const m of text.matchAll(TOKENS)) {
    if (m[1] === undefined) continue;
    pieces.push(text.slice(from, m.index));
    slots.push(Number(m[1]) - 1);
    from = m.index + m[0].length;
  }
  pieces.push(text.slice(from));
  const cut = { pieces, slots };
  if (cuts.size >= MAX_CUTS) cuts.clear();
  cuts.set(text, cut);
  return cut;
}

/** `statement` with its values written in as literals, for a message of the simple protocol; or undefined. */
export function inlined({ text, values }: Statement): string | undefined {
  if (values.length === 0) return text;
  const literals: string[] = [];
  for (const value of values) {
    const l = literal(value);
    if (l === undefined) return undefined;
    literals.push(l);
  }
  const { pieces, slots } = cutOf(text);
  let out = pieces[0]!;
  for (let i = 0; i < slots.length; i++) out += literals[slots[i]!]! + pieces[i + 1]!;
  return out;
}
