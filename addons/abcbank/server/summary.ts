import type { StoreDb } from '@yanye/addon-kit/server';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { financeLogSummary } from '../contract';
import { abcbankFinanceLogs, abcbankStaff } from './tables';

const l = abcbankFinanceLogs;
const s = abcbankStaff;

type Summary = z.output<typeof financeLogSummary.response>;
type Takings = Summary['total'];

/** Sums as whole numbers: PostgreSQL answers a bigint sum as numeric text. */
const total = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${l.amount}) filter (where ${condition}), 0)`;
const tally = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

// What each group took (contract.ts, `Takings`): money in taken (succeeded or reversed), reversed, out, net.
const COLLECTED = sql`${l.amount} > 0 and ${l.state} in ('success', 'reversed')`;
const REVERSED = sql`${l.amount} > 0 and ${l.state} = 'reversed'`;
const OUT = sql`${l.amount} < 0 and ${l.state} = 'success'`;
const NET = sql`${l.state} = 'success'`;

const none = (): Takings => ({
  collected: { count: 0, sum: 0 },
  reversed: { count: 0, sum: 0 },
  out: { count: 0, sum: 0 },
  net: 0,
});

function add(a: Takings, b: Takings): Takings {
  return {
    collected: { count: a.collected.count + b.collected.count, sum: a.collected.sum + b.collected.sum },
    reversed: { count: a.reversed.count + b.reversed.count, sum: a.reversed.sum + b.reversed.sum },
    out: { count: a.out.count + b.out.count, sum: a.out.sum + b.out.sum },
    net: a.net + b.net,
  };
}

/**
 * A day's takings (`day`, the bank's `YYYY-MM-DD`): read once grouped by the staff member named on each log
 * (joined to the store's staff by number for the name and branch), then added up by branch and overall, so the
 * three can never disagree. Reversed money counts as collected and as reversed; the net is what succeeded.
 */
export async function daySummary(db: StoreDb, day: string, today: string): Promise<Summary> {
  const rows = await db
    .select({
      staffNo: l.staffNo,
      name: sql<string>`coalesce(${s.name}, '')`,
      branch: sql<string>`coalesce(${s.branch}, '')`,
      collectedCount: tally(COLLECTED),
      collectedSum: total(COLLECTED),
      reversedCount: tally(REVERSED),
      reversedSum: total(REVERSED),
      outCount: tally(OUT),
      outSum: total(OUT),
      net: total(NET),
    })
    .from(l)
    .leftJoin(s, and(eq(s.supplierId, l.supplierId), eq(s.staffNo, l.staffNo)))
    .where(eq(l.day, day))
    .groupBy(l.staffNo, s.name, s.branch)
    .orderBy(sql`coalesce(sum(${l.amount}) filter (where ${NET}), 0) desc`, l.staffNo);
  const staff = rows.map((r) => ({
    staff_no: r.staffNo,
    name: r.name,
    branch: r.branch,
    collected: { count: r.collectedCount, sum: Number(r.collectedSum) },
    reversed: { count: r.reversedCount, sum: Number(r.reversedSum) },
    out: { count: r.outCount, sum: Number(r.outSum) },
    net: Number(r.net),
  }));
  const byBranch = new Map<string, Takings>();
  for (const m of staff) byBranch.set(m.branch, add(byBranch.get(m.branch) ?? none(), m));
  const branches = [...byBranch.entries()]
    .map(([branch, t]) => ({ branch, ...t }))
    .sort((a, b) => b.net - a.net || a.branch.localeCompare(b.branch));
  return { day, today, total: staff.reduce<Takings>((sum, m) => add(sum, m), none()), branches, staff };
}
