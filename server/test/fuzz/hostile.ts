import fc from 'fast-check';

/**
 * The hostile values every input must survive, and their cousins: what a careless or hostile client sends in place of
 * a field. Texts are usable as they are in a JSON body and, as query text, in a GET.
 */

/** A value nested `depth` levels of arrays and objects around `leaf`. */
export function nest(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Texts with a NUL or another control character (PostgreSQL takes no NUL in text). */
const NUL_TEXTS = ['a\u0000b', '\u0000', 'x\u0000'.repeat(3), 'line\nbreak\r\ttab', '\u007f\u001b[31m'];

/** Texts longer than any field takes. */
const LONG_TEXTS = ['x'.repeat(20_000), '长'.repeat(20_000), `${'1'.repeat(20_000)}`];

/** Texts that look like a number, or nearly, or like several. */
const NUMBERISH_TEXTS = [
  '',
  ' ',
  '1.5',
  'abc',
  '9999999999999999999',
  '-9223372036854775809',
  '1.5,2.5',
  '1,2,3',
  ',',
  '-1',
  '0',
  '-0',
  '1e308',
  '-1e308',
  '1e3',
  '0x10',
  '1_000',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'true',
  '１２３',
  '١٢٣',
  '1e308,1e309',
  '[1]',
  '{"a":1}',
  '[[1]]',
];

/** Days and times that do not exist, or are no day at all. */
const DATE_TEXTS = [
  '2026-13-45',
  '0000-00-00',
  '2026-02-30',
  '9999-99-99',
  '2026-11-22T25:61:61Z',
  '-2026-01-01',
  '99999-01-01',
  '2026-11-22,2025-01-01',
  '1700000000,abc',
  '99999999999999',
];

/** What tests the text encoders: lone surrogates, joiners, combining marks, direction marks, BOM. */
const UNICODE_TEXTS = [
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\ud83d',
  '👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301',
  '\u202eevil\u202c',
  '\u200f\u200e',
  '\ufeffbom',
  '\uffff\ufffe',
  '\u2028\u2029',
];

/** Text for the SQL, LIKE, HTML and template layers. */
const MARKUP_TEXTS = [
  "1'; drop table accounts; --",
  '%_\\',
  '%',
  '\\',
  '"',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's syntax, sent as text on purpose.
  '${x}{{x}}',
  '../../etc/passwd',
  '//evil.example/x',
  'constructor',
  '__proto__',
];

/** Every hostile text, by class, each class as likely as the next. */
export const HOSTILE_TEXT_CLASSES: readonly (readonly string[])[] = [
  NUL_TEXTS,
  LONG_TEXTS,
  NUMBERISH_TEXTS,
  DATE_TEXTS,
  UNICODE_TEXTS,
  MARKUP_TEXTS,
];

/** Numbers that are no integer, too big or too small, or no number at all once in JSON (NaN is `null`). */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1.5,
  0.1,
  -0.001,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  9_999_999_999_999,
  2 ** 31,
  2 ** 63,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Structures in place of a scalar: ids nested, coerced, negative, decimal; objects; deep nesting. */
export const HOSTILE_STRUCTURES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [[1]],
  ['1'],
  [-1],
  [1.5],
  [1, [2]],
  [null],
  { $ne: 1 },
  { id: 1 },
  { toString: 'x', valueOf: 1 },
  { constructor: { prototype: { x: 1 } } },
  nest(20),
  nest(30, 'x'),
  Array.from({ length: 1001 }, (_, i) => i + 1),
  Array.from({ length: 3000 }, () => 'x'),
];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** A random text of any code units, short or long. */
export const wildText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: anyUnit, maxLength: 12 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: anyUnit, minLength: 300, maxLength: 2500 }), weight: 1 },
);

/** A hostile text: a class first, then one of it (so a NUL is as likely as any other class). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  ...HOSTILE_TEXT_CLASSES.map((texts) => fc.constantFrom(...texts)),
  wildText,
);

/** Any hostile JSON value in place of a field: a hostile text as likely as a number or a structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: HOSTILE_TEXT_CLASSES.length + 1 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(...HOSTILE_STRUCTURES), weight: 2 },
  { arbitrary: fc.array(hostileText, { maxLength: 3 }), weight: 1 },
);

/** Keys a body should not carry, and keys of this API that belong elsewhere. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'constructor',
    'prototype',
    'toString',
    'supplier_id',
    'suid',
    'account_id',
    'created_by',
    'is_main',
    'status',
    'id',
    'ids',
    '_meta',
    '_count_sum',
    '_down_excel',
    '_tab',
    'sort',
    'page',
    'limit',
    'sign',
    'timestamp',
    '',
    'a'.repeat(300),
    'a\u0000b',
    '\ud800',
  ),
  fc.string({ unit: anyUnit, maxLength: 8 }),
);
