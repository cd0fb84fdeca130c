import type { Lang, Texts } from '@yanye/i18n';
import type { ColumnKind, ColumnType, FieldType, FilterType, PhoneKind } from '@yanye/protocol';
import { is, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { regionName } from '../platform/regions';
import type { TenantDb } from '../platform/tenancy';
import { kindOf, titledStatus } from './column-kind';
import { COMMON_TITLES } from './titles';

/** Column types the list screen renders, shared with the browser. */
export type { ColumnType } from '@yanye/protocol';

/** How a column is filtered in the top search; cascades are not offered by resources yet. */
export type FilterKind = Exclude<FilterType, 'cascade'>;

export interface Option {
  readonly value: string | number;
  readonly label: Texts | string;
}

/** Options read from the store's own data (categories, warehouses, ...), within its transaction. */
export interface OptionsSource {
  load(db: TenantDb, lang: Lang): Promise<{ value: string | number; label: string }[]>;
}

/** One group: its name (the part before `=`), its title, its values in order, and whether one must be picked. */
export interface OptionGroup {
  readonly name: string;
  readonly title: string;
  readonly required: boolean;
  readonly values: readonly string[];
}

/** Where a grouped select's groups come from: the store's data, read within its transaction. */
export interface OptionGroups {
  load(db: TenantDb, lang: Lang): Promise<readonly OptionGroup[]>;
}

export type Options = readonly Option[] | OptionsSource;

/**
 * Another call a form asks for options as the user types (a large list, a tree): its path, and query values to
 * send with it, where `{field}` stands for the value of another field of the form.
 */
export interface OptionsRef {
  readonly path: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** A list column, as the engine serves it: its key on the wire and everything the list screen needs. */
export interface Column {
  readonly key: string;
  readonly title: Texts;
  readonly type: ColumnType;
  /**
   * What it holds, which the list sizes it by (`engine/column-kind.ts`): declared, or worked out from the
   * rest of the declaration; `defineResource` keeps one `status` per list.
   */
  readonly kind: ColumnKind;
  /** The kind was declared (`kind` in its list options), not worked out. */
  readonly kindDeclared: boolean;
  /** What the list selects: a column of the table or of a join, or an SQL expression (`col.computed`). */
  readonly sql: PgColumn | SQL;
  readonly sortable: boolean;
  readonly filter: FilterKind | undefined;
  readonly sum: boolean;
  /** Stored and sent in cents; the browser divides by 100. */
  readonly money: boolean;
  readonly decimals: number | undefined;
  /** A row's own decimals for this column (a quantity in its unit's precision): the key of the column holding them. */
  readonly decimalKey: string | undefined;
  /** `auto`, or `120`: the most px a text column grows to fit its cells (other kinds are sized by kind). */
  readonly width: string;
  readonly align: 'left' | 'center' | 'right';
  readonly options: Options | undefined;
  /** Shown by default (`showTableRow`); the user may still show a hidden one. */
  readonly visible: boolean;
  readonly exportable: boolean;
  /** The cell opens a page of the console (an order's details): its route name, `:id` from the row's `idKey`. */
  readonly link: ColumnLink | undefined;
  /**
   * How a stored value is shown, in the list and its export, to a reader of `lang` (a browser and system read from
   * a user agent, an operator-log entry as a sentence in the reader's language).
   */
  readonly present?: (value: unknown, lang: Lang) => string | number | null;
}

export interface ColumnLink {
  readonly page: string;
  readonly idKey: string;
}

/** How a property is edited in the form (and read from an import), beyond what its column already says. */
export interface FormOptions {
  /** The input, when not the column's own (`radio` for a select, `textarea` for text, `switch` for 0/1). */
  readonly type?: FieldType;
  /** A label of its own in the form ("立即上架" where the list says "状态"). */
  readonly title?: Texts;
  readonly required?: boolean;
  /** Text length, or number bounds (in cents for money). */
  readonly min?: number;
  readonly max?: number;
  readonly decimals?: number;
  readonly options?: Options;
  /** Options asked of another call as the user types (trees, large lists). */
  readonly optionsApi?: OptionsRef;
  readonly tip?: Texts;
  readonly default?: unknown;
  /** A select that takes several values (stored as a JSON array). */
  readonly multiple?: boolean;
  /** Carried with the record but not shown in the form. */
  readonly hidden?: boolean;
  /** Whether an import fills it; pictures never are. */
  readonly import?: boolean;
  /** No two of the store's records may hold the same value (a name, a code): refused as `名称“…”已存在`. */
  readonly unique?: boolean;
  /**
   * A select that takes what is typed while its options are none (a goods grade before the store defines its
   * grades): the form shows a text input then, a pick once there are options, which a save is held to.
   */
  readonly open?: boolean;
  /** A grouped select (`engine/groups.ts`): several values, at most one of each of the store's groups. */
  readonly groups?: OptionGroups;
  /**
   * An action's amount bounded by the row it acts on: the key of the list column holding the most it takes (a
   * refund's 可退金额). The dialog shows that column's value and refuses more before sending; the action still
   * checks it on the locked row.
   */
  readonly maxKey?: string;
  /**
   * For ids kept in no reference column of the field's own (an extra field's list of ids, kept in a link table):
   * the reference column (`refId`, with its store key) whose rows they are. The engine then holds them to the
   * store as it holds a reference column: in a Save, an import and an action alike.
   */
  readonly refersTo?: PgColumn;
  /** For a `phone` field: the numbers it takes (`PhoneKind`; a landline too unless it says `mobile`). */
  readonly phone?: PhoneKind;
}

/** The sort number a sortable entity's form carries. */
export const SORT_FORM: FormOptions = {
  type: 'number',
  min: 0,
  max: 99_999,
  decimals: 0,
  tip: COMMON_TITLES.sortTip,
};

/** A record's on (1) or off (0) as its form sets it: radio buttons, on for a new record. */
export const ON_OFF_FORM: FormOptions = { type: 'radio', default: 1 };

/** What a list column says of itself beyond its type. */
export interface ListOptions {
  /** Its key on the wire when not the column's name (a joined column whose name another column has). */
  readonly as?: string;
  readonly sortable?: boolean;
  readonly filter?: FilterKind | false;
  readonly sum?: boolean;
  readonly decimals?: number;
  /** The key of a column holding each row's own decimals for this one. */
  readonly decimalKey?: string;
  /** The most px a text column grows to (see `Column.width`). */
  readonly width?: number | string;
  /**
   * What the column holds, when its declaration does not say it already (a select that is the list's state but
   * is not named `status`): see `engine/column-kind.ts`.
   */
  readonly kind?: ColumnKind;
  readonly align?: Column['align'];
  readonly visible?: boolean;
  readonly exportable?: boolean;
  readonly link?: ColumnLink;
  /**
   * Shows the stored value as something else, worked out in code where SQL cannot (a device from a user agent):
   * the list and its export show what it answers; sorting and filtering still see the stored value.
   */
  readonly present?: (value: unknown, lang: Lang) => string | number | null;
  /** Edited in the form too: `true`, or how. */
  readonly form?: FormOptions | true;
}

/**
 * One property of an entity, declared once: a column of its table (or of a joined one), shown as a list column,
 * edited as a form field, or both. Its key on the wire is the database column's name; its title is said once.
 */
export interface Prop {
  readonly key: string;
  /** The column it is stored in or shown from; an SQL expression when computed, none for an `extraField`. */
  readonly sql: PgColumn | SQL | undefined;
  readonly title: Texts;
  readonly list: Column | undefined;
  readonly form: (FormOptions & { readonly type: FieldType }) | undefined;
}

/** The input a list column is edited with, unless its form says otherwise. */
const formTypes: Readonly<Record<ColumnType, FieldType>> = {
  text: 'text',
  select: 'select',
  checkbox: 'select',
  cascade: 'select',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  eqdate: 'date',
  image: 'image',
  hide: 'number',
};

/** Whether a column's source is an SQL expression (`col.computed`) rather than a column of a table. */
export function isComputed(source: PgColumn | SQL | undefined): source is SQL {
  return is(source, SQL);
}

function prop(
  type: ColumnType,
  sql: PgColumn | SQL,
  title: Texts,
  o: ListOptions,
  extra: Partial<Column> = {},
): Prop {
  const key = o.as ?? (isComputed(sql) ? undefined : sql.name);
  if (key === undefined) throw new Error(`a computed column of type ${type} needs a key (\`as\`)`);
  const form = o.form === undefined ? undefined : o.form === true ? {} : o.form;
  const money = extra.money ?? false;
  const facts = {
    key,
    title,
    type,
    money,
    decimals: o.decimals,
    decimalKey: o.decimalKey,
    formType: form?.type,
  };
  const declaredKind = o.kind ?? (titledStatus(facts) ? 'status' : undefined);
  const list: Column = {
    key,
    title,
    type,
    kind: declaredKind ?? kindOf(facts),
    kindDeclared: declaredKind !== undefined,
    sql,
    sortable: o.sortable ?? false,
    filter: o.filter === false ? undefined : o.filter,
    sum: o.sum ?? false,
    money: false,
    decimals: o.decimals,
    decimalKey: o.decimalKey,
    width: o.width === undefined ? 'auto' : String(o.width),
    align: o.align ?? 'left',
    options: undefined,
    visible: o.visible ?? true,
    exportable: o.exportable ?? true,
    link: o.link,
    present: o.present,
    ...extra,
  };
  const formType = form?.type ?? (list.money ? 'money' : formTypes[type]);
  // A select's options are the form's too, when the form picks among them (a switch is 0 or 1 of its own).
  const picks = formType === 'select' || formType === 'radio';
  return {
    key,
    sql,
    title,
    list,
    form: form && {
      decimals: list.money ? 2 : list.decimals,
      ...(picks ? { options: list.options } : {}),
      ...form,
      type: formType,
    },
  };
}

/** Column builders: one line per property in an entity module. */
export const col = {
  text: (sql: PgColumn, title: Texts, o: ListOptions = {}) => prop('text', sql, title, o),
  number: (sql: PgColumn, title: Texts, o: ListOptions = {}) =>
    prop('number', sql, title, { align: 'right', ...o }),
  /**
   * Money in cents, two decimals on screen: a stored column, or one worked out by SQL (what a refund may still
   * give back), which needs its key (`as`) and is never edited.
   */
  money: (sql: PgColumn | SQL, title: Texts, o: ListOptions = {}) =>
    prop('number', sql, title, { align: 'right', decimals: 2, ...o }, { money: true }),
  select: (sql: PgColumn, title: Texts, options: Options, o: ListOptions = {}) =>
    prop('select', sql, title, o, { options }),
  image: (sql: PgColumn, title: Texts, o: ListOptions = {}) =>
    prop('image', sql, title, { exportable: false, ...o }),
  datetime: (sql: PgColumn, title: Texts, o: ListOptions = {}) => prop('datetime', sql, title, o),
  date: (sql: PgColumn, title: Texts, o: ListOptions = {}) => prop('date', sql, title, o),
  /** Sent with every row but never shown (ids, a unit's decimals: what other columns need). */
  hide: (sql: PgColumn, o: Pick<ListOptions, 'as'> & { readonly title?: Texts } = {}) =>
    prop('hide', sql, o.title ?? COMMON_TITLES.id, { ...o, exportable: false, visible: false }),
  /**
   * A column worked out by SQL rather than stored (a flag as 0 or 1, the roles an operator holds): shown, sorted
   * and filtered like a stored one (a select filter compares its text; a `checkbox` column is a set of option
   * values, an array or null, whose filter finds the rows holding the value), never edited.
   */
  computed: (
    type: ColumnType,
    expr: SQL,
    title: Texts,
    o: Omit<ListOptions, 'as' | 'form' | 'sum'> & { readonly as: string; readonly options?: Options },
  ) => prop(type, expr, title, o, o.options ? { options: o.options } : {}),
  /** The record's place in its list, larger first: sortable, and the sort number of its form. */
  sort: (sql: PgColumn) =>
    prop('number', sql, COMMON_TITLES.sort, { align: 'right', sortable: true, width: 80, form: SORT_FORM }),
  /** When the record was made: sortable and filtered by a time range unless `o` says otherwise. */
  created: (sql: PgColumn, o: ListOptions = {}) =>
    prop('datetime', sql, COMMON_TITLES.created, { sortable: true, filter: 'datetime', ...o }),
  /**
   * When the record last changed: offered in the column picker, hidden at first unless `o` says otherwise.
   */
  updated: (sql: PgColumn, o: ListOptions = {}) =>
    prop('datetime', sql, COMMON_TITLES.updated, { visible: false, ...o }),
  /** The record's state among `options` (the list's status), filtered by it. */
  status: (sql: PgColumn, options: Options, o: ListOptions = {}) =>
    prop('select', sql, COMMON_TITLES.status, { filter: 'select', ...o }, { options }),
  /**
   * A record switched on (1) or off (0): its status, set in the form by radio buttons, on for a new record.
   */
  onOff: (sql: PgColumn, options: Options, o: ListOptions = {}) =>
    prop('select', sql, COMMON_TITLES.status, { filter: 'select', form: ON_OFF_FORM, ...o }, { options }),
  /** The record's id, first and sortable. */
  id: (sql: PgColumn, o: ListOptions = {}) =>
    prop('number', sql, COMMON_TITLES.id, { sortable: true, width: 80, align: 'left', ...o }),
  /**
   * A reference to another entity, said once: the list shows the other record's name (a joined column, sent as
   * `as`, searched as text) and the form picks the record by id from `optionsApi`. Spread it into `columns`.
   */
  ref: (
    id: PgColumn,
    name: PgColumn,
    title: Texts,
    o: Pick<ListOptions, 'width' | 'sortable'> &
      Pick<FormOptions, 'required' | 'optionsApi'> & { readonly as: string },
  ): readonly [Prop, Prop] => [
    prop('text', name, title, {
      as: o.as,
      filter: 'text',
      width: o.width,
      sortable: o.sortable,
      kind: 'name',
    }),
    field(id, title, 'select', { required: o.required, optionsApi: o.optionsApi }),
  ],
  region,
};

/** A stored division code as a list shows it and an export writes it: the full name, province first. */
const regionShown = (value: unknown): string => (typeof value === 'string' ? regionName(value) : '');

/**
 * A place by its division code (`region` field), said once: the list shows (and exports) its full name as
 * `{name}_name` (or `as`), and with `form` the form picks the code from the division tree. An import takes the
 * code or the full name. Spread it into `columns`.
 */
function region(
  sql: PgColumn,
  title: Texts,
  o: Pick<ListOptions, 'as' | 'width' | 'visible'> & { readonly form?: FormOptions | true } = {},
): readonly Prop[] {
  const shown = prop('text', sql, title, {
    as: o.as ?? `${sql.name}_name`,
    width: o.width ?? 200,
    visible: o.visible,
    present: regionShown,
  });
  if (o.form === undefined) return [shown];
  return [shown, field(sql, title, 'region', o.form === true ? {} : o.form)];
}

/**
 * A form field stored in no column of the table (an operator's roles, kept in another table; a new password,
 * kept hashed): checked like any field, then read and written by the resource's `extra`. Not imported unless it
 * says so (`import: true`: the import then writes it through `extra` too).
 */
export function extraField(name: string, title: Texts, type: FieldType, o: FormOptions = {}): Prop {
  return { key: name, sql: undefined, title, list: undefined, form: { import: false, ...o, type } };
}

/** A property edited in the form only (a remark, a gallery, a parent in a tree). */
export function field(
  sql: PgColumn,
  title: Texts,
  type: FieldType,
  o: FormOptions & { readonly as?: string } = {},
): Prop {
  return { key: o.as ?? sql.name, sql, title, list: undefined, form: { ...o, type } };
}

export function isSource(options: Options): options is OptionsSource {
  return 'load' in options;
}

/** The options of a column or field in the user's language. */
export async function resolveOptions(
  options: Options,
  db: TenantDb,
  lang: Lang,
): Promise<{ value: string | number; label: string }[]> {
  if (isSource(options)) return options.load(db, lang);
  return options.map((o) => ({
    value: o.value,
    label: typeof o.label === 'string' ? o.label : o.label[lang],
  }));
}
