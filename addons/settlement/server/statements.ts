import { callAndRead, type ServiceClient, type StoreDb } from '@yanye/addon-kit/server';
import { eq } from 'drizzle-orm';
import {
  dayStart,
  type ProviderStatement,
  type ProviderTrade,
  periodOf,
  type Statement,
  StatementPage,
  TradePage,
} from './provider';
import { reconcileStatement } from './reconcile';
import { settlementService } from './service';
import { type StatementState, settlementStatements, settlementTrades } from './tables';

const STATEMENTS_PER_PAGE = 50;
const TRADES_PER_PAGE = 200;
/** A statement with more trades than this is refused as an answer we cannot hold in one booking. */
const MAX_TRADES = 20_000;

/** Every trade of one statement, page after page. */
export async function fetchTrades(client: ServiceClient, statementNo: string): Promise<ProviderTrade[]> {
  const trades: ProviderTrade[] = [];
  for (let offset = 0; offset < MAX_TRADES; offset += TRADES_PER_PAGE) {
    const page = await callAndRead(settlementService, client, TradePage, {
      op: 'trades',
      method: 'GET',
      path: '/v3/settle/trades',
      query: { statement_no: statementNo, offset: String(offset), limit: String(TRADES_PER_PAGE) },
      idempotent: true,
    });
    trades.push(...page.data.trades);
    if (page.data.trades.length < TRADES_PER_PAGE || trades.length >= page.data.total_count) break;
  }
  return trades;
}

/** The statements of the provider's days `begin`…`end`, each with its trades. */
export async function fetchStatements(
  client: ServiceClient,
  begin: string,
  end: string,
): Promise<Statement[]> {
  const heads: ProviderStatement[] = [];
  for (let offset = 0; ; offset += STATEMENTS_PER_PAGE) {
    const page = await callAndRead(settlementService, client, StatementPage, {
      op: 'statements',
      method: 'GET',
      path: '/v3/settle/statements',
      query: {
        begin_date: begin,
        end_date: end,
        offset: String(offset),
        limit: String(STATEMENTS_PER_PAGE),
      },
      idempotent: true,
    });
    heads.push(...page.data.statements);
    if (page.data.statements.length < STATEMENTS_PER_PAGE || heads.length >= page.data.total_count) break;
  }
  const out: Statement[] = [];
  for (const head of heads) out.push({ head, trades: await fetchTrades(client, head.statement_no) });
  return out;
}

const STATES: Record<ProviderStatement['state'], StatementState> = {
  PENDING: 'pending',
  SETTLED: 'settled',
  FAILED: 'failed',
};

/** The statement's row as the provider describes it (a push or a fetch). */
function headValues(h: ProviderStatement) {
  const { start, end } = periodOf(h);
  return {
    statementNo: h.statement_no,
    cycle: h.cycle,
    period: h.period_begin === h.period_end ? h.period_begin : `${h.period_begin} ~ ${h.period_end}`,
    periodStart: start,
    periodEnd: end,
    payCount: h.pay_count,
    refundCount: h.refund_count,
    gross: h.gross_amount,
    fee: h.fee_amount,
    net: h.gross_amount - h.fee_amount,
    state: STATES[h.state],
    settleAt: dayStart(h.settle_date),
    accountTail: h.account_tail,
  };
}

/** Writes a statement's head (a new one, or what has changed of a known one); answers its id. */
async function upsertHead(db: StoreDb, h: ProviderStatement) {
  const values = headValues(h);
  const [row] = await db
    .insert(settlementStatements)
    .values(values)
    .onConflictDoUpdate({
      target: [settlementStatements.supplierId, settlementStatements.statementNo],
      set: { ...values },
    })
    .returning({ id: settlementStatements.id });
  return row!;
}

export interface Booked {
  readonly fetched: number;
  readonly matched: number;
  readonly differs: number;
}

/**
 * Books fetched statements: each head written, its trades replaced whole, and the statement reconciled against
 * the ledger. Fetching the same statements again changes nothing but the reconciliation time.
 */
export async function bookStatements(
  db: StoreDb,
  statements: readonly Statement[],
  now: number,
): Promise<Booked> {
  let matched = 0;
  let differs = 0;
  for (const s of statements) {
    const { id } = await upsertHead(db, s.head);
    await bookTrades(db, id, s.trades, now);
    const state = await reconcileStatement(db, id, now);
    if (state === 'matched') matched++;
    else differs++;
  }
  return { fetched: statements.length, matched, differs };
}

/** Replaces a statement's trades with those fetched, and marks its details in. */
export async function bookTrades(
  db: StoreDb,
  statementId: number,
  trades: readonly ProviderTrade[],
  now: number,
) {
  await db.delete(settlementTrades).where(eq(settlementTrades.statementId, statementId));
  const unique = new Map(trades.map((t) => [t.transaction_id, t]));
  for (let i = 0; i < unique.size; i += 1000)
    await db.insert(settlementTrades).values(
      [...unique.values()].slice(i, i + 1000).map((t) => ({
        statementId,
        tradeNo: t.transaction_id,
        outTradeNo: t.out_trade_no,
        kind: t.trade_type === 'PAY' ? ('pay' as const) : ('refund' as const),
        amount: t.amount,
        fee: t.fee,
        tradeAt: t.success_time,
      })),
    );
  await db
    .update(settlementStatements)
    .set({ detailAt: now })
    .where(eq(settlementStatements.id, statementId));
}

/**
 * A statement the provider pushed: its head is written, and its trades are left to fetch (the details sweep),
 * so it waits as "not yet reconciled". A push of a statement already fetched only moves its state on.
 */
export async function bookNotified(
  db: StoreDb,
  head: ProviderStatement,
): Promise<{ id: number; created: boolean }> {
  const [known] = await db
    .select({ id: settlementStatements.id })
    .from(settlementStatements)
    .where(eq(settlementStatements.statementNo, head.statement_no));
  const row = await upsertHead(db, head);
  return { id: row.id, created: !known };
}

/** Statements pushed but whose trades are still to fetch, oldest first. */
export async function awaitingDetail(db: StoreDb, limit: number) {
  return db
    .select({ id: settlementStatements.id, no: settlementStatements.statementNo })
    .from(settlementStatements)
    .where(eq(settlementStatements.detailAt, 0))
    .orderBy(settlementStatements.id)
    .limit(limit);
}
