import {
  type AddonDemoContext,
  centsOfYuan,
  flowEvents,
  NATIONWIDE,
  type SaveContext,
  type StoreDb,
  section,
} from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import { cloudbuy } from '../addon';
import { placeOrder } from './checkout';
import { ensurePurchase, voidPurchase } from './purchase';
import { DEFAULT_SETTINGS } from './settings';
import { cloudbuyCart, cloudbuyOffers, cloudbuyOrders, OFFER_STATUS, type OrderState } from './tables';

const DAY = 86_400;
const HOUR = 3600;

const HENAN = '410000';
const HUBEI = '420000';
const SHANDONG = '370000';
const JIANGXI = '360000';

/** Three salt makers offering to the platform, as 鑫盐商贸 sees them. */
const DONGXING = '中盐东兴盐化股份有限公司';
const DAIYUE = '山东岱岳制盐有限公司';
const JINGHAO = '江西晶昊盐化有限公司';

interface DemoOffer {
  readonly supplier: string;
  readonly name: string;
  readonly code: string;
  readonly spec: string;
  readonly unit: string;
  /** Yuan per unit. */
  readonly price: number;
  readonly retail: number;
  readonly moq: number;
  readonly stock: number;
  readonly regions: readonly string[];
  readonly remark: string;
  /** Offered that many days ago. */
  readonly since: number;
  readonly stopped?: boolean;
}

/**
 * The offers: some of goods the store already keeps as materials (by the case, by the tonne), which its purchase
 * documents reuse, and some new to it (by the bag), for which the first order makes the unit and the material.
 */
const OFFERS: readonly DemoOffer[] = [
  {
    supplier: DONGXING,
    name: '加碘食用盐（整箱）',
    code: 'DX-JD40',
    spec: '400g×40',
    unit: '箱',
    price: 52,
    retail: 88,
    moq: 20,
    stock: 6000,
    regions: [HENAN, HUBEI, '340000'],
    remark: '整箱发货，满 100 箱送货上门',
    since: 90,
  },
  {
    supplier: DONGXING,
    name: '深井岩盐',
    code: 'DX-SJ400',
    spec: '400g',
    unit: '袋',
    price: 1.45,
    retail: 2.8,
    moq: 400,
    stock: 50_000,
    regions: [NATIONWIDE],
    remark: '40 袋一件，按件的整数倍起订',
    since: 76,
  },
  {
    supplier: DONGXING,
    name: '低钠海藻盐',
    code: 'DX-DN350',
    spec: '350g',
    unit: '袋',
    price: 2.1,
    retail: 4.5,
    moq: 200,
    stock: 12_000,
    regions: [NATIONWIDE],
    remark: '',
    since: 40,
  },
  {
    supplier: DAIYUE,
    name: '散装工业盐',
    code: 'DY-GY1T',
    spec: '1t',
    unit: '吨',
    price: 430,
    retail: 620,
    moq: 10,
    stock: 2500,
    regions: [SHANDONG, HENAN, '130000'],
    remark: '整车 30 吨起运，运费另议',
    since: 88,
  },
  {
    supplier: DAIYUE,
    name: '工业盐（真空）',
    code: 'DY-ZK50',
    spec: '50kg',
    unit: '袋',
    price: 31,
    retail: 45,
    moq: 40,
    stock: 8000,
    regions: [SHANDONG, HENAN],
    remark: '',
    since: 64,
  },
  {
    supplier: DAIYUE,
    name: '融雪盐（颗粒）',
    code: 'DY-RX50',
    spec: '50kg',
    unit: '袋',
    price: 26,
    retail: 40,
    moq: 100,
    stock: 0,
    regions: ['110000', '120000', '130000'],
    remark: '冬季供应，已售罄',
    since: 120,
    stopped: true,
  },
  {
    supplier: JINGHAO,
    name: '竹林海藻碘盐',
    code: 'JH-ZL320',
    spec: '320g',
    unit: '袋',
    price: 1.9,
    retail: 3.9,
    moq: 300,
    stock: 30_000,
    regions: [JIANGXI, HUBEI, HENAN],
    remark: '长江沿线次日达',
    since: 58,
  },
  {
    supplier: JINGHAO,
    name: '软水盐（颗粒）',
    code: 'JH-RS25',
    spec: '25kg',
    unit: '袋',
    price: 28,
    retail: 42,
    moq: 20,
    stock: 3000,
    regions: [NATIONWIDE],
    remark: '',
    since: 33,
  },
  {
    supplier: JINGHAO,
    name: '腌制专用盐',
    code: 'JH-YZ25',
    spec: '25kg',
    unit: '袋',
    price: 24,
    retail: 36,
    moq: 40,
    stock: 1200,
    regions: [JIANGXI],
    remark: '库存清仓，停止供货',
    since: 70,
    stopped: true,
  },
];

interface DemoOrder {
  readonly lines: readonly (readonly [name: string, qty: number])[];
  /** Placed that many hours ago. */
  readonly hoursAgo: number;
  readonly state: OrderState;
  readonly remark?: string;
  readonly carrier?: readonly [string, string];
  readonly cancel?: string;
}

/** Orders in every state, oldest first, each placed from the cart as the console places them. */
const ORDERS: readonly DemoOrder[] = [
  {
    lines: [
      ['加碘食用盐（整箱）', 120],
      ['深井岩盐', 2000],
    ],
    hoursAgo: 28 * 24,
    state: 'received',
    carrier: ['德邦快运', 'DPK2026031100871'],
  },
  {
    lines: [['散装工业盐', 30]],
    hoursAgo: 21 * 24,
    state: 'received',
    remark: '整车发货，卸货需叉车',
    carrier: ['鲁运物流', 'LY-88120457'],
  },
  {
    lines: [['低钠海藻盐', 400]],
    hoursAgo: 12 * 24,
    state: 'cancelled',
    cancel: '规格下错，改订整箱',
  },
  {
    lines: [
      ['竹林海藻碘盐', 1200],
      ['软水盐（颗粒）', 60],
    ],
    hoursAgo: 6 * 24,
    state: 'shipped',
    carrier: ['顺丰快运', 'SF1402938475610'],
  },
  { lines: [['工业盐（真空）', 200]], hoursAgo: 3 * 24, state: 'confirmed' },
  { lines: [['加碘食用盐（整箱）', 80]], hoursAgo: 26, state: 'submitted', remark: '月底前到货' },
  { lines: [['软水盐（颗粒）', 40]], hoursAgo: 3, state: 'submitted' },
];

/** What the store has in its cart now: the next orders of two suppliers. */
const CART: readonly (readonly [string, number])[] = [
  ['深井岩盐', 800],
  ['低钠海藻盐', 600],
  ['散装工业盐', 20],
];

/** The steps after submitted that lead to each state, and how long after the order each was taken. */
const ROAD: Readonly<Record<OrderState, readonly (readonly [string, OrderState, number])[]>> = {
  submitted: [],
  confirmed: [['Confirm', 'confirmed', 5]],
  shipped: [
    ['Confirm', 'confirmed', 5],
    ['Ship', 'shipped', 30],
  ],
  received: [
    ['Confirm', 'confirmed', 5],
    ['Ship', 'shipped', 30],
    ['Receive', 'received', 96],
  ],
  cancelled: [['Cancel', 'cancelled', 20]],
};

/**
 * 鑫盐商贸's cloud buying: the offers of three salt makers (two of them stopped), a cart of three lines, and orders
 * in every state, each placed from the cart and given its purchase document by the same functions the console
 * runs; the inventory has audited the purchase documents of the orders received. The offers name no store of this
 * database (the demo has no second store offering goods yet), so a refresh leaves them as they are.
 */
export async function seedCloudbuy(db: StoreDb, { store, now, adminId }: AddonDemoContext): Promise<void> {
  if (store.industryType !== 'salt') return;
  const made = await db
    .insert(cloudbuyOffers)
    .values(
      OFFERS.map((o) => ({
        supplierName: o.supplier,
        name: o.name,
        code: o.code,
        spec: o.spec,
        unit: o.unit,
        price: centsOfYuan(o.price),
        retailPrice: centsOfYuan(o.retail),
        moq: o.moq.toFixed(3),
        stock: o.stock.toFixed(3),
        regions: [...o.regions],
        remark: o.remark,
        status: o.stopped ? OFFER_STATUS.stopped : OFFER_STATUS.active,
        offeredAt: now - o.since * DAY,
        syncedAt: now - HOUR,
        createdAt: now - o.since * DAY,
      })),
    )
    .returning({ id: cloudbuyOffers.id, name: cloudbuyOffers.name });
  const offerOf = new Map(made.map((m) => [m.name, Number(m.id)]));
  const fill = async (lines: readonly (readonly [string, number])[], at: number) => {
    for (const [name, qty] of lines)
      await db.insert(cloudbuyCart).values({
        offerId: offerOf.get(name)!,
        qty: qty.toFixed(3),
        addedBy: adminId,
        createdAt: at,
        updatedAt: at,
      });
  };

  for (const plan of ORDERS) {
    const at = now - plan.hoursAgo * HOUR;
    const ctx: SaveContext = { now: at, accountId: adminId, lang: 'zh', timeZone: 'Asia/Shanghai' };
    await fill(plan.lines, at - 2 * HOUR);
    const placed = await placeOrder(
      db,
      offerOf.get(plan.lines[0]![0])!,
      plan.remark ?? '',
      ctx,
      DEFAULT_SETTINGS,
    );
    let from: OrderState = 'submitted';
    for (const [step, to, hours] of ROAD[plan.state]) {
      await advance(db, placed.id, step, from, to, at + hours * HOUR, adminId, plan);
      from = to;
    }
  }
  await fill(CART, now - 5 * HOUR);
}

/** Takes one step of an order as its flow does (`order.flow.ts`): the order's columns and its history row. */
async function advance(
  db: StoreDb,
  id: number,
  step: string,
  from: OrderState,
  to: OrderState,
  at: number,
  adminId: number,
  plan: DemoOrder,
): Promise<void> {
  const [order] = await db.select().from(cloudbuyOrders).where(eq(cloudbuyOrders.id, id));
  const ctx: SaveContext = { now: at, accountId: adminId, lang: 'zh', timeZone: 'Asia/Shanghai' };
  const [carrier = '', trackingNo = ''] = plan.carrier ?? [];
  const set: Partial<typeof cloudbuyOrders.$inferInsert> = { status: to, updatedAt: at };
  let note = '';
  let data: Record<string, unknown> = {};
  if (step === 'Confirm') {
    const purchase = await ensurePurchase(db, order!, ctx, DEFAULT_SETTINGS);
    set.confirmedAt = at;
    data = { purchase_no: purchase.no };
  } else if (step === 'Ship') {
    Object.assign(set, { carrier, trackingNo, shippedAt: at });
    data = { carrier, tracking_no: trackingNo };
  } else if (step === 'Receive') {
    set.receivedAt = at;
    // The warehouse took the goods in: the purchase document is audited.
    await section(cloudbuy, 'jxc').auditPurchase(db, order!.purchaseId!, adminId, at);
  } else {
    note = plan.cancel ?? '';
    await voidPurchase(db, order!, note, at);
    Object.assign(set, { cancelReason: note, cancelledAt: at });
  }
  await db.update(cloudbuyOrders).set(set).where(eq(cloudbuyOrders.id, id));
  await db.insert(flowEvents).values({
    entity: 'CloudbuyOrder',
    recordId: id,
    step,
    fromState: from,
    toState: to,
    note,
    data,
    accountId: adminId,
    createdAt: at,
  });
}
