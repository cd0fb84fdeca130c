import { type StoreDb, walletLogs } from '@yanye/addon-kit/server';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { feeOf, type ProviderTook } from './provider';
import {
  type DiffKind,
  type ReconcileState,
  settlementConfigs,
  settlementDiffs,
  settlementStatements,
  settlementTrades,
} from './tables';

/** The store's fee rate when it has saved none: the provider's usual 0.60 %. */
export const DEFAULT_FEE_BP = 60;

/**
 * What the store's ledger holds of its payments and refunds between `start` and `end` (docs/finance.md): each
 * paid order's income and each refund paid back, on the store's payment wallet, by the order's or refund's
 * number. This is what the provider's statements must agree with.
 */
export async function ledgerTook(db: StoreDb, start: number, end: number): Promise<ProviderTook[]> {
  const rows = await db
    .select({
      event: walletLogs.event,
      ref: walletLogs.docNo,
      amount: walletLogs.amount,
      at: walletLogs.createdAt,
    })
    .from(walletLogs)
    .where(
      and(
        eq(walletLogs.kind, 'payment'),
        inArray(walletLogs.event, ['order_income', 'order_refund']),
        between(walletLogs.createdAt, start, end),
      ),
    )
    .orderBy(asc(walletLogs.createdAt), asc(walletLogs.id));
  return rows.map((r) => ({
    ref: r.ref,
    kind: r.event === 'order_income' ? ('pay' as const) : ('refund' as const),
    amount: r.amount,
    at: r.at,
  }));
}

export interface TradeFacts {
  readonly kind: 'pay' | 'refund';
  readonly ref: string;
  readonly amount: number;
  readonly fee: number;
}

export interface Diff {
  readonly kind: DiffKind;
  readonly ref: string;
  readonly statementAmount: number;
  readonly ledgerAmount: number;
}

/**
 * The differences between a statement's trades and the ledger over its period: a trade the ledger lacks, a
 * ledger row the statement lacks, an amount that differs, and a payment whose fee is not the contracted rate's.
 * In the statement's order, then the ledger's.
 */
export function diffsOf(
  trades: readonly TradeFacts[],
  ledger: readonly ProviderTook[],
  feeBp: number,
): Diff[] {
  const key = (kind: string, ref: string) => `${kind}:${ref}`;
  const booked = new Map<string, number>();
  for (const l of ledger) booked.set(key(l.kind, l.ref), (booked.get(key(l.kind, l.ref)) ?? 0) + l.amount);
  const listed = new Set<string>();
  const out: Diff[] = [];
  for (const t of trades) {
    const k = key(t.kind, t.ref);
    listed.add(k);
    const ledgerAmount = booked.get(k);
    if (ledgerAmount === undefined)
      out.push({ kind: 'missing_in_ledger', ref: t.ref, statementAmount: t.amount, ledgerAmount: 0 });
    else if (ledgerAmount !== t.amount)
      out.push({ kind: 'amount_differs', ref: t.ref, statementAmount: t.amount, ledgerAmount });
    const expected = feeOf(t.amount, feeBp);
    if (t.kind === 'pay' && t.fee !== expected)
      out.push({ kind: 'fee_differs', ref: t.ref, statementAmount: t.fee, ledgerAmount: expected });
  }
  for (const [k, amount] of booked)
    if (!listed.has(k))
      out.push({
        kind: 'missing_in_statement',
        ref: k.slice(k.indexOf(':') + 1),
        statementAmount: 0,
        ledgerAmount: amount,
      });
  return out;
}

/** The store's contracted fee rate, in basis points. */
export async function feeRateOf(db: StoreDb): Promise<number> {
  const [config] = await db.select({ bp: settlementConfigs.feeRateBp }).from(settlementConfigs);
  return config?.bp ?? DEFAULT_FEE_BP;
}

/**
 * Reconciles one statement whose trades are in against the ledger now: its differences replaced whole, its
 * state, count and amount set. Answers the state. Running it twice gives the same rows.
 */
export async function reconcileStatement(
  db: StoreDb,
  statementId: number,
  now: number,
): Promise<ReconcileState> {
  const [s] = await db
    .select({ start: settlementStatements.periodStart, end: settlementStatements.periodEnd })
    .from(settlementStatements)
    .where(eq(settlementStatements.id, statementId))
    .for('update');
  if (!s) return 'pending';
  const trades = await db
    .select({
      kind: settlementTrades.kind,
      ref: settlementTrades.outTradeNo,
      amount: settlementTrades.amount,
      fee: settlementTrades.fee,
    })
    .from(settlementTrades)
    .where(eq(settlementTrades.statementId, statementId))
    .orderBy(asc(settlementTrades.tradeAt), asc(settlementTrades.id));
  const diffs = diffsOf(trades, await ledgerTook(db, s.start, s.end), await feeRateOf(db));
  await db.delete(settlementDiffs).where(eq(settlementDiffs.docId, statementId));
  if (diffs.length > 0)
    await db.insert(settlementDiffs).values(
      diffs.map((d, i) => ({
        docId: statementId,
        seq: i + 1,
        kind: d.kind,
        ref: d.ref,
        statementAmount: d.statementAmount,
        ledgerAmount: d.ledgerAmount,
        difference: d.statementAmount - d.ledgerAmount,
      })),
    );
  const state: ReconcileState = diffs.length === 0 ? 'matched' : 'differs';
  await db
    .update(settlementStatements)
    .set({
      reconcileState: state,
      diffCount: diffs.length,
      diffAmount: diffs.reduce((n, d) => n + Math.abs(d.statementAmount - d.ledgerAmount), 0),
      reconciledAt: now,
    })
    .where(eq(settlementStatements.id, statementId));
  return state;
}
