/** The generic list protocol of API.md §5, as both ends see it. */

export type ColumnType =
  | 'text'
  | 'select'
  | 'checkbox'
  | 'cascade'
  | 'number'
  | 'date'
  | 'datetime'
  | 'eqdate'
  | 'image'
  | 'hide';

export type FilterType = 'text' | 'select' | 'number' | 'date' | 'datetime' | 'eqdate' | 'cascade';

export interface OptionItem {
  readonly value: string | number;
  readonly label: string;
}

export interface ColumnMeta {
  readonly name: string;
  readonly title: string;
  readonly type: ColumnType;
  /** `auto`, a number of px, or a percentage. */
  readonly item_width: string;
  readonly sum: boolean;
  /** Cents on the wire; shown divided by 100. */
  readonly money: boolean;
  readonly showTableRow: '1' | '0';
  readonly sort: boolean;
  readonly decimal: number | null;
  readonly item_align: 'left' | 'center' | 'right';
  readonly options: readonly OptionItem[] | null;
  /** The cell links to a page of the console: its catalogue route name, `:id` taken from the row's `id_key`. */
  readonly link?: ColumnLink | null;
}

export interface ColumnLink {
  readonly page: string;
  readonly id_key: string;
}

export interface FilterMeta {
  readonly name: string;
  readonly title: string;
  readonly type: FilterType;
  readonly money: boolean;
  readonly options: readonly OptionItem[] | null;
  readonly second_name: readonly string[];
}

/** Row values a button applies to: `{ status: [0] }` shows it on unaudited rows only. */
export type RowCondition = Readonly<Record<string, readonly (string | number)[]>>;

/** A row action the list offers (delete, onoff, audit, ...): POST `api` with `{ id }` and its fields. */
export interface RowAction {
  readonly name: string;
  readonly title: string;
  readonly api: string;
  /** Ask before doing it. */
  readonly confirm: boolean;
  /** Offered only on rows that match; null on every row. */
  readonly when: RowCondition | null;
  /** What the action asks for first, in a dialog (an audit's verdict and remark); null for none. */
  readonly fields: readonly FieldMeta[] | null;
  /** Applies to the selected rows at once (a button above the table), POSTed as `{ ids }`. */
  readonly batch?: boolean;
}

/** A tab above the list (an order's status): the list asks with `_tab=name`, and the count names each tab's. */
export interface ListTab {
  readonly name: string;
  readonly title: string;
}

export interface TableMeta {
  readonly export_type: string;
  readonly column_names: readonly string[];
  readonly rows: Readonly<Record<string, ColumnMeta>>;
  readonly show_sum: boolean;
  readonly show_excel: boolean;
  readonly show_excel_async: boolean;
  readonly show_excel_import: boolean;
  readonly top_search: readonly FilterMeta[];
  readonly limit: number;
  readonly actions: readonly RowAction[];
  /** The resource has a form (Info and Save): add and edit pages apply. */
  readonly has_form: boolean;
  /** Rows that may still be edited and deleted (unaudited documents); null when all may. */
  readonly editable_when: RowCondition | null;
  /** Tabs over the list, the first being the whole list; absent when the list has none. */
  readonly tabs?: readonly ListTab[];
}

export interface CountAnswer {
  readonly count: number;
  readonly totalrow: Readonly<Record<string, number>>;
  /** With tabs: how many rows of the filtered set each tab holds, whichever tab is open. */
  readonly tabs?: Readonly<Record<string, number>>;
}

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'select'
  | 'radio'
  | 'switch'
  | 'image'
  | 'images'
  | 'date'
  | 'datetime'
  /** A pick from a tree (departments): `options_api` answers `TreeOption`s. */
  | 'tree'
  /** The lines of a document, edited as a table: `columns` describes one line. */
  | 'lines';

/** A node of a tree pick. */
export interface TreeOption {
  readonly value: number;
  readonly label: string;
  readonly children?: readonly TreeOption[];
}

export interface FieldMeta {
  readonly name: string;
  readonly title: string;
  readonly type: FieldType;
  readonly required: boolean;
  readonly rules: { readonly min: number | null; readonly max: number | null };
  readonly decimal: number | null;
  readonly options: readonly OptionItem[] | null;
  readonly options_api: string | null;
  readonly tip: string | null;
  readonly default: unknown;
  /** A select that takes several values. */
  readonly multiple: boolean;
  /** Carried with the record but not shown (a line's source purchase line). */
  readonly hidden: boolean;
  /** The fields of one line, for a `lines` field. */
  readonly columns: readonly FieldMeta[] | null;
}

export interface FormMeta {
  readonly fields: readonly FieldMeta[];
}
