import type { Texts } from '@yanye/i18n';
import { API, type FieldType, MONEY_RANGE, type PhoneKind } from '@yanye/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isComputed, type Prop } from '../columns/columns';
import { groupedOptions, type OptionGroups } from '../columns/groups';
import type { Options, OptionsRef } from '../columns/option-sources';
import { COMMON_TITLES } from '../resource/titles';
import type { FormOptions, ImportBy } from './form-options';

// A form field as the engine checks and describes it: made from a property (`fieldOf`) or asked by an action
// (`input`), with the defaults its type implies, and a stored value as the field reads it.

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
  /** A grouped select's groups (`engine/columns/groups.ts`); its options are every group's picks. */
  readonly groups: OptionGroups | undefined;
  /** The list column holding the most an action's amount takes on each row (`FormOptions.maxKey`). */
  readonly maxKey: string | undefined;
  /** The reference column whose rows its ids are, when not its own column (`FormOptions.refersTo`). */
  readonly refersTo: PgColumn | undefined;
  /** The numbers a `phone` field takes (undefined for any other field). */
  readonly phone: PhoneKind | undefined;
  /** What an import names the row of a reference by, when not its name (`FormOptions.importBy`). */
  readonly importBy: ImportBy | undefined;
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
    importBy: o.importBy,
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

/**
 * A stored value as its form field reads it: quantities come back from PostgreSQL as text, and go out as numbers;
 * a yes-or-no column is 1 or 0.
 */
export function formValue(f: Field, value: unknown): unknown {
  if (typeof value === 'boolean') return Number(value);
  const numeric = f.type === 'number' || f.type === 'money';
  return numeric && typeof value === 'string' ? Number(value) : value;
}
