import type { Titles } from '@yanye/catalog';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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

/** A row action such as audit or onoff: runs in the request's transaction with the row locked. */
export interface ActionDef<Body extends z.ZodType = z.ZodType> {
  /** Extra body fields besides `id`. */
  readonly body?: Body;
  run(ctx: UserContext, row: Record<string, unknown>, input: z.output<Body>): Promise<unknown>;
  /** What the operator log says. */
  readonly summary: Titles;
}

export interface ResourceDef {
  /** `Goods`: the stem of the record calls. */
  readonly name: string;
  /** `/v1/seller/goods/Goods`: Manage, Info, Save and Del are appended. */
  readonly api: string;
  readonly title: Titles;
  readonly table: ResourceTable;
  readonly columns: Readonly<Record<string, Column>>;
  /** Whether `{api}Manage` lists the whole table; false when only the views are pages of the console. */
  readonly manageList?: boolean;
  /** Other data paths over the same table (full API paths). */
  readonly views?: Readonly<Record<string, ListView>>;
  readonly defaultSort: { readonly key: string; readonly order: 'asc' | 'desc' };
  /** Page size the list starts with. */
  readonly limit?: number;
  readonly fields?: readonly Field[];
  readonly actions?: Readonly<Record<string, ActionDef>>;
  readonly exportable?: boolean;
  readonly exportAsync?: boolean;
  readonly importable?: boolean;
  /** Rows may be deleted (`{api}Del`); default true. */
  readonly deletable?: boolean;
  /** Checks and derived values before a save; throw an AppError to refuse. */
  beforeSave?(
    db: TenantDb,
    values: Record<string, unknown>,
    id: number | undefined,
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
  return def;
}

/** The data paths of a resource: `{api}Manage` unless switched off, and its views, each with its filter. */
export function dataPaths(def: ResourceDef): [string, SQL | undefined][] {
  const lists: [string, SQL | undefined][] = Object.entries(def.views ?? {}).map(([url, v]) => [
    url,
    v.where,
  ]);
  if (def.manageList !== false) lists.unshift([`${def.api}Manage`, undefined]);
  return lists;
}
