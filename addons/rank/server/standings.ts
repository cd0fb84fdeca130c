import { members, orderLines, orders, type StoreDb } from '@yanye/addon-kit/server';
import { and, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { RankChange, RankMetric, RankPeriod, RankSubject } from './tables';

/**
 * A ranking worked out from the store's orders. A sale is a paid order that was not cancelled (paid, shipped,
 * received or finished), counted by when it was paid, as the sales report counts it; refunds are not netted.
 * Members are ranked by what their orders paid, goods by their lines' amounts (before order discounts).
 */

const DAY = 86_400;

/** How far back each period reaches from the moment a ranking is computed. */
export const PERIOD_SECONDS: Readonly<Record<RankPeriod, number | undefined>> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  all: undefined,
};

/** The orders a ranking reads: paid after `start` (exclusive) and up to `end`. */
export interface Window {
  readonly start: number | undefined;
  readonly end: number;
}

export function windowOf(period: RankPeriod, end: number): Window {
  const back = PERIOD_SECONDS[period];
  return { start: back === undefined ? undefined : end - back, end };
}

/** A place in a ranking, with every figure whatever the ranking is by. */
export interface Standing {
  readonly position: number;
  readonly subjectKey: string;
  readonly memberId: number | null;
  readonly goodsId: number | null;
  readonly name: string;
  readonly phone: string;
  /** Cents. */
  readonly amount: number;
  /** As PostgreSQL's numeric writes it: `12.500`. */
  readonly quantity: string;
  readonly orders: number;
}

/** Orders that count as sales. */
export const SALE_STATUSES = ['pay', 'send', 'receive', 'finish'] as const;

function sold(w: Window): SQL {
  return and(
    inArray(orders.orderStatus, [...SALE_STATUSES]),
    isNotNull(orders.payTime),
    w.start === undefined ? undefined : gt(orders.payTime, w.start),
    lte(orders.payTime, w.end),
  )!;
}

interface Raw {
  key: string;
  memberId: number | null;
  goodsId: number | null;
  name: string;
  phone: string;
  amount: string;
  quantity: string;
  orders: string;
}

/** The figure a ranking orders by, as SQL over the grouped rows. */
type Figures = Readonly<Record<RankMetric, SQL>>;

async function buyers(db: StoreDb, w: Window, metric: RankMetric, top: number): Promise<Raw[]> {
  // What each order's lines weigh, beside the order (a line's quantity in its own unit, added up).
  const weight = sql`(select coalesce(sum(${orderLines.qty}), 0) from ${orderLines}
    where ${orderLines.supplierId} = ${orders.supplierId} and ${orderLines.orderId} = ${orders.id})`;
  const figures: Figures = {
    amount: sql`sum(${orders.payAmount})`,
    quantity: sql`sum(${weight})`,
    orders: sql`count(*)`,
  };
  const member = sql`(select ${members.id} from ${members}
    where ${members.supplierId} = ${orders.supplierId} and ${members.phone} = ${orders.buyerPhone})`;
  const nick = sql`(select nullif(${members.nickName}, '') from ${members}
    where ${members.supplierId} = ${orders.supplierId} and ${members.phone} = ${orders.buyerPhone})`;
  return db
    .select({
      key: orders.buyerPhone,
      memberId: sql<number | null>`max(${member})`.mapWith((v) => (v === null ? null : Number(v))),
      goodsId: sql<null>`null`,
      name: sql<string>`coalesce(max(${nick}), max(${orders.buyerName}), '')`,
      phone: orders.buyerPhone,
      amount: sql<string>`${figures.amount}::text`,
      quantity: sql<string>`${figures.quantity}::numeric(16, 3)::text`,
      orders: sql<string>`${figures.orders}::text`,
    })
    .from(orders)
    .where(and(sold(w), sql`${orders.buyerPhone} <> ''`))
    .groupBy(orders.buyerPhone)
    .orderBy(sql`${figures[metric]} desc`, orders.buyerPhone)
    .limit(top);
}

async function goodsSold(db: StoreDb, w: Window, metric: RankMetric, top: number): Promise<Raw[]> {
  const figures: Figures = {
    amount: sql`sum(${orderLines.amount})`,
    quantity: sql`sum(${orderLines.qty})`,
    orders: sql`count(distinct ${orderLines.orderId})`,
  };
  return db
    .select({
      key: sql<string>`${orderLines.goodsId}::text`,
      memberId: sql<null>`null`,
      goodsId: sql<number>`${orderLines.goodsId}`.mapWith(Number),
      name: sql<string>`max(${orderLines.goodsName})`,
      phone: sql<string>`''`,
      amount: sql<string>`${figures.amount}::text`,
      quantity: sql<string>`${figures.quantity}::numeric(16, 3)::text`,
      orders: sql<string>`${figures.orders}::text`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(sold(w))
    .groupBy(orderLines.goodsId)
    .orderBy(sql`${figures[metric]} desc`, orderLines.goodsId)
    .limit(top);
}

const READERS: Readonly<
  Record<RankSubject, (db: StoreDb, w: Window, metric: RankMetric, top: number) => Promise<Raw[]>>
> = { member: buyers, goods: goodsSold };

/**
 * The top `top` of a ranking over the window, best first. Ties keep a stable order: by the buyer's mobile, or
 * the goods' id, so the same orders always give the same places.
 */
export async function standings(
  db: StoreDb,
  rule: { readonly subject: RankSubject; readonly metric: RankMetric; readonly topN: number },
  w: Window,
): Promise<Standing[]> {
  const rows = await READERS[rule.subject](db, w, rule.metric, rule.topN);
  return rows.map((r, i) => ({
    position: i + 1,
    subjectKey: r.key,
    memberId: r.memberId,
    goodsId: r.goodsId,
    name: r.name,
    phone: r.phone,
    amount: Number(r.amount),
    quantity: r.quantity,
    orders: Number(r.orders),
  }));
}

/** A row of the change log: an entry whose place moved between two runs. */
export interface Move {
  readonly change: RankChange;
  readonly oldPosition: number | null;
  readonly newPosition: number | null;
  /** Its figures in the new run, or in the old one for an entry that dropped out. */
  readonly standing: Standing;
}

/** The moves from `before` to `after`: up, down, in and out; an entry in the same place is no move. */
export function movesBetween(before: readonly Standing[], after: readonly Standing[]): Move[] {
  const old = new Map(before.map((s) => [s.subjectKey, s]));
  const still = new Set(after.map((s) => s.subjectKey));
  const moves: Move[] = [];
  for (const s of after) {
    const was = old.get(s.subjectKey);
    if (was?.position === s.position) continue;
    const change: RankChange = !was ? 'new' : s.position < was.position ? 'up' : 'down';
    moves.push({ change, oldPosition: was?.position ?? null, newPosition: s.position, standing: s });
  }
  for (const s of before) {
    if (!still.has(s.subjectKey))
      moves.push({ change: 'out', oldPosition: s.position, newPosition: null, standing: s });
  }
  return moves;
}
