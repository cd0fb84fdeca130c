import { daysOf, formatDate, parseDateTime, type StoreDb, walletLogs } from '@yanye/framework/server';
import { and, between, eq, lt, sql } from 'drizzle-orm';

const l = walletLogs;
const amountOf = (events: readonly string[]) =>
  sql<string>`coalesce(sum(${l.amount}) filter (where ${l.event} in (${sql.join(
    events.map((e) => sql`${e}`),
    sql`, `,
  )})), 0)::text`;

/** The period of days `start` to `end` of the time zone, both whole: its first and last second. */
export function dayPeriod(start: string, end: string, timeZone: string) {
  const from = parseDateTime(start, timeZone);
  const last = parseDateTime(end, timeZone);
  if (from === undefined || last === undefined) return undefined;
  const after = parseDateTime(formatDate(last + 36 * 3600, timeZone), timeZone);
  return after === undefined ? undefined : { start: from, end: after - 1 };
}

/**
 * The payment wallet by day, from its ledger rows alone: what orders brought in, refunds and the platform's
 * fees took, what withdrawals froze (less what came back), and the balance each day ended with. A day without
 * rows carries the balance on.
 */
export async function summaryByDay(db: StoreDb, period: { start: number; end: number }, timeZone: string) {
  const day = sql<string>`to_char(to_timestamp(${l.createdAt}) at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      income: amountOf(['order_income']),
      refunds: amountOf(['order_refund']),
      fees: amountOf(['platform_fee']),
      withdrawn: amountOf(['withdraw_freeze', 'withdraw_release']),
      entries: sql<number>`count(*)::int`,
      balance: sql<string>`((array_agg(${l.balanceAfter} order by ${l.seq} desc))[1])::text`,
    })
    .from(l)
    .where(and(eq(l.kind, 'payment'), between(l.createdAt, period.start, period.end)))
    .groupBy(sql`1`);
  const [opening] = await db
    .select({ balance: l.balanceAfter })
    .from(l)
    .where(and(eq(l.kind, 'payment'), lt(l.createdAt, period.start)))
    .orderBy(sql`${l.seq} desc`)
    .limit(1);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  let balance = opening?.balance ?? 0;
  return daysOf(period, timeZone).map((d) => {
    const r = byDay.get(d);
    const from = parseDateTime(d, timeZone) ?? 0;
    const to = dayPeriod(d, d, timeZone)?.end ?? from + 86_399;
    if (!r)
      return { day: d, from, to, income: 0, refunds: 0, fees: 0, net: 0, withdrawn: 0, balance, entries: 0 };
    const income = Number(r.income);
    const refunds = Number(r.refunds);
    const fees = Number(r.fees);
    balance = Number(r.balance);
    return {
      day: d,
      from,
      to,
      income,
      refunds,
      fees,
      net: income + refunds + fees,
      withdrawn: Number(r.withdrawn),
      balance,
      entries: r.entries,
    };
  });
}
