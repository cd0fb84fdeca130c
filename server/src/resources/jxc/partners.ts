import { AppError, customers, type OptionCache, type StoreDb, warehouses } from '@yanye/framework/server';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A document's vendor or customer must exist and be approved (audited customers only, docs/inventory.md). `column` is
 * the document's, which a refusal names. The row is share-locked to the end of the save, so an un-audit of the
 * customer (which locks it for update) either waits and then sees the draft, or goes first and the save sees
 * the customer pending.
 */
export async function assertApproved(db: StoreDb, id: unknown, column: PgColumn): Promise<void> {
  if (id === undefined || Number(id) === 0) return;
  const [row] = await db
    .select({ name: customers.name, status: customers.status })
    .from(customers)
    .where(eq(customers.id, Number(id)))
    .for('share');
  if (!row)
    throw new AppError('BAD_INPUT', 'fieldInvalid', { field: column.name, reason: { key: 'reasonValue' } });
  if (row.status !== 'approved')
    throw new AppError('BAD_INPUT', 'partnerNotApproved', { name: row.name, field: column.name });
}

/**
 * A document's warehouse must exist and be enabled. `column` is the document's, which a refusal names; `found`
 * is told the warehouse was found, so the save does not look it up again.
 */
export async function assertWarehouse(
  db: StoreDb,
  id: unknown,
  column: PgColumn,
  found?: Pick<OptionCache, 'foundInStore'>,
): Promise<void> {
  if (id === undefined) return;
  const [row] = await db
    .select({ name: warehouses.name, status: warehouses.status })
    .from(warehouses)
    .where(eq(warehouses.id, Number(id)));
  if (!row)
    throw new AppError('BAD_INPUT', 'fieldInvalid', {
      field: column.name,
      reason: { key: 'reasonValue' },
    });
  if (row.status !== 1)
    throw new AppError('BAD_INPUT', 'warehouseDisabled', { warehouse: row.name, field: column.name });
  found?.foundInStore(column, [Number(id)]);
}
