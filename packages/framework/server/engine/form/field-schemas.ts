import {
  type FieldType,
  imagePath,
  isLuhn,
  isPlainText,
  normalizeBankAccount,
  phoneOf,
} from '@yanye/protocol';
import { z } from 'zod';
import { badInput } from '../../platform/errors';
import { hasContent, sanitizeHtml } from '../../platform/html';
import { isLeafRegion } from '../../platform/regions';
import type { Field } from './fields';

// The checks of what a form sends: each field type's schema, the schema of a Save body built from them, and the
// plain-text check of the calls that take any string.

/** The last second of 9999-12-31 (UTC): the latest a date or time field takes. */
const LAST_SECOND = 253_402_300_799;

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
  // Seconds up to the end of the year 9999: a later one is no date any clock can write (Intl refuses it).
  date: () => z.coerce.number().int().min(0).max(LAST_SECOND),
  datetime: () => z.coerce.number().int().min(0).max(LAST_SECOND),
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
