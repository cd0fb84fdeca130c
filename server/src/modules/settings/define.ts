import type { Field } from '@yanye/framework/server';
import type { Texts } from '@yanye/i18n';
import type { Contract, SettingsInfo } from '@yanye/protocol';
import { z } from 'zod';

/**
 * A settings page as a declaration (docs/settings.md): a named record of values per store (`store_settings`),
 * checked by its contract's schema, edited by a form drawn from its fields. `settingsRoutes` serves its Info and
 * Save; nothing else is written per page.
 */

/** A rule across values that the per-field schemas cannot say (a shown line needs its text). */
export interface Refusal {
  /** The field the user should look at. */
  readonly field: string;
  readonly message: Texts;
}

/** The values of a settings record, by the contract's schema. */
export type SettingsValue<S extends z.ZodObject> = z.output<S>;

export interface SettingsDecl<S extends z.ZodObject> {
  /** The record's name in `store_settings`: `system`, `copyright`, `appdown`. */
  readonly name: string;
  /** What the operator log calls it ("系统设置"). */
  readonly title: Texts;
  /** The values and their rules: the contract's own schema. */
  readonly schema: S;
  readonly info: SettingsInfo<S>;
  readonly save: Contract;
  /**
   * The form, one field per value in the order shown: title, input, tip, and whether it may be left empty. Text
   * lengths and number bounds are the schema's, filled in here; a field's default is the record's.
   */
  readonly fields: readonly (Field & { readonly name: keyof SettingsValue<S> & string })[];
  /** What a store that never saved holds. */
  readonly defaults: SettingsValue<S>;
  /** Rules across values, checked on the values a save would hold. */
  check?(value: SettingsValue<S>): Refusal | undefined;
}

/** A settings page as the routes serve it: its declaration, its fields completed from the schema. */
export type SettingsDef<S extends z.ZodObject = z.ZodObject> = SettingsDecl<S>;

/** The length or value bounds a schema holds a value to, as the form's rules say them. */
export function boundsOf(schema: z.ZodType): { min?: number; max?: number } {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return boundsOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return boundsOf(schema.out as z.ZodType);
  if (schema instanceof z.ZodString) return schema.maxLength === null ? {} : { max: schema.maxLength };
  if (schema instanceof z.ZodNumber) {
    const out: { min?: number; max?: number } = {};
    if (schema.minValue !== null && Number.isFinite(schema.minValue)) out.min = schema.minValue;
    if (schema.maxValue !== null && Number.isFinite(schema.maxValue)) out.max = schema.maxValue;
    return out;
  }
  return {};
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Declares a settings page. Its fields must name exactly the schema's values, its Save take exactly them, and
 * its defaults pass its own rules: a page that breaks one of these fails at start, not in a merchant's hands.
 */
export function defineSettings<S extends z.ZodObject>(decl: SettingsDecl<S>): SettingsDef<S> {
  const keys = Object.keys(decl.schema.shape);
  const names = decl.fields.map((f) => f.name);
  if (new Set(names).size !== names.length || !sameKeys(names, keys))
    throw new Error(`settings ${decl.name}: the fields (${names}) must name the values (${keys}) once each`);
  const body = decl.save.body;
  if (!(body instanceof z.ZodObject) || !sameKeys(Object.keys(body.shape), keys))
    throw new Error(`settings ${decl.name}: ${decl.save.path} must take exactly its values`);
  const parsed = decl.schema.safeParse(decl.defaults);
  if (!parsed.success || !sameValues(parsed.data, decl.defaults))
    throw new Error(`settings ${decl.name}: its defaults break its schema`);
  if (decl.check?.(decl.defaults)) throw new Error(`settings ${decl.name}: its defaults break its rules`);
  const fields = decl.fields.map((f) => ({
    ...f,
    ...boundsOf(decl.schema.shape[f.name] as z.ZodType),
    default: decl.defaults[f.name],
  }));
  return { ...decl, fields };
}

/**
 * A stored record read over the defaults, value by value: a value the schema refuses today (a rule tightened
 * since it was saved) or one no longer declared gives way to the default, so Info always answers a whole,
 * valid record.
 */
export function storedOver<S extends z.ZodObject>(
  def: Pick<SettingsDecl<S>, 'schema' | 'defaults'>,
  stored: unknown,
): SettingsValue<S> {
  const out: Record<string, unknown> = { ...def.defaults };
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return out as SettingsValue<S>;
  for (const [key, schema] of Object.entries(def.schema.shape)) {
    if (!Object.hasOwn(stored, key)) continue;
    const value = (schema as z.ZodType).safeParse((stored as Record<string, unknown>)[key]);
    if (value.success) out[key] = value.data;
  }
  return out as SettingsValue<S>;
}

/** Whether two values are the same (values are text, numbers and flags; lists compare by content). */
function same(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
}

/** Whether two records hold the same values. */
export function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) {
  return sameKeys(Object.keys(a), Object.keys(b)) && Object.keys(a).every((k) => same(a[k], b[k]));
}

/** The keys whose values differ between what is held and what a save would hold, in declaration order. */
export function changedKeys(
  keys: readonly string[],
  held: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): string[] {
  return keys.filter((k) => !same(held[k], next[k]));
}
