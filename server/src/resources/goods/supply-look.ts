import { goods, notFound, regionsText, type StoreDb } from '@yanye/framework/server';

import type { Lang } from '@yanye/i18n';
import { SUPPLY_STATES } from '@yanye/protocol';

import { and, asc, eq, ne } from 'drizzle-orm';

import { goodsSupplyTakers } from './tables';

const g = goods;
const k = goodsSupplyTakers;

/** lookSupply/{id}: the offer of a goods as it stands (running or ended), and the stores taking it, first first. */
export async function supplyLook(db: StoreDb, id: number, lang: Lang) {
  const [row] = await db
    .select()
    .from(g)
    .where(and(eq(g.id, id), ne(g.supplyStatus, SUPPLY_STATES.none)));
  if (!row) throw notFound();
  const takers = await db.select().from(k).where(eq(k.goodsId, id)).orderBy(asc(k.firstTakenAt), asc(k.id));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    spec: row.spec,
    unit: row.unit,
    image: row.image,
    price: row.price,
    supply_price: row.supplyPrice,
    supply_moq: Number(row.supplyMoq),
    supply_stock: Number(row.supplyStock),
    supply_regions: row.supplyRegions,
    regions_text: regionsText(row.supplyRegions, lang),
    supply_remark: row.supplyRemark,
    supply_status: row.supplyStatus as 0 | 1 | 2,
    supply_started_at: row.supplyStartedAt,
    supply_stopped_at: row.supplyStoppedAt,
    takers: takers.map((t) => ({
      id: t.id,
      store_name: t.takerName,
      since: t.firstTakenAt,
      quantity: Number(t.quantity),
      last_taken_at: t.lastTakenAt,
    })),
  };
}
