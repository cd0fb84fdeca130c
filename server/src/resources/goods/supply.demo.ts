import { type DemoStore, goods, NATIONWIDE, rawRows, type StoreDb } from '@yanye/framework/server';

import { SUPPLY_STATES } from '@yanye/protocol';

import { eq, sql } from 'drizzle-orm';

import { goodsSupplyTakers } from './tables';

const DAY = 86_400;

interface DemoOffer {
  readonly name: string;
  /** The supply price as a share of the retail price. */
  readonly share: number;
  readonly moq: number;
  readonly stock: number;
  readonly regions: readonly string[];
  readonly remark: string;
  /** Offered that many days ago; stopped that many days ago, if it was. */
  readonly since: number;
  readonly stoppedDaysAgo?: number;
}

const HENAN = '410000';
const HUBEI = '420000';
const SHANDONG = '370000';
const HEBEI = '130000';

/** What 鑫盐商贸 offers the platform's other stores: packed table salt around Henan, bulk salt where it sells. */
const SALT_OFFERS: readonly DemoOffer[] = [
  {
    name: '精制加碘食用盐',
    share: 0.82,
    moq: 200,
    stock: 20_000,
    regions: [HENAN, HUBEI, SHANDONG],
    remark: '40 袋一件，整件起发；郑州周边次日达',
    since: 82,
  },
  {
    name: '加碘食用盐（整箱）',
    share: 0.85,
    moq: 10,
    stock: 1_500,
    regions: [NATIONWIDE],
    remark: '全国物流，运费到付',
    since: 75,
  },
  {
    name: '天然海盐',
    share: 0.8,
    moq: 100,
    stock: 6_000,
    regions: [HENAN, HEBEI, '140000'],
    remark: '',
    since: 61,
  },
  {
    name: '低钠盐',
    share: 0.84,
    moq: 100,
    stock: 3_200,
    regions: [NATIONWIDE],
    remark: '适合商超与社区团购',
    since: 44,
  },
  {
    name: '工业盐（日晒）',
    share: 0.78,
    moq: 20,
    stock: 800,
    regions: [HENAN, '340000'],
    remark: '每车 30 吨起，按车配送',
    since: 86,
    stoppedDaysAgo: 21,
  },
  { name: '软水盐', share: 0.8, moq: 10, stock: 1_200, regions: [HENAN, '610000'], remark: '', since: 30 },
  {
    name: '融雪盐（颗粒）',
    share: 0.75,
    moq: 40,
    stock: 500,
    regions: ['110000', '120000', HEBEI],
    remark: '冬季供应',
    since: 88,
    stoppedDaysAgo: 52,
  },
  {
    name: '畜牧盐砖',
    share: 0.8,
    moq: 50,
    stock: 2_000,
    regions: ['150000', '620000', '640000'],
    remark: '',
    since: 26,
  },
];

/**
 * A demo store's supply business: a store outside the union offers some of its goods to the platform (`salt`
 * only: 丰谷粮油 is in the union, 便民支付 sells no goods), and a store becomes a taker of the offers of the stores
 * seeded before it. The takers' rows are the offering store's own; the seed runs as the database owner, so it may
 * write them from the taking store's turn, the only turn at which both stores exist.
 */
export async function seedGoodsSupply(db: StoreDb, store: DemoStore, now: number): Promise<void> {
  if (!store.isUnion && store.industryType === 'salt') await offer(db, SALT_OFFERS, now);
  await take(db, store, now);
}

async function offer(db: StoreDb, offers: readonly DemoOffer[], now: number): Promise<void> {
  for (const o of offers) {
    const [row] = await db
      .select({ id: goods.id, price: goods.price })
      .from(goods)
      .where(eq(goods.name, o.name));
    if (!row) continue;
    const stopped = o.stoppedDaysAgo !== undefined;
    await db
      .update(goods)
      .set({
        supplyStatus: stopped ? SUPPLY_STATES.stopped : SUPPLY_STATES.active,
        supplyPrice: Math.round(row.price * o.share),
        supplyMoq: o.moq.toFixed(3),
        supplyStock: o.stock.toFixed(3),
        supplyRegions: [...o.regions],
        supplyRemark: o.remark,
        supplyStartedAt: now - o.since * DAY,
        supplyStoppedAt: stopped ? now - (o.stoppedDaysAgo ?? 0) * DAY : 0,
      })
      .where(eq(goods.id, row.id));
  }
}

interface OfferRow {
  supplier_id: number;
  id: number;
  moq: string;
  started: number;
  stopped: number;
}

/** The store takes about two offers in three of every store seeded before it, in believable quantities. */
async function take(db: StoreDb, store: DemoStore, now: number): Promise<void> {
  const offers = await rawRows<OfferRow>(
    db.tx,
    sql`select supplier_id, id::int as id, supply_moq::text as moq, supply_started_at::int as started,
          supply_stopped_at::int as stopped
        from goods where supplier_id <> ${db.supplierId} and supply_status <> 0 order by supplier_id, id`,
  );
  const rows = offers
    .filter((_, i) => (i + store.loginName.length) % 3 !== 0)
    .map((o, i) => {
      const first = o.started + (1 + (i % 5)) * DAY;
      const end = o.stopped > 0 ? o.stopped : now;
      const last = Math.max(first, Math.min(end, first + (12 + ((i * 7) % 40)) * DAY));
      return {
        supplierId: o.supplier_id,
        goodsId: o.id,
        takerSupplierId: db.supplierId,
        takerName: store.storeName,
        quantity: (Number(o.moq) * (2 + ((i * 5) % 9))).toFixed(3),
        firstTakenAt: first,
        lastTakenAt: last,
        createdAt: first,
      };
    });
  // Another store's rows: written through the owner's transaction, not this store's handle.
  if (rows.length > 0) await db.tx.insert(goodsSupplyTakers).values(rows);
}
