import type { Texts } from '@yanye/i18n';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StoreTable } from '../../platform/tenancy';
import { referenceOrFail } from './references';
import type { RowCondition } from './resource-actions';

// How a resource's lists are declared beside their columns: other views of the table, tabs, joined tables, the
// pages a row links to, the pick list other forms choose from, and the kept-and-exported facet.

/** A second list on the same table with a fixed filter (on sale, in warehouse, ...). */
export interface ListView {
  readonly where: SQL;
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

/** Another store table joined to the list (names of the warehouse and material of a stock row). */
export interface JoinDef {
  readonly table: PgTable & StoreTable;
  /** The join condition besides the store, which the store handle adds. */
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
