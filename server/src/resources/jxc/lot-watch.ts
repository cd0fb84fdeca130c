import {
  type AddonSweep,
  materials,
  materialUnits,
  raiseCoreLive,
  rawRows,
  type StoreDb,
  warehouses,
} from '@yanye/framework/server';
import { formatDate } from '@yanye/protocol';
import { and, eq, or, sql } from 'drizzle-orm';
import { daysLeft, expiredBy, expiringBy, expiryDays, HELD } from './lot-expiry';
import { lotStocks, lots } from './tables';

// The bell's expiry warnings (docs/live.md, docs/inventory.md "Lots, expiry and recalls"): raised by a clock, since
// a lot nears its expiry without anyone writing anything.

/** How often the watch looks: a day turns once, so an hour's delay at most is soon enough. */
const EVERY = 3600;

/** What the store holds of a lot that warrants a warning, its warehouses together. */
interface HeldLot {
  readonly id: number;
  readonly lotNo: string;
  readonly expiresAt: number;
  readonly daysLeft: number;
  readonly material: string;
  readonly unit: string;
  readonly qty: string;
  readonly warehouses: string;
}

/**
 * The active lots the store holds some of, by `now`, that expire within `days` or have expired: their stock summed
 * over the warehouses that hold it, which are named together.
 */
function heldLots(db: StoreDb, now: number, days: number): Promise<HeldLot[]> {
  return db
    .select({
      id: sql<number>`${lots.id}`.mapWith(Number),
      lotNo: lots.lotNo,
      expiresAt: sql<number>`${lots.expiresAt}`.mapWith(Number),
      daysLeft: daysLeft(now),
      material: materials.name,
      unit: materialUnits.name,
      qty: sql<string>`trim_scale(sum(${lotStocks.qty}))::text`,
      warehouses: sql<string>`string_agg(${warehouses.name}, '、' order by ${warehouses.name})`,
    })
    .from(lots)
    .innerJoin(lotStocks, eq(lotStocks.lotId, lots.id))
    .innerJoin(warehouses, eq(warehouses.id, lotStocks.warehouseId))
    .innerJoin(materials, eq(materials.id, lots.materialId))
    .innerJoin(materialUnits, eq(materialUnits.id, materials.unitId))
    .where(and(HELD, or(expiringBy(now, days), expiredBy(now))))
    .groupBy(lots.id, lots.lotNo, lots.expiresAt, materials.name, materialUnits.name)
    .orderBy(lots.expiresAt, lots.id);
}

/**
 * Warns, in one store, of each active lot held in stock whose expiry comes within the store's warning days
 * (`lot_expiring`, once per lot and number of days: a store that changes its days hears again of a lot it was
 * told of), and of each such lot that has expired (`lot_expired`, once per lot). Safe to run twice, or in two
 * processes: the business key makes each warning once. Answers how many warnings it raised.
 */
export async function warnOfExpiringLots(db: StoreDb, now: number, timeZone: string): Promise<number> {
  const [setting] = await rawRows<{ days: number }>(db.tx, sql`select ${expiryDays(db.supplierId)} as days`);
  const days = Number(setting?.days);
  let raised = 0;
  for (const lot of await heldLots(db, now, days)) {
    const expired = lot.daysLeft < 0;
    const added = await raiseCoreLive(db, {
      kind: expired ? 'lot_expired' : 'lot_expiring',
      record: lot.id,
      key: expired ? `lot:${lot.id}:expired` : `lot:${lot.id}:expiring:${days}`,
      params: {
        warehouse: lot.warehouses,
        material: lot.material,
        lot: lot.lotNo,
        expires: formatDate(lot.expiresAt, timeZone),
        qty: lot.qty,
        unit: lot.unit,
        ...(expired ? {} : { days: lot.daysLeft }),
        ...(lot.daysLeft === 0 ? { status: 'today' } : {}),
      },
    });
    if (added) raised++;
  }
  return raised;
}

/** The watch as the core's sweep: every hour in every open store, on the store's clock (`TIME_ZONE`). */
export function lotExpiryWatch(timeZone: string): AddonSweep {
  return {
    name: 'lot_expiry',
    every: EVERY,
    run: (db, now) => warnOfExpiringLots(db, now, timeZone),
  };
}
