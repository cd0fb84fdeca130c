import type { StoreDb } from '@yanye/addon-kit/server';
import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { movesBetween, type Standing, standings, windowOf } from './standings';
import { rankEntries, rankLogs, rankRuns, ranks } from './tables';

/**
 * Computing a ranking: its standings now are written as a run (a snapshot) and become the rule's current ones,
 * and every entry whose place moved since the rule's run before is written to the change log under the new run.
 * The rule's row is locked for it, so two recomputes of a rule queue; one asked at the moment of the last run is
 * that run again (the moment is unique per rule), so nothing is computed or logged twice.
 */

type Rule = typeof ranks.$inferSelect;

export interface RunOutcome {
  readonly run_id: number;
  readonly entries: number;
  readonly moved: number;
}

const e = rankEntries;

/** The rule of `id`, locked for the rest of the transaction. */
export async function lockRule(db: StoreDb, id: number): Promise<Rule | undefined> {
  const [rule] = await db.select().from(ranks).where(eq(ranks.id, id)).for('update');
  return rule;
}

/** A run's standings, best first. */
async function entriesOf(db: StoreDb, runId: number): Promise<Standing[]> {
  const rows = await db
    .select({
      position: e.position,
      subjectKey: e.subjectKey,
      memberId: e.memberId,
      goodsId: e.goodsId,
      name: e.name,
      phone: e.phone,
      amount: e.amount,
      quantity: e.quantity,
      orders: e.orders,
    })
    .from(e)
    .where(eq(e.runId, runId))
    .orderBy(asc(e.position));
  return rows;
}

/** Computes `rule` (locked by the caller) as of `now`. */
export async function recompute(db: StoreDb, rule: Rule, now: number): Promise<RunOutcome> {
  const [same] = await db
    .select({ id: rankRuns.id, entries: rankRuns.entries, moved: rankRuns.moved })
    .from(rankRuns)
    .where(and(eq(rankRuns.rankId, rule.id), eq(rankRuns.windowEnd, now)));
  if (same) return { run_id: same.id, entries: same.entries, moved: same.moved };

  const window = windowOf(rule.period, now);
  const after = await standings(db, rule, window);
  const [last] = await db
    .select()
    .from(rankRuns)
    .where(eq(rankRuns.rankId, rule.id))
    .orderBy(desc(rankRuns.windowEnd))
    .limit(1);
  // A rule changed since (another subject, figure or period) starts its log afresh: its places are not comparable.
  const comparable =
    last && last.subject === rule.subject && last.metric === rule.metric && last.period === rule.period;
  const moves = comparable ? movesBetween(await entriesOf(db, last.id), after) : [];

  const [run] = await db
    .insert(rankRuns)
    .values({
      rankId: rule.id,
      subject: rule.subject,
      metric: rule.metric,
      period: rule.period,
      topN: rule.topN,
      windowStart: window.start ?? null,
      windowEnd: now,
      entries: after.length,
      moved: moves.length,
      createdAt: now,
    })
    .returning({ id: rankRuns.id });
  const runId = run!.id;
  await db
    .update(e)
    .set({ current: 0 })
    .where(and(eq(e.rankId, rule.id), eq(e.current, 1)));
  if (after.length > 0) {
    await db.insert(e).values(
      after.map((s) => ({
        ...s,
        runId,
        rankId: rule.id,
        subject: rule.subject,
        current: 1,
        createdAt: now,
      })),
    );
  }
  if (moves.length > 0) {
    await db.insert(rankLogs).values(
      moves.map((m) => ({
        rankId: rule.id,
        runId,
        subject: rule.subject,
        subjectKey: m.standing.subjectKey,
        name: m.standing.name,
        phone: m.standing.phone,
        oldPosition: m.oldPosition,
        newPosition: m.newPosition,
        change: m.change,
        amount: m.standing.amount,
        quantity: m.standing.quantity,
        orders: m.standing.orders,
        createdAt: now,
      })),
    );
  }
  await db.update(ranks).set({ lastRunAt: now }).where(eq(ranks.id, rule.id));
  return { run_id: runId, entries: after.length, moved: moves.length };
}

const DAY = 86_400;

/** Whether the sweep computes `rule` at `now`: switched on, and not computed in the day before. */
const isDue = (rule: Rule, now: number) =>
  rule.status === 1 && (rule.lastRunAt === null || rule.lastRunAt <= now - DAY);

/**
 * The daily sweep: every rule switched on that was not computed in the last day is computed now, each locked in
 * turn (a request recomputing it meanwhile is waited for, and then it is no longer due).
 */
export async function recomputeDue(db: StoreDb, now: number): Promise<number> {
  const due = await db
    .select({ id: ranks.id })
    .from(ranks)
    .where(and(eq(ranks.status, 1), or(isNull(ranks.lastRunAt), lte(ranks.lastRunAt, now - DAY))))
    .orderBy(asc(ranks.id));
  let done = 0;
  for (const { id } of due) {
    const rule = await lockRule(db, id);
    if (!rule || !isDue(rule, now)) continue;
    await recompute(db, rule, now);
    done++;
  }
  return done;
}

/** Removes what rules being deleted computed: their change log, snapshots and runs. */
export async function forgetRuns(db: StoreDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rankLogs).where(inArray(rankLogs.rankId, [...ids]));
  await db.delete(e).where(inArray(e.rankId, [...ids]));
  await db.delete(rankRuns).where(inArray(rankRuns.rankId, [...ids]));
}
