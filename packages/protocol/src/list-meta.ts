// What a list, a form and a record page are told of themselves (`_meta=1`): columns, filters, fields, options,
// tabs, row actions and flow events.
import { z } from 'zod';
import { PHONE_KINDS, type PhoneKind } from './rules';

export const COLUMN_TYPES = [
  'text',
  'select',
  'checkbox',
  'cascade',
  'number',
  'date',
  'datetime',
  'eqdate',
  'image',
  'hide',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/**
 * What a column holds, beyond how its cell is drawn (`type`): the engine derives it from the column's declaration
 * (docs/engine.md, "Column kinds") and the list sizes the column by it. `money` cents shown as a figure up to
 * 99,999,999.99; `time` a date and time (`2026-11-19 08:30:00`), `date` a day; `status` the list's state (a
 * flow's status column, or the select declared or named as the state), at most one per list, kept in sight;
 * `select` another short choice; `code` an order, document or goods number; `name` a record's name or title;
 * `phone` a phone number; `number` a count, an id or a rank; `quantity` an amount of goods in its unit's
 * precision; `image` a thumbnail; `longtext` a remark, address or message; `text` any other text.
 */
export const COLUMN_KINDS = [
  'money',
  'time',
  'date',
  'status',
  'select',
  'code',
  'name',
  'phone',
  'number',
  'quantity',
  'image',
  'longtext',
  'text',
] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export const FILTER_TYPES = ['text', 'select', 'number', 'date', 'datetime', 'eqdate', 'cascade'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const FIELD_TYPES = [
  'text',
  'textarea',
  /** HTML written in the rich-text editor; the server keeps only what `sanitizeHtml`'s allow list lets through. */
  'richtext',
  'number',
  'money',
  'select',
  'radio',
  'switch',
  'image',
  'images',
  /** A document or a package, uploaded (`UploadFile`) or linked: its `/uploads/` path or an https link. */
  'file',
  'date',
  'datetime',
  /** A pick from a tree (departments): `options_api` answers `TreeOption`s. */
  'tree',
  /** A phone number a business is reached on: a mobile, or a landline with its area code. */
  'phone',
  /** A bank card number: 12 to 19 digits passing the Luhn check (`isLuhn`), typed and shown in groups of four. */
  'bankcard',
  /** The lines of a document, edited as a table: `columns` describes one line. */
  'lines',
  /**
   * A place in China by its six-digit division code (a district, or a city with none below it): picked from the
   * province → city → district tree `options_api` answers (`RegionNode`s), listed and exported by its full name.
   */
  'region',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const OptionItem = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export type OptionItem = z.infer<typeof OptionItem>;

/** A node of a tree pick. */
export interface TreeOption {
  readonly value: number;
  readonly label: string;
  readonly children?: readonly TreeOption[];
}
export const TreeOption: z.ZodType<TreeOption> = z.lazy(() =>
  z.object({
    value: z.number().int(),
    label: z.string(),
    children: z.array(TreeOption).readonly().optional(),
  }),
);

const options = z.array(OptionItem).readonly().nullable();

/** Row values a button applies to: `{ status: [0] }` shows it on unaudited rows only. */
export const RowCondition = z
  .record(z.string(), z.array(z.union([z.string(), z.number()])).readonly())
  .readonly();
export type RowCondition = z.infer<typeof RowCondition>;

/** A cell that opens a page of the console: its catalogue route name, `:id` taken from the row's `id_key`. */
export const ColumnLink = z.object({ page: z.string(), id_key: z.string() });
export type ColumnLink = z.infer<typeof ColumnLink>;

export const ColumnMeta = z.object({
  name: z.string(),
  title: z.string(),
  type: z.enum(COLUMN_TYPES),
  /** What the column holds (`COLUMN_KINDS`): the list sizes it by this. */
  kind: z.enum(COLUMN_KINDS),
  /**
   * `auto`, or the most px a text column (`name`, `text`, `longtext`, `code`) grows to fit its cells; a
   * column of another kind is sized by its kind alone.
   */
  item_width: z.string(),
  sum: z.boolean(),
  /** Cents on the wire; shown divided by 100. */
  money: z.boolean(),
  showTableRow: z.enum(['1', '0']),
  sort: z.boolean(),
  decimal: z.number().int().nullable(),
  /** A row's own decimals for this column (a quantity shown with its unit's precision): the row key holding them. */
  decimal_key: z.string().nullable().optional(),
  item_align: z.enum(['left', 'center', 'right']),
  options,
  link: ColumnLink.nullable().optional(),
});
export type ColumnMeta = z.infer<typeof ColumnMeta>;

export const FilterMeta = z.object({
  name: z.string(),
  title: z.string(),
  type: z.enum(FILTER_TYPES),
  money: z.boolean(),
  options,
  second_name: z.array(z.string()).readonly(),
});
export type FilterMeta = z.infer<typeof FilterMeta>;

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
  /** For a `phone` field: the numbers it takes (a mobile only, a landline too, a hotline too). */
  readonly phone?: PhoneKind;
  /**
   * The fields of one line, for a `lines` field; for a grouped select (several values, at most one of each
   * group), its groups, each a select of the group's picks.
   */
  readonly columns: readonly FieldMeta[] | null;
  /**
   * An action's amount bounded by the row it acts on: the list column holding the most it takes (a refund's
   * 可退金额), which the dialog shows and holds the amount to.
   */
  readonly max_key?: string;
  /** No other record of the store may hold the same value (a unit's name): a twin is refused on this field. */
  readonly unique?: boolean;
}
export const FieldMeta: z.ZodType<FieldMeta> = z.lazy(() =>
  z.object({
    name: z.string(),
    title: z.string(),
    type: z.enum(FIELD_TYPES),
    required: z.boolean(),
    rules: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
    decimal: z.number().int().nullable(),
    options,
    options_api: z.string().nullable(),
    tip: z.string().nullable(),
    default: z.unknown(),
    multiple: z.boolean(),
    hidden: z.boolean(),
    phone: z.enum(PHONE_KINDS).optional(),
    columns: z.array(FieldMeta).readonly().nullable(),
    max_key: z.string().optional(),
    unique: z.boolean().optional(),
  }),
);

/** How a record looks on a phone, offered beside its form: an article's page, or an advert in its slot. */
export const PREVIEW_KINDS = ['article', 'advert'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export const FormMeta = z.object({
  fields: z.array(FieldMeta).readonly(),
  /** The phone preview the form offers, if any. */
  preview: z.enum(PREVIEW_KINDS).nullable().optional(),
});
export type FormMeta = z.infer<typeof FormMeta>;

/**
 * One step of a record's history (a record with a state machine carries them as `_history` in its Info answer):
 * the step's title, the states it moved between, who took it and when, and what they wrote.
 */
export const FlowEvent = z.object({
  step: z.string(),
  step_title: z.string(),
  from: z.string(),
  to: z.string(),
  from_title: z.string(),
  to_title: z.string(),
  note: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** What the step kept, in the user's words (`检测价格: 120.00  照片: 3`). */
  detail: z.string(),
  by: z.string(),
  created_at: z.number().int(),
});
export type FlowEvent = z.infer<typeof FlowEvent>;

/** A fact of a document's header as it prints and reads: 供应商：河南盐业公司. */
export const DocFact = z.object({ label: z.string(), value: z.string() });

/**
 * A document as it prints (docs/printing.md) and as its read-only page shows it (a record's Info with
 * `_document`): every text already in the reader's words (money through `formatYuan`, times in the store's zone).
 */
export const PrintedDoc = z.object({
  id: z.number().int(),
  /** 采购订单, 送货单, Purchase order: the title over the document. */
  title: z.string(),
  /** The document's number. */
  no: z.string(),
  facts: z.array(DocFact).readonly(),
  /** Its lines: a table, the columns' relative widths and where their text sits. */
  table: z
    .object({
      /** What the lines are, over them, where the title does not say it (a refund's 订单商品). */
      caption: z.string().optional(),
      columns: z
        .array(
          z.object({
            title: z.string(),
            weight: z.number(),
            align: z.enum(['left', 'center', 'right']).optional(),
          }),
        )
        .readonly(),
      rows: z.array(z.array(z.string()).readonly()).readonly(),
    })
    .optional(),
  /** The totals in figures: 合计数量 12, 合计金额 ¥1,234.56; the amount last. */
  totals: z.array(DocFact).readonly(),
  /** The amount in words (大写金额 人民币壹仟…); none without money. */
  words: DocFact.optional(),
  remark: z.string().optional(),
  /** Who did something to it, and when (制单人 张三 2026-11-20 09:30:00); `name` empty when no one has yet. */
  people: z.array(z.object({ label: z.string(), name: z.string(), at: z.string() })).readonly(),
  /** The signature lines at the foot of the paper: 制单, 审核, 经办, 签收. */
  signatures: z.array(z.string()).readonly(),
});
export type PrintedDoc = z.infer<typeof PrintedDoc>;

/** A row action the list offers (delete, onoff, audit, ...): POST `api` with `{ id }` and its fields. */
export const RowAction = z.object({
  name: z.string(),
  /** The button's label ("审核"). */
  title: z.string(),
  /** What the action is, in full ("审核客户"): the dialog's title and the question before it runs. */
  summary: z.string().optional(),
  api: z.string(),
  /** Ask before doing it. */
  confirm: z.boolean(),
  /** It destroys or undoes something (a delete, an un-audit, a cancellation): shown red, asked plainly. */
  danger: z.boolean().optional(),
  /** What it takes away goes to the recycle bin, whence it can be restored (a delete of a binned entity). */
  restorable: z.boolean().optional(),
  /** Nothing takes it back (a cancellation, a delete without a bin): its question says so. */
  irreversible: z.boolean().optional(),
  /**
   * What follows from it, said in its question ("单据回到未审核…"), when more than "cannot be undone". A list
   * column's key in braces (`{warehouse}`) stands for that row's cell as the list shows it ("审核后 {posting} 计入
   * {warehouse} 库存").
   */
  after: z.string().optional(),
  /**
   * A two-way action (上架 / 下架): on a row whose `key` column holds a way's value, its button, question and
   * confirming button say that way (`title`, `summary`), and the call is sent with `way` set to it.
   */
  ways: z
    .object({
      key: z.string(),
      by: z.array(
        z.object({ value: z.union([z.string(), z.number()]), title: z.string(), summary: z.string() }),
      ),
    })
    .optional(),
  /** The row's columns (by key) its dialog shows above its fields, as the list shows them. */
  shows: z.array(z.string()).readonly().optional(),
  /** Shown in sight on the row beside its first action, never only in its "more" menu (a document's audit). */
  primary: z.boolean().optional(),
  /** Offered only on rows that match; null on every row. */
  when: RowCondition.nullable(),
  /** What the action asks for first, in a dialog (an audit's verdict and remark); null for none. */
  fields: z.array(FieldMeta).readonly().nullable(),
  /** Applies to the selected rows at once (a button above the table), POSTed as `{ ids }`. */
  batch: z.boolean().optional(),
});
export type RowAction = z.infer<typeof RowAction>;

/**
 * A page of the console a row opens (设置供货 → `/goods/list/supply/:id`), `:id` being the row's id: offered on
 * rows that match `when`, to whoever may open the page.
 */
export const RowLink = z.object({
  name: z.string(),
  /** The link's label ("设置供货"). */
  title: z.string(),
  /** The page, by its catalogue route name. */
  page: z.string(),
  when: RowCondition.nullable(),
});
export type RowLink = z.infer<typeof RowLink>;

/** A tab above the list (an order's status): the list asks with `_tab=name`, and the count names each tab's. */
export const ListTab = z.object({ name: z.string(), title: z.string() });
export type ListTab = z.infer<typeof ListTab>;

export const TableMeta = z.object({
  export_type: z.string(),
  column_names: z.array(z.string()).readonly(),
  rows: z.record(z.string(), ColumnMeta).readonly(),
  show_sum: z.boolean(),
  show_excel: z.boolean(),
  show_excel_async: z.boolean(),
  show_excel_import: z.boolean(),
  top_search: z.array(FilterMeta).readonly(),
  limit: z.number().int(),
  actions: z.array(RowAction).readonly(),
  /** The resource has a form (Info and Save): add and edit pages apply. */
  has_form: z.boolean(),
  /** The column whose value names a row (a name, a document's number), for the questions asked about it. */
  record_name: z.string().nullable().optional(),
  /** Rows that may still be edited and deleted (unaudited documents); null when all may. */
  editable_when: RowCondition.nullable(),
  /** Tabs over the list, the first being the whole list; absent when the list has none. */
  tabs: z.array(ListTab).readonly().optional(),
  /** Pages a row opens besides its edit form; absent when the list has none. */
  links: z.array(RowLink).readonly().optional(),
});
export type TableMeta = z.infer<typeof TableMeta>;
