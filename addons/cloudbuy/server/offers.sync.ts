import { rawRows, type StoreDb } from '@yanye/addon-kit/server';
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { cloudbuyOffers, OFFER_STATUS } from './tables';

/**
 * The platform's side of cloud buying. Another store's offers sit behind the store wall (row-level security), so
 * the add-on reads them through the platform's `supply_offers(taker)` (drizzle/repeatable/tenancy.sql), a
 * SECURITY DEFINER function answering the open offers of the other stores and nothing else of them.
 */

/** An open offer of another store, as `supply_offers` answers it. */
interface PlatformOffer {
  supplier_id: number;
  store_name: string;
  goods_id: number;
  name: string;
  code: string;
  spec: string;
  unit: string;
  image: string;
  price: number;
  supply_price: number;
  supply_moq: string;
  supply_stock: string;
  supply_regions: string[];
  supply_remark: string;
  supply_started_at: number;
}

/** What a refresh did: the offers open now, and the copies of offers that ended. */
export interface Synced {
  readonly found: number;
  readonly stopped: number;
}

/**
 * Refreshes the store's copy of the platform's offers: each open one is written (made or brought up to date, and
 * open again if it had stopped), and a copy of an offer no longer open is marked stopped. Safe to run twice at once
 * (an upsert on the offer's key, guarded updates), as a sweep must be.
 */
export async function syncOffers(db: StoreDb, now: number): Promise<Synced> {
  const offers = await rawRows<PlatformOffer>(db.tx, sql`select * from supply_offers(${db.supplierId})`);
  const o = cloudbuyOffers;
  for (const p of offers) {
    const values = {
      supplierName: p.store_name,
      name: p.name,
      code: p.code,
      spec: p.spec,
      unit: p.unit,
      image: p.image,
      price: Number(p.supply_price),
      retailPrice: Number(p.price),
      moq: String(p.supply_moq),
      stock: String(p.supply_stock),
      regions: p.supply_regions ?? [],
      remark: p.supply_remark,
      status: OFFER_STATUS.active,
      offeredAt: Number(p.supply_started_at),
      syncedAt: now,
      updatedAt: now,
    };
    await db
      .insert(o)
      .values({
        ...values,
        sourceSupplierId: p.supplier_id,
        sourceGoodsId: Number(p.goods_id),
        createdAt: now,
      })
      .onConflictDoUpdate({ target: [o.supplierId, o.sourceSupplierId, o.sourceGoodsId], set: values });
  }
  const open = offers.map((p) => `${p.supplier_id}:${p.goods_id}`);
  const key = sql<string>`${o.sourceSupplierId} || ':' || ${o.sourceGoodsId}`;
  const ended = await db
    .update(o)
    .set({ status: OFFER_STATUS.stopped, syncedAt: now, updatedAt: now })
    .where(
      and(
        isNotNull(o.sourceSupplierId),
        eq(o.status, OFFER_STATUS.active),
        open.length > 0 ? notInArray(key, open) : undefined,
      ),
    )
    .returning({ id: o.id });
  return { found: offers.length, stopped: ended.length };
}
