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

/** `statement` with its values written in as literals, for a message of the simple protocol; or undefined. */
export function inlined({ text, values }: Statement): string | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const l = literal(value);
    if (l === undefined) return undefined;
    literals.push(l);
  }
  if (literals.length === 0) return text;
  return text.replace(TOKENS, (match, n: string | undefined) => (n ? literals[Number(n) - 1]! : match));
}
