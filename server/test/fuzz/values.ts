import fc from 'fast-check';
import { extraKey, HOSTILE_STRUCTURES, hostileText, hostileValue, nest } from './hostile';
import type { FieldSpec, InputShape, Kind } from './shape';
import { validOrNone, validValue } from './valid';

/**
 * Inputs for a contract: mostly one field hostile and the others valid (what gets a hostile value past the
 * other checks and into the handler), else every field valid, left out or hostile at random, or all valid; a
 * body or query sometimes carries unknown keys too. A document's lines are valid but for one hostile cell.
 */

/** How one field is drawn, valid or hostile, for a body (JSON values) or a query (text). */
interface Draw<T> {
  valid(f: FieldSpec, fields: number): fc.Arbitrary<T | undefined>;
  hostile(f: FieldSpec): fc.Arbitrary<T>;
  extra: fc.Arbitrary<T>;
}

function mixed<T>(draw: Draw<T>, f: FieldSpec, fields: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: f.optional ? 3 : 1 },
    { arbitrary: draw.valid(f, fields), weight: 5 },
    { arbitrary: draw.hostile(f), weight: 3 },
  );
}

/** Values by field name in one of three ways: one hostile, mixed, or all valid; unknown keys now and then. */
function inputOf<T>(shape: InputShape, draw: Draw<T>): fc.Arbitrary<Record<string, T>> {
  const { fields } = shape;
  const n = fields.length;
  const allValid = fc.tuple(...fields.map((f) => draw.valid(f, n)));
  const modes: fc.WeightedArbitrary<(T | undefined)[]>[] = [
    { arbitrary: fc.tuple(...fields.map((f) => mixed(draw, f, n))), weight: 2 },
    // One field or two: the one-hostile draws leave little valid, so more all-valid ones.
    { arbitrary: allValid, weight: n <= 2 ? 3 : 1 },
  ];
  if (n > 0) {
    const oneHostile = fc
      .nat({ max: n - 1 })
      .chain((i) =>
        fc.tuple(allValid, draw.hostile(fields[i]!)).map(([v, bad]) => v.map((x, j) => (j === i ? bad : x))),
      );
    modes.push({ arbitrary: oneHostile, weight: 6 });
  }
  const extras = fc.oneof(
    { arbitrary: fc.constant([] as [string, T][]), weight: 4 },
    { arbitrary: fc.array(fc.tuple(extraKey, draw.extra), { minLength: 1, maxLength: 3 }), weight: 1 },
  );
  return fc.tuple(fc.oneof(...modes), extras).map(([values, more]) => {
    const out: Record<string, T> = {};
    for (const [k, v] of more) out[k] = v;
    values.forEach((v, i) => {
      if (v !== undefined) out[fields[i]!.name] = v;
    });
    return out;
  });
}

/** Texts every text field is sent once, the other fields valid: what no text column may take or keep. */
export const SWEEP_TEXTS = ['a\u0000b', 'a\ud800b'];

/** Whether a field takes text (a string, or a union or an array of which one is). */
function takesText(kind: Kind): boolean {
  if (kind.t === 'string') return true;
  if (kind.t === 'union') return kind.of.some(takesText);
  return kind.t === 'array' && kind.of.t === 'string';
}

/** For each text field and sweep text: the field holding the text, the others valid. */
function sweepOf<T>(shape: InputShape, draw: Draw<T>, put: (f: FieldSpec, text: string) => T) {
  const { fields } = shape;
  const allValid = fc.tuple(...fields.map((f) => draw.valid(f, fields.length)));
  const targets = fields.flatMap((f, i) =>
    takesText(f.kind) ? SWEEP_TEXTS.map((text) => [i, text] as const) : [],
  );
  return targets.map(([i, text]) =>
    allValid.map((values) => {
      const out: Record<string, T> = {};
      values.forEach((v, j) => {
        const value = j === i ? put(fields[i]!, text) : v;
        if (value !== undefined) out[fields[j]!.name] = value;
      });
      return out;
    }),
  );
}

/** A hostile value for a field; for a document's lines, also lines of which one has a hostile cell. */
function hostileFor(f: FieldSpec): fc.Arbitrary<unknown> {
  if (f.kind.t !== 'array' || f.kind.of.t !== 'object') return hostileValue;
  const line = f.kind.of.shape;
  const badLines = fc
    .tuple(fc.array(validValueOfLine(line), { maxLength: 2 }), bodyOf(line))
    .map(([good, bad]) => [...good, bad]);
  return fc.oneof(hostileValue, badLines, badLines);
}

const validValueOfLine = (line: InputShape) =>
  validValue({ name: 'line', kind: { t: 'object', shape: line }, optional: false });

const BODY: Draw<unknown> = {
  valid: validOrNone,
  hostile: hostileFor,
  extra: hostileValue,
};

/** An object body of the contract's fields. */
export function bodyOf(shape: InputShape): fc.Arbitrary<Record<string, unknown>> {
  return inputOf(shape, BODY);
}

/** A POST body: mostly an object of the contract's fields; now and then no object at all, or nested too deep. */
export type RawBody = { readonly json: unknown } | { readonly text: string };

export function postBody(shape: InputShape): fc.Arbitrary<RawBody> {
  return fc
    .oneof(
      { arbitrary: bodyOf(shape).map((json) => ({ json })), weight: 30 },
      {
        arbitrary: fc.constantFrom(...HOSTILE_STRUCTURES, 'x', 1, -1.5).map((json) => ({ json })),
        weight: 1,
      },
      { arbitrary: fc.constant({ json: { deep: nest(40) } }), weight: 1 },
      {
        arbitrary: fc.constantFrom(
          '',
          '{',
          '{"a":1,}',
          'nul\u0000l',
          '{"a":"\\ud800"}',
          '[1,2',
          '{"a":1e400}',
        ),
        weight: 1,
      },
    )
    .map((b) => (typeof b === 'string' ? { text: b } : b));
}

/** How the browser puts a value in a query: text as it is, anything else as JSON. */
function asQueryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return value.join(',');
  return JSON.stringify(value) ?? '';
}

export type Query = Record<string, string | string[]>;

/** A hostile query value: a hostile text, or a key repeated. */
const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { arbitrary: hostileText, weight: 6 },
  { arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }), weight: 1 },
);

const QUERY: Draw<string | string[]> = {
  valid: (f, n) => validOrNone(f, n).map((v) => (v === undefined ? undefined : asQueryText(v))),
  hostile: (f) =>
    fc.oneof(
      { arbitrary: hostileQueryValue, weight: 4 },
      // The same key twice, each time valid.
      { arbitrary: fc.array(validValue(f).map(asQueryText), { minLength: 2, maxLength: 3 }), weight: 1 },
    ),
  extra: hostileText,
};

/** A GET query of the contract's fields. */
export function queryOf(shape: InputShape): fc.Arbitrary<Query> {
  return inputOf(shape, QUERY);
}

/** The sweep of a POST body (a text in an array for an array of texts). */
export function bodySweep(shape: InputShape): fc.Arbitrary<Record<string, unknown>>[] {
  return sweepOf<unknown>(shape, BODY, (f, text) => (f.kind.t === 'array' ? [text] : text));
}

/** The sweep of a GET query. */
export function querySweep(shape: InputShape): fc.Arbitrary<Query>[] {
  return sweepOf(shape, QUERY, (_f, text) => text);
}
