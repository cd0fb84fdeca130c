import fc from 'fast-check';
import type { Hint } from './hints';
import type { FieldSpec, InputShape, Kind } from './shape';

/**
 * Values a field takes: what a form would send. The API's metadata says it best (hints.ts: options, bounds,
 * decimals); else the schema's kind, and where a schema says only "string", the field's name (an id, a day, a
 * phone). The better these are, the further a request with one hostile field gets into its handler.
 */

/** Fields whose schema says only "string" (or a union), by name. */
const NAMED: readonly [RegExp, fc.Arbitrary<unknown>][] = [
  [/^ids$|_ids$/, fc.oneof(fc.constantFrom('1', '1,2', '2,3,4'), fc.array(fc.integer({ min: 1, max: 60 })))],
  [/^id$|_id$/, fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom('1', '2', '10'))],
  [
    /^(start|end)$/,
    fc.oneof(
      fc.integer({ min: 1_760_000_000, max: 1_790_000_000 }),
      fc.constantFrom('2026-11-22', '2026-01-01'),
    ),
  ],
  [/(_at|_time|date)$/, fc.constantFrom('1700000000,1800000000', ',1800000000', '1700000000')],
  [/phone/, fc.constantFrom('13800138000', '0371-6688990', '13800010001')],
  [/image|logo/, fc.constantFrom('', '/uploads/a.png', 'https://cdn.example.com/a.png')],
  [/path/, fc.constantFrom('/dashboard', '/jxc/customer', '/report/chart', '/goods/list')],
  [/^order$/, fc.constantFrom('true', 'false', '')],
  [/^order_status$/, fc.constantFrom('submit', 'pay', 'submit,pay,send')],
  [
    /^menu_data$/,
    fc.constantFrom(
      '[]',
      '[{"path":"/jxc/customer"}]',
      '[{"path":"/report/chart","full_path":"/report/chart?x=1"}]',
    ),
  ],
  [/(qty|price|amount|stock)/, fc.constantFrom('1,100', '5', ',20')],
  [/^key$/, fc.constantFrom('sms', 'social', 'rank', 'groupbuy', 'auction')],
  [/(_arr)$/, fc.constantFrom('[]', '["/jxc/customer"]')],
];

/** Characters of a name a merchant types: letters, digits, Chinese, a space inside. */
const NAME_UNIT = fc.constantFrom(...'abcxyzABC0189盐粮油仓库客户-_ 精制'.split(''));

/** Text of `min` to `max` characters (UTF-16), not blank: what a form sends. */
function plainText(min: number, max: number | undefined, pattern?: RegExp): fc.Arbitrary<string> {
  if (pattern) return fc.stringMatching(pattern).filter((s) => max === undefined || s.length <= max);
  const most = Math.max(min, Math.min(max ?? 30, 30));
  return fc
    .string({ unit: NAME_UNIT, minLength: Math.max(1, min), maxLength: most })
    .map((s) => s.trim() || 'a');
}

/** A number within the field's bounds, with its decimals. */
function boundedNumber(h: Hint): fc.Arbitrary<number> {
  const scale = 10 ** Math.min(h.type === 'money' ? 0 : (h.decimal ?? 0), 3);
  const min = h.min ?? 0;
  const max = Math.min(h.max ?? 10_000, min + 10_000);
  return fc.integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) }).map((n) => n / scale);
}

/** A value the metadata says the field takes. */
function hintedValue(h: Hint): fc.Arbitrary<unknown> | undefined {
  if (h.values.length > 0) {
    const one = fc.constantFrom(...h.values);
    return h.multiple ? fc.array(one, { minLength: h.required ? 1 : 0, maxLength: 3 }) : one;
  }
  switch (h.type) {
    case 'number':
    case 'money':
      return boundedNumber(h);
    case 'switch':
      return fc.constantFrom(0, 1);
    case 'date':
    case 'datetime':
      return fc.integer({ min: 1_700_000_000, max: 1_800_000_000 });
    case 'text':
    case 'textarea':
      return plainText(h.min ?? (h.required ? 1 : 0), h.max ?? undefined);
    case 'phone':
      return fc.constantFrom('13800138000', '0371-6688990', '13912345678');
    case 'image':
      return fc.constantFrom('', '/uploads/a.png', 'https://cdn.example.com/a.png');
    case 'images':
      return fc.array(fc.constantFrom('/uploads/a.png', 'https://cdn.example.com/b.png'), { maxLength: 3 });
    case 'tree':
      return fc.constant(0);
    default:
      return undefined;
  }
}

function byKind(kind: Kind, name: string): fc.Arbitrary<unknown> {
  switch (kind.t) {
    case 'string':
      return plainText(1, kind.max, kind.pattern);
    case 'number':
      return kind.int
        ? fc.integer({ min: 1, max: 50 })
        : fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
    case 'boolean':
      return fc.boolean();
    case 'choice':
      return fc.constantFrom(...kind.values);
    case 'id':
      return fc.integer({ min: 1, max: 60 });
    case 'ids':
      return fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 4 });
    case 'array':
      return fc.array(validValue({ name, kind: kind.of, optional: false }), { maxLength: 4 });
    case 'object':
      return validBody(kind.shape);
    case 'union':
      return fc.oneof(...kind.of.map((k) => byKind(k, name)));
    default:
      return fc.oneof(plainText(1, 10), fc.integer({ min: 0, max: 100 }));
  }
}

/** A value the field takes (or nearly: a schema cannot say everything). */
export function validValue(f: FieldSpec): fc.Arbitrary<unknown> {
  const { kind, hint, name } = f;
  if (kind.t === 'array' && kind.of.t === 'object') {
    const least = Math.max(hint?.min ?? 0, hint?.required ? 1 : 0);
    return fc.array(validBody(kind.of.shape), { minLength: least, maxLength: Math.max(least, 3) });
  }
  const fromHint = hint && hintedValue(hint);
  if (fromHint) return fromHint;
  const named = ['string', 'union', 'unknown'].includes(kind.t) && NAMED.find(([re]) => re.test(name));
  return named ? named[1] : byKind(kind, name);
}

/**
 * A valid value, or none for an optional field: the more optional fields, the likelier each is left out, so a
 * list's many modes (`_meta`, `_count_sum`, `_down_excel`) do not all come at once.
 */
export function validOrNone(f: FieldSpec, fields: number): fc.Arbitrary<unknown> {
  if (!f.optional) return validValue(f);
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: Math.max(1, fields - 2) },
    { arbitrary: validValue(f), weight: 3 },
  );
}

/**
 * Sibling fields filled from a picked option, as the form fills them: a line's material brings its `unit_id`
 * (the unit must convert to the material's own).
 */
function fillFromOptions(shape: InputShape, out: Record<string, unknown>): Record<string, unknown> {
  for (const f of shape.fields) {
    const row = f.hint?.rows.find((r) => r.value === out[f.name]);
    for (const [key, value] of Object.entries(row ?? {})) {
      if (key !== 'value' && key !== 'label' && shape.fields.some((s) => s.name === key)) out[key] = value;
    }
  }
  return out;
}

/** A body of valid values only (a document's line). */
export function validBody(shape: InputShape): fc.Arbitrary<Record<string, unknown>> {
  const n = shape.fields.length;
  return fc.tuple(...shape.fields.map((f) => validOrNone(f, n))).map((values) => {
    const out: Record<string, unknown> = {};
    values.forEach((v, i) => {
      if (v !== undefined) out[shape.fields[i]!.name] = v;
    });
    return fillFromOptions(shape, out);
  });
}
