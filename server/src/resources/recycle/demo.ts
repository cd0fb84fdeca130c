import type { DemoStore, StoreDb } from '@yanye/framework/server';
import { seedRecycleCatalog } from './catalog.demo';
import { seedRecycleOrders } from './order.demo';

/** The recycling section's demo business of a store, beyond its entities' own demo rows (`pictures`: the demo's, by name). */
export async function seedRecycle(
  db: StoreDb,
  store: DemoStore,
  now: number,
  pictures: Readonly<Record<string, string>>,
): Promise<void> {
  // The catalogue first: what the orders are of, where and by whom they are collected.
  await seedRecycleCatalog(db, store.industryType, now);
  // Then the orders, made and moved through the steps the console takes (paid ones on the members' wallets).
  await seedRecycleOrders(db, now, pictures);
}
