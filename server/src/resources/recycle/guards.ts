import { conflict, type ResourceTable, type StoreDb } from '@yanye/framework/server';
import type { Texts } from '@yanye/i18n';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

class Rollback extends Error {}

/** The foreign key that refused a delete (SQLSTATE 23503), under the drivers' wrappers; undefined for any other error. */
function refusingKey(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The key that refuses deleting row `id` (its name; '' when the driver does not say), or undefined for none. */
async function refusal(db: StoreDb, table: ResourceTable, id: number): Promise<string | undefined> {
  try {
    await db.savepoint(async (trial) => {
      await trial.delete(table).where(eq(table.id, id));
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return undefined;
    const key = refusingKey(error);
    if (key === undefined) throw error;
    return key;
  }
  return undefined;
}

/**
 * Refuses to delete a row anything still refers to, naming the row and what refers to it. Each delete is tried
 * in a savepoint that is always rolled back, so every foreign key of the schema answers: those of this section
 * (`byKey`, by the key's name) and those of tables written elsewhere that refer to these rows (the recycling
 * orders), answered by `otherwise`. Deleting for real is the engine's, after this.
 */
export async function assertDeletable(
  db: StoreDb,
  own: { readonly table: ResourceTable; readonly name: PgColumn },
  ids: readonly number[],
  byKey: Readonly<Record<string, Texts>>,
  otherwise: Texts,
): Promise<void> {
  for (const id of ids) {
    const key = await refusal(db, own.table, id);
    if (key === undefined) continue;
    const [row] = await db.select({ name: own.name }).from(own.table).where(eq(own.table.id, id));
    throw conflict(byKey[key] ?? otherwise, { name: String(row?.name ?? id) });
  }
}
