import type { Lang, Texts } from '@yanye/i18n';
import type { ColumnKind, ColumnType, FieldType, FilterType } from '@yanye/protocol';
import { is, SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FormOptions } from '../form/form-options';
import { kindOf, titledStatus } from './column-kind';
import type { Options } from './option-sources';

// A property of an entity as a list column and a form field: what a column is, what its declaration may say, and
// the builders (`prop`, `field`, `extraField`) the presets of `col.ts` and the entity modules make them with.

/** Column types the list screen renders, shared with the browser. */
export type { ColumnType } from '@yanye/protocol';

/** How a column is filtered in the top search; cascades are not offered by resources yet. */
export type FilterKind = Exclude<FilterType, 'cascade'>;

/** A list column, as the engine serves it: its key on the wire and everything the list screen needs. */
export interface Column {
  readonly key: string;
  readonly title: Texts;
  readonly type: ColumnType;
  /**
   * What it holds, which the list sizes it by (`engine/columns/column-kind.ts`): declared, or worked out from the
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
   * is not named `status`): see `engine/columns/column-kind.ts`.
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

/**
 * A property from its column and list options, `extra` being what a preset fixes (money, options): its list column,
 * and its form field when `o.form` asks for one.
 */
export function prop(
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
