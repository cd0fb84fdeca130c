import { pageByName, type Titles } from '@yanye/catalog';
import type { Lang, MessageKey } from '@yanye/protocol';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { UserContext } from '../platform/context';
import type { TenantDb, TenantTable } from '../platform/tenancy';
import type { Column } from './columns';
import type { Field } from './fields';

/** A table the engine can serve: a tenant table with an `id`. */
export type ResourceTable = PgTable & TenantTable & { readonly id: PgColumn };

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
}

/** Row values by column key: `{ status: [0] }`. */
export type RowCondition = Readonly<Record<string, readonly (string | number)[]>>;

/** A row action such as audit or onoff: runs in the request's transaction with the row locked. */
export interface ActionDef {
  /** What the action asks for besides `id`: shown in a dialog, checked like a form's fields. */
  readonly fields?: readonly Field[];
  run(ctx: UserContext, row: Record<string, unknown>, input: Record<string, unknown>): Promise<unknown>;
  /** The button's title, and what the operator log says. */
  readonly summary: Titles;
  /** The list offers it only on rows like these; the action still checks the row itself. */
  readonly when?: RowCondition;
  /** Ask before running it. */
  readonly confirm?: boolean;
  /**
   * Offered on the selected rows at once (a button above the table): the call takes `ids`, locks the rows in
   * id order and runs the action on each, in one transaction.
   */
  readonly batch?: boolean;
}

/** A tab above the list: a fixed filter the user flips between (an order's status). */
export interface ListTabDef {
  readonly title: Titles;
  /** Undefined for the tab that shows the whole list. */
  readonly where?: SQL;
}

/** Another tenant table joined to the list (names of the warehouse and material of a stock row). */
export interface JoinDef {
  readonly table: PgTable & TenantTable;
  /** The join condition besides the store, which the engine adds. */
  readonly on: SQL;
}

/** The lines of a document, edited with it and saved in its transaction (replaced as a whole on update). */
export interface LinesDef {
  /** The Save body's and Info answer's key. */
  readonly name: string;
  readonly title: Titles;
  readonly table: ResourceTable & { readonly docId: PgColumn; readonly seq: PgColumn };
  readonly fields: readonly Field[];
  readonly min: number;
  readonly max: number;
  /**
   * Turns checked lines into rows (derived quantities and amounts, cross-checks) and answers the header values
   * they imply (totals). Throw an AppError naming the line to refuse.
   */
  prepare(
    db: TenantDb,
    lines: Record<string, unknown>[],
    ctx: SaveContext,
  ): Promise<{ lines: Record<string, unknown>[]; header: Record<string, unknown> }>;
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

export interface ResourceDef {
  /** `Goods`: the stem of the record calls. */
  readonly name: string;
  /** `/v1/seller/goods/Goods`: Manage, Info, Save and Del are appended. */
  readonly api: string;
  readonly title: Titles;
  readonly table: ResourceTable;
  /** Tables joined to the list (left joins within the store), whose columns the list may show. */
  readonly joins?: readonly JoinDef[];
  readonly columns: Readonly<Record<string, Column>>;
  /** Whether `{api}Manage` lists the whole table; false when only the views are pages of the console. */
  readonly manageList?: boolean;
  /** Other data paths over the same table (full API paths). */
  readonly views?: Readonly<Record<string, ListView>>;
  /**
   * The rows the resource serves at all, in every list, record call and action (shops not in the recycle
   * bin); the others are not found.
   */
  readonly scope?: SQL;
  /**
   * Rows with this column set are in the recycle bin: `Del` sets it to the time instead of deleting, and
   * `scope` should leave such rows out. See `recycleBin` for the bin's own resource.
   */
  readonly trash?: PgColumn;
  /** Tabs over every list of the resource, by name (`_tab=`); the first should be the whole list. */
  readonly tabs?: Readonly<Record<string, ListTabDef>>;
  readonly defaultSort: { readonly key: string; readonly order: 'asc' | 'desc' };
  /** Page size the list starts with. */
  readonly limit?: number;
  readonly fields?: readonly Field[];
  readonly lines?: LinesDef;
  readonly actions?: Readonly<Record<string, ActionDef>>;
  /**
   * Rows that may still be edited and deleted, by column key and values (unaudited documents); any other row
   * is refused with `message`. The list hides the buttons on such rows.
   */
  readonly editableWhen?: { readonly condition: RowCondition; readonly message: MessageKey };
  readonly options?: OptionsDef;
  readonly exportable?: boolean;
  readonly exportAsync?: boolean;
  readonly importable?: boolean;
  /** Rows may be deleted (`{api}Del`); default true. */
  readonly deletable?: boolean;
  /** Checks and derived values before a save (a document's number, who made it); throw an AppError to refuse. */
  beforeSave?(
    db: TenantDb,
    values: Record<string, unknown>,
    id: number | undefined,
    ctx: SaveContext,
  ): Promise<Record<string, unknown>>;
  /** Checks before rows are deleted; throw an AppError to refuse. */
  beforeDelete?(db: TenantDb, ids: readonly number[]): Promise<void>;
}

/** Declares a resource; the engine turns it into routes (see engine/routes.ts). */
export function defineResource<R extends ResourceDef>(def: R): R {
  for (const [key, column] of Object.entries(def.columns)) {
    if (column.sum && column.type !== 'number')
      throw new Error(`${def.name}.${key}: only number columns sum`);
  }
  if (!def.columns[def.defaultSort.key])
    throw new Error(`${def.name}: default sort ${def.defaultSort.key} unknown`);
  for (const [key, column] of Object.entries(def.columns)) {
    if (column.link && !def.columns[column.link.idKey])
      throw new Error(`${def.name}.${key}: links by ${column.link.idKey}, which is not a column`);
    if (column.link && !pageByName(column.link.page))
      throw new Error(`${def.name}.${key}: links to ${column.link.page}, which the catalogue lacks`);
  }
  if (def.trash && !def.scope) throw new Error(`${def.name}: a resource with a trash column needs a scope`);
  const conditions = [def.editableWhen?.condition, ...Object.values(def.actions ?? {}).map((a) => a.when)];
  for (const condition of conditions) {
    for (const key of Object.keys(condition ?? {})) {
      if (!def.columns[key]) throw new Error(`${def.name}: condition on ${key}, which is not a column`);
    }
  }
  return def;
}

/** The SQL of a row condition: each named column holds one of its values. */
export function conditionSql(def: ResourceDef, condition: RowCondition): SQL {
  return and(
    ...Object.entries(condition).map(([key, values]) => inArray(def.columns[key]!.sql, [...values])),
  )!;
}

/**
 * The data paths of a resource: `{api}Manage` unless switched off, and its views, each with its filter (the
 * resource's scope included).
 */
export function dataPaths(def: ResourceDef): [string, SQL | undefined][] {
  const lists: [string, SQL | undefined][] = Object.entries(def.views ?? {}).map(([url, v]) => [
    url,
    and(def.scope, v.where),
  ]);
  if (def.manageList !== false) lists.unshift([`${def.api}Manage`, def.scope]);
  return lists;
}
