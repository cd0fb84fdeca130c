import { eq } from 'drizzle-orm';
import { customers, warehouses } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { TenantDb } from '../../platform/tenancy';

/** A document's vendor or customer must exist and be approved (audited customers only, DOMAIN.md). */
export async function assertApproved(db: TenantDb, id: unknown, field: string): Promise<void> {
  if (id === undefined || Number(id) === 0) return;
  const [row] = await db
    .select({ name: customers.name, status: customers.status })
    .from(customers)
    .where(eq(customers.id, Number(id)));
  if (!row) throw new AppError('BAD_INPUT', 'fieldInvalid', { field, reason: { key: 'reasonValue' } });
  if (row.status !== 'approved') throw new AppError('BAD_INPUT', 'partnerNotApproved', { name: row.name });
}

/** A document's warehouse must exist and be enabled. */
export async function assertWarehouse(db: TenantDb, id: unknown): Promise<void> {
  if (id === undefined) return;
  const [row] = await db
    .select({ name: warehouses.name, status: warehouses.status })
    .from(warehouses)
    .where(eq(warehouses.id, Number(id)));
  if (!row)
    throw new AppError('BAD_INPUT', 'fieldInvalid', {
      field: 'warehouse_id',
      reason: { key: 'reasonValue' },
    });
  if (row.status !== 1) throw new AppError('BAD_INPUT', 'warehouseDisabled', { warehouse: row.name });
}
