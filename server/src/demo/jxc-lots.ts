import type { ResourceDef, StoreDb } from '@yanye/framework/server';
import { addDays, dayStart, formatDate } from '@yanye/protocol';
import { and, eq } from 'drizzle-orm';
import { auditInbound, inboundResource } from '../resources/jxc/inbound.resource';
import { auditOutbound, outboundResource } from '../resources/jxc/outbound.resource';
import { recallLot } from '../resources/jxc/recall';
import { lots } from '../resources/jxc/tables';
import { shipRetailLots } from './jxc-retail-lots';

/**
 * The demo's lots (批次, docs/inventory.md, "Lots"): documents of a store's two lot-tracked materials
 * (jxc-basics.ts `LOT_TRACKED`), made and audited as the console makes them, so that the lots, their stock and
 * the ledger agree. Dated from the store's today, so a first start shows the same story whatever the day:
 *
 * - the first material, expiry: lot A expired six days ago and still held (part of it sent off by hand, with a
 *   reason), lot B expiring in eight days (taken first once A has expired), two fresh lots, one of them in the
 *   second warehouse;
 * - the second, a recall: lot E, sold to two customers (the second sale one line from lots E and F) and, through
 *   the store's goods of the same name, to a retail buyer (jxc-retail-lots.ts), recalled since, blocked, its two
 *   customers and the buyer waiting to be contacted.
 */

const HOUR = 3600;

/** A lot-tracked material as jxc-basics.ts answers it. */
interface LotMaterial {
  readonly id: unknown;
  readonly name: string;
  readonly unitId: unknown;
  readonly price: unknown;
  readonly shelfLifeDays: unknown;
}

/** What seedJxc lends: the store, its people and warehouses, and its way of making a document at a time. */
export interface LotDemo {
  readonly db: StoreDb;
  readonly materials: readonly LotMaterial[];
  readonly houses: readonly { id: unknown }[];
  readonly buyers: readonly number[];
  readonly people: { admin: number; clerk?: number };
  readonly rand: () => number;
  readonly now: number;
  readonly timeZone: string;
  readonly make: (
    def: ResourceDef,
    values: Record<string, unknown>,
    lines: Record<string, unknown>[],
    at: number,
  ) => Promise<number>;
}

/** Why the expired lot leaves: an expired lot is taken only when picked, with a reason. */
const EXPIRED_REASON = '过期批次，折价处理给饲料厂';
const RECALL_REASON = '供应商通知：该批次包装密封不良，可能受潮结块';

export async function seedJxcLots(s: LotDemo): Promise<void> {
  const [first, second] = s.materials;
  const [main, other] = s.houses;
  if (!first || !second || !main || !other)
    throw new Error('the demo lots need two materials and warehouses');
  const today = formatDate(s.now, s.timeZone);
  /** The start of the store's day `n` days from today (negative: before it). */
  const day = (n: number) => dayStart(addDays(today, n), s.timeZone)!;
  /** A time in the working hours of the day `n` days ago: documents are made then, audited half an hour on. */
  const workday = (n: number) => day(-n) + 9 * HOUR + Math.floor(s.rand() * 7 * HOUR);
  const line = (m: LotMaterial, qty: number) => ({
    materialId: Number(m.id),
    unitId: Number(m.unitId),
    qty: qty.toFixed(3),
    price: Number(m.price),
    remark: '',
  });

  /**
   * An audited purchase inbound of `qty` of a new lot produced `produced` days ago, `ago` days ago; its expiry is
   * worked out from the material's shelf life by the save. Answers the lot's number.
   */
  const receive = async (
    m: LotMaterial,
    o: { letter: string; produced: number; qty: number; ago: number; house: { id: unknown } },
  ) => {
    const producedAt = day(-o.produced);
    const lotNo = `${formatDate(producedAt, s.timeZone).replaceAll('-', '')}${o.letter}`;
    const at = workday(o.ago);
    const id = await s.make(
      inboundResource,
      { warehouseId: Number(o.house.id), businessType: 'purchase', remark: `批次 ${lotNo} 到货` },
      [{ ...line(m, o.qty), lotNo, producedAt }],
      at,
    );
    await auditInbound(s.db, id, s.people.admin, at + HOUR / 2, s.timeZone);
    return lotNo;
  };

  /** An audited sale of `qty` from the main warehouse `ago` days ago: no lot picked, so by expiry (FEFO). */
  const sell = async (m: LotMaterial, qty: number, ago: number) => {
    const at = workday(ago);
    const id = await s.make(
      outboundResource,
      {
        warehouseId: Number(main.id),
        businessType: 'sale',
        operatorId: s.people.clerk ?? s.people.admin,
        customerId: s.buyers[Math.floor(s.rand() * s.buyers.length)]!,
        remark: '',
      },
      [line(m, qty)],
      at,
    );
    await auditOutbound(s.db, id, s.people.admin, at + HOUR / 2, s.timeZone);
  };

  const lotOf = async (m: LotMaterial, lotNo: string) => {
    const [lot] = await s.db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.materialId, Number(m.id)), eq(lots.lotNo, lotNo)));
    return Number(lot!.id);
  };

  // The first material, day by day. Lot A expires six days ago, lot B in eight, by the material's shelf life.
  const shelf = Number(first.shelfLifeDays);
  const expired = await receive(first, { letter: 'A', produced: shelf + 6, qty: 60, ago: 40, house: main });
  await receive(first, { letter: 'B', produced: shelf - 8, qty: 50, ago: 32, house: main });
  await sell(first, 24, 26); // from A, the first to expire
  await receive(first, { letter: 'C', produced: 150, qty: 60, ago: 18, house: main });
  await sell(first, 16, 12); // from A again: 20 left
  await receive(first, { letter: 'D', produced: 40, qty: 40, ago: 8, house: other });
  await sell(first, 18, 4); // A has expired: from B, which expires next
  // What is left of A goes for feed: an expired lot leaves only picked, with the reason on its line.
  const at = workday(2);
  const id = await s.make(
    outboundResource,
    {
      warehouseId: Number(main.id),
      businessType: 'other',
      operatorId: s.people.clerk ?? s.people.admin,
      customerId: 0,
      remark: '过期批次处理',
    },
    [{ ...line(first, 12), lotId: await lotOf(first, expired), lotReason: EXPIRED_REASON }],
    at,
  );
  await auditOutbound(s.db, id, s.people.admin, at + HOUR / 2, s.timeZone);

  // The second material: three fresh lots; the oldest recalled by its vendor once sold, so its recall lists
  // the customers of both sales that took from it.
  const recalled = await receive(second, { letter: 'E', produced: 200, qty: 30, ago: 36, house: main });
  await receive(second, { letter: 'F', produced: 160, qty: 50, ago: 28, house: main });
  await receive(second, { letter: 'G', produced: 100, qty: 60, ago: 20, house: main });
  await sell(second, 12, 16); // from E
  // A retail order of 3 bags ships from E too.
  await shipRetailLots({
    db: s.db,
    material: second,
    house: main,
    bags: 3,
    paidAt: workday(10),
    timeZone: s.timeZone,
    admin: s.people.admin,
  });
  await sell(second, 30, 5); // the 15 left of E, then 15 of F: one line, two lots
  await recallLot(s.db, await lotOf(second, recalled), RECALL_REASON, s.people.admin, workday(3));
}
