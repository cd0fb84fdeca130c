import { conflict, type ResourceTable, type StoreDb, type StoreTable } from '@yanye/framework/server';
import type { MessageKey } from '@yanye/i18n';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Somewhere rows of a table are referred to: a column of another table, and what to call it. */
export interface Use {
  readonly table: PgTable & StoreTable;
  readonly column: PgColumn;
  readonly by: MessageKey;
}

/**
 * Refuses to delete rows something still refers to (documents, stock, materials), naming the first such row
 * and what uses it: `“加碘盐”已被单据使用，不能删除`.
 */
export async function assertUnused(
  db: StoreDb,
  ids: readonly number[],
  own: { readonly table: ResourceTable; readonly name: PgColumn },
  uses: readonly Use[],
): Promise<void> {
  for (const use of uses) {
    const [hit] = await db
      .select({ id: use.column })
      .from(use.table)
      .where(inArray(use.column, [...ids]))
      .limit(1);
    if (!hit) continue;
    const [row] = await db
      .select({ name: own.name })
      .from(own.table)
      .where(eq(own.table.id, Number(hit.id)));
    throw conflict('inUse', { name: String(row?.name ?? hit.id), by: { key: use.by } });
  }
}
