import { accounts, type StoreDb } from '@yanye/framework/server';
import { eq } from 'drizzle-orm';

/**
 * Whether an operator's account may go, asked of the database itself: the keys that keep who made a record refuse
 * the delete of the person.
 */

/** The SQLSTATE of a foreign key refusing a delete, under the drivers' wrappers. */
function isReferenced(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

class Rollback extends Error {}

/**
 * Whether the account is referred to by business records. Documents, stock movements, clock-ins and add-ons
 * keep who made, audited or installed them by keys that refuse the delete (NO ACTION): the trail must survive
 * the person. Rather than keep a list of those tables by hand, the delete is tried in a savepoint that is always
 * rolled back, so every key the schema has (today's and tomorrow's) answers.
 */
export async function hasRecords(db: StoreDb, id: number): Promise<boolean> {
  try {
    await db.savepoint(async (trial) => {
      await trial.delete(accounts).where(eq(accounts.id, id));
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return false;
    if (isReferenced(error)) return true;
    throw error;
  }
  return false;
}
