import { suppliers } from '../db/schema';
import { noPermission } from './errors';
import type { StoreDb } from './tenancy';

/**
 * Refuses (403 无操作权限) a caller whose store is not the platform (is_pingtai). The request pipeline lets these
 * calls through to every account that may call the page's APIs, since the principal does not carry the flag (see
 * platform/permissions.ts); the store's own row, read in its transaction, does.
 */
export async function assertPlatform(db: StoreDb): Promise<void> {
  const [me] = await db.select({ isPlatform: suppliers.isPlatform }).from(suppliers);
  if (!me?.isPlatform) throw noPermission();
}
