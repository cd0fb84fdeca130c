import { eq, isNotNull } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { Answer } from '../../platform/route-answer';
import type { StoreDb } from '../../platform/tenancy';
import { col } from '../columns/col';
import { columnKeys } from '../form/save';
import { defineResource } from '../resource/resource';
import type { ResourceDef } from '../resource/resource-decl';
import type { RowOf } from '../resource/resource-table';
import { COMMON_TITLES } from '../resource/titles';

export interface RecycleBinOptions<D extends ResourceDef> {
  /** The catalogue entity of the bin (`DelShop`): its list is `{api}Manage`, reverting is `{api}Revert`. */
  readonly entity: string;
  /** Thrown when reverting a row breaks a unique rule (a live row took its name meanwhile). */
  onConflict?(row: RowOf<D['table']>): Error;
  /** Checks before a row comes back; throw an AppError to refuse. */
  beforeRevert?(db: StoreDb, row: RowOf<D['table']>): Promise<void>;
}

/**
 * The recycle bin of a resource with a `trash` column: a list of the rows in the bin, newest first, with the
 * same columns plus when each was deleted, and a `Revert` action that brings one back.
 */
export function recycleBin<D extends ResourceDef>(def: D, o: RecycleBinOptions<D>): ResourceDef {
  const trash = def.trash;
  if (!trash) throw new Error(`${def.name}: no trash column, so no recycle bin`);
  const key = columnKeys(def).get(trash)!;
  const columns = Object.values(def.columns).map((list) => ({
    key: list.key,
    sql: list.sql,
    title: list.title,
    list,
    form: undefined,
  }));
  return defineResource({
    entity: o.entity,
    table: def.table,
    joins: def.joins,
    columns: [...columns, col.datetime(trash, COMMON_TITLES.deleted, { sortable: true, filter: 'datetime' })],
    scope: isNotNull(trash),
    defaultSort: { key: trash.name, order: 'desc' },
    limit: def.limit,
    actions: {
      Revert: {
        confirm: true,
        async run({ db }, row) {
          const kept = row as RowOf<D['table']>;
          await o.beforeRevert?.(db, kept);
          try {
            // A savepoint, so a unique refusal can be answered without losing the request's transaction.
            await db.savepoint(async (inner) => {
              await inner
                .update(def.table)
                .set({ [key]: null } as never)
                .where(eq(def.table.id, Number(row.id)));
            });
          } catch (error) {
            if (isUniqueViolation(error) && o.onConflict) throw o.onConflict(kept);
            throw error;
          }
          return new Answer({ id: row.id }, 'revertDone');
        },
      },
    },
    deletable: false,
    exportable: def.exportable,
  });
}
