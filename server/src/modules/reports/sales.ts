import {
  daysOf,
  formatDate,
  goods,
  goodsCats,
  orderLines,
  orders,
  type Period,
  parseDateTime,
  type StoreDb,
  shops,
} from '@yanye/framework/server';
import type { Lang } from '@yanye/i18n';
import { and, desc, eq, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { ONLINE_STORE } from '../../resources/retail/titles';

/**
 * Sales figures (the workbench and /report/chart). A sale is a paid order, counted on the day it was paid in
 * the store's time zone whatever happened to it afterwards; refunds are reported beside it, never netted silently.
 * Money in cents.
 */

/** Today and this month so far, in the time zone. */
export function currentPeriods(now: number, timeZone: string): { today: Period; month: Period } {
  const today = formatDate(now, timeZone);
  const dayStart = parseDateTime(today, timeZone)!;
  const monthStart = parseDateTime(`${today.slice(0, 8)}01`, timeZone)!;
  return { today: { start: dayStart, end: now }, month: { start: monthStart, end: now } };
}

const paidIn = (p: Period, ...more: (SQL | undefined)[]) =>
  and(isNotNull(orders.payTime), gte(orders.payTime, p.start), lte(orders.payTime, p.end), ...more);

const money = (expr: SQL) => sql<number>`coalesce(sum(${expr}), 0)`.mapWith(Number);

export interface SalesTotals {
  readonly orders: number;
  /** What buyers paid. */
  readonly amount: number;
  /** What was given back by refunds of those orders. */
  readonly refunded: number;
  readonly buyers: number;
  /** Average paid per order, in cents, rounded. */
  readonly average: number;
}

export async function salesTotals(db: StoreDb, period: Period): Promise<SalesTotals> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)`.mapWith(Number),
      amount: money(sql`${orders.payAmount}`),
      refunded: money(sql`${orders.refundedAmount}`),
      buyers: sql<number>`count(distinct nullif(${orders.buyerPhone}, ''))`.mapWith(Number),
    })
    .from(orders)
    .where(paidIn(period));
  const totals = row ?? { orders: 0, amount: 0, refunded: 0, buyers: 0 };
  return { ...totals, average: totals.orders ? Math.round(totals.amount / totals.orders) : 0 };
}

export interface DaySales {
  readonly day: string;
  readonly orders: number;
  readonly amount: number;
  readonly refunded: number;
}

/** One entry per day of the period, days without sales as zeros. */
export async function salesByDay(db: StoreDb, period: Period, timeZone: string): Promise<DaySales[]> {
  const day = sql<string>`to_char(to_timestamp(${orders.payTime}) at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      orders: sql<number>`count(*)`.mapWith(Number),
      amount: money(sql`${orders.payAmount}`),
      refunded: money(sql`${orders.refundedAmount}`),
    })
    .from(orders)
    .where(paidIn(period))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(period, timeZone).map((d) => byDay.get(d) ?? { day: d, orders: 0, amount: 0, refunded: 0 });
}

export interface CategorySales {
  readonly cat_id: number;
  readonly category: string;
  readonly qty: number;
  /** The lines' goods amount, before order discounts and freight. */
  readonly amount: number;
}

/** Goods sold by category, biggest first. */
export async function salesByCategory(db: StoreDb, period: Period): Promise<CategorySales[]> {
  const rows = await db
    .select({
      cat_id: goods.catId,
      category: goodsCats.name,
      qty: sql<string>`sum(${orderLines.qty})`,
      amount: money(sql`${orderLines.amount}`),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .innerJoin(goodsCats, eq(goodsCats.id, goods.catId))
    .where(paidIn(period))
    .groupBy(goods.catId, goodsCats.name)
    .orderBy(desc(sql`4`));
  return rows.map((r) => ({ ...r, cat_id: Number(r.cat_id), qty: Number(r.qty) }));
}

export interface ShopSales {
  readonly shop_id: number;
  readonly shop: string;
  readonly orders: number;
  readonly amount: number;
}

/** Sales by the shop that sold them (0 the online store), biggest first; deleted shops keep their sales. */
export async function salesByShop(db: StoreDb, period: Period, lang: Lang): Promise<ShopSales[]> {
  const rows = await db
    .select({
      shop_id: orders.shopId,
      shop: shops.name,
      orders: sql<number>`count(*)`.mapWith(Number),
      amount: money(sql`${orders.payAmount}`),
    })
    .from(orders)
    .leftJoin(shops, eq(shops.id, orders.shopId))
    .where(paidIn(period))
    .groupBy(orders.shopId, shops.name)
    .orderBy(desc(sql`4`));
  return rows.map((r) => ({
    ...r,
    shop_id: Number(r.shop_id),
    shop: Number(r.shop_id) === 0 ? ONLINE_STORE[lang] : (r.shop ?? `#${r.shop_id}`),
  }));
}
