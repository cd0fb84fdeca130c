import { goods, withStore } from '@yanye/addon-kit/server';
import { DB_KINDS, okData, refused, signedIn, suiteApp } from '@yanye/addon-kit/testing';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudbuyBuyer, GOODS } from './cloudbuy.support';
import { cloudbuyOffers, OFFER_STATUS } from './tables';

/**
 * Cloud buying's refresh of the platform's offers, through the function proposed to the platform: other
 * stores' open offers copied in, the copies of ended ones stopped, and the demo's left as they are.
 */

describe.each(DB_KINDS)('cloud buying offer refresh on %s', (kind) => {
  const app = suiteApp(kind);
  const buyer = cloudbuyBuyer(app);
  const { store, addCart } = buyer;
  beforeAll(() => buyer.open());

  it("refreshes the platform's offers, other stores' open ones only, and stops the copies of ended ones", async () => {
    // No other store offers goods yet: nothing is found, the tests' offers (of a store that offers none) are
    // stopped, and the demo's (which name no store of this database) stay as they are.
    const openOf = (where: ReturnType<typeof eq>) =>
      store(async (db) => {
        const [row] = await db
          .select({ n: count() })
          .from(cloudbuyOffers)
          .where(and(where, eq(cloudbuyOffers.status, OFFER_STATUS.active)));
        return row!.n;
      });
    await buyer.offer({ name: '刷新测试盐' });
    expect(await openOf(eq(cloudbuyOffers.sourceSupplierId, buyer.payStore))).toBe(1);
    const demo = await openOf(isNull(cloudbuyOffers.sourceSupplierId));
    expect(okData(await app.salt.post<{ found: number }>(`${GOODS}Sync`), 'first').found).toBe(0);
    expect(await openOf(eq(cloudbuyOffers.sourceSupplierId, buyer.payStore))).toBe(0);
    expect(await openOf(isNull(cloudbuyOffers.sourceSupplierId))).toBe(demo);
    // 丰谷粮油 offers two of its goods (set in its own store: the test stands for its supply pages).
    const grainStore = Number((await signedIn(app.t, 'grain_admin')).suid);
    const offered = await withStore(app.t.database.db, grainStore, (db) =>
      db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(2),
    );
    expect(offered).toHaveLength(2);
    await withStore(app.t.database.db, grainStore, (db) =>
      db
        .update(goods)
        .set({
          supplyStatus: 1,
          supplyPrice: 8800,
          supplyMoq: '5',
          supplyStock: '500',
          supplyRegions: ['100000'],
          supplyStartedAt: app.t.clock.now - 3600,
        })
        .where(sql`${goods.id} in (${offered[0]!.id}, ${offered[1]!.id})`),
    );
    const synced = okData(await app.salt.post<{ found: number; stopped: number }>(`${GOODS}Sync`), 'sync');
    expect(synced.found).toBe(2);
    const copies = await store((db) =>
      db
        .select()
        .from(cloudbuyOffers)
        .where(and(eq(cloudbuyOffers.sourceSupplierId, grainStore), eq(cloudbuyOffers.status, 1))),
    );
    expect(copies.map((c) => [c.supplierName, c.price, Number(c.moq)])).toEqual([
      ['丰谷粮油', 8800, 5],
      ['丰谷粮油', 8800, 5],
    ]);
    // A second refresh changes nothing.
    expect(synced.stopped).toBe(0);
    expect(okData(await app.salt.post<{ stopped: number }>(`${GOODS}Sync`), 'again').stopped).toBe(0);
    // One stopped at its store is stopped here at the next refresh, and ordered no more.
    await withStore(app.t.database.db, grainStore, (db) =>
      db
        .update(goods)
        .set({ supplyStatus: 2, supplyStoppedAt: app.t.clock.now })
        .where(eq(goods.id, offered[0]!.id)),
    );
    expect(okData(await app.salt.post<{ found: number; stopped: number }>(`${GOODS}Sync`), 'stop')).toEqual({
      found: 1,
      stopped: 1,
    });
    const [gone] = await store((db) =>
      db.select().from(cloudbuyOffers).where(eq(cloudbuyOffers.sourceGoodsId, offered[0]!.id)),
    );
    refused(await addCart(Number(gone!.id), 5), 409, '已停止供货');
    expect(await openOf(isNull(cloudbuyOffers.sourceSupplierId))).toBe(demo);
  });
});
