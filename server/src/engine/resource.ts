import { type CatalogEntity, entityByName, type Industry, pageByName, pagesByApi } from '@yanye/catalog';
import type { Lang, MessageKey, Texts } from '@yanye/i18n';
import { type FlowEvent, type PreviewKind, printPath, RECORD_CALLS } from '@yanye/protocol';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserContext } from '../platform/context';
import type { TenantDb, TenantInsert, TenantTable } from '../platform/tenancy';
import { statusColumn } from './column-kind';
import { type Column, col, isComputed, type OptionsRef, type Prop } from './columns';
import { type Field, type FieldValues, fieldOf } from './fields';
import { type PrintDecl, printedKeys } from './print/document';
import { referenceOf, referenceOrFail } from './references';

/** A table the engine can serve: a tenant table with an `id`. */
export type ResourceTable = PgTable & TenantTable & { readonly id: PgColumn };

/** A row of the table, as drizzle reads it. */
export type RowOf<T extends PgTable> = T['$inferSelect'];

/** Column values for an insert or update, by the table's property names (`creditLimit`). */
export type ValuesOf<T extends PgTable> = Partial<T['$inferInsert']>;

/** A second list on the same table with a fixed filter (on sale, in warehouse, ...). */
export interface ListView {
  readonly where: SQL;
}

/** Who saves, and when: what a save may stamp on the record. */
export interface SaveContext {
  readonly now: number;
  readonly accountId: number;
  readonly lang: Lang;
  readonly timeZone: string;
  /** Seals a secret the record keeps (a courier account's key), as add-on settings are sealed; set for requests. */
  readonly sealKey?: Buffer;
  /**
   * Set by an import, whose rows are all checked before any is written: what a check reads of the store is then
   * read once for all of them (`loadOnce`).
   */
  readonly memo?: Map<object, Promise<unknown>>;
}

/**
 * What `load` reads for a save's checks (the store's goods properties): once per import under `key`, where
 * thousands of rows are checked against the same store; each time for a single save.
 */
export function loadOnce<T>(ctx: SaveContext, key: object, load: () => Promise<T>): Promise<T> {
  if (!ctx.memo) return load();
  let loaded = ctx.memo.get(key) as Promise<T> | undefined;
  if (!loaded) {
    loaded = load();
    ctx.memo.set(key, loaded);
  }
  return loaded;
}

/** Row values by column key: `{ status: [0] }`. */
export type RowCondition = Readonly<Record<string, readonly (string | number)[]>>;

/**
 * What an action's fields give its `run`, by name, as their schemas parse them: a field not required may be
 * absent. Fields made by `input('reply', ...)` are typed by their names, so a misspelt one fails typecheck.
 */
export type InputOf<F extends readonly Field[]> = {
  readonly [I in F[number] as I['name']]:
    | FieldValues[I['type']]
    | (I['required'] extends true ? never : undefined);
};

/**
 * A row action such as audit or onoff, declared by its behaviour: its title and permission are the catalogue's
 * page that lists `{api}{name}`. It runs in the request's transaction with the row locked.
 */
export interface ActionDecl<
  T extends ResourceTable = ResourceTable,
  F extends readonly Field[] = readonly Field[],
> {
  /** What the action asks for besides `id`: shown in a dialog, checked like a form's fields. */
  readonly fields?: F;
  run(ctx: UserContext, row: RowOf<T>, input: InputOf<F>): Promise<unknown>;
  /** The list offers it only on rows like these; the action still checks the row itself. */
  readonly when?: RowCondition;
  /** Ask before running it. */
  readonly confirm?: boolean;
  /** What follows from it, said in the question before it (an un-audit's document goes back to unaudited...). */
  readonly after?: Texts;
  /**
   * Offered on the selected rows at once (a button above the table): the call takes `ids`, locks the rows in
   * id order and runs the action on each, in one transaction.
   */
  readonly batch?: boolean;
}

/** An action as the engine serves it. */
export interface Action<T extends ResourceTable = ResourceTable> extends ActionDecl<T> {
  readonly name: string;
  readonly path: string;
  /** The button's label. */
  readonly label: Texts;
  /** The permission's title: what the operator log says. */
  readonly title: Texts;
}

/** A state machine's part in a resource, as `defineFlow` (engine/flow.ts) makes it. */
export interface ResourceFlow<T extends ResourceTable> {
  /** The column holding the state: the list's status column when the list shows it. */
  readonly status?: PgColumn;
  /** The steps as the resource's actions (offered on the rows in their `from` states). */
  actions(entity: string, title: (step: string) => Texts): Record<string, ActionDecl<T>>;
  /** Writes the history's first row of a record just created. */
  created(db: TenantDb, entity: string, id: number, accountId: number, now: number): Promise<void>;
  /** A record's history, oldest first, in the user's words; `title` names a step (its action's label). */
  history(
    db: TenantDb,
    entity: string,
    id: number,
    lang: Lang,
    title: (step: string) => Texts | undefined,
    timeZone: string,
  ): Promise<FlowEvent[]>;
}

/** A page a list's row links to (its route name, `:id` being the row's id), offered on rows like `when`. */
export interface RowLink {
  readonly page: string;
  readonly when?: RowCondition;
}

/** A tab above the list: a fixed filter the user flips between (an order's status). */
export interface ListTabDef {
  readonly title: Texts;
  /** Undefined for the tab that shows the whole list. */
  readonly where?: SQL;
}

/** Another tenant table joined to the list (names of the warehouse and material of a stock row). */
export interface JoinDef {
  readonly table: PgTable & TenantTable;
  /** The join condition besides the store, which the tenant handle adds. */
  readonly on: SQL;
}

/**
 * The join of the table a reference column points at, on that row's id: the table is the one its foreign key
 * names (`references.ts`), so a list says only which reference it follows (`joins: [joinTo(stocks.warehouseId)]`).
 */
export function joinTo(reference: PgColumn): JoinDef {
  const { table, id } = referenceOrFail(reference);
  return { table, on: eq(id, reference) };
}

/**
 * A list whose rows are kept (never deleted from it) and exported, now or in the background: logs, ledgers,
 * payments, members. Spread into a declaration.
 */
export const KEPT_AND_EXPORTED = { deletable: false, exportable: true, exportAsync: true } as const;

type LineTable = ResourceTable & { readonly docId: PgColumn; readonly seq: PgColumn };

/**
 * The lines of a document, edited with it and saved in its transaction (replaced as a whole on update): rows of
 * `L`, implying the header values `H` (totals).
 */
export interface LinesDecl<L extends LineTable = LineTable, H = ValuesOf<ResourceTable>> {
  /** The Save body's and Info answer's key. */
  readonly name: string;
  readonly title: Texts;
  readonly table: L;
  /** A line's properties: their form facets are the line's fields. */
  readonly columns: readonly Prop[];
  readonly min: number;
  readonly max: number;
  /**
   * Turns checked lines into rows (derived quantities and amounts, cross-checks) and answers the header values
   * they imply (totals). Throw an AppError naming the line to refuse. `docId` is the document's on an update.
   */
  prepare(
    db: TenantDb,
    lines: ValuesOf<L>[],
    ctx: SaveContext,
    docId?: number,
  ): Promise<{ lines: ValuesOf<L>[]; header: H }>;
}

export interface LinesDef extends Omit<LinesDecl, 'columns'> {
  readonly fields: readonly Field[];
}

/** `{api}Options`: the pick list of a resource for other forms, searchable, a page at a time. */
export interface OptionsDef {
  /** Shown as the label, joined by spaces: code and name. */
  readonly label: readonly PgColumn[];
  /** Searched by `keyword` (substring). */
  readonly search: readonly PgColumn[];
  /** Only these rows are offered (approved vendors, enabled materials). */
  readonly where?: SQL;
  /** Narrowing a form may ask for by query parameter (`?type=vendor`). */
  readonly filters?: Readonly<Record<string, (value: string) => SQL | undefined>>;
  /** Values sent with each option for the form to fill sibling fields (a material's unit and price). */
  readonly extra?: Readonly<Record<string, PgColumn>>;
  readonly orderBy?: PgColumn;
}

/**
 * The fields of a resource's actions, by action name, as `defineResource` infers them to type each action's
 * input (`unknown` for an action that asks for nothing).
 */
export type ActionFields = Readonly<Record<string, unknown>>;

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
   * A state machine over a status column (`engine/flow.ts`): its steps are actions beside `actions`, each offered
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
  /** Checks and derived values before a save (a document's number, who made it); throw an AppError to refuse. */
  beforeSave?(
    db: TenantDb,
    values: ValuesOf<NoInfer<T>>,
    id: number | undefined,
    ctx: SaveContext,
  ): Promise<ValuesOf<NoInfer<T>>>;
  /** Checks before rows are deleted (who deletes is `ctx.accountId`); throw an AppError to refuse. */
  beforeDelete?(db: TenantDb, ids: readonly number[], ctx: SaveContext): Promise<void>;
  /**
   * What `Del` does instead of deleting the rows (an access user's session is signed out, not erased): given the
   * condition selecting the rows asked for (their ids, within the scope), it answers the ids it acted on.
   */
  remove?(db: TenantDb, rows: SQL, ctx: SaveContext): Promise<readonly number[]>;
  /** The fields of the form kept outside the table (`extraField`): how they are read and written. */
  readonly extra?: ExtraFields;
  /**
   * The record as a printed document (`engine/print`, docs/printing.md): its paper and how it reads. The engine
   * serves `{api}Print` (one record, or a batch into one PDF), permitted by the catalogue page listing that path.
   */
  readonly print?: PrintDecl;
  /** The rows a demo store starts with (`SEED=demo`): what a merchant would have written. */
  demo?(store: DemoStore): readonly TenantInsert<NoInfer<T>>[];
}

/**
 * Form fields stored outside the resource's table (`extraField`): an operator's roles in their own table, a new
 * password kept only as a hash. Checked by the engine like any field, then read and written here, in the
 * request's transaction.
 */
export interface ExtraFields {
  /** Their values for a record's form (Info), for a reader of `lang`: every extra field, by name. */
  read(db: TenantDb, id: number, lang: Lang): Promise<Record<string, unknown>>;
  /**
   * Writes those a Save sent (`values`, by field name: only the fields sent) once the record itself is written.
   * What it answers joins the Save's answer beside `id` (a password made for the record, shown once). A record
   * the console only reads (no catalogue page saves it) has none.
   */
  save?(
    db: TenantDb,
    id: number,
    values: Readonly<Record<string, unknown>>,
    ctx: SaveContext & { readonly created: boolean },
  ): Promise<Record<string, unknown> | undefined>;
}

/** A demo store, as an entity's demo rows may speak of it. */
export interface DemoStore {
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

/** Keys a column that names its record has: a name or a title, a keyword, an account, a document's number. */
const NAMING_KEY = /^(name|title|keyword|username|nick_name|version_name|no)$|_(no|sn)$/;

/**
 * The first text column keyed as a name, title or number, else (a resource its list does not show, such as the
 * department tree's) the first such text field: what names a record unless it says otherwise.
 */
export function defaultRecordName(
  columns: Readonly<Record<string, Column>>,
  fields: readonly Field[],
): string | undefined {
  return (
    Object.entries(columns).find(([key, c]) => c.type === 'text' && NAMING_KEY.test(key))?.[0] ??
    fields.find((f) => f.type === 'text' && f.column && NAMING_KEY.test(f.name))?.name
  );
}

function catalogued(name: string): CatalogEntity {
  const entity = entityByName(name);
  if (!entity) throw new Error(`${name}: the catalogue has no entity of that name`);
  return entity;
}

/** The catalogue page that permits a call of the entity: its title and button label. */
function pageFor(entity: CatalogEntity, path: string) {
  // Under the entity's own page as a rule; beside it where the console has always put the button (stopSupply/:id
  // beside the list of offers).
  const page = entity.pages.find((p) => p.api.includes(path)) ?? pagesByApi(path)[0];
  if (!page) throw new Error(`${entity.name}: no catalogue page lists ${path}, so nobody could call it`);
  return page;
}

function keyed(entity: string, props: readonly Prop[]) {
  const columns: Record<string, Column> = {};
  const fields: Field[] = [];
  for (const p of props) {
    if (p.list) {
      if (columns[p.key]) throw new Error(`${entity}: two columns are keyed ${p.key}; give one \`as\``);
      columns[p.key] = p.list;
    }
    const f = fieldOf(p);
    if (f) {
      if (fields.some((x) => x.name === f.name)) throw new Error(`${entity}: two fields are named ${f.name}`);
      fields.push(f);
    }
  }
  return { columns, fields };
}

/**
 * The columns with one `status` at most, the list's state kept in sight (`statusColumn`); other selects named as a
 * state are plain selects. A column holding cents is `money` however it was built (a computed column made money
 * after `col.computed`, as a ledger's income is).
 */
function withOneStatus(
  columns: Record<string, Column>,
  flowStatus: PgColumn | undefined,
): Record<string, Column> {
  const flowKey = Object.entries(columns).find(([, c]) => flowStatus && c.sql === flowStatus)?.[0];
  const status = statusColumn(columns, flowKey);
  const kindOf = (key: string, c: Column): Column['kind'] =>
    key === status ? 'status' : c.kind === 'status' ? 'select' : c.money ? 'money' : c.kind;
  return Object.fromEntries(Object.entries(columns).map(([key, c]) => [key, { ...c, kind: kindOf(key, c) }]));
}

/**
 * The declared properties led by the record's id, the first column of every list, unless the declaration keys a
 * column `id` itself. A resource that lists nothing (no Manage list, no views) has no columns to lead.
 */
function withIdColumn(decl: ResourceDecl): readonly Prop[] {
  const lists = decl.manageList !== false || Object.keys(decl.views ?? {}).length > 0;
  const saysId = decl.columns.some((p) => p.list && p.key === 'id');
  return lists && !saysId ? [col.id(decl.table.id), ...decl.columns] : decl.columns;
}

function linesOf(entity: string, decl: LinesDecl | undefined): LinesDef | undefined {
  if (!decl) return undefined;
  const { columns, ...rest } = decl;
  return { ...rest, fields: keyed(entity, columns).fields };
}

/** Declares a resource; the engine turns it into routes (see engine/routes). */
export function defineResource<T extends ResourceTable, A extends ActionFields = ActionFields>(
  decl: ResourceDecl<T, A>,
): ResourceDef<T> {
  const entity = catalogued(decl.entity);
  const { columns: declared, fields } = keyed(decl.entity, withIdColumn(decl));
  const columns = withOneStatus(declared, decl.flow?.status);
  const actions: Record<string, Action<T>> = {};
  const steps =
    decl.flow?.actions(entity.name, (step) => pageFor(entity, `${entity.api}${step}`).label) ?? {};
  for (const [name, action] of Object.entries({ ...steps, ...decl.actions })) {
    if (steps[name] && decl.actions && name in decl.actions)
      throw new Error(`${entity.name}: ${name} is both a step of its flow and an action`);
    const path = `${entity.api}${name}`;
    const page = pageFor(entity, path);
    actions[name] = { ...action, name, path, label: page.label, title: page.title };
  }
  const deletable = decl.deletable !== false;
  // A document that prints needs a catalogue page to permit its print call: without one this fails at start.
  if (decl.print) pageFor(entity, printPath(entity.api));
  const def: ResourceDef<T> = {
    ...decl,
    name: entity.name,
    api: entity.api,
    title: entity.title,
    noun: entity.noun,
    columns,
    fields,
    lines: linesOf(decl.entity, decl.lines),
    actions,
    views: Object.fromEntries(
      Object.entries(decl.views ?? {}).map(([name, view]) => [
        `${entity.api}${name}${RECORD_CALLS.list}`,
        view,
      ]),
    ),
    delLabel: deletable ? pageFor(entity, `${entity.api}${RECORD_CALLS.del}`).label : undefined,
    savable: pagesByApi(`${entity.api}${RECORD_CALLS.save}`).length > 0,
    optionUses: [],
    recordName: decl.recordName ?? defaultRecordName(columns, fields),
  };
  const done = { ...def, optionUses: optionUses(def) };
  checkResource(done);
  return done;
}

/** The field each phone preview draws its record around. */
const PREVIEW_NEEDS: Readonly<Record<PreviewKind, Field['type']>> = { article: 'richtext', advert: 'image' };

/** What a declaration says must hold together: the keys it names are its columns. */
function checkResource(def: ResourceDef): void {
  for (const [key, column] of Object.entries(def.columns)) {
    if (column.sum && column.type !== 'number')
      throw new Error(`${def.name}.${key}: only number columns sum`);
    if (column.link && !def.columns[column.link.idKey])
      throw new Error(`${def.name}.${key}: links by ${column.link.idKey}, which is not a column`);
    if (column.link && !pageByName(column.link.page))
      throw new Error(`${def.name}.${key}: links to ${column.link.page}, which the catalogue lacks`);
    if (column.decimalKey && !def.columns[column.decimalKey])
      throw new Error(`${def.name}.${key}: takes decimals from ${column.decimalKey}, which is not a column`);
  }
  if (def.manageList !== false || Object.keys(def.views).length > 0) {
    if (!def.columns[def.defaultSort.key])
      throw new Error(`${def.name}: default sort ${def.defaultSort.key} unknown`);
  }
  if (def.recordName && !def.columns[def.recordName] && !def.fields.some((f) => f.name === def.recordName))
    throw new Error(`${def.name}: records are named by ${def.recordName}, which is no column or field`);
  if (def.print) {
    const p = def.print;
    for (const key of printedKeys(p)) {
      if (!def.columns[key]) throw new Error(`${def.name}: prints ${key}, which is not a column`);
    }
    if (!def.recordName || !def.columns[def.recordName])
      throw new Error(`${def.name}: prints its number from a column, and no column names its records`);
  }
  if (def.trash && !def.scope) throw new Error(`${def.name}: a resource with a trash column needs a scope`);
  for (const f of [...def.fields, ...Object.values(def.actions).flatMap((a) => a.fields ?? [])]) {
    if (f.refersTo && !referenceOf(f.refersTo))
      throw new Error(
        `${def.name}.${f.name}: refers to ${f.refersTo.name}, which is no reference in the store`,
      );
  }
  const extra = def.fields.filter((f) => f.column === undefined);
  if (extra.length > 0 && !def.extra)
    throw new Error(`${def.name}: ${extra[0]!.name} is stored in no column, and nothing reads or writes it`);
  if (extra.length > 0 && def.savable && !def.extra?.save)
    throw new Error(`${def.name}: ${extra[0]!.name} is saved by its form, and nothing writes it`);
  // The phone draws an article's body and an advert's picture: a preview without one would show nothing.
  const shown = def.preview && PREVIEW_NEEDS[def.preview];
  if (shown && !def.fields.some((f) => f.type === shown))
    throw new Error(`${def.name}: an ${def.preview} preview needs a ${shown} field`);
  for (const [name, link] of Object.entries(def.links ?? {})) {
    if (!pageByName(link.page)?.path.includes(':id'))
      throw new Error(`${def.name}: link ${name} opens ${link.page}, which is no page of a record`);
  }
  for (const f of Object.values(def.actions).flatMap((a) => a.fields ?? [])) {
    if (f.maxKey && !def.columns[f.maxKey])
      throw new Error(`${def.name}: ${f.name} is bounded by ${f.maxKey}, which is not a column`);
  }
  const conditions = [
    def.editableWhen?.condition,
    ...Object.values(def.actions).map((a) => a.when),
    ...Object.values(def.links ?? {}).map((l) => l.when),
  ];
  for (const condition of conditions) {
    for (const key of Object.keys(condition ?? {})) {
      if (!def.columns[key]) throw new Error(`${def.name}: condition on ${key}, which is not a column`);
    }
  }
}

/** The options calls a resource's forms and action dialogs ask (what they need permission to). */
function optionUses(def: ResourceDef): OptionsRef[] {
  const all = [
    ...def.fields,
    ...(def.lines?.fields ?? []),
    ...Object.values(def.actions).flatMap((a) => a.fields ?? []),
  ];
  return all.flatMap((f) => (f.optionsApi ? [f.optionsApi] : []));
}

/** `{api}Options` of a catalogue entity, for a field of another form to pick from. */
export function entityOptions(entity: string, params?: Readonly<Record<string, string>>): OptionsRef {
  return { path: `${catalogued(entity).api}${RECORD_CALLS.options}`, ...(params ? { params } : {}) };
}

/** The SQL of a row condition: each named column holds one of its values. */
export function conditionSql(def: ResourceDef, condition: RowCondition): SQL {
  return and(
    ...Object.entries(condition).map(([key, values]) => {
      const column = def.columns[key]!.sql;
      return isComputed(column) ? inArray(column, [...values]) : inArray(column, [...values]);
    }),
  )!;
}

/**
 * The data paths of a resource: `{api}Manage` unless switched off, and its views, each with its filter (the
 * resource's scope included).
 */
export function dataPaths(def: ResourceDef): [string, SQL | undefined][] {
  const lists: [string, SQL | undefined][] = Object.entries(def.views).map(([url, v]) => [
    url,
    and(def.scope, v.where),
  ]);
  if (def.manageList !== false) lists.unshift([`${def.api}${RECORD_CALLS.list}`, def.scope]);
  return lists;
}

/** The calls of a resource's records: the paths its routes answer besides its lists. */
export function recordPaths(def: ResourceDef) {
  return {
    info: `${def.api}${RECORD_CALLS.info}`,
    save: `${def.api}${RECORD_CALLS.save}`,
    del: `${def.api}${RECORD_CALLS.del}`,
    options: `${def.api}${RECORD_CALLS.options}`,
  };
}
