import type { Industry } from '@yanye/catalog';
import type { Lang, MessageKey, Texts } from '@yanye/i18n';
import type { PreviewKind } from '@yanye/protocol';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StoreDb, StoreInsert } from '../../platform/tenancy';
import type { Column, Prop } from '../columns/columns';
import type { OptionCache } from '../columns/option-cache';
import type { OptionsRef } from '../columns/option-sources';
import type { Field } from '../form/fields';
import type { SaveContext } from '../form/save-context';
import type { PrintDecl } from '../print/document';
import type { Action, ActionDecl, ActionFields, ResourceFlow, RowCondition } from './resource-actions';
import type { LinesDecl, LinesDef, LineTable } from './resource-lines';
import type { JoinDef, ListTabDef, ListView, OptionsDef, RowLink } from './resource-lists';
import type { ResourceTable, RowOf, ValuesOf } from './resource-table';

// A resource as an entity module declares it, the fields it keeps outside its table, the demo store its demo
// rows are written for, and the resource as the engine serves it once `defineResource` has read it.

/**
 * An entity module's declaration (docs/adding-an-entity.md): what the entity is made of and how it behaves. What
 * the console calls it, its API base, its actions' titles and permissions are the catalogue's entity of the
 * same name; nothing here restates them.
 */
export interface ResourceDecl<
  T extends ResourceTable = ResourceTable,
  A extends ActionFields = ActionFields,
> {
  /** The catalogue entity it serves (`Customer`). */
  readonly entity: string;
  readonly table: T;
  /** Tables joined to the list (left joins within the store), whose columns the list may show. */
  readonly joins?: readonly JoinDef[];
  /**
   * Its properties, in order: list columns, form fields, or both. The list leads with the record's id
   * (`col.id`) without saying so; a declaration names a column keyed `id` only to show it otherwise (hidden,
   * narrower).
   */
  readonly columns: readonly Prop[];
  /** Whether `{api}Manage` lists the whole table; false when only the views are pages of the console. */
  readonly manageList?: boolean;
  /** Other lists over the same table, by name: `Show` serves `{api}ShowManage`. */
  readonly views?: Readonly<Record<string, ListView>>;
  /** The rows served at all (shops not in the recycle bin); the others are not found. */
  readonly scope?: SQL;
  /** Rows with this column set are in the recycle bin: `Del` sets it to the time instead of deleting. */
  readonly trash?: PgColumn;
  /** Tabs over every list of the resource, by name (`_tab=`); the first should be the whole list. */
  readonly tabs?: Readonly<Record<string, ListTabDef>>;
  /** The sort a list starts with, by column key. */
  readonly defaultSort: { readonly key: string; readonly order: 'asc' | 'desc' };
  /** Page size the list starts with. */
  readonly limit?: number;
  readonly lines?: LinesDecl<LineTable, ValuesOf<NoInfer<T>>>;
  readonly actions?: { readonly [K in keyof A]: ActionDecl<NoInfer<T>, A[K] & readonly Field[]> };
  /**
   * A state machine over a status column (`engine/form/flow.ts`): its steps are actions beside `actions`, each offered
   * on the rows in its `from` states; a new record's first state and every step are kept as its history, which
   * its Info answer carries as `_history`.
   */
  readonly flow?: ResourceFlow<NoInfer<T>>;
  /**
   * Pages of the catalogue a row opens, by name: `{ Supply: { page: 'GoodsSupply' } }` offers each row a link
   * to `supply/:id` with its id, on rows like `when`, to whoever may open the page.
   */
  readonly links?: Readonly<Record<string, RowLink>>;
  /**
   * Rows that may still be edited and deleted, by column key and values (unaudited documents); any other row
   * is refused with `message`. The list hides the buttons on such rows.
   */
  readonly editableWhen?: { readonly condition: RowCondition; readonly message: MessageKey | Texts };
  readonly options?: OptionsDef;
  readonly exportable?: boolean;
  readonly exportAsync?: boolean;
  readonly importable?: boolean;
  /** Rows may be deleted (`{api}Del`); default true. */
  readonly deletable?: boolean;
  /**
   * Another name the record's id goes by in established calls (`app_version_id`): Info, Save and Del
   * take it beside `id` (and `ids`), and Info answers it too.
   */
  readonly idAlias?: string;
  /** The phone preview its form offers (`article`: title, cover, body; `advert`: the picture in its slot). */
  readonly preview?: PreviewKind;
  /**
   * The column (by key, or a form field by name) whose value names a record: a customer's name, a document's
   * number. The tag of its form and the questions before acting on a row name the record by it ("删除客户「张三」？").
   * By default the first text column keyed as a name, title or number (`defaultRecordName`).
   */
  readonly recordName?: string;
  /**
   * What a record's form says it is about beside the page's title, when its fields do not show it (the goods an
   * offer is of): its Info answers it as `_caption`.
   */
  caption?(row: RowOf<NoInfer<T>>): string;
  /**
   * Checks and derived values before a save (a document's number, who made it); throw an AppError to refuse. A
   * reference it reads in the store itself it may tell `found` (`OptionCache.foundInStore`): the save's check of
   * every reference then asks nothing more for it.
   */
  beforeSave?(
    db: StoreDb,
    values: ValuesOf<NoInfer<T>>,
    id: number | undefined,
    ctx: SaveContext,
    found?: Pick<OptionCache, 'foundInStore'>,
  ): Promise<ValuesOf<NoInfer<T>>>;
  /** Checks before rows are deleted (who deletes is `ctx.accountId`); throw an AppError to refuse. */
  beforeDelete?(db: StoreDb, ids: readonly number[], ctx: SaveContext): Promise<void>;
  /**
   * What `Del` does instead of deleting the rows (an access user's session is signed out, not erased): given the
   * condition selecting the rows asked for (their ids, within the scope), it answers the ids it acted on.
   */
  remove?(db: StoreDb, rows: SQL, ctx: SaveContext): Promise<readonly number[]>;
  /** The fields of the form kept outside the table (`extraField`): how they are read and written. */
  readonly extra?: ExtraFields;
  /**
   * The record as a printed document (`engine/print`, docs/printing.md): its paper and how it reads. The engine
   * serves `{api}Print` (one record, or a batch into one PDF), permitted by the catalogue page listing that path.
   */
  readonly print?: PrintDecl;
  /** The rows a demo store starts with (`SEED=demo`): what a merchant would have written. */
  demo?(store: DemoContext): readonly StoreInsert<NoInfer<T>>[];
}

/**
 * Form fields stored outside the resource's table (`extraField`): an operator's roles in their own table, a new
 * password kept only as a hash. Checked by the engine like any field, then read and written here, in the
 * request's transaction.
 */
export interface ExtraFields {
  /** Their values for a record's form (Info), for a reader of `lang`: every extra field, by name. */
  read(db: StoreDb, id: number, lang: Lang): Promise<Record<string, unknown>>;
  /**
   * Writes those a Save sent (`values`, by field name: only the fields sent) once the record itself is written.
   * What it answers joins the Save's answer beside `id` (a password made for the record, shown once). A record
   * the console only reads (no catalogue page saves it) has none.
   */
  save?(
    db: StoreDb,
    id: number,
    values: Readonly<Record<string, unknown>>,
    ctx: SaveContext & { readonly created: boolean },
  ): Promise<Record<string, unknown> | undefined>;
}

/** What an entity's demo rows may speak of: the demo store they are made for, the time, the pictures. */
export interface DemoContext {
  readonly storeName: string;
  readonly industry: Industry;
  /** Unix seconds at seeding. */
  readonly now: number;
  /** The demo's pictures by name (`banner`, `popup`, `start`, `cover`), when a file store was given to draw them in. */
  readonly pictures: Readonly<Record<string, string>>;
}

/** A resource as the engine serves it: the declaration with the catalogue's facts and everything derived. */
export interface ResourceDef<T extends ResourceTable = ResourceTable>
  extends Omit<ResourceDecl<T>, 'columns' | 'lines' | 'actions' | 'views'> {
  /** `Customer`: the stem of the record calls. */
  readonly name: string;
  /** `/v1/jxc/customer/Customer`: Manage, Info, Save and Del are appended. */
  readonly api: string;
  /** The list's title ("客户管理"): export and template file names. */
  readonly title: Texts;
  /** The entity in the words the operator log uses ("客户"). */
  readonly noun: Texts;
  readonly columns: Readonly<Record<string, Column>>;
  readonly fields: readonly Field[];
  readonly lines: LinesDef | undefined;
  readonly actions: Readonly<Record<string, Action<T>>>;
  /** Other data paths over the same table (full API paths). */
  readonly views: Readonly<Record<string, ListView>>;
  /** The delete button's label, when rows may be deleted. */
  readonly delLabel: Texts | undefined;
  /**
   * Whether a catalogue page lists its Save: a record the console only reads (applicants' feedback, written in
   * the app) has its Info served for its details page, and no Save nobody could be allowed to call.
   */
  readonly savable: boolean;
  /** The calls this resource's screens ask for options (its forms' pickers). */
  readonly optionUses: readonly OptionsRef[];
  /** The column naming a record (`ResourceDecl.recordName`, else derived); undefined when none does. */
  readonly recordName: string | undefined;
}
