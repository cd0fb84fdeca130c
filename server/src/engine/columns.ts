import type { Titles } from '@yanye/catalog';
import type { ColumnType, FilterType, Lang } from '@yanye/protocol';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantDb } from '../platform/tenancy';

/** Column types the list screen renders (SPEC.md §3), shared with the browser. */
export type { ColumnType } from '@yanye/protocol';

/** How a column is filtered in the top search (API.md §5); cascades are not offered by resources yet. */
export type FilterKind = Exclude<FilterType, 'cascade'>;

export interface Option {
  readonly value: string | number;
  readonly label: Titles | string;
}

/** Options read from the store's own data (categories, warehouses, ...), within its transaction. */
export interface OptionsSource {
  load(db: TenantDb, lang: Lang): Promise<{ value: string | number; label: string }[]>;
}

export type Options = readonly Option[] | OptionsSource;

export interface Column {
  readonly title: Titles;
  readonly type: ColumnType;
  readonly sql: PgColumn;
  readonly sortable: boolean;
  readonly filter: FilterKind | undefined;
  readonly sum: boolean;
  /** Stored and sent in cents; the browser divides by 100. */
  readonly money: boolean;
  readonly decimals: number | undefined;
  /** `auto`, `120` (px) or `20%`. */
  readonly width: string;
  readonly align: 'left' | 'center' | 'right';
  readonly options: Options | undefined;
  /** Shown by default (`showTableRow`); the user may still show a hidden one. */
  readonly visible: boolean;
  readonly exportable: boolean;
  /** The cell opens a page of the console (an order's details): its route name, `:id` from the row's `idKey`. */
  readonly link: ColumnLink | undefined;
}

export interface ColumnLink {
  readonly page: string;
  readonly idKey: string;
}

export interface ColumnOptions {
  readonly sortable?: boolean;
  readonly filter?: FilterKind | false;
  readonly sum?: boolean;
  readonly decimals?: number;
  readonly width?: string;
  readonly align?: Column['align'];
  readonly visible?: boolean;
  readonly exportable?: boolean;
  readonly link?: ColumnLink;
}

function make(
  type: ColumnType,
  title: Titles,
  sql: PgColumn,
  o: ColumnOptions,
  extra: Partial<Column>,
): Column {
  return {
    title,
    type,
    sql,
    sortable: o.sortable ?? false,
    filter: o.filter === false ? undefined : o.filter,
    sum: o.sum ?? false,
    money: false,
    decimals: o.decimals,
    width: o.width ?? 'auto',
    align: o.align ?? 'left',
    options: undefined,
    visible: o.visible ?? true,
    exportable: o.exportable ?? true,
    link: o.link,
    ...extra,
  };
}

/** Column builders: one line per column in a resource file. */
export const col = {
  text: (title: Titles, sql: PgColumn, o: ColumnOptions = {}) => make('text', title, sql, o, {}),
  number: (title: Titles, sql: PgColumn, o: ColumnOptions = {}) =>
    make('number', title, sql, { align: 'right', ...o }, {}),
  /** Money in cents, two decimals on screen. */
  money: (title: Titles, sql: PgColumn, o: ColumnOptions = {}) =>
    make('number', title, sql, { align: 'right', decimals: 2, ...o }, { money: true }),
  select: (title: Titles, sql: PgColumn, options: Options, o: ColumnOptions = {}) =>
    make('select', title, sql, o, { options }),
  image: (title: Titles, sql: PgColumn, o: ColumnOptions = {}) =>
    make('image', title, sql, { exportable: false, ...o }, {}),
  datetime: (title: Titles, sql: PgColumn, o: ColumnOptions = {}) => make('datetime', title, sql, o, {}),
  date: (title: Titles, sql: PgColumn, o: ColumnOptions = {}) => make('date', title, sql, o, {}),
  /** Sent with every row but never shown (ids other columns need). */
  hide: (title: Titles, sql: PgColumn) => make('hide', title, sql, { exportable: false, visible: false }, {}),
};

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
