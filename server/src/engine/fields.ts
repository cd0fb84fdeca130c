import type { Lang, Texts } from '@yanye/i18n';
import {
  API,
  type FieldMeta,
  type FieldType,
  imagePath,
  isLuhn,
  isPlainText,
  MAX_MONEY_CENTS,
  MONEY_RANGE,
  normalizeBankAccount,
  type PhoneKind,
  phoneOf,
} from '@yanye/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badInput } from '../platform/errors';
import { hasContent, sanitizeHtml } from '../platform/html';
import { isLeafRegion } from '../platform/regions';
import type { TenantDb } from '../platform/tenancy';
import {
  type FormOptions,
  isComputed,
  type Options,
  type OptionsRef,
  type Prop,
  resolveOptions,
} from './columns';
import { groupColumns, groupedOptions, type OptionGroups } from './groups';
import { COMMON_TITLES } from './titles';

/** Field types of the generic form screen, shared with the browser. */
export type { FieldType } from '@yanye/protocol';

/** A form field as the engine checks and describes it. */
export interface Field {
  readonly name: string;
  readonly title: Texts;
  readonly type: FieldType;
  /** Where the value is stored; an action's input may be stored nowhere as it is (an audit's verdict). */
  readonly column: PgColumn | undefined;
  readonly required: boolean;
  /** Text length, or number bounds (in cents for money). */
  readonly min: number | undefined;
  readonly max: number | undefined;
  readonly decimals: number | undefined;
  readonly options: Options | undefined;
  readonly optionsApi: OptionsRef | undefined;
  readonly tip: Texts | undefined;
  readonly default: unknown;
  readonly multiple: boolean;
  readonly hidden: boolean;
  /** Filled by an import. */
  readonly importable: boolean;
  /** No two of the store's records hold the same value. */
  readonly unique: boolean;
  /** A select that takes what is typed while its options are none. */
  readonly open: boolean;
  /** A grouped select's groups (`engine/groups.ts`); its options are every group's picks. */
  readonly groups: OptionGroups | undefined;
  /** The list column holding the most an action's amount takes on each row (`FormOptions.maxKey`). */
  readonly maxKey: string | undefined;
  /** The reference column whose rows its ids are, when not its own column (`FormOptions.refersTo`). */
  readonly refersTo: PgColumn | undefined;
  /** The numbers a `phone` field takes (undefined for any other field). */
  readonly phone: PhoneKind | undefined;
}

const defaults: Readonly<Record<FieldType, unknown>> = {
  text: '',
  textarea: '',
  richtext: '',
  number: 0,
  money: 0,
  select: undefined,
  radio: undefined,
  switch: 0,
  image: '',
  images: [],
  file: '',
  date: 0,
  datetime: 0,
  tree: 0,
  phone: '',
  bankcard: '',
  lines: [],
  region: '',
};

/** Where a `region` field picks from unless it says otherwise: the one division tree every form shares. */
const REGION_TREE_API: OptionsRef = { path: API.regions.regionTree.path };

function normalise(
  name: string,
  title: Texts,
  column: PgColumn | undefined,
  o: FormOptions & { type: FieldType },
) {
  return {
    name,
    title,
    type: o.type,
    column,
    required: o.required ?? false,
    // An amount is never below 0 nor past 99,999,999.99 unless the field says so (protocol money.ts).
    min: o.min ?? (o.type === 'money' ? MONEY_RANGE.min : undefined),
    max: o.max ?? (o.type === 'money' ? MONEY_RANGE.max : undefined),
    decimals: o.decimals ?? (o.type === 'money' ? 2 : undefined),
    options: o.options ?? (o.groups ? groupedOptions(o.groups) : undefined),
    optionsApi: o.optionsApi ?? (o.type === 'region' ? REGION_TREE_API : undefined),
    tip: o.tip,
    // An amount bounded by its row starts blank: left blank, it takes the bound (a refund of all that is left).
    default: o.default ?? (o.maxKey ? undefined : o.multiple ? [] : defaults[o.type]),
    multiple: o.multiple ?? false,
    hidden: o.hidden ?? false,
    importable: o.import ?? !['image', 'images', 'file'].includes(o.type),
    unique: o.unique ?? false,
    open: o.open ?? false,
    groups: o.groups,
    maxKey: o.maxKey,
    refersTo: o.refersTo,
    phone: o.type === 'phone' ? (o.phone ?? 'contact') : undefined,
  } satisfies Field;
}

/** The form field of a property that has one. */
export function fieldOf(p: Prop): Field | undefined {
  if (!p.form) return undefined;
  if (isComputed(p.sql)) throw new Error(`${p.key}: a computed column is not edited`);
  return normalise(p.key, p.form.title ?? p.title, p.sql, p.form);
}

/** An action's field as its `run` sees it: the name it is sent by, its input, and whether it must be given. */
export interface InputField<
  N extends string = string,
  K extends FieldType = FieldType,
  R extends boolean = boolean,
> extends Field {
  readonly name: N;
  readonly type: K;
  readonly required: R;
}

/** What an action asks for that is no column of the table as it is (an audit's verdict, a reply). */
export function input<N extends string, K extends FieldType, const R extends boolean = false>(
  name: N,
  title: Texts,
  type: K,
  o: Omit<FormOptions, 'required'> & { readonly required?: R } = {},
): InputField<N, K, R> {
  return normalise(name, title, undefined, { ...o, type }) as InputField<N, K, R>;
}

/** A price typed in a form, in cents: 0.01 to 99,999,999.99 yuan (`MAX_MONEY_CENTS`). */
export const PRICE_FORM = { min: 1, max: MAX_MONEY_CENTS } as const satisfies FormOptions;

/** An amount that may also be none (a market price, a credit limit, a free document line): 0 to the most. */
export const AMOUNT_FORM = { min: 0, max: MAX_MONEY_CENTS } as const satisfies FormOptions;

/**
 * Why an action that undoes something is taken (an un-audit, a cancellation): asked in its dialog, a few words at
 * least (two characters), and kept in the operator log with the action (engine/routes/actions.ts).
 */
export function reasonInput<N extends string = 'reason'>(
  title: Texts = COMMON_TITLES.reason,
  name = 'reason' as N,
) {
  return input(name, title, 'textarea', { required: true, min: 2, max: 200 });
}

// The sort number's form lives beside `col.sort`; the add-on kit still imports it from here.
export { SORT_FORM } from './columns';

const MAX_TEXT = 200;
const MAX_TEXTAREA = 20_000;

/** Refuses text no column holds: a NUL or another control character, half a surrogate pair (schemas.ts). */
const plain = (breaks: boolean) => (v: string) => isPlainText(v, breaks);
const PLAIN = { error: 'reasonPlain' } as const;

/** Line breaks and tabs are text (a pasted address, a cell of an import); other control characters are not. */
function textSchema(f: Field, max: number): z.ZodType<string> {
  let s = z
    .string()
    .trim()
    .max(f.max ?? max);
  if (f.required) s = s.min(Math.max(1, f.min ?? 1));
  return s.refine(plain(true), PLAIN);
}

const MAX_RICHTEXT = 100_000;

/**
 * HTML is checked as text (its length as sent), then stored as `sanitizeHtml` leaves it, so whatever writes a
 * record (a Save, an import, an action's field) keeps only the allow list; a required body must still say something
 * once sanitised (`<p></p>` or a lone script is empty).
 */
function richTextSchema(f: Field): z.ZodType<string> {
  const html = z
    .string()
    .max(f.max ?? MAX_RICHTEXT)
    .refine(plain(true), PLAIN)
    .transform(sanitizeHtml);
  return f.required ? html.refine(hasContent, { error: 'fieldRequired' }) : html;
}

/** Text an option or a picture is named by: plain, at most `max` characters. */
const shortText = (max: number) => z.string().max(max).refine(plain(false), PLAIN);

/**
 * Refuses, naming the field, a text that is no plain text (a NUL, half a surrogate pair): for the calls whose
 * contract takes any string, before the text is looked up or stored.
 */
export function assertPlainText(fields: Readonly<Record<string, string | undefined>>, breaks = false): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined && !isPlainText(value, breaks))
      throw badInput('fieldInvalid', { field, reason: { key: 'reasonPlain' } });
  }
}

/**
 * A division code: six digits the division data knows, and a leaf of it (a district, or a city with none below
 * it), since an address in a province or a whole city says too little to find anyone. '' is none.
 */
function regionSchema(f: Field): z.ZodType<string> {
  const code = z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{6}$/.test(v), { error: 'reasonPostcode' })
    .refine((v) => v === '' || isLeafRegion(v), { error: 'reasonRegionLeaf' });
  return f.required ? code.refine((v) => v !== '', { error: 'fieldRequired' }) : code;
}

/**
 * A bank card number: typed in groups (`6222 0212 …`) or with dashes, kept as its digits, which must be 12 to 19
 * and pass the Luhn check (`isLuhn`, the same function the browser checks with). '' is none.
 */
function bankCardSchema(f: Field): z.ZodType<string> {
  const card = z
    .string()
    .max(40)
    .transform(normalizeBankAccount)
    .refine((v) => v === '' || isLuhn(v), { error: 'reasonCardNumber' });
  return f.required ? card.refine((v) => v !== '', { error: 'fieldRequired' }) : card;
}

/** Past this a number is no amount or quantity of this console, and no numeric column holds it either. */
const MAX_DECIMAL = 1e12;

function numberSchema(f: Field, integer: boolean): z.ZodType<number> {
  let s = z.coerce.number().finite();
  if (integer) s = s.int();
  const most = integer ? Number.MAX_SAFE_INTEGER : MAX_DECIMAL;
  s = s.min(f.min ?? -most);
  s = s.max(f.max ?? most);
  return s;
}

/** Whether a field is stored in an integer column (a reference's id): its value must be an integer then. */
function integerColumn(f: Field): boolean {
  return f.column !== undefined && /Int|Serial/.test(f.column.columnType);
}

/**
 * A pick of one value: an option's value, checked against the options after. A record picked from an options
 * call has no options to be checked against: stored in an integer column, it is a whole number, sent as one
 * or as digits (`-0.001` or `abc` are no id the database can even compare).
 */
function pickSchema(f: Field): z.ZodType<string | number> {
  if (!f.options && integerColumn(f))
    return z
      .union([
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,16}$/, { error: 'fieldWhole' }),
      ])
      .pipe(z.coerce.number<number | string>().int().min(0).max(Number.MAX_SAFE_INTEGER));
  // An open select may be typed into: text, as long as its field allows.
  if (f.open)
    return z
      .string()
      .trim()
      .max(f.max ?? 100)
      .refine(plain(false), PLAIN);
  return z.union([shortText(100), z.number()]);
}

/** What each input's schema answers (`schemas` is held to it): an action's `run` gets its fields' values so. */
export interface FieldValues {
  text: string;
  textarea: string;
  richtext: string;
  number: number;
  money: number;
  /** A select that takes several values answers them as an array. */
  select: string | number | (string | number)[];
  radio: string | number;
  switch: number;
  image: string;
  images: string[];
  file: string;
  date: number;
  datetime: number;
  tree: number;
  phone: string;
  /** The card's digits, spaces and dashes typed between them dropped. */
  bankcard: string;
  lines: never;
  /** A six-digit division code, or '' for none. */
  region: string;
}

const schemas: { readonly [K in FieldType]: (f: Field) => z.ZodType<FieldValues[K]> } = {
  text: (f) => textSchema(f, MAX_TEXT),
  textarea: (f) => textSchema(f, MAX_TEXTAREA),
  richtext: (f) => richTextSchema(f),
  number: (f) => numberSchema(f, f.decimals === undefined || f.decimals === 0),
  money: (f) => numberSchema(f, true),
  select: (f) => (f.multiple ? z.array(z.union([shortText(100), z.number()])).max(200) : pickSchema(f)),
  radio: (f) => pickSchema(f),
  switch: () => z.coerce.number().int().min(0).max(1),
  image: () => imagePath,
  images: () => z.array(imagePath.refine((v) => v !== '', PLAIN)).max(30),
  file: () => imagePath,
  date: () => z.coerce.number().int().min(0),
  datetime: () => z.coerce.number().int().min(0),
  tree: () => z.coerce.number().int().min(0),
  phone: (f) => {
    const s = phoneOf(f.phone ?? 'contact');
    return f.required ? s.refine((v) => v !== '', { error: 'fieldRequired' }) : s;
  },
  bankcard: (f) => bankCardSchema(f),
  // The lines of a document are checked line by line by the engine (save.ts), not as one value.
  lines: () => z.never(),
  region: (f) => regionSchema(f),
};

/** A required value is there: missing, null or empty is "required", before its type is checked (a number). */
const present = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', { error: 'fieldRequired' });

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
    shape[f.name] = f.required && !update ? present.pipe(base) : base.optional();
  }
  const schema = z.object(shape);
  const pair = schemaCache.get(fields) ?? [undefined, undefined];
  pair[update ? 1 : 0] = schema;
  schemaCache.set(fields, pair);
  return schema;
}

const schemaCache = new WeakMap<readonly Field[], [z.ZodObject | undefined, z.ZodObject | undefined]>();

/**
 * A stored value as its form field reads it: quantities come back from PostgreSQL as text, and go out as numbers;
 * a yes-or-no column is 1 or 0.
 */
export function formValue(f: Field, value: unknown): unknown {
  if (typeof value === 'boolean') return Number(value);
  const numeric = f.type === 'number' || f.type === 'money';
  return numeric && typeof value === 'string' ? Number(value) : value;
}

/** An options call as the form asks for it: the path, with its query (`{field}` filled by the form). */
export function optionsApiText(ref: OptionsRef): string {
  const query = Object.entries(ref.params ?? {})
    .map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith('{') ? v : encodeURIComponent(v)}`)
    .join('&');
  return query ? `${ref.path}?${query}` : ref.path;
}

/** The metadata of one field: a line's fields are described the same way. */
async function fieldMeta(f: Field, db: TenantDb, lang: Lang): Promise<FieldMeta> {
  const options = f.options ? await resolveOptions(f.options, db, lang) : null;
  return {
    name: f.name,
    title: f.title[lang],
    type: f.type,
    required: f.required,
    rules: { min: f.min ?? null, max: f.max ?? null },
    decimal: f.decimals ?? null,
    // An open select with nothing to pick from yet is typed into: the form knows it by its having no options.
    options: f.open && options?.length === 0 ? null : options,
    options_api: f.optionsApi ? optionsApiText(f.optionsApi) : null,
    tip: f.tip?.[lang] ?? null,
    default: f.default ?? null,
    multiple: f.multiple,
    hidden: f.hidden,
    ...(f.phone ? { phone: f.phone } : {}),
    columns: f.groups ? groupColumns(await f.groups.load(db, lang)) : null,
    ...(f.maxKey ? { max_key: f.maxKey } : {}),
    ...(f.unique ? { unique: true } : {}),
  };
}

/** The form metadata of `Info?_meta=1`; a document's lines come last, as a `lines` field. */
export async function formMeta(
  fields: readonly Field[],
  db: TenantDb,
  lang: Lang,
  lines?: {
    readonly name: string;
    readonly title: Texts;
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
