import type { Titles } from '@yanye/catalog';
import { eq, isNotNull } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import { Answer } from '../platform/route';
import type { TenantDb } from '../platform/tenancy';
import { col } from './columns';
import { type ActionDef, defineResource, type ResourceDef } from './resource';
import { columnKeys } from './save';

export interface RecycleBinOptions {
  /** `/v1/seller/shop/ShopRecycle`: the bin's list is `{api}Manage`, reverting is `{api}Revert`. */
  readonly api: string;
  readonly title: Titles;
  /** The revert button's title, and what the operator log says. */
  readonly revert: Titles;
  /** Thrown when reverting a row breaks a unique rule (a live row took its name meanwhile). */
  onConflict?(row: Record<string, unknown>): Error;
  /** Checks before a row comes back; throw an AppError to refuse. */
  beforeRevert?(db: TenantDb, row: Record<string, unknown>): Promise<void>;
}

const DELETED_AT: Titles = { zh: '删除时间', en: 'Deleted at', es: 'Eliminado el', ja: '削除日時' };

/**
 * The recycle bin of a resource with a `trash` column: a list of the rows in the bin, newest first, with the
 * same columns plus when each was deleted, and a `Revert` action that brings one back.
 */
export function recycleBin(def: ResourceDef, o: RecycleBinOptions): ResourceDef {
  const trash = def.trash;
  if (!trash) throw new Error(`${def.name}: no trash column, so no recycle bin`);
  const key = columnKeys(def).get(trash)!;
  const revert: ActionDef = {
    summary: o.revert,
    confirm: true,
    async run({ db }, row) {
      await o.beforeRevert?.(db, row);
      try {
        // A savepoint, so a unique refusal can be answered without losing the request's transaction.
        await db.tx.transaction(async (tx) => {
          await tx
            .update(def.table)
            .set({ [key]: null } as never)
            .where(db.where(def.table, isNotNull(trash), eq(def.table.id, Number(row.id))));
        });
      } catch (error) {
        if (isUniqueViolation(error) && o.onConflict) throw o.onConflict(row);
        throw error;
      }
      return new Answer({ id: row.id }, 'revertDone');
    },
  };
  return defineResource({
    name: `${def.name}Recycle`,
    api: o.api,
    title: o.title,
    table: def.table,
    joins: def.joins,
    columns: {
      ...def.columns,
      deleted_at: col.datetime(DELETED_AT, trash, { sortable: true, filter: 'datetime' }),
    },
    scope: isNotNull(trash),
    defaultSort: { key: 'deleted_at', order: 'desc' },
    limit: def.limit,
    actions: { Revert: revert },
    deletable: false,
    exportable: def.exportable,
  });
}
