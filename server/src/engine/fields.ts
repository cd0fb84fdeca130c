import { T, type Titles } from '@yanye/catalog';
import type { FieldMeta, FieldType, Lang } from '@yanye/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { TenantDb } from '../platform/tenancy';
import { type Options, resolveOptions } from './columns';

/** Field types of the generic form screen, shared with the browser. */
export type { FieldType } from '@yanye/protocol';

export interface Field {
  readonly name: string;
  readonly title: Titles;
  readonly type: FieldType;
  /** Where the value is stored. */
  readonly column: PgColumn;
  readonly required: boolean;
  /** Text length, or number bounds (in cents for money). */
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly decimals: number | undefined;
  readonly options: Options | undefined;
  /** An API the form calls for options instead (trees, large lists). */
  readonly optionsApi: string | undefined;
  readonly tip: Titles | undefined;
  readonly default: unknown;
  /** A select that takes several values (stored as a JSON array). */
  readonly multiple: boolean;
  /** Carried with the record but not shown in the form. */
  readonly hidden: boolean;
}

export interface FieldOptions {
  readonly required?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly decimals?: number;
  readonly options?: Options;
  readonly optionsApi?: string;
  readonly tip?: Titles;
  readonly default?: unknown;
  readonly multiple?: boolean;
  readonly hidden?: boolean;
}

const defaults: Readonly<Record<FieldType, unknown>> = {
  text: '',
  textarea: '',
  number: 0,
  money: 0,
  select: undefined,
  radio: undefined,
  switch: 0,
  image: '',
  images: [],
  date: 0,
  datetime: 0,
  tree: 0,
  lines: [],
};

export function field(
  name: string,
  title: Titles,
  type: FieldType,
  column: PgColumn,
  o: FieldOptions = {},
): Field {
  return {
    name,
    title,
    type,
    column,
    required: o.required ?? false,
    min: o.min,
    max: o.max,
    decimals: o.decimals ?? (type === 'money' ? 2 : undefined),
    options: o.options,
    optionsApi: o.optionsApi,
    tip: o.tip,
    default: o.default ?? (o.multiple ? [] : defaults[type]),
    multiple: o.multiple ?? false,
    hidden: o.hidden ?? false,
  };
}

const MAX_TEXT = 200;
const MAX_TEXTAREA = 20_000;

function textSchema(f: Field, max: number): z.ZodType {
  let s = z
    .string()
    .trim()
    .max(f.max ?? max);
  if (f.required) s = s.min(Math.max(1, f.min ?? 1));
  return s;
}

function numberSchema(f: Field, integer: boolean): z.ZodType {
  let s = z.coerce.number().finite();
  if (integer) s = s.int();
  if (f.min !== undefined) s = s.min(f.min);
  if (f.max !== undefined) s = s.max(f.max);
  else s = s.max(integer ? Number.MAX_SAFE_INTEGER : 1e12);
  return s;
}

const schemas: Readonly<Record<FieldType, (f: Field) => z.ZodType>> = {
  text: (f) => textSchema(f, MAX_TEXT),
  textarea: (f) => textSchema(f, MAX_TEXTAREA),
  number: (f) => numberSchema(f, f.decimals === undefined || f.decimals === 0),
  money: (f) => numberSchema({ ...f, min: f.min ?? 0 }, true),
  select: (f) => {
    const one = z.union([z.string().max(100), z.number()]);
    return f.multiple ? z.array(one).max(200) : one;
  },
  radio: () => z.union([z.string().max(100), z.number()]),
  switch: () => z.coerce.number().int().min(0).max(1),
  image: () => z.string().trim().max(1000),
  images: () => z.array(z.string().max(1000)).max(30),
  date: () => z.coerce.number().int().min(0),
  datetime: () => z.coerce.number().int().min(0),
  tree: () => z.coerce.number().int().min(0),
  // The lines of a document are checked line by line by the engine (save.ts), not as one value.
  lines: () => z.never(),
};

/**
 * The schema of a Save body, derived from the fields: `id` present means update. Required fields must be there
 * on create; on update only the fields sent are changed.
 */
export function saveSchema(fields: readonly Field[], update: boolean): z.ZodObject {
  // Built once per resource and mode: an import validates thousands of rows with it.
  const cached = schemaCache.get(fields)?.[update ? 1 : 0];
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = {};
  for (const f of fields) {
    if (f.type === 'lines') continue;
    const base = schemas[f.type](f);
    shape[f.name] = f.required && !update ? base : base.optional();
  }
  const schema = z.object(shape);
  const pair = schemaCache.get(fields) ?? [undefined, undefined];
  pair[update ? 1 : 0] = schema;
  schemaCache.set(fields, pair);
  return schema;
}

const schemaCache = new WeakMap<readonly Field[], [z.ZodObject | undefined, z.ZodObject | undefined]>();

/** sortTip (SPEC.md §5): the sort number every sortable entity's form carries. */
export function sortField(column: PgColumn): Field {
  return field('sort', T('排序', 'Sort', 'Orden', '並び順'), 'number', column, {
    min: 0,
    max: 99999,
    tip: T(
      '数值越大越靠前',
      'Larger values rank first',
      'Los valores mayores van primero',
      '値が大きいほど上位',
    ),
  });
}

/** The metadata of one field (API.md §5): a line's fields are described the same way. */
async function fieldMeta(f: Field, db: TenantDb, lang: Lang): Promise<FieldMeta> {
  return {
    name: f.name,
    title: f.title[lang],
    type: f.type,
    required: f.required,
    rules: { min: f.min ?? null, max: f.max ?? null },
    decimal: f.decimals ?? null,
    options: f.options ? await resolveOptions(f.options, db, lang) : null,
    options_api: f.optionsApi ?? null,
    tip: f.tip?.[lang] ?? null,
    default: f.default ?? null,
    multiple: f.multiple,
    hidden: f.hidden,
    columns: null,
  };
}

/** The form metadata of `Info?_meta=1` (API.md §5); a document's lines come last, as a `lines` field. */
export async function formMeta(
  fields: readonly Field[],
  db: TenantDb,
  lang: Lang,
  lines?: {
    readonly name: string;
    readonly title: Titles;
    readonly fields: readonly Field[];
    readonly min: number;
    readonly max: number;
  },
): Promise<FieldMeta[]> {
  const metas = await Promise.all(fields.map((f) => fieldMeta(f, db, lang)));
  if (!lines) return metas;
  return [
    ...metas,
    {
      name: lines.name,
      title: lines.title[lang],
      type: 'lines',
      required: lines.min > 0,
      rules: { min: lines.min, max: lines.max },
      decimal: null,
      options: null,
      options_api: null,
      tip: null,
      default: [],
      multiple: false,
      hidden: false,
      columns: await Promise.all(lines.fields.map((f) => fieldMeta(f, db, lang))),
    },
  ];
}
