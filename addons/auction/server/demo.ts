import {
  type AddonDemoContext,
  centsOfYuan,
  goods,
  members,
  type StoreDb,
  type UserContext,
  walletLogs,
  wallets,
} from '@yanye/addon-kit/server';
import { and, asc, eq, isNotNull, max } from 'drizzle-orm';
import { auctionResource } from './auction.resource';
import { LOT_ENTITY, lots } from './lifecycle';
import { auctions } from './tables';

const HOUR = 3_600;
const DAY = 24 * HOUR;

/** A bid of the demo: when (seconds after the lot's start, or before its end if negative), which bidder, yuan. */
type DemoBid = readonly [at: number, bidder: number, yuan: number];

/** A demo lot: its goods by name, its terms in yuan, its times around the seeding, and what happens to it. */
interface DemoLot {
  readonly goods: string;
  readonly title: string;
  readonly start: number;
  readonly increment: number;
  readonly reserve?: number;
  readonly deposit?: number;
  readonly snipe?: readonly [window: number, extend: number];
  /** Seconds from the seeding to its start, and how long it runs. */
  readonly opens: number;
  readonly lasts: number;
  readonly description: string;
  /** Left a draft; otherwise published a day before it opens (or at its making, for one made late). */
  readonly draft?: boolean;
  readonly bids?: readonly DemoBid[];
  /** Stopped this long after it opened, with this reason. */
  readonly stop?: readonly [after: number, reason: string];
  /** Brought down (落槌) this long after it opened. */
  readonly close?: number;
}

/**
 * 鑫盐商贸's auctions, in the order their money moved (the deposit lots first, oldest first, so every wallet's
 * rows stay in time order): ended sold by the hammer, stopped, running, ended by the clock (sold, under the
 * reserve, without a bid), scheduled and a draft.
 */
const LOTS: readonly DemoLot[] = [
  {
    goods: '融雪盐（颗粒）',
    title: '融雪盐 2 吨（入冬备货专场）',
    start: 1_200,
    increment: 50,
    reserve: 1_500,
    deposit: 100,
    opens: -8 * DAY,
    lasts: 3 * DAY,
    description: '40 袋 × 50kg，河北沧州产，2 吨整批成交，买家自提或同城配送另计运费。',
    bids: [
      [2 * HOUR, 0, 1_200],
      [9 * HOUR, 1, 1_300],
      [20 * HOUR, 2, 1_400],
      [26 * HOUR, 1, 1_550],
      [30 * HOUR, 0, 1_650],
    ],
    close: 2 * DAY,
  },
  {
    goods: '工业盐（真空）',
    title: '真空工业盐 10 吨（化工客户专场）',
    start: 3_500,
    increment: 100,
    deposit: 200,
    opens: -4 * DAY,
    lasts: 3 * DAY,
    description: '200 袋 × 50kg，江苏淮安真空制盐，含量 ≥ 99.1%，整批成交。',
    bids: [[4 * HOUR, 2, 3_500]],
    stop: [6 * HOUR, '库存已调拨给签约大客户，本场拍卖停止，保证金已原路退回'],
  },
  {
    goods: '散装工业盐',
    title: '散装工业盐 5 吨（清库拍卖）',
    start: 2_600,
    increment: 100,
    reserve: 3_000,
    deposit: 200,
    snipe: [300, 300],
    opens: -1 * DAY,
    lasts: 3 * DAY,
    description: '天津长芦二级工业盐，散装 5 吨，仓库现货，成交后 3 日内提货。',
    bids: [
      [4 * HOUR, 0, 2_600],
      [12 * HOUR, 1, 2_800],
      [18 * HOUR, 0, 3_000],
      [22 * HOUR, 2, 3_200],
    ],
  },
  {
    goods: '畜牧盐砖',
    title: '畜牧盐砖 200 块（牧场批发）',
    start: 1_800,
    increment: 50,
    opens: -3 * HOUR,
    lasts: 8 * HOUR,
    description: '内蒙古吉兰泰畜牧盐砖，5kg/块，共 200 块。',
    bids: [
      [1 * HOUR, 3, 1_800],
      [2 * HOUR, 4, 1_850],
    ],
  },
  {
    goods: '井矿盐',
    title: '四川井矿盐 100 袋',
    start: 300,
    increment: 10,
    snipe: [300, 300],
    opens: -3 * DAY,
    lasts: DAY,
    description: '四川自贡井矿盐，1kg/袋，共 100 袋，临近结束出价自动延时 5 分钟。',
    bids: [
      [3 * HOUR, 5, 300],
      [10 * HOUR, 6, 320],
      [-400, 5, 340],
      [-100, 6, 360],
    ],
  },
  {
    goods: '湖盐',
    title: '青海湖盐 300 袋',
    start: 800,
    increment: 20,
    reserve: 1_200,
    opens: -6 * DAY,
    lasts: 2 * DAY,
    description: '青海茶卡湖盐，500g/袋，共 300 袋；最高出价未达保留价则流拍。',
    bids: [
      [5 * HOUR, 7, 800],
      [14 * HOUR, 3, 850],
      [30 * HOUR, 7, 900],
    ],
  },
  {
    goods: '低钠盐',
    title: '低钠盐 500 袋（餐饮专供）',
    start: 1_500,
    increment: 50,
    opens: -12 * DAY,
    lasts: 2 * DAY,
    description: '四川自贡低钠盐，350g/袋，共 500 袋。',
  },
  {
    goods: '天然海盐',
    title: '天然海盐 100 袋（年货专场）',
    start: 300,
    increment: 10,
    reserve: 400,
    deposit: 50,
    snipe: [300, 300],
    opens: DAY + 10 * HOUR,
    lasts: 2 * DAY,
    description: '山东寿光天然海盐，500g/袋，共 100 袋，适合年货礼品与餐饮门店。',
  },
  {
    goods: '软水盐',
    title: '软水盐 25kg × 20 袋',
    start: 600,
    increment: 20,
    opens: 6 * HOUR,
    lasts: DAY,
    description: '江苏淮安软水盐，适用于锅炉与净水设备。',
  },
  {
    goods: '竹盐',
    title: '竹盐礼盒 20 罐（整批）',
    start: 360,
    increment: 20,
    opens: 3 * DAY,
    lasts: 2 * DAY,
    description: '福建莆田竹盐，250g/罐，礼盒装 20 罐。',
    draft: true,
  },
];

/** A step or bid taken by the store's admin at `at`, through the calls the console makes. */
function asAdmin(db: StoreDb, accountId: number, at: number): UserContext {
  // Seeding has no request: a step reads only the store's handle, the clock, its zone and who takes it.
  return {
    db,
    lang: 'zh',
    deps: { now: () => at, config: { TIME_ZONE: 'Asia/Shanghai' } },
    principal: { accountId },
  } as unknown as UserContext;
}

/**
 * The members who bid: for lots with a deposit, those whose balance covers it and whose wallet has not moved since
 * before the first of these auctions (so the deposits come after everything else in their wallets); the others
 * bid where no deposit is taken.
 */
async function bidders(db: StoreDb, since: number): Promise<{ rich: number[]; all: number[] }> {
  const active = (
    await db.select({ id: members.id }).from(members).where(eq(members.status, 1)).orderBy(asc(members.id))
  ).map((m) => m.id);
  const last = await db
    .select({ member: wallets.memberId, balance: wallets.balance, at: max(walletLogs.createdAt) })
    .from(wallets)
    .leftJoin(walletLogs, eq(walletLogs.walletId, wallets.id))
    .where(and(eq(wallets.kind, 'rmb'), isNotNull(wallets.memberId)))
    .groupBy(wallets.id, wallets.memberId, wallets.balance);
  const able = new Set(
    last.filter((w) => w.balance >= 60_000 && Number(w.at ?? 0) < since).map((w) => Number(w.member)),
  );
  return { rich: active.filter((id) => able.has(id)).slice(0, 3), all: active.slice(0, 12) };
}

/** The goods of the store by name. */
async function goodsByName(db: StoreDb): Promise<Map<string, { id: number; image: string }>> {
  const names = LOTS.map((l) => l.goods);
  const rows = await db
    .select({ id: goods.id, name: goods.name, image: goods.image })
    .from(goods)
    .orderBy(goods.id);
  // The lots name 鑫盐商贸's goods; another store's demo (a test's) takes its own goods in their place.
  const named = new Map(rows.filter((g) => names.includes(g.name)).map((g) => [g.name, g]));
  const spare = rows.filter((g) => !named.has(g.name));
  for (const name of names) if (!named.has(name) && spare.length > 0) named.set(name, spare.shift()!);
  return new Map([...named].map(([name, g]) => [name, { id: g.id, image: g.image }]));
}

async function reread(db: StoreDb, id: number) {
  const [lot] = await db.select().from(auctions).where(eq(auctions.id, id));
  return lot!;
}

/** Seeds one lot: made, published, bid on, and stopped, closed or left to the clock, each at its time. */
async function seedLot(
  db: StoreDb,
  l: DemoLot,
  ctx: AddonDemoContext,
  item: { id: number; image: string },
  people: { rich: number[]; all: number[] },
): Promise<void> {
  const { now, adminId } = ctx;
  const startAt = now + l.opens;
  const endAt = startAt + l.lasts;
  const made = Math.min(startAt - 2 * DAY, now - HOUR);
  // A deposit lot without enough members able to pay it takes none.
  const deposit = l.deposit && people.rich.length >= 3 ? centsOfYuan(l.deposit) : 0;
  const pool = deposit > 0 ? people.rich : people.all;
  const [lot] = await db
    .insert(auctions)
    .values({
      goodsId: item.id,
      title: l.title,
      cover: item.image || ctx.pictures.cover || '',
      description: l.description,
      startPrice: centsOfYuan(l.start),
      increment: centsOfYuan(l.increment),
      reservePrice: centsOfYuan(l.reserve ?? 0),
      deposit,
      startAt,
      endAt,
      snipeWindow: l.snipe?.[0] ?? 0,
      snipeExtend: l.snipe?.[1] ?? 0,
      createdAt: made,
      updatedAt: made,
    })
    .returning({ id: auctions.id });
  const id = lot!.id;
  const actions = auctionResource.actions;
  await auctionResource.flow!.created(db, LOT_ENTITY, id, adminId, made);
  if (l.draft) return;
  const published = Math.max(made + HOUR, Math.min(startAt - DAY, now - HOUR));
  await actions.Publish!.run(asAdmin(db, adminId, published), await reread(db, id), {} as never);
  for (const [offset, bidder, yuan] of l.bids ?? []) {
    const current = await reread(db, id);
    const at = offset >= 0 ? startAt + offset : current.endAt + offset;
    const member = pool[bidder % pool.length];
    if (member === undefined || at >= now) continue;
    await actions.Bid!.run(asAdmin(db, adminId, at), current, {
      member_id: member,
      amount: centsOfYuan(yuan),
    } as never);
  }
  if (l.stop) {
    const [after, reason] = l.stop;
    await actions.Stop!.run(asAdmin(db, adminId, startAt + after), await reread(db, id), {
      reason,
    } as never);
  } else if (l.close !== undefined) {
    await actions.Close!.run(asAdmin(db, adminId, startAt + l.close), await reread(db, id), {} as never);
  } else {
    // What the clock has done by now: started it, or ended and settled it a minute after its end.
    const current = await reread(db, id);
    await lots.catchUp(db, current, Math.min(now, current.endAt + 60));
  }
}

/** The demo auctions of a store that has the add-on (鑫盐商贸): ten lots, every state, bids from its members. */
export async function seedAuctions(db: StoreDb, ctx: AddonDemoContext): Promise<void> {
  const items = await goodsByName(db);
  // The first deposit is put down on the oldest deposit lot's opening day.
  const first = Math.min(...LOTS.filter((l) => l.deposit).map((l) => ctx.now + l.opens));
  const people = await bidders(db, first);
  if (people.all.length < 8) return;
  for (const l of LOTS) {
    const item = items.get(l.goods);
    if (item) await seedLot(db, l, ctx, item, people);
  }
}
