import { type FieldMeta, idList, recordId } from '@yanye/protocol';
import type { z } from 'zod';

/**
 * What the fuzz suite reads off a contract's zod schema: each field's name and a rough kind, enough to draw a
 * value that looks right (so the request reaches the handler) or one that is hostile (so the edge is tested).
 * Only the public zod v4 definitions (`_zod.def`) are read; anything it does not know is `unknown`.
 */

export type Kind =
  | { readonly t: 'string'; readonly max: number | undefined; readonly pattern: RegExp | undefined }
  | { readonly t: 'number'; readonly int: boolean }
  | { readonly t: 'boolean' }
  | { readonly t: 'choice'; readonly values: readonly (string | number | boolean)[] }
  | { readonly t: 'id' }
  | { readonly t: 'ids' }
  | { readonly t: 'array'; readonly of: Kind }
  | { readonly t: 'object'; readonly shape: InputShape }
  | { readonly t: 'record' }
  | { readonly t: 'union'; readonly of: readonly Kind[] }
  | { readonly t: 'unknown' };

export interface FieldSpec {
  readonly name: string;
  readonly kind: Kind;
  /** Missing is allowed (optional or defaulted). */
  readonly optional: boolean;
  /** What the API's metadata says of it, when it says anything (hints.ts). */
  readonly hint?: Hint;
}

export interface InputShape {
  readonly fields: readonly FieldSpec[];
  /** Unknown keys are read too (a list's filters, a form's extra fields). */
  readonly open: boolean;
}

interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;

/** Wrappers that say nothing of the value's kind. */
const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

/** The schema under its wrappers, and whether one of them lets the value be missing. */
function unwrap(schema: unknown): { inner: unknown; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (let def = defOf(inner); def && WRAPPERS.has(def.type); def = defOf(inner)) {
    if (OPTIONAL.has(def.type)) optional = true;
    inner = def.innerType;
  }
  return { inner, optional };
}

/** A string's length limit and pattern, from its checks. */
function stringKind(def: Def): Kind {
  let max: number | undefined;
  let pattern: RegExp | undefined;
  for (const check of (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length') max = c.maximum as number;
    if (c.check === 'string_format' && c.pattern instanceof RegExp) pattern = c.pattern;
  }
  return { t: 'string', max, pattern };
}

function numberKind(def: Def): Kind {
  const checks = (def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const int = checks.some((c) => c._zod.def.check === 'number_format' && c._zod.def.format !== undefined);
  return { t: 'number', int };
}

/** The kind of a schema (its wrappers already taken off or not). */
export function kindOf(schema: unknown): Kind {
  const { inner } = unwrap(schema);
  if (inner === recordId) return { t: 'id' };
  if (inner === idList) return { t: 'ids' };
  const def = defOf(inner);
  if (!def) return { t: 'unknown' };
  switch (def.type) {
    case 'string':
      return stringKind(def);
    case 'number':
    case 'bigint':
      return numberKind(def);
    case 'boolean':
      return { t: 'boolean' };
    case 'literal':
      return { t: 'choice', values: def.values as (string | number | boolean)[] };
    case 'enum':
      return { t: 'choice', values: Object.values(def.entries as Record<string, string | number>) };
    case 'array':
      return { t: 'array', of: kindOf(def.element) };
    case 'object':
      return { t: 'object', shape: shapeOf(inner as z.ZodType) };
    case 'record':
      return { t: 'record' };
    case 'union':
      return { t: 'union', of: (def.options as unknown[]).map(kindOf) };
    case 'pipe':
      // A preprocess or transform first: what it feeds is what matters. Otherwise what goes in.
      return defOf(def.in)?.type === 'transform' ? kindOf(def.out) : kindOf(def.in);
    case 'lazy':
      return kindOf((def.getter as () => unknown)());
    default:
      return { t: 'unknown' };
  }
}

/** The fields of an object schema (a contract's query or body); anything else is a shape with no field. */
export function shapeOf(schema: z.ZodType): InputShape {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def?.type !== 'object') return { fields: [], open: true };
  const shape = def.shape as Record<string, unknown>;
  const fields = Object.entries(shape).map(([name, s]) => ({
    name,
    kind: kindOf(s),
    optional: unwrap(s).optional,
  }));
  const catchall = defOf(def.catchall)?.type;
  return { fields, open: catchall !== undefined && catchall !== 'never' };
}

/** What the API's metadata says of a field (hints.ts reads it). */
export interface Hint {
  readonly type: FieldMeta['type'];
  readonly required: boolean;
  readonly min: number | null;
  readonly max: number | null;
  readonly decimal: number | null;
  readonly multiple: boolean;
  /** Values the field takes, from its options or its options call (none known: empty). */
  readonly values: readonly (string | number)[];
  /** The options call's rows, with what they fill in sibling fields (a material's `unit_id`). */
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  /** The fields of a line, for a `lines` field. */
  readonly columns: ReadonlyMap<string, Hint> | undefined;
}
