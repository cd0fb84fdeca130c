import type { Texts } from '@yanye/i18n';
import type { ColumnType } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { regionName } from '../../platform/regions';
import { type FormOptions, ON_OFF_FORM, SORT_FORM } from '../form/form-options';
import { COMMON_TITLES } from '../resource/titles';
import { field, type ListOptions, type Prop, prop } from './columns';
import type { Options } from './option-sources';

// The column presets, `col.*`: one line per property in an entity module (a text, an amount, a status, a
// reference, a place...), each built by `prop` with the options that kind of column always takes.

/** The column presets: one line per property in an entity module. */
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
