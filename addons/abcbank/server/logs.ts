import type { StoreDb } from '@yanye/addon-kit/server';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { type BankTrx, logValues } from './bank';
import { abcbankFinanceLogs, type LogState, type ReconcileState } from './tables';

const l = abcbankFinanceLogs;

/** How what the store was told compares with the statement's line. */
function compared(
  told: { amount: number; state: LogState; source: 'push' | 'pull' },
  listed: { amount: number; state: LogState },
): ReconcileState {
  // A transaction the store first learnt of from the statement stays a difference: it was never notified.
  if (told.source === 'pull') return 'missing_in_store';
  if (told.amount !== listed.amount) return 'amount_differs';
  if (told.state !== listed.state) return 'state_differs';
  return 'matched';
}

/**
 * A transaction the bank notified (the callback, once per serial number): a new log waiting for its day's
 * statement; or, when the statement listed it first, the notice arriving late, compared with it at once.
 */
export async function bookNotice(
  db: StoreDb,
  trx: BankTrx,
  now: number,
): Promise<{ id: number; state: ReconcileState }> {
  const v = logValues(trx);
  const [known] = await db.select().from(l).where(eq(l.serialNo, v.serialNo)).for('update');
  if (!known) {
    const [row] = await db
      .insert(l)
      .values({ ...v, source: 'push', reconcileState: 'pending' })
      .returning({ id: l.id });
    return { id: row!.id, state: 'pending' };
  }
  if (known.source === 'push' || known.statementAmount === null || known.statementState === null)
    return { id: known.id, state: known.reconcileState };
  const state = compared(
    { amount: v.amount, state: v.state, source: 'push' },
    { amount: known.statementAmount, state: known.statementState },
  );
  await db
    .update(l)
    .set({ ...v, source: 'push', reconcileState: state, reconciledAt: now })
    .where(eq(l.id, known.id));
  return { id: known.id, state };
}

export interface DayReconciled {
  readonly day: string;
  readonly listed: number;
  readonly added: number;
  readonly matched: number;
  readonly differs: number;
}

/**
 * Reconciles a day against the bank's statement of it: each line compared with the log of its serial number
 * (added from the statement when the store was never told of it), and each log of the day the statement lacks
 * marked so. What was notified is kept as it was; the statement's amount and state sit beside it. Running it
 * again with the same statement changes nothing but the time.
 */
export async function reconcileDay(
  db: StoreDb,
  day: string,
  records: readonly BankTrx[],
  now: number,
): Promise<DayReconciled> {
  const lines = [...new Map(records.map((r) => [r.SerialNo, logValues(r)])).values()];
  const serials = lines.map((r) => r.serialNo);
  const known = serials.length
    ? await db.select().from(l).where(inArray(l.serialNo, serials)).orderBy(l.id).for('update')
    : [];
  const bySerial = new Map(known.map((k) => [k.serialNo, k]));
  let added = 0;
  let matched = 0;
  let differs = 0;
  for (const line of lines) {
    const log = bySerial.get(line.serialNo);
    const listed = { statementAmount: line.amount, statementState: line.state, reconciledAt: now };
    if (!log) {
      await db.insert(l).values({ ...line, ...listed, source: 'pull', reconcileState: 'missing_in_store' });
      added++;
      differs++;
      continue;
    }
    const state = compared(log, { amount: line.amount, state: line.state });
    await db
      .update(l)
      .set({ ...listed, reconcileState: state })
      .where(eq(l.id, log.id));
    if (state === 'matched') matched++;
    else differs++;
  }
  const absent = await db
    .update(l)
    .set({
      reconcileState: 'missing_in_bank',
      statementAmount: null,
      statementState: null,
      reconciledAt: now,
    })
    .where(and(eq(l.day, day), serials.length ? notInArray(l.serialNo, serials) : undefined))
    .returning({ id: l.id });
  return { day, listed: lines.length, added, matched, differs: differs + absent.length };
}
