import { accounts, type StoreDb } from '@yanye/addon-kit/server';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { financeLogDays } from '../contract';
import { addDays } from './bank';
import { abcbankFinanceLogs, DIFFERENCE_STATES } from './tables';

const l = abcbankFinanceLogs;

type Day = z.output<typeof financeLogDays.response>['days'][number];

const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
const sum = (value: ReturnType<typeof sql>, condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${value}) filter (where ${condition}), 0)`;

const DIFFERS = sql.join(
  DIFFERENCE_STATES.map((s) => sql`${s}`),
  sql`, `,
);
const IS_DIFFERENCE = sql`${l.reconcileState} in (${DIFFERS})`;
const stateIs = (state: (typeof DIFFERENCE_STATES)[number]) => count(sql`${l.reconcileState} = ${state}`);

/**
 * The daily statements from `from` to `to` (days with no log left out), newest first. The bank's side is what
 * its statement listed (`statement_amount` kept on each log it lists); the store's own is what the bank notified
 * (`source = 'push'`), which is the store's ledger of these collections: the money lands in the store's own
 * account at the bank, not in a wallet the platform keeps, so no wallet row books it (docs/offlinepay.md).
 * A day is waiting until its statement is in, open while a difference is not resolved, reconciled after; each
 * resolved difference is answered with how, by whom and when (what explains a gap that stays).
 */
export async function statementDays(db: StoreDb, from: string, to: string): Promise<Day[]> {
  const inRange = and(gte(l.day, from), lte(l.day, to));
  const resolved = await db
    .select({
      day: l.day,
      serial_no: l.serialNo,
      reconcile_state: l.reconcileState,
      note: l.resolveNote,
      nick: accounts.nickName,
      username: accounts.username,
      at: l.resolvedAt,
    })
    .from(l)
    .leftJoin(accounts, eq(accounts.id, l.resolvedBy))
    .where(and(inRange, gt(l.resolvedAt, 0), sql`${IS_DIFFERENCE}`))
    .orderBy(asc(l.resolvedAt), asc(l.id));
  const resolutionsOf = new Map<string, Day['resolutions'][number][]>();
  for (const { day, nick, username, ...r } of resolved)
    resolutionsOf.set(day, [
      ...(resolutionsOf.get(day) ?? []),
      { ...r, at: Number(r.at), by: nick || username || '' },
    ]);
  const rows = await db
    .select({
      day: l.day,
      statementCount: count(sql`${l.statementAmount} is not null`),
      statementSum: sum(sql`${l.statementAmount}`, sql`${l.statementState} = 'success'`),
      storeCount: count(sql`${l.source} = 'push'`),
      storeSum: sum(sql`${l.amount}`, sql`${l.source} = 'push' and ${l.state} = 'success'`),
      amountDiffers: stateIs('amount_differs'),
      stateDiffers: stateIs('state_differs'),
      missingInStore: stateIs('missing_in_store'),
      missingInBank: stateIs('missing_in_bank'),
      open: count(sql`${IS_DIFFERENCE} and ${l.resolvedAt} = 0`),
      resolved: count(sql`${IS_DIFFERENCE} and ${l.resolvedAt} > 0`),
      compared: count(sql`${l.reconcileState} <> 'pending'`),
    })
    .from(l)
    .where(inRange)
    .groupBy(l.day)
    .orderBy(sql`${l.day} desc`);
  return rows.map((r) => ({
    day: r.day,
    state: r.compared === 0 ? 'waiting' : r.open > 0 ? 'open' : 'reconciled',
    statement: { count: r.statementCount, sum: Number(r.statementSum) },
    store: { count: r.storeCount, sum: Number(r.storeSum) },
    gap: Number(r.statementSum) - Number(r.storeSum),
    amount_differs: r.amountDiffers,
    state_differs: r.stateDiffers,
    missing_in_store: r.missingInStore,
    missing_in_bank: r.missingInBank,
    open: r.open,
    resolved: r.resolved,
    resolutions: resolutionsOf.get(r.day) ?? [],
  }));
}

/** The range the daily statements show when none is asked: the last 30 days, today included. */
export const defaultRange = (today: string) => ({ from: addDays(today, -29), to: today });
